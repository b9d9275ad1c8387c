"""Plain-text pictures of engine views, for the terminal game and text fallbacks.

Like the PNG renderers, these see only a view: ``table_text`` a public view,
``hand_text`` a seat's own hand.
"""

from __future__ import annotations

from engine.cards import RANK_LETTERS, card_name, is_red_three
from engine.scoring import SideScore
from engine.views import PublicView, SeatView, SideView

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card_text(card: int) -> str:
    name = card_name(card)
    return name if name == "JK" else name[:-1] + SUIT_SYMBOLS[name[-1]]


def _meld_text(meld) -> str:
    kind = ""
    if meld.is_canasta:
        kind = " natural canasta" if meld.natural else " mixed canasta"
    wild = f" ({meld.wilds} wild)" if meld.wilds else ""
    return f"{meld.label}×{len(meld.cards)}{wild}{kind}"


def _side_text(side: SideView, names: list[str]) -> str:
    who = " & ".join(names[s] for s in side.seats)
    melds = ", ".join(_meld_text(m) for m in side.melds) or "no melds yet"
    threes = " ".join(card_text(c) for c in side.red_threes)
    opening = "" if side.opened else f" (needs {side.opening_need} to open)"
    laid_out = "red threes" if all(is_red_three(c) for c in side.red_threes) else "threes"
    extra = f"  {laid_out}: {threes}" if threes else ""
    return f"{who}, score {side.score}{opening}: {melds}{extra}"


def table_text(view: PublicView, names: list[str]) -> str:
    """Everyone's melds, the pile, the stock and whose turn it is."""
    lines = [_side_text(side, names) for side in view.sides]
    top = card_text(view.pile[-1]) if view.pile else "empty"
    frozen = " FROZEN" if view.pile_frozen else ""
    count = f"{view.pile_size} card" + ("" if view.pile_size == 1 else "s") + \
        (f", {view.pile_hidden} of them face down" if view.pile_hidden else "")
    turn_card = ""
    if view.rules.turn_card is not None:
        turn_card = " (turn card in it)" if view.turn_card_in_stock else " (turn card drawn)"
    closed = "   Closed: " + " ".join(RANK_LETTERS[r] for r in sorted(view.dead_ranks, reverse=True)) \
        if view.dead_ranks else ""
    lines.append(f"Pile: {top} ({count}){frozen}   Stock: {view.stock_size}{turn_card}{closed}")
    sizes = ", ".join(f"{names[s]} {n}" for s, n in enumerate(view.hand_sizes))
    lines.append(f"Cards in hand: {sizes}")
    if view.phase == "over":
        lines.append("The deal is over.")
    else:
        doing = {"draw": "to draw", "play": "to meld or discard", "answer": "to answer"}[view.phase]
        lines.append(f"{names[view.turn]} {doing}.")
    return "\n".join(lines)


def hand_text(view: SeatView) -> str:
    """The seat's hand grouped by rank, wild cards first."""
    groups: list[list[int]] = []
    for card in view.hand:
        if groups and groups[-1][0] >> 2 == card >> 2:
            groups[-1].append(card)
        else:
            groups.append([card])
    return "  ".join(" ".join(card_text(c) for c in g) for g in groups) or "(no cards)"


def score_text(sides: tuple[SideScore, ...] | list[SideScore], names: list[str]) -> str:
    """An itemized score sheet, one block per side."""
    lines = []
    for side in sides:
        lines.append(" & ".join(names[s] for s in side.seats) + f": {side.total:+d}")
        lines.extend(f"  {item.label:<24}{item.points:+6d}" for item in side.items if item.points)
    return "\n".join(lines)
