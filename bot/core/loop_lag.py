"""A watchdog of the event loop: logs every tick that comes more than ``LATE_S`` late, and keeps the
worst lateness of the last ``WINDOW_S`` for ``canasta health``.

A task sleeps ``TICK_S`` at a time; whatever holds the loop (a blocking call, a long computation, a
process start) makes the next wake-up late by as long, and that lateness is what a person's click
waits on top of its own handling.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque

from . import logs

log = logging.getLogger("canasta.bot")

TICK_S = 0.05
LATE_S = 0.1  # a tick later than this is logged
WINDOW_S = 600  # how far back "recent" reaches
BUCKET_S = 60  # the worst lateness is kept per minute


class LoopLagWatch:
    def __init__(self) -> None:
        self._worst: deque[tuple[int, float]] = deque()  # (minute, worst lateness in it), oldest first
        self.worse = asyncio.Event()  # set when a logged lateness raises the recent worst

    def worst_recent_s(self, now: float) -> float:
        """The worst lateness of a tick in the last ``WINDOW_S`` seconds before ``now`` (loop time)."""
        first = int((now - WINDOW_S) // BUCKET_S)
        return max((late for minute, late in self._worst if minute > first), default=0.0)

    async def run(self) -> None:
        """Tick until cancelled."""
        loop = asyncio.get_running_loop()
        due = loop.time() + TICK_S
        while True:
            await asyncio.sleep(TICK_S)
            now = loop.time()
            self._record(now, max(0.0, now - due))
            due = now + TICK_S

    def _record(self, now: float, late: float) -> None:
        worse = late > LATE_S and late > self.worst_recent_s(now)
        minute = int(now // BUCKET_S)
        if self._worst and self._worst[-1][0] == minute:
            self._worst[-1] = (minute, max(late, self._worst[-1][1]))
        else:
            self._worst.append((minute, late))
        while self._worst[0][0] <= int((now - WINDOW_S) // BUCKET_S):
            self._worst.popleft()
        if late > LATE_S:
            logs.event(log, "loop_lag", level=logging.WARNING, late_ms=round(late * 1000))
        if worse:
            self.worse.set()
