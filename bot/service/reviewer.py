"""Reviews of scored deals, each worked out once: a player's ``/canasta review`` and the thread's biggest
swing share the work, and the reviewer thinks one review at a time in a worker so play keeps its pace.

A review is a pure function of its inputs (the deal's start, its actions, the seat and the number of
guessed deals), so the reviewer keeps the last few by their inputs. The biggest swing of a deal is
the largest stake among its people's reviews; working it out queues behind a player's own review,
never before it, and when deals end faster than they can be reviewed the swing of the latest is
skipped rather than piling up work.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from engine.ai.review import Missed

from ..core import logs
from ..storage import tables
from . import review

log = logging.getLogger("canasta.service")

KEPT = 256  # reviews kept after they are worked out (a deal's people, for the tables lately scored)
SWINGS_IN_LINE = 4  # deals whose swing may wait to be worked out; a deal past these is skipped

Run = Callable[[review.ReviewInputs], Awaitable[list[Missed]]]


@dataclass(frozen=True)
class Swing:
    """The decision of a deal where ``hard`` would have come out furthest ahead of what a person played."""

    seat: int
    user_id: int
    missed: Missed


class Reviewer:
    def __init__(self, run: Run):
        self._run = run  # works out one review in a worker
        self._gate = asyncio.Semaphore(1)  # a review keeps a worker busy for seconds
        self._swing_gate = asyncio.Semaphore(1)  # swings wait here, so at most one is ahead of a player
        self._kept: OrderedDict[review.ReviewInputs, asyncio.Task[list[Missed]]] = OrderedDict()
        self._swings_in_line = 0

    async def review(self, inputs: review.ReviewInputs) -> list[Missed]:
        """The review of ``inputs``: worked out now, or the one already kept or under way."""
        task = self._kept.get(inputs)
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            task = asyncio.ensure_future(self._worked_out(inputs))
            self._kept[inputs] = task
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        self._kept.move_to_end(inputs)
        return await asyncio.shield(task)  # a caller that gives up does not end the work for the others

    async def close(self) -> None:
        """Wait until the reviews under way have ended (their worker stopped), each with its outcome
        delivered, so that none ends after the event loop with nobody to hear of it."""
        await asyncio.gather(*[task for task in self._kept.values() if not task.done()],
                             return_exceptions=True)

    async def biggest_swing(self, db, table_id: int, number: int, samples: int) -> Swing | None:
        """The largest miss among the people seated at the table in deal ``number`` (from 0), or None
        when none of them missed anything clear (or the reviewer is too far behind to look)."""
        if self._swings_in_line >= SWINGS_IN_LINE:
            logs.event(log, "deal_swing_skipped", table=table_id, deal=number)
            return None
        self._swings_in_line += 1
        try:
            async with self._swing_gate:
                return await self._swing(db, table_id, number, samples)
        finally:
            self._swings_in_line -= 1

    async def _swing(self, db, table_id: int, number: int, samples: int) -> Swing | None:
        found = await tables.get_with_seats(db, table_id)
        if found is None:
            return None
        people = [seat for seat in found[1] if seat.user_id is not None]
        if not people:
            return None
        # The deal's start and actions are read once; each person's review differs only by seat.
        read = await review.review_inputs(db, table_id, people[0].user_id, number + 1, samples)
        best = None
        for seat in people:
            missed = await self.review(replace(read, seat=seat.seat))
            if missed and (best is None or missed[0].stake > best.missed.stake):
                best = Swing(seat.seat, seat.user_id, missed[0])
        return best

    async def _worked_out(self, inputs: review.ReviewInputs) -> list[Missed]:
        async with self._gate:
            return await self._run(inputs)
