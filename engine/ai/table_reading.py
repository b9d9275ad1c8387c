"""What the table shows of each hidden hand, as weights on the ranks a guessed hand is dealt: a player
whose side has melded a rank has laid off nearly every card of it, one whose side has opened holds
more of the ranks not yet melded (most of all those the other side melded, which it dare not throw),
fewer wild cards and black Threes than a fair share, and seldom more of a rank it threw onto the pile;
how far each holds depends on how many cards the hand has left. A player who asked partner "may I go out?"
and heard no held a hand that could go out (the rules let no other hand ask): until its next turn, what
it kept holds more wild cards than a fair share and no black Three.

Every weight reads only the view (who has opened, the melds on the table, the pile, the hands' sizes),
so a guess built with them sees no hidden card. A weight is fitted so that guesses hold as many cards
of its kind as the true hands held, over positions of real play (medium and hard's guide, every
playable variant: ``tools/guess_quality.py --fit``); ``engine.ai.determinize`` deals each hand's unseen
cards in proportion to them.
"""

from __future__ import annotations

from ..cards import THREE
from ..meld_keys import GROUP
from ..views import SeatView

# The categories of (seat, rank), as the fitting tool names them.
MELDED = "melded"  # the seat's side has a group of the rank on the table
OPEN = "open"  # the side has opened, with no group of the rank, nor has any other side
THEIRS = "theirs"  # the side has opened, with no group of the rank; another side has one
CLOSED = "closed"  # the side has not opened
WILD = "wild"
BLACK_THREE = "three"
CATEGORIES = (MELDED, OPEN, THEIRS, CLOSED, WILD, BLACK_THREE)

# The bands of a hand's size: a hand with few cards left has laid off or melded most of what it could.
FEW, SOME, MANY, FULL = "few", "some", "many", "full"
BANDS = ((3, FEW), (7, SOME), (12, MANY))  # the most cards of each band; larger hands are FULL

# Fitted 2026-12-07 (tools/guess_quality.py --fit: 8 deals a variant and level of every playable
# variant, seeds 100 on, six rounds of iterative proportional fitting; a closed side's hand seldom
# has seven cards or fewer, so those stay at 1). A rerun with the tool's half-card smoothing gave the same
# weights within 0.06 (Black Threes thrown 1.68, a rank its side melded thrown 1.27).
WEIGHTS = {
    (MELDED, FEW): 0.04, (MELDED, SOME): 0.07, (MELDED, MANY): 0.14, (MELDED, FULL): 0.73,
    (OPEN, FEW): 2.36, (OPEN, SOME): 1.55, (OPEN, MANY): 1.26, (OPEN, FULL): 1.06,
    (THEIRS, FEW): 1.58, (THEIRS, SOME): 1.40, (THEIRS, MANY): 1.19, (THEIRS, FULL): 1.06,
    (CLOSED, FEW): 1.0, (CLOSED, SOME): 1.0, (CLOSED, MANY): 0.99, (CLOSED, FULL): 1.01,
    (WILD, FEW): 0.73, (WILD, SOME): 0.41, (WILD, MANY): 0.74, (WILD, FULL): 0.97,
    (BLACK_THREE, FEW): 0.10, (BLACK_THREE, SOME): 0.18, (BLACK_THREE, MANY): 0.27, (BLACK_THREE, FULL): 0.68,
}
# After partner's no to "may I go out?", times the weights above for the asker's hand until its next turn
# (it has drawn nothing since: what it holds was part of a hand that could go out, less what it melded
# and threw after the no). Fitted 2026-12-07 on the positions after a no of 40 deals a level of every
# variant with asking, seeds 100 on (tools/guess_quality.py --fit --after-no). The fit's factors for the
# other categories (0.80-1.12) gained less on other deals (seeds 7000: 17.03% of the askers' true cards
# held, against 17.16% with these two alone and 16.87% with none) and are left at 1; factors for the
# asker's later turns lowered the share (seeds 5000: 17.24% against 17.80%) and are not kept.
ASKED = {MELDED: 1.0, OPEN: 1.0, THEIRS: 1.0, CLOSED: 1.0, WILD: 2.34, BLACK_THREE: 0.01}
# A rank the seat threw onto the pile (and still lies there), times the weight above: on top of the
# pile's limits (engine.ai.inference), a player who throws a natural seldom keeps another; one who
# throws a black Three or a card of a rank its side melded often has more of them to throw.
THROWN = {MELDED: 1.31, OPEN: 0.33, THEIRS: 0.30, CLOSED: 0.32, WILD: 0.70, BLACK_THREE: 1.62}


