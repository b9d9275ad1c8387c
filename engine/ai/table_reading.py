"""What the table shows of each hidden hand, as weights on the ranks a guessed hand is dealt: a player
whose side has melded a rank has laid off nearly every card of it, one whose side has opened holds
more of the ranks not yet melded (and seldom three of them: it would meld them), and fewer wild cards
and black Threes than a fair share.

Every weight reads only the view (who has opened, the melds on the table), so a guess built with them
sees no hidden card. A weight is the ratio of the cards of a kind such hands held to the number a fair
share of the unseen cards gives them, over positions of real play (medium and hard's guide, six
variants: ``tools/guess_quality.py --fit``); ``engine.ai.determinize`` deals each hand's unseen cards
in proportion to them.
"""

from __future__ import annotations

from ..cards import THREE
from ..meld_keys import GROUP
from ..views import SeatView

# The categories of (seat, rank), as the fitting tool names them, and their weights (fitted 2026-12-07
# over 8 deals a variant and level of Classic, Classic for two, Samba, Italian, Bolivia and Mexicana, the
# (seat, rank) the pile already limits left out).
MELDED = "melded"  # the seat's side has a group of the rank on the table
OPEN = "open"  # the side has opened, with no group of the rank
CLOSED = "closed"  # the side has not opened
WILD = "wild"
BLACK_THREE = "three"
WEIGHTS = {MELDED: 0.11, OPEN: 1.65, CLOSED: 0.97, WILD: 0.79, BLACK_THREE: 0.42}


def category(view: SeatView, seat: int, rank: int) -> str:
    """Which kind of (seat, rank) this is, as far as the table shows."""
    rules = view.rules
    if rank in rules.wild_ranks:
        return WILD
    if rank == THREE:
        return BLACK_THREE
    side = view.side_of_seat(seat)
    if not side.opened:
        return CLOSED
    if any(meld.rank == rank and meld.kind == GROUP for meld in side.melds):
        return MELDED
    return OPEN


def rank_weights(view: SeatView) -> list[tuple[float, ...] | None]:
    """Per seat, the weight of each rank (by rank number) for the cards of its hand the viewer cannot
    name; None for the viewer's own seat (its hand is known)."""
    out: list[tuple[float, ...] | None] = []
    for seat in range(view.players):
        if seat == view.seat:
            out.append(None)
            continue
        out.append(tuple(WEIGHTS[category(view, seat, rank)] for rank in range(16)))
    return out
