"""A deal reviewed for one seat: the decisions that cost most (up to ``SHOWN``), each with the points at
stake, what the played move risked or missed, and ``hard``'s reason for the better move.

The deal is replayed from its start. At each decision of the seat that had a choice, ``hard`` decides
from the view the seat had then (its own hand and what was public, nothing else); where it would have
played otherwise, both moves are played out on the same deals guessed from that view and the mean
difference is the points at stake. Played-out deals part ways quickly (one discard changes every later
draw), so single differences run to hundreds of points either way: the review first screens every such
decision on ``samples`` guessed deals, then weighs the largest again on fresh ones (the screen picks, the
fresh deals measure, so a lucky screen does not inflate the stake), in rounds up to ``CONFIRM_MOST`` times
``samples`` each, until the stake is clear or clearly too small. A decision is listed
only when that second stake is at least ``MIN_STAKE`` and ``CLEAR`` standard errors above zero: what is
shown is not the guessing's noise. Where hard's choice shows nothing, the review does not stop there:
hard may share a poor move, or rank first a move no better than the one played while another is, so the
other moves hard's look-ahead compares (its guide's choice, the cheapest discards or the draw and the best
takes) are screened the same way against the move played and the best of each decision weighed again.
The amount of thinking is fixed (not timed), so a review comes out the same on any machine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..actions import Action, Draw, Pass, Take, parse
from ..deal import Deal
from ..errors import Words
from ..views import SeatView, seat_view
from .knowledge import Knowledge
from .references import GuidePlayer
from .review_reasons import Followed, risked
from .search import ALTERNATIVES, SearchPlayer, cheapest_discards, choice_reason, ranked_takes
from .stakes import CHUNK, Stake

REVIEW_SAMPLES = 32  # guessed deals per decision when screening (and for hard's own choice)
WEIGHED_AGAIN = 8  # decisions weighed again at most: those the screen found furthest ahead
CONFIRM_MOST = 16  # times ``samples``: the most fresh deals one decision is weighed again on
CONFIRM_POOL = 32  # times ``samples``: the fresh deals of all the decisions weighed again, a bound on the
# review's thinking
OTHERS_POOL = 24  # times ``samples``: the same for the other moves, weighed where hard's choice shows nothing
# (with the screen of those moves on half the deals, it keeps a review within its 10 s of CPU)
SHOWN = 3  # the decisions a review lists at most
MIN_STAKE = 10.0  # points: smaller differences do not matter to a player
CLEAR = 2.0  # standard errors the stake must stand above zero to be shown
CLEAR_EARLY = 3.0  # standard errors above zero that settle a decision before its last round (looking
# often would otherwise let noise through)
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
    """A decision hard would have made otherwise, its move and reason, and the screen's first stake."""

    decision: _Decision
    better: Action
    why: Words
    stake: float
    error: float


def review_deal(deal: Deal, actions: list[Action | str], seat: int, *, seed: int | str = "review",
                samples: int = REVIEW_SAMPLES, progress: Callable[[], None] | None = None) -> list[Missed]:
    """Up to ``SHOWN`` decisions of ``seat`` in ``actions`` (played from ``deal``, which is left unchanged)
    where ``hard``'s choice, or where it shows nothing another move hard's look-ahead weighs, came out
    clearly better by at least ``MIN_STAKE`` points, largest stake first; ``progress()`` is called after
    each action is replayed."""
    decisions = _decisions(deal, actions, seat, progress)
    screened = []
    for decision in decisions:
        found = _screen(_where(seed, decision.view), samples, decision)
        if found is not None:
            screened.append(found)
    missed = _shown(seed, screened, samples)
    if not missed:  # before saying so, the other moves hard's look-ahead weighs (hard may share a poor move)
        weighed = {(found.decision.index, found.better) for found in _best_first(screened)[:WEIGHED_AGAIN]}
        others = [found for decision in decisions for found in _screen_others(seed, samples, decision)
                  if (decision.index, found.better) not in weighed]
        missed = _shown(f"{seed}/others", _best_of_each(others), samples, samples * OTHERS_POOL)
    return missed


def _shown(seed: int | str, screened: list[_Screened], samples: int, pool: int | None = None) -> list[Missed]:
    """Up to ``SHOWN`` of the screened decisions, the furthest ahead weighed again (on ``pool`` fresh deals
    in all, by default ``CONFIRM_POOL`` times ``samples``), that came out clearly worth showing, largest
    stake first."""
    pool = samples * CONFIRM_POOL if pool is None else pool
    weighed = _weighed_again(seed, _best_first(screened)[:WEIGHED_AGAIN], samples, pool)
    missed = [_missed(found, stake) for found, stake in weighed if _clear(stake, CLEAR, _first(samples))]
    return sorted(missed, key=lambda m: (-m.stake, m.index))[:SHOWN]


def _best_first(screened: list[_Screened]) -> list[_Screened]:
    """The screened decisions, furthest ahead (one standard error down) first."""
    return sorted(screened, key=lambda s: (-(s.stake - s.error), s.decision.index))


