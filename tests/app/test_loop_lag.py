"""The event loop's watchdog: a loop held up is logged and remembered as the worst recent lateness, which
a later, smaller one does not replace and which is forgotten once out of the window."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

from bot.core.loop_lag import LATE_S, TICK_S, WINDOW_S, LoopLagWatch

HELD_S = 0.3  # how long the test holds the event loop


async def test_a_held_event_loop_is_logged_and_kept_as_the_worst_recent_lateness(caplog):
    caplog.set_level(logging.WARNING, logger="canasta.bot")  # whatever level an earlier test left
    watch = LoopLagWatch()
    watching = asyncio.create_task(watch.run())
    try:
        await asyncio.sleep(0)  # the watch's first tick is due
        time.sleep(HELD_S)  # what a process start on the event loop did
        await asyncio.wait_for(watch.worse.wait(), 10)
        loop_time = asyncio.get_running_loop().time()
        worst = watch.worst_recent_s(loop_time)
        assert worst >= HELD_S - TICK_S
        logged = [r for r in caplog.records if r.getMessage() == "loop_lag"]
        assert logged and logged[0].fields["late_ms"] >= (HELD_S - TICK_S) * 1000
        watch.worse.clear()
        time.sleep(LATE_S + TICK_S)  # late again, but less than before
        await asyncio.sleep(2 * TICK_S)
        assert not watch.worse.is_set() and watch.worst_recent_s(loop_time) == worst
        assert watch.worst_recent_s(loop_time + WINDOW_S + 60) == 0.0  # out of the window
    finally:
        watching.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await watching
