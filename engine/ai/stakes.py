"""How many points one move comes out ahead of another, from hard's comparison (both played out on the same
guessed deals) called in chunks of a few deals, so that the review chooses how many each decision gets.

The comparison stops early only after ``search.MIN_SAMPLES`` deals, so a chunk of ``CHUNK`` plays exactly
that many; each chunk's mean and standard error give back its deals' sum and sum of squares, and the
chunks pool into one estimate.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..views import SeatView
from .search import SearchPlayer

CHUNK = 8  # guessed deals a call of the comparison plays (below MIN_SAMPLES: none ends early)
BUDGET_MS = 600_000.0  # only a guard: the chunk's deals, not the clock, end the thinking


@dataclass
class Stake:
    """Paired differences pooled so far: ``better``'s points less ``played``'s, per guessed deal."""

    count: int = 0
    total: float = 0.0
    squares: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0

    @property
    def error(self) -> float:
        """The standard error of ``mean`` (infinite below two deals)."""
        if self.count < 2:
            return math.inf
        variance = max(0.0, (self.squares - self.count * self.mean ** 2) / (self.count - 1))
        return math.sqrt(variance / self.count)

    def weigh(self, seed: str, view: SeatView, legal: list, better, played, deals: int) -> Stake:
        """This stake with ``deals`` more guessed deals (whole chunks), seeded from ``seed`` and the deals
        already counted, so that the same calls give the same figures."""
        for _ in range(max(1, deals // CHUNK)):
            player = SearchPlayer(f"{seed}/{self.count}", BUDGET_MS, max_samples=CHUNK)
            mean, error = player.compare(view, legal, better, played)
            if math.isinf(error):  # a move refused on most guesses (they cannot tell the two apart)
                return self
            variance = error ** 2 * CHUNK
            self.count += CHUNK
            self.total += CHUNK * mean
            self.squares += (CHUNK - 1) * variance + CHUNK * mean ** 2
        return self
