"""Batching: requests that arrive while earlier ones are being served are served together, in one run.

``Batcher(run, runners=n)``: ``await batcher.submit(item)`` queues the item; a runner takes
every item queued so far and awaits ``run(items)``, which returns one outcome per item (a
result, or the exception that item raises to its caller). At most ``runners`` runs go at
once, so under load each run carries what queued meanwhile, and a lone request is served
at once. The group commit (one transaction for the actions that arrive together) and the
computer players' decisions (one trip to a worker process for many) are built on it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


class Batcher(Generic[Item, Result]):
    def __init__(self, run: Callable[[list[Item]], Awaitable[Sequence[Result | BaseException]]], *,
                 runners: int = 1):
        self._run = run
        self._runners = runners
        self._queued: list[tuple[Item, asyncio.Future]] = []
        self._running: set[asyncio.Task] = set()

    async def submit(self, item: Item) -> Result:
        """Serve ``item`` in the next run that takes it; returns its result or raises its exception.
        A caller that stops waiting does not take its item back: the run serves it all the same."""
        loop = asyncio.get_running_loop()
        outcome = loop.create_future()
        self._queued.append((item, outcome))
        if len(self._running) < self._runners:
            self._running.add(loop.create_task(self._serve()))
        return await outcome

    async def idle(self) -> None:
        """Wait until every item submitted so far has been served."""
        while self._running:
            await asyncio.gather(*self._running, return_exceptions=True)

    async def _serve(self) -> None:
        try:
            await self._serve_queued()
        finally:  # at once, not in a done callback: a caller woken by the last run may submit again
            # before such a callback would run, and must then find a runner to serve it
            self._running.discard(asyncio.current_task())  # type: ignore[arg-type]

    async def _serve_queued(self) -> None:
        while self._queued:
            batch, self._queued = self._queued, []
            try:
                outcomes = await self._run([item for item, _ in batch])
            except Exception as error:  # the run itself failed: every item of it fails with it
                outcomes = [error] * len(batch)
            except BaseException:  # cancelled (the loop is closing): nobody waits in vain
                for _, outcome in batch:
                    outcome.cancel()
                raise
            for (_, outcome), result in zip(batch, outcomes, strict=True):
                _settle(outcome, result)


def _settle(outcome: asyncio.Future, result) -> None:
    if outcome.done():  # the caller stopped waiting
        return
    if isinstance(result, BaseException):
        outcome.set_exception(result)
    else:
        outcome.set_result(result)
