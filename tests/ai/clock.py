"""A clock for the look-ahead's budget in tests: it moves on by a fixed tick each time it is read, so a
budget ends after the same work on any machine, however loaded."""

from __future__ import annotations

import itertools

TICK_S = 0.0001  # a tenth of a millisecond a reading


class TickingClock:
    """A clock that moves on by ``tick`` seconds each time it is read, whatever the machine's speed."""

    def __init__(self, tick: float = TICK_S):
        self._ticks = itertools.count()
        self.tick = tick

    def perf_counter(self) -> float:
        return next(self._ticks) * self.tick
