"""A deal reviewed for one seat: the decisions where ``hard`` would have played otherwise, with the points
at stake, best first.

The deal is replayed from its start. At each decision of the seat that had a choice, ``hard``
decides from the view the seat had then (its own hand and what was public, nothing else), and
where it would have played otherwise both moves are played out on the same deals guessed from
that view, many times: the mean difference is the points at stake. Played-out deals part ways
quickly (one discard changes every later draw), so single differences run to hundreds of
points either way; a decision is listed only when its mean is at least ``MIN_STAKE`` and
``CLEAR`` standard errors above zero, so what is shown is not the guessing's noise. The amount of
thinking is fixed (not timed), so a review comes out the same on any machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..actions import Action, parse
from ..deal import Deal
from ..errors import Words
from ..views import seat_view
from .search import SearchPlayer

REVIEW_SAMPLES = 32  # guessed deals per decision and per comparison
REVIEW_BUDGET_MS = 60_000.0  # only a guard: the samples, not the clock, end the thinking
MIN_STAKE = 10.0  # points: smaller differences do not matter to a player
CLEAR = 2.0  # standard errors the stake must stand above zero to be shown


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


def review_deal(deal: Deal, actions: list[Action | str], seat: int, *, seed: int | str = "review",
                samples: int = REVIEW_SAMPLES, progress: Callable[[], None] | None = None) -> list[Missed]:
    """The decisions of ``seat`` in ``actions`` (played from ``deal``, which is left unchanged) that
    ``hard`` would have made otherwise, clearly better by at least ``MIN_STAKE`` points, largest
    stake first; ``progress()`` is called after each action is weighed (or passed over)."""
    deal = deal.clone()
    missed = []
    for index, text in enumerate(actions, start=1):
        action = parse(text) if isinstance(text, str) else text
        if deal.to_move == seat:
            legal = deal.legal_actions()
            if len(legal) > 1:
                found = _judged(f"{seed}/{deal.turns}/{deal.phase}/{len(deal.hands[seat])}", samples, deal,
                                seat, legal, action, index)
                if found is not None:
                    missed.append(found)
        deal.apply(action)
        if progress is not None:
            progress()
    return sorted(missed, key=lambda m: (-m.stake, m.index))


def _judged(seed: str, samples: int, deal: Deal, seat: int, legal: list, played: Action,
            index: int) -> Missed | None:
    """The miss at this decision, if any. Its guesses are seeded by where the decision stands (as the
    seat sees it), so a decision is judged the same however the review came to it."""
    judge = SearchPlayer(f"{seed}/judge", REVIEW_BUDGET_MS, max_samples=samples)
    weigh = SearchPlayer(f"{seed}/weigh", REVIEW_BUDGET_MS, max_samples=samples)
    view = seat_view(deal, seat)
    decision = judge.decide(view, legal)
    if decision.action == played:
        return None
    stake, error = weigh.compare(view, legal, decision.action, played)
    if stake < MIN_STAKE or stake < CLEAR * error:
        return None
    return Missed(index, deal.turns + 1, played, decision.action, stake, error, decision.reason)
