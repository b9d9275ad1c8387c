"""A clock for the look-ahead's budget in tests: it moves on by a fixed tick each time it is read, so a
budget ends after the same work on any machine, however loaded."""

from __future__ import annotations

import itertools

TICK_S = 0.0001  # a tenth of a millisecond a reading


class TickingClock:
    """Each reading of either clock stands for a fixed amount of work, whatever the machine's speed: the
    thread's CPU time moves on by ``tick`` seconds, the wall clock by ``tick`` times ``load`` (a host so
    busy that the thread gets one second of CPU in ``load`` seconds)."""

    def __init__(self, tick: float = TICK_S, load: float = 1.0):
        self._readings = itertools.count(1)
        self.tick = tick
        self.load = load

    def thread_time(self) -> float:
        return next(self._readings) * self.tick

    def perf_counter(self) -> float:
        return next(self._readings) * self.tick * self.load
