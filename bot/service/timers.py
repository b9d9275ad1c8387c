"""Each running table's driver: computer turns at a readable pace, and the turn timer for people.

One task per table loops until the match ends. When a computer plays the seat to
move (a computer seat, or a stand-in for an absent user) it waits ``computer_delay_s``
and asks for a computer move. When a person is to move it waits for a change, at most
until the turn's deadline: the clock restarts whenever another seat (or the same seat in
a new turn) is to move, after a pause, when an absent player comes back, and after a
restart of the bot. At the deadline the service applies the table's rule (a computer stands
in, or the table pauses). A paused table waits for a change. One second of a turn timer
lasts ``timer_scale`` real seconds: 1 but in tests, which make turns run out sooner.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from ..core import logs
from .live import LiveTable

log = logging.getLogger("canasta.service")

RETRY_AFTER_S = 5.0  # after an unexpected error, before the driver tries again


async def drive(live: LiveTable, *, computer_delay_s: float, timer_scale: float,
                computer_move: Callable[[LiveTable], Awaitable[None]],
                time_out: Callable[[LiveTable, tuple], Awaitable[None]]) -> None:
    loop = asyncio.get_running_loop()
    clock_key = deadline = None
    while live.status != "finished":
        live.changed.clear()
        try:
            if live.status == "paused":
                clock_key = None
                await live.changed.wait()
            elif live.computer_level_for(live.to_move) is not None:
                clock_key = None  # a player coming back mid-turn gets a fresh clock
                await asyncio.sleep(computer_delay_s)
                await computer_move(live)
            elif live.row.timer_s == 0:
                await live.changed.wait()
            else:
                key = live.turn_key
                if key != clock_key:
                    clock_key, deadline = key, loop.time() + live.row.timer_s * timer_scale
                try:
                    await asyncio.wait_for(live.changed.wait(), max(0.0, deadline - loop.time()))
                except TimeoutError:
                    await time_out(live, key)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            logs.event(log, "table_driver_failed", level=logging.ERROR, exc_info=error, table=live.id)
            await asyncio.sleep(RETRY_AFTER_S)
