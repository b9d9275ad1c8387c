"""Players for measuring ``hard``, never offered at a table: ``hard`` with its search off, its search
widened to compare melds too, and its search given the true deal.

``hard-guide`` decides as ``hard`` does before it looks ahead (its guide's choice, always), so an
arena run of each against the same opponents shows what the search itself adds. ``hard-wide`` also
compares other melds (which meld, how many cards, which wild cards), a meld its guide held back, and
a third way of taking the pile where the take-or-draw is close, racing its candidates by halving:
an arena run of it against ``hard`` shows what the wider search adds (at a table once it wins).
``seer`` is
``hard`` whose look-ahead plays out the true deal instead of deals guessed from its view: every
hand and the pile as they are, only the stock's order shuffled anew for each sample (what will be
drawn is chance, not knowledge; with the stock as it lies every sample would be the same single
playout, and the paired comparison would overrule on one playout's luck). The gap between it and
``hard`` bounds what better guessing could still win. The seer is told the deal by whoever runs
the match (``see``) before each decision.
"""

from __future__ import annotations

from ..deal import Deal
from ..views import SeatView
from .decision import Decision
from .inference import Limit
from .search import SearchPlayer

REFERENCES = ("hard-guide", "hard-wide", "seer")


class GuidePlayer(SearchPlayer):
    """``hard`` with its look-ahead off: the guide's choice every time."""

    level = "hard-guide"

    def decide(self, view: SeatView, legal: list) -> Decision:
        return self._guide.decide(view, legal)


class WidePlayer(SearchPlayer):
    """``hard`` whose search also compares melds and more ways of taking the pile."""

    level = "hard-wide"
    wide = True


class SeerPlayer(SearchPlayer):
    """``hard`` looking ahead on the true deal (given by ``see``, its stock reshuffled) rather than on
    guesses."""

    level = "seer"

    def __init__(self, seed: int | str | None = 0, time_budget_ms: float | None = None,
                 max_samples: int | None = None):
        super().__init__(seed, time_budget_ms, max_samples)
        self._deal: Deal | None = None

    def see(self, deal: Deal) -> None:
        """The deal as it stands before this player's next decision (it is never changed here)."""
        self._deal = deal

    def decide(self, view: SeatView, legal: list) -> Decision:
        if self._deal is None:
            raise RuntimeError("the seer decides only after seeing the deal (call see(deal) first)")
        return super().decide(view, legal)

    def _guess(self, view: SeatView, melded: bool, limits: list[Limit] | None = None,
               weights: list[tuple[float, ...] | None] | None = None) -> Deal:
        """The true deal with its stock shuffled (a copy: the deal seen is never changed)."""
        assert self._deal is not None
        deal = self._deal.clone()
        self._rng.shuffle(deal.stock)
        return deal


def make_reference(level: str, seed: int | str | None = 0, time_budget_ms: float | None = None,
                   max_samples: int | None = None):
    """A new reference player of ``level`` (one of ``REFERENCES``), thinking as ``make_player``'s hard."""
    if level == "hard-guide":
        return GuidePlayer(seed, time_budget_ms, max_samples)
    if level == "hard-wide":
        return WidePlayer(seed, time_budget_ms, max_samples)
    if level == "seer":
        return SeerPlayer(seed, time_budget_ms, max_samples)
    raise ValueError(f"unknown reference player '{level}'; references: {', '.join(REFERENCES)}")
