"""The pictures in words, for screen readers (Discord's attachment description): whose turn, the stock
and the pile, each side's melds and canastas, and for a hand its cards, in the current language."""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.words import a_card, cards_count, cards_phrase, meld_name
from engine.cards import rank_of
from i18n import _, number, say, signed
from i18n.variants import variant_name

from .labels import deal_end, joined, result_end, row_name, seat_names, special_name, to_move
from .scores import team_seats

LIMIT = 1024  # Discord's longest attachment description


def table_words(view, names: Sequence[str] | None = None, result=None) -> str:
    """The table picture in words: the game and turn, who is to move, the stock and the pile, then each
    side's score, melds and canastas (``result``: a finished deal's, scores after it)."""
    labels = seat_names(view.players, names)
    parts = [_head(view), _turn(view, labels), _stock_and_pile(view)]
    parts += [_side(view, side, labels, result) for side in view.sides]
    return fitted(" ".join(parts))


def hand_words(view, names: Sequence[str] | None = None) -> str:
    """A hand picture in words: its cards, who is to move and the pile's top card."""
    labels = seat_names(view.players, names)
    held = say(cards_phrase(rank_of(card) for card in view.hand)) if view.hand else _("no cards in hand")
    parts = [_("Your hand, {count}: {cards}.", count=say(cards_count(len(view.hand))), cards=held),
             _turn(view, labels), _stock_and_pile(view)]
    side = view.side_of_seat(view.seat)
    parts.append(_("Your side: {melds}.", melds=_melds(side)))
    return fitted(" ".join(parts))


def score_sheet_words(result, names: Sequence[str] | None = None, winner: int | None = None,
                      target: int | None = None) -> str:
    """A deal's score sheet in words: how the deal ended, each side's lines and what each team gained,
    the match totals and, once it is won, the winner."""
    players = 1 + max(seat for side in result.sides for seat in side.seats)
    labels = seat_names(players, names)
    seat, how = result_end(result)
    ended = f"{labels[seat]} {how}" if seat is not None else _capital(how)  # (a name is left as written)
    parts = [_("Deal {number}: scores. {how}.", number=result.number + 1, how=ended)]
    for side in result.sides:
        lines = "; ".join(_("{row} {points}", row=row_name(item), points=signed(item.points))
                          for item in side.items if item.points)
        parts.append(_("{team}: {lines}.", team=joined([labels[s] for s in side.seats]),
                       lines=lines or _("nothing scored")))
    teams = [joined([labels[s] for s in seats]) for seats in team_seats(result, players)]
    scores = zip(teams, result.team_points, result.team_scores, strict=True)
    totals = "; ".join(_("{team} {gain}, total {total}", team=team, gain=signed(gain), total=number(total))
                       for team, gain, total in scores)
    parts.append(_("Match to {target}: {totals}.", target=number(target), totals=totals) if target
                 else _("Match: {totals}.", totals=totals))
    if winner is not None:
        parts.append(_("Match won by {team}", team=teams[winner]) + ".")
    return fitted(" ".join(parts))


def fitted(words: str) -> str:
    """``words`` cut to Discord's limit, an ellipsis saying so."""
    return words if len(words) <= LIMIT else words[:LIMIT - 1] + "…"


def _head(view) -> str:
    return _("{variant}, turn {number}.", variant=variant_name(view.rules.key, view.variant_name),
             number=view.turns + 1)


def _turn(view, labels: list[str]) -> str:
    if view.phase == "over":
        seat, how = deal_end(view.went_out, view.concealed, view.declarer, special_name(view))
        if seat is None:
            return _("Deal over: {what}", what=how) + "."
        return _("Deal over: {who} {what}", who=labels[seat], what=how) + "."
    who, what = to_move(view, labels)
    # Translators: the player to move and what they do, for screen readers: "Ann to move: draws or takes the
    # pile."
    return _("{who} to move: {what}.", who=who, what=what)


def _stock_and_pile(view) -> str:
    stock = _("Stock: {cards}.", cards=say(cards_count(view.stock_size)))
    if not view.pile_size:
        return stock + " " + _("Pile: empty.")
    if view.pile_top is None:  # only face-down cards (a packet)
        pile = _("Pile: {cards}, face down.", cards=say(cards_count(view.pile_size)))
    else:
        pile = _("Pile: {cards}, {top} on top.", cards=say(cards_count(view.pile_size)),
                 top=say(a_card(rank_of(view.pile_top))))
    if view.pile_frozen:
        pile += " " + _("The pile is frozen.")
    return f"{stock} {pile}"


def _side(view, side, labels: list[str], result) -> str:
    team = joined([labels[seat] for seat in side.seats])
    teams = [i for i, seats in enumerate(view.teams) if set(seats) & set(side.seats)]
    scores = result.team_scores if result is not None else view.team_scores
    points = " / ".join(number(scores[i]) for i in teams)
    return _("{team}, {points} points: {melds}.", team=team, points=points, melds=_melds(side))


def _melds(side) -> str:
    """A side's melds, canastas first, and what it still needs."""
    if not side.melds:
        parts = [_("no melds yet")]
    else:
        canastas = [_meld(meld) for meld in side.melds if meld.is_canasta]
        others = [_meld(meld) for meld in side.melds if not meld.is_canasta]
        count = side.canastas
        said = _("{count} canasta", count=count) if count == 1 else _("{count} canastas", count=count)
        parts = [said + (": " + ", ".join(canastas) if canastas else ""), *others] if count else others
    if side.red_threes:
        parts.append(_("red threes: {count}", count=len(side.red_threes)))
    if not side.opened:
        parts.append(_("needs {points} to open", points=say(side.opening_need)))
    return "; ".join(parts)


def _meld(meld) -> str:
    """One meld: "Kings: 5 cards, 1 wild"; a canasta "Sevens (natural canasta)"."""
    name = say(meld_name(meld.meld_key))
    if meld.is_canasta:
        kind = say(meld.canasta_term) if meld.canasta_term is not None else _("canasta")
        # Translators: a canasta for screen readers: "Sevens (natural canasta)".
        return _("{meld} ({kind})", meld=name, kind=kind)
    cards = say(cards_count(len(meld.cards)))
    if meld.wilds and meld.wilds < len(meld.cards):  # (a wild meld is all wild cards: its name says so)
        # Translators: a meld for screen readers: "Kings: 5 cards, 1 wild" (wild: of them wild cards).
        return _("{meld}: {cards}, {wilds} wild", meld=name, cards=cards, wilds=meld.wilds)
    # Translators: a meld for screen readers: "Kings: 5 cards".
    return _("{meld}: {cards}", meld=name, cards=cards)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]



def standings_words(standings) -> str:
    """The league table in words: its title, then each player shown with rank, rating, wins and losses."""
    rows = "; ".join(_("{rank}. {name}, rating {rating}, {wins} won, {losses} lost", rank=row.rank,
                       name=row.name, rating=number(row.rating), wins=row.wins, losses=row.losses)
                     for row in standings.rows)
    empty = standings.empty_text or _("No rated matches yet this season.")
    return fitted(f"{standings.title}, {standings.subtitle}. {rows or empty}.")
