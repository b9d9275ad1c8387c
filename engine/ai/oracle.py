"""How many points one move gains over another on the true deal: for measuring computer players, never
offered at a table.

Both moves are played on copies of the deal as it truly is (every hand known), the stock shuffled
anew for each sample (what will be drawn is chance, not knowledge), and medium plays every seat
to the end of the deal; both moves meet the same shuffles and the same medium players. The mean
difference of the seat's margin over the deal is what the first move gains, given with its
standard error. A judged position differs by one move, not by a whole deal's cards, so far fewer
samples tell two moves apart than whole deals tell two players apart.
"""

from __future__ import annotations

import math
import random
import statistics

from ..deal import Deal
from ..errors import IllegalAction
from ..views import seat_view
from .heuristic import HeuristicPlayer
from .search import deal_margin


def play_to_end(deal: Deal, seed: str) -> None:
    """Medium plays every seat of ``deal`` until the deal is over."""
    players = [HeuristicPlayer("medium", f"{seed}/{seat}", careful=True) for seat in range(deal.players)]
    while not deal.is_over:
        legal = deal.legal_actions()
        if not legal:
            return
        deal.apply(players[deal.turn].decide(seat_view(deal, deal.turn), legal).action)


def true_gain(deal: Deal, seat: int, first, second, samples: int, seed: str) -> tuple[float, float]:
    """About how many points ``first`` gains over ``second`` for ``seat``'s side on ``deal`` (left
    unchanged), and the standard error of that; both must be legal now."""
    rng = random.Random(seed)
    diffs = []
    for sample in range(samples):
        order = deal.stock[:]
        rng.shuffle(order)
        margins = []
        for action in (first, second):
            trial = deal.clone()
            trial.stock = order[:]
            try:
                trial.apply(action)
            except IllegalAction as error:
                raise ValueError(f"'{action}' is not legal here: {error}") from None
            play_to_end(trial, f"{seed}/{sample}")
            margins.append(deal_margin(trial, seat))
        diffs.append(margins[0] - margins[1])
    standard_error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    return statistics.fmean(diffs), standard_error