def category(view: SeatView, seat: int, rank: int) -> str:
    """Which kind of (seat, rank) this is, as far as the table shows."""
    return categories(view, seat)[rank]


def categories(view: SeatView, seat: int) -> tuple[str, ...]:
    """The category of each rank (by rank number) in ``seat``'s hand."""
    rules = view.rules
    side = view.side_of_seat(seat)
    ours = {meld.rank for meld in side.melds if meld.kind == GROUP}
    others = {meld.rank for other in view.sides if other.side != side.side for meld in other.melds
              if meld.kind == GROUP}
    out = []
    for rank in range(16):
        if rules.is_wild(rank):
            out.append(WILD)
        elif rank == THREE:
            out.append(BLACK_THREE)
        elif not side.opened:
            out.append(CLOSED)
        else:
            out.append(MELDED if rank in ours else THEIRS if rank in others else OPEN)
    return tuple(out)


def band(view: SeatView, seat: int) -> str:
    """How many cards ``seat`` holds, as one of the bands of ``BANDS``."""
    size = view.hand_sizes[seat]
    return next((name for most, name in BANDS if size <= most), FULL)


def thrown(view: SeatView) -> set[tuple[int, int]]:
    """The (seat, rank) of every card in the pile, by the seat that threw it (counting back from the
    seat to move: every turn ends with one discard)."""
    owner = view.asker if view.phase == "answer" and view.asker is not None else view.turn
    pile = view.pile
    return {((owner - 1 - depth) % view.players, pile[-1 - depth] >> 2)
            for depth in range(min(len(pile), view.turns))}


def factors(view: SeatView, seat: int, rank: int,
            threw: set[tuple[int, int]]) -> tuple[tuple[str, str], str | None]:
    """The key of ``WEIGHTS`` that weighs ``rank`` in ``seat``'s hand, and the key of ``THROWN`` too
    when the seat threw a card of it onto the pile (else None); ``threw`` is ``thrown(view)``."""
    kind = category(view, seat, rank)
    return (kind, band(view, seat)), kind if (seat, rank) in threw else None


def refused(view: SeatView) -> set[int]:
    """The seats (the viewer's own left out) that asked partner "may I go out?" and heard no, until their
    next turn (the record is public: ``SeatView.asks``)."""
    return {asked.seat for asked in view.asks
            if not asked.yes and asked.seat != view.seat and view.turns - asked.turn < view.players}


def rank_weights(view: SeatView, weights: dict[tuple[str, str], float] | None = None,
                 thrown_factors: dict[str, float] | None = None,
                 asked_factors: dict[str, float] | None = None) -> list[tuple[float, ...] | None]:
    """Per seat, the weight of each rank (by rank number) for the cards of its hand the viewer cannot
    name; None for the viewer's own seat (its hand is known). ``weights``, ``thrown_factors`` and
    ``asked_factors`` stand in for ``WEIGHTS``, ``THROWN`` and ``ASKED`` (the fitting tool tries its own)."""
    weights = WEIGHTS if weights is None else weights
    thrown_factors = THROWN if thrown_factors is None else thrown_factors
    asked_factors = ASKED if asked_factors is None else asked_factors
    threw = thrown(view)
    told_no = refused(view) if view.asks else set()
    out: list[tuple[float, ...] | None] = []
    for seat in range(view.players):
        if seat == view.seat:
            out.append(None)
            continue
        size = band(view, seat)
        asked = seat in told_no
        row = []
        for rank, kind in enumerate(categories(view, seat)):
            lean = weights[kind, size]
            if (seat, rank) in threw:
                lean *= thrown_factors[kind]
            row.append(lean * asked_factors[kind] if asked else lean)
        out.append(tuple(row))
    return out