def _best_of_each(screened: list[_Screened]) -> list[_Screened]:
    """The move furthest ahead at each decision (one standard error down)."""
    best: dict[int, _Screened] = {}
    for found in _best_first(screened):
        best.setdefault(found.decision.index, found)
    return list(best.values())


def _weighed_again(seed: int | str, screened: list[_Screened], samples: int,
                   pool: int) -> list[tuple[_Screened, Stake]]:
    """The screened decisions weighed again on fresh guessed deals, in rounds (successive halving): each
    round gives every decision still in the running twice the deals of the one before (``samples`` in the
    first), then the decisions
    clearly shown (``CLEAR_EARLY``) or clearly below ``MIN_STAKE`` leave it and half of the rest stay, those
    furthest ahead (never fewer than ``SHOWN`` still needed), until no deals are left."""
    stakes = [(found, Stake()) for found in screened]
    running = list(stakes)
    first = _first(samples)
    most, give, settled = samples * CONFIRM_MOST, first, 0
    while running and pool >= CHUNK and settled < SHOWN:
        for found, stake in running:
            deals = min(give, most - stake.count, pool)
            if deals >= CHUNK:
                before = stake.count
                stake.weigh(f"{_where(seed, found.decision.view)}/confirm", found.decision.view,
                            found.decision.legal, found.better, found.decision.played, deals)
                pool -= max(CHUNK, stake.count - before)
        still = []
        for found, stake in running:
            if _clear(stake, CLEAR_EARLY, first):
                settled += 1
            elif stake.mean + CLEAR * stake.error >= MIN_STAKE and stake.count < most and \
                    not math.isinf(stake.error):  # a pair of moves the comparison cannot weigh drops out
                still.append((found, stake))
        still.sort(key=lambda pair: -(pair[1].mean - pair[1].error))
        running = still[:max(SHOWN - settled, (len(still) + 1) // 2)]
        give *= 2
    return stakes


def _first(samples: int) -> int:
    """The fresh deals each decision weighed again gets in the first round (whole chunks)."""
    return max(CHUNK, samples)


def _clear(stake: Stake, errors: float, first: int) -> bool:
    """Whether a stake weighed again past its first round is worth showing: ``errors`` standard errors up."""
    return stake.count >= 2 * first and stake.mean >= MIN_STAKE and stake.mean >= errors * stake.error


def _missed(found: _Screened, stake: Stake) -> Missed:
    """A decision shown: its stake, what the move played risked or missed, and hard's reason for it."""
    decision = found.decision
    risk = risked(Knowledge(decision.view), decision.played, found.better, decision.followed)
    return Missed(decision.index, decision.turn, decision.played, found.better, stake.mean, stake.error,
                  found.why, risk)


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
    """Hard's choice at this decision and a first stake, where it would have played otherwise and the stake
    may yet be worth showing."""
    judge = SearchPlayer(f"{seed}/judge", REVIEW_BUDGET_MS, max_samples=samples)
    chosen = judge.decide(decision.view, decision.legal)
    if chosen.action == decision.played:
        return None
    stake = Stake().weigh(f"{seed}/weigh", decision.view, decision.legal, chosen.action, decision.played,
                          samples)
    if math.isinf(stake.error) or stake.mean + CLEAR * stake.error < MIN_STAKE:
        return None  # clearly not worth showing: a stake this noisy is weighed again rather than dropped
    return _Screened(decision, chosen.action, chosen.reason, stake.mean, stake.error)


def _screen_others(seed: int | str, samples: int, decision: _Decision) -> list[_Screened]:
    """The moves hard's look-ahead weighs at this decision (its guide's choice and the cheapest others),
    each against the move played on the same guessed deals, where it may yet be worth showing."""
    where = _where(seed, decision.view)
    found = []
    for better, why in _other_moves(decision, where):
        stake = Stake()
        for deals in (samples // 4, samples // 4):  # a quarter first: most are soon clearly worse
            stake.weigh(f"{where}/weigh", decision.view, decision.legal, better, decision.played, deals)
            if math.isinf(stake.error) or stake.mean + CLEAR * stake.error < MIN_STAKE:
                break
        else:
            found.append(_Screened(decision, better, why, stake.mean, stake.error))
    return found


def _other_moves(decision: _Decision, where: str) -> list[tuple[Action, Words]]:
    """Hard's guide's choice and the other moves hard's look-ahead lists beside it, each with its reason,
    other than the move played."""
    k, legal = Knowledge(decision.view), decision.legal
    chosen = GuidePlayer(f"{where}/judge").decide(decision.view, legal)
    others: list[Action]
    if k.view.phase == "draw":
        others = [a for a in legal if isinstance(a, Draw | Pass)]
        others += [take for _, take in ranked_takes(k, legal)[:ALTERNATIVES]]
    elif k.view.phase == "answer":
        others = []
    else:
        others = cheapest_discards(k, legal, ALTERNATIVES + 1)
    moves = [(chosen.action, chosen.reason)]
    moves += [(action, choice_reason(k, action)) for action in others if action != chosen.action]
    return [(action, why) for action, why in moves if action != decision.played]
