"""Events the table service publishes, and the bus that delivers them to subscribers in order.

``unsubscribe = bus.subscribe(callback)``: ``callback(event)`` (a function or a
coroutine function) receives every event, one at a time and in publication order,
from its own queue, so a slow subscriber (a Discord message edit) never holds up
play. A failing callback is logged and the next event still arrives.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass

from engine import DealResult

from ..core import logs

log = logging.getLogger("canasta.service")


@dataclass(frozen=True)
class TableChanged:
    """Something at the table changed. ``reason``: created, joined, left, side_switched,
    computer_added, computer_removed, started, action, away, back, paused, resumed,
    resigned, disbanded, abandoned. ``seat``/``user_id``/``action`` say who and what, when known."""

    table_id: int
    reason: str
    seat: int | None = None
    user_id: int | None = None
    action: str | None = None
    drawn: int = 0  # after an action: cards it brought from the stock besides a draw (Mexicana)


@dataclass(frozen=True)
class YourTurn:
    """A user's seat is now to move (a new turn, or a partner asked "may I go out?")."""

    table_id: int
    user_id: int
    seat: int
    timer_s: int  # seconds before the table's timeout rule applies; 0: no timer


@dataclass(frozen=True)
class DealScored:
    table_id: int
    result: DealResult


@dataclass(frozen=True)
class DealSwing:
    """A scored deal's biggest swing: the person's decision where the ``hard`` computer player, from
    that person's view then, would have come out furthest ahead. Only what was played (public) is
    named, not the better move, which may show a card the others never saw."""

    table_id: int
    deal: int  # from 0
    seat: int
    user_id: int
    turn: int  # the deal's turn, from 1
    played: str
    stake: float  # about how many points the better move comes out ahead


@dataclass(frozen=True)
class MatchOver:
    table_id: int
    winner_team: int | None
    scores: tuple[int, ...]
    reason: str  # 'target' or 'resigned'


Event = TableChanged | YourTurn | DealScored | DealSwing | MatchOver


class _Subscriber:
    def __init__(self, callback: Callable):
        self.callback = callback
        self.queue: asyncio.Queue = asyncio.Queue()
        self.task = asyncio.get_running_loop().create_task(self._pump())

    async def _pump(self) -> None:
        while True:
            event = await self.queue.get()
            try:
                outcome = self.callback(event)
                if inspect.isawaitable(outcome):
                    await outcome
            except Exception as error:  # a subscriber's bug must not stop the others or play
                logs.event(log, "subscriber_failed", level=logging.ERROR, exc_info=error,
                           event=type(event).__name__, table=event.table_id)
            finally:
                self.queue.task_done()


class EventBus:
    def __init__(self):
        self._subscribers: list[_Subscriber] = []

    def subscribe(self, callback: Callable[[Event], object]) -> Callable[[], None]:
        """Deliver every later event to ``callback``; returns a function that stops delivery."""
        subscriber = _Subscriber(callback)
        self._subscribers.append(subscriber)

        def unsubscribe() -> None:
            if subscriber in self._subscribers:
                self._subscribers.remove(subscriber)
                subscriber.task.cancel()
        return unsubscribe

    def publish(self, event: Event) -> None:
        """Queue ``event`` for every subscriber; never waits."""
        for subscriber in self._subscribers:
            subscriber.queue.put_nowait(event)

    async def drain(self) -> None:
        """Wait until every subscriber has handled every event published so far."""
        for subscriber in list(self._subscribers):
            await subscriber.queue.join()

    async def close(self) -> None:
        for subscriber in self._subscribers:
            subscriber.task.cancel()
        await asyncio.gather(*(s.task for s in self._subscribers), return_exceptions=True)
        self._subscribers.clear()
