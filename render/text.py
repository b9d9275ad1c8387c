"""Plain-text pictures of engine views, for the terminal game and text fallbacks.

Like the PNG renderers, these see only a view: ``table_text`` a public view,
``hand_text`` a seat's own hand. Their words are in the current language (``i18n.speaking``).
"""

from __future__ import annotations

from engine.cards import RANK_LETTERS, card_name, is_red_three
from engine.meld_keys import WILD
from engine.scoring import SideScore
from engine.views import PublicView, SeatView, SideView
from i18n import _, number, say, signed

from .labels import row_name

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card_text(card: int) -> str:
    name = card_name(card)
    return name if name == "JK" else name[:-1] + SUIT_SYMBOLS[name[-1]]


def _meld_text(meld) -> str:
    """A meld as the terminal writes it: "K×7 (2 wild) mixed canasta", "seqD×7 samba", "wild×4" (a meld
    of wild cards alone does not count them again)."""
    kind = " " + say(meld.canasta_term) if meld.canasta_term else ""
    wild = " " + _("({count} wild)", count=meld.wilds) if meld.wilds and meld.kind != WILD else ""
    return f"{meld.label}×{len(meld.cards)}{wild}{kind}"


def _side_text(side: SideView, names: list[str]) -> str:
    who = " & ".join(names[s] for s in side.seats)
    melds = ", ".join(_meld_text(m) for m in side.melds) or _("no melds yet")
    threes = " ".join(card_text(c) for c in side.red_threes)
    opening = "" if side.opened else " " + _("(needs {points} to open)", points=say(side.opening_need))
    laid_out = _("red threes") if all(is_red_three(c) for c in side.red_threes) else _("threes")
    extra = f"  {laid_out}: {threes}" if threes else ""
    return _("{who}, score {score}", who=who, score=number(side.score)) + f"{opening}: {melds}{extra}"


def table_text(view: PublicView, names: list[str]) -> str:
    """Everyone's melds, the pile, the stock and whose turn it is."""
    lines = [_side_text(side, names) for side in view.sides]
    top = card_text(view.pile[-1]) if view.pile else _("empty")
    frozen = " " + _("FROZEN") if view.pile_frozen else ""
    count = _("1 card") if view.pile_size == 1 else _("{count} cards", count=view.pile_size)
    if view.pile_hidden:
        count += ", " + _("{count} of them face down", count=view.pile_hidden)
    turn_card = ""
    if view.turn_card is not None:
        turn_card = " " + (_("(turn card in it)") if view.turn_card_in_stock else _("(turn card drawn)"))
    closed = "   " + _("Closed: {ranks}", ranks=" ".join(RANK_LETTERS[r] for r in sorted(view.dead_ranks,
                                                                                       reverse=True))) \
        if view.dead_ranks else ""
    lines.append(_("Pile: {top} ({count}){frozen}   Stock: {stock}", top=top, count=count, frozen=frozen,
                   stock=view.stock_size) + turn_card + closed)
    sizes = ", ".join(f"{names[s]} {n}" for s, n in enumerate(view.hand_sizes))
    lines.append(_("Cards in hand: {sizes}", sizes=sizes))
    if view.phase == "over":
        lines.append(_("The deal is over."))
    else:
        name = names[view.turn]
        lines.append({"draw": _("{name} to draw.", name=name),
                      "play": _("{name} to meld or discard.", name=name),
                      "answer": _("{name} to answer.", name=name)}[view.phase])
    return "\n".join(lines)


def hand_text(view: SeatView) -> str:
    """The seat's hand grouped by rank, wild cards first."""
    groups: list[list[int]] = []
    for card in view.hand:
        if groups and groups[-1][0] >> 2 == card >> 2:
            groups[-1].append(card)
        else:
            groups.append([card])
    return "  ".join(" ".join(card_text(c) for c in g) for g in groups) or _("(no cards)")


def score_text(sides: tuple[SideScore, ...] | list[SideScore], names: list[str]) -> str:
    """An itemized score sheet, one block per side, its points in a column right of the longest line's
    name."""
    rows = [[(_line_name(item), signed(item.points)) for item in side.items if item.points] for side in sides]
    name_w = max((len(name) for side_rows in rows for name, _points in side_rows), default=0) + 2
    points_w = max((len(points) for side_rows in rows for _name, points in side_rows), default=0)
    lines = []
    for side, side_rows in zip(sides, rows, strict=True):
        lines.append(" & ".join(names[s] for s in side.seats) + f": {signed(side.total)}")
        lines.extend(f"  {name:<{name_w}}{points:>{points_w}}" for name, points in side_rows)
    return "\n".join(lines)


def _line_name(item) -> str:
    """A score line as the sheet names it, with its count: "Natural canastas (2)"."""
    name = row_name(item)
    return f"{name} ({item.count})" if item.count else name
