"""A decision's thinking budget: CPU time of the thread that thinks, with a wall-clock cap as a guard.

A player thinking by the wall clock thins its search when the host is busy (other tables, other
processes share the cores): it gets fewer guessed deals, and below a few it can no longer overrule its
guide. Counted in the thread's own CPU time, a decision under load waits its turn instead and thinks as
much as on an idle host. The wall clock still bounds it, generously, so that a table never hangs on a
host too busy to give the thinking its share. Reading the thread's CPU time is a system call (some
microseconds on a busy host, against a fraction of one for the wall clock), so it is read between
guessed deals only, the wall clock between moves.
"""

from __future__ import annotations

import math
import time

WALL_CAP_FACTOR = 5.0  # wall time a decision may take, in CPU budgets: 2 s at hard's default 400 ms


class Budget:
    """Spent once the thread has used ``cpu_s`` seconds of CPU since it was made, or ``cpu_s`` times
    ``WALL_CAP_FACTOR`` seconds have passed on the wall clock, whichever comes first."""

    def __init__(self, cpu_s: float):
        self._cpu_end = time.thread_time() + cpu_s
        self._wall_end = time.perf_counter() + cpu_s * WALL_CAP_FACTOR if cpu_s < math.inf else math.inf

    def spent(self) -> bool:
        """Whether either the CPU budget or the wall clock's cap is spent."""
        return self.capped() or time.thread_time() >= self._cpu_end

    def capped(self) -> bool:
        """Whether the wall clock's cap is reached (the cheap reading, for checks between moves)."""
        return time.perf_counter() >= self._wall_end
