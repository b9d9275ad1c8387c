"""A deal reviewed for one seat: the decisions that cost most (up to ``SHOWN``), each with the points at
stake, what the played move risked or missed, and ``hard``'s reason for the better move.

The deal is replayed from its start. At each decision of the seat that had a choice, ``hard`` decides
from the view the seat had then (its own hand and what was public, nothing else); where it would have
played otherwise, both moves are played out on the same deals guessed from that view and the mean
difference is the points at stake. Played-out deals part ways quickly (one discard changes every later
draw), so single differences run to hundreds of points either way: the review first screens every such
decision on ``samples`` guessed deals, then weighs the largest again on ``CONFIRM_FACTOR`` times as many
fresh ones (the screen picks, the fresh deals measure, so a lucky screen does not inflate the stake). A
decision is listed only when that second stake is at least ``MIN_STAKE`` and ``CLEAR`` standard errors
above zero: what is shown is not the guessing's noise. The amount of thinking is fixed (not timed), so a
review comes out the same on any machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..actions import Action, Take, parse
from ..deal import Deal
from ..errors import Words
from ..views import SeatView, seat_view
from .knowledge import Knowledge
from .review_reasons import Followed, risked
from .search import SearchPlayer

REVIEW_SAMPLES = 32  # guessed deals per decision when screening (and for hard's own choice)
CONFIRM_FACTOR = 8  # the largest stakes are weighed again on this many times as many fresh deals
CONFIRMED_AT_MOST = 4  # decisions weighed again, the screen's largest first (``SHOWN`` of them usually
# suffice): a bound on the review's thinking
SHOWN = 3  # the decisions a review lists at most
MIN_STAKE = 10.0  # points: smaller differences do not matter to a player
CLEAR = 2.0  # standard errors the stake must stand above zero to be shown
REVIEW_BUDGET_MS = 600_000.0  # only a guard: the samples, not the clock, end the thinking


@dataclass(frozen=True)
class Missed:
    """A decision where ``hard`` would have played ``better`` instead of ``played``."""

    index: int  # the decision's place among the deal's actions, from 1
    turn: int  # the deal's turn it was made in, from 1
    played: Action
    better: Action
    stake: float  # about how many points ``better`` comes out ahead, for the seat's side
    error: float  # the standard error of ``stake``
    why: Words  # hard's reason for ``better``
    risk: Words  # what ``played`` risked or missed, in the deal's terms


@dataclass(frozen=True)
class _Decision:
    """One of the seat's decisions with a choice: where it stood, as the seat saw it, and what followed."""

    index: int
    turn: int
    view: SeatView
    legal: list
    played: Action
    followed: Followed


@dataclass(frozen=True)
class _Screened:
    decision: _Decision
    better: Action
    why: Words
    stake: float
    error: float


def review_deal(deal: Deal, actions: list[Action | str], seat: int, *, seed: int | str = "review",
                samples: int = REVIEW_SAMPLES, progress: Callable[[], None] | None = None) -> list[Missed]:
    """Up to ``SHOWN`` decisions of ``seat`` in ``actions`` (played from ``deal``, which is left unchanged)
    that ``hard`` would have made otherwise, clearly better by at least ``MIN_STAKE`` points, largest
    stake first; ``progress()`` is called after each action is screened (or passed over)."""
    screened = []
    for decision in _decisions(deal, actions, seat, progress):
        found = _screen(_where(seed, decision.view), samples, decision)
        if found is not None:
            screened.append(found)
    screened.sort(key=lambda s: (-(s.stake - s.error), s.decision.index))
    missed: list[Missed] = []
    for found in screened[:CONFIRMED_AT_MOST]:
        entry = _confirmed(_where(seed, found.decision.view), samples * CONFIRM_FACTOR, found)
        if entry is not None:
            missed.append(entry)
            if len(missed) == SHOWN:
                break
    return sorted(missed, key=lambda m: (-m.stake, m.index))


def _where(seed: int | str, view: SeatView) -> str:
    """The seed of a decision's guesses: where it stands as the seat sees it, so that a decision is judged
    the same however the review came to it (from the deal's start or from the decision itself)."""
    return f"{seed}/{view.turns}/{view.phase}/{len(view.hand)}"


def _decisions(deal: Deal, actions: list[Action | str], seat: int,
               progress: Callable[[], None] | None) -> list[_Decision]:
    """The seat's decisions with a choice, replayed from ``deal`` (a copy), each with what followed it."""
    deal = deal.clone()
    moves = []  # (action, who moved, the phase, the pile's size then)
    found = []  # (index, turn, view, legal, action, whether it took the seat out)
    for index, text in enumerate(actions, start=1):
        action = parse(text) if isinstance(text, str) else text
        mover = deal.to_move
        moves.append((action, mover, deal.phase, len(deal.pile)))
        legal = deal.legal_actions() if mover == seat else []
        before = (deal.turns + 1, seat_view(deal, seat), legal) if len(legal) > 1 else None
        deal.apply(action)
        if before is not None:
            found.append((index, *before, action, deal.went_out == seat))
        if progress is not None:
            progress()
    next_seat = (seat + 1) % deal.rules.players
    partner = deal.side_of[next_seat] == deal.side_of[seat]
    return [_Decision(index, turn, view, legal, action,
                      Followed(_next_take(moves, index, seat, next_seat), partner, went_out))
            for index, turn, view, legal, action, went_out in found]


def _next_take(moves: list, index: int, seat: int, next_seat: int) -> int | None:
    """The cards the next player took with the pile at their first draw after action ``index`` (from 1),
    or None when they drew from the stock (or the deal ended first)."""
    for action, mover, phase, pile in moves[index:]:
        if mover == next_seat and phase == "draw":
            return pile if isinstance(action, Take) else None
        if mover == seat and phase == "draw":
            return None
    return None


def _screen(seed: str, samples: int, decision: _Decision) -> _Screened | None:
    """Hard's choice at this decision and a first stake, where it would have played otherwise and came out
    ahead at all."""
    judge = SearchPlayer(f"{seed}/judge", REVIEW_BUDGET_MS, max_samples=samples)
    chosen = judge.decide(decision.view, decision.legal)
    if chosen.action == decision.played:
        return None
    weigh = SearchPlayer(f"{seed}/weigh", REVIEW_BUDGET_MS, max_samples=samples)
    stake, error = weigh.compare(decision.view, decision.legal, chosen.action, decision.played)
    if stake <= 0:
        return None
    return _Screened(decision, chosen.action, chosen.reason, stake, error)


def _confirmed(seed: str, samples: int, found: _Screened) -> Missed | None:
    """The decision weighed again on fresh guesses: listed if the stake stands clear of the noise."""
    decision = found.decision
    weigh = SearchPlayer(f"{seed}/confirm", REVIEW_BUDGET_MS, max_samples=samples)
    stake, error = weigh.compare(decision.view, decision.legal, found.better, decision.played)
    if stake < MIN_STAKE or stake < CLEAR * error:
        return None
    risk = risked(Knowledge(decision.view), decision.played, found.better, decision.followed)
    return Missed(decision.index, decision.turn, decision.played, found.better, stake, error, found.why, risk)
