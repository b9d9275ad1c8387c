"""Paced, ordered output to one Discord message or channel: jobs run one at a time in order, and
repeated "refresh" requests merge into one, at most one refresh per interval.

A burst of computer moves asks for many table-picture refreshes; the feed runs the first at once
and then at most one every ``interval`` seconds, always drawing the latest state, which keeps the
bot well inside Discord's edit rate limits. Ordered jobs (a score sheet, a notice) run before a
waiting refresh, so the picture that follows them is the newest.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections import deque
from collections.abc import Awaitable, Callable

from bot.core import logs
from i18n import speaking

log = logging.getLogger("canasta.presenter")

Job = Callable[[], Awaitable[object]]
Language = Callable[[], Awaitable[str]]  # what a feed's messages are written in (bot.i18n)


class Feed:
    def __init__(self, name: str, refresh: Job, interval: float, language: Language) -> None:
        self.name = name
        self._refresh = refresh
        self._language = language
        self.interval = interval
        self._jobs: deque[Job] = deque()
        self._refresh_wanted = False
        self._last_refresh: float | None = None
        self._task: asyncio.Task | None = None
        self._idle = asyncio.Event()
        self._idle.set()

    def post(self, job: Job) -> None:
        """Run ``job`` after the jobs posted before it."""
        self._jobs.append(job)
        self._start()

    def refresh(self) -> None:
        """Ask for one refresh (merged with any refresh still waiting)."""
        self._refresh_wanted = True
        self._start()

    async def idle(self) -> None:
        """Wait until nothing is queued or running."""
        await self._idle.wait()

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def _start(self) -> None:
        self._idle.clear()
        if self._task is None or self._task.done():
            # A context of its own: the feed outlives whatever asked first (an interaction in someone's
            # language, say); each job is written in the feed's language.
            self._task = asyncio.get_running_loop().create_task(self._run(), name=f"feed-{self.name}",
                                                                context=contextvars.Context())

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._jobs or self._refresh_wanted:
                if self._jobs:
                    await self._guarded(self._jobs.popleft())
                    continue
                wait = 0.0 if self._last_refresh is None else self._last_refresh + self.interval - loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                    continue  # jobs posted meanwhile go first
                self._refresh_wanted = False
                self._last_refresh = loop.time()
                await self._guarded(self._refresh)
        finally:
            self._idle.set()

    async def _guarded(self, job: Job) -> None:
        try:
            with speaking(await self._language()):
                await job()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # one failed message must not stop the feed
            logs.event(log, "feed_job_failed", level=logging.ERROR, exc_info=error, feed=self.name)
