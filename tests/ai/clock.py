"""A clock for the look-ahead's budget in tests: it moves on by a fixed tick each time it is read, so a
budget ends after the same work on any machine, however loaded."""

from __future__ import annotations

import itertools

TICK_S = 0.0001  # a tenth of a millisecond a reading


class TickingClock:
    """The thread's CPU time moves on by ``tick`` seconds each time it is read, whatever the machine's
    speed, and the wall clock by ``tick`` times ``load`` each time it is read (a host so busy that the
    thread gets one second of CPU in ``load`` seconds)."""

    def __init__(self, tick: float = TICK_S, load: float = 1.0):
        self._cpu = itertools.count()
        self._wall = itertools.count()
        self.tick = tick
        self.load = load

    def thread_time(self) -> float:
        return next(self._cpu) * self.tick

    def perf_counter(self) -> float:
        return next(self._wall) * self.tick * self.load
