"""The words on the pictures: seat names made drawable, side names, and what the player to move does."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import _, say

from .fonts import displayable


def seat_names(players: int, names: Sequence[str] | None) -> list[str]:
    """One drawable name per seat; missing or undrawable names become "Player N"."""
    given = list(names or ())
    if len(given) > players:
        raise ValueError(f"{len(given)} names for {players} seats")
    given += [""] * (players - len(given))
    return [displayable(str(name or ""), _("Player {number}", number=seat + 1))
            for seat, name in enumerate(given)]


def from_stock(count: int) -> str:
    """Words after a move that brought cards from the stock besides a draw (a side's first meld in
    Mexicana): " (then 13 cards from the stock)"; "" for none."""
    if not count:
        return ""
    if count == 1:
        return " " + _("(then {count} card from the stock)", count=count)
    return " " + _("(then {count} cards from the stock)", count=count)


def joined(names: Sequence[str]) -> str:
    return " & ".join(names)


def _doing() -> dict[str, tuple[str, str]]:
    """Phase -> (said of another player, said to the player), in the current language."""
    return {
        "draw": (_("draws or takes the pile"), _("draw or take the pile")),
        "draw_empty": (_("takes the pile or ends the deal"), _("take the pile or pass to end the deal")),
        "play": (_("melds, adds, then discards"), _("meld, add, then discard")),
    }


def deal_end(went_out: int | None, concealed: bool, declarer: int | None,
             special: str | None = None) -> tuple[int | None, str]:
    """How a deal ended: the seat that ended it (None when the stock ran out) and what it did
    (``special``: the title of the special hand called, which ended it: "Pairs with Twos")."""
    if went_out is not None:
        return went_out, _("went out concealed") if concealed else _("went out")
    if special is not None:
        return declarer, _("called {hand}", hand=special[:1].upper() + special[1:])
    if declarer is not None:
        return declarer, _("declared Acaba")
    return None, _("the stock ran out")


def special_name(view) -> str | None:
    """The title of the special hand that ended the view's deal ("Pairs with Twos" for the
    Americana's ``twos``), if one did."""
    if not view.special:
        return None
    hand = view.rules.special_hand(view.special[0])
    return say(hand.title) if hand is not None else view.special[0]


def row_name(item) -> str:
    """A score line's row on the sheet, in the current language, capitalised: "Natural canastas"."""
    words = say(item.row) if item.row is not None else item.label
    return words[:1].upper() + words[1:]


def result_end(result) -> tuple[int | None, str]:
    """``deal_end`` for a scored deal (an engine DealResult); a special hand is named by its
    score line's row, the hand's title."""
    concealed = any(side.points("concealed") for side in result.sides)
    special = result.special
    if special is not None:
        special = next((row_name(item) for side in result.sides for item in side.items
                        if item.key == "special"), special)
    return deal_end(result.went_out, concealed, result.declarer, special)


def to_move(view, names: Sequence[str], you: bool = False) -> tuple[str, str]:
    """(who, what): the name of the seat to move and what that seat is doing (``you``: as advice)."""
    if view.phase == "over":
        seat, how = deal_end(view.went_out, view.concealed, view.declarer, special_name(view))
        return (names[seat] if seat is not None else _("Deal over")), how
    who = names[view.turn]
    if view.phase == "answer":
        asker = names[view.asker]
        if view.question == "acaba":
            return who, _("{asker} asks to declare Acaba: yes or no?", asker=asker)
        return who, _("{asker} asks to go out: yes or no?", asker=asker)
    phase = "draw_empty" if view.phase == "draw" and view.stock_size == 0 else view.phase
    return who, _doing()[phase][you]
