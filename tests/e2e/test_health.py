"""``canasta health`` (Docker's HEALTHCHECK) against the real running bot: healthy while connected, and
how late its event loop has been lately."""

from __future__ import annotations

import asyncio
import os
import signal
import time

import pytest

from bot.core.health import worst_lag_ms
from bot.core.loop_lag import TICK_S
from tests.discord_fake import POLL

pytestmark = pytest.mark.asyncio(loop_scope="module")

PAUSE_S = 1.0  # the bot stopped this long: longer than any lateness of its own start-up


async def test_health_is_good_while_the_bot_is_connected_and_bad_when_the_heartbeat_is_stale(fake, bot):
    heartbeat = bot.db_path.with_name(bot.db_path.name + ".alive")
    started = await bot.wait_event("heartbeat_started", timeout=10)
    assert started["path"] == str(heartbeat) and heartbeat.exists()
    code, output = await bot.run_command("health")
    assert code == 0 and output.startswith("healthy"), output
    old = time.time() - 600
    os.utime(heartbeat, (old, old))
    code, output = await bot.run_command("health")
    assert code == 1 and "unhealthy" in output


async def test_health_reports_how_late_the_event_loop_has_been_lately(fake, bot):
    heartbeat = bot.db_path.with_name(bot.db_path.name + ".alive")
    await bot.wait_event("heartbeat_started", timeout=10)
    os.kill(bot.process.pid, signal.SIGSTOP)  # the bot's event loop stands still (its workers run on)
    try:
        await asyncio.sleep(PAUSE_S)
    finally:
        os.kill(bot.process.pid, signal.SIGCONT)
    late = int((await bot.wait_event("loop_lag"))["late_ms"])
    assert late >= (PAUSE_S - TICK_S) * 1000
    # a lateness above any lately is written to the heartbeat file at once, not at the next beat
    await fake.wait_for(lambda: (worst_lag_ms(heartbeat) or 0) >= late, poll=POLL)
    code, output = await bot.run_command("health")
    assert code == 0, output
    worst = worst_lag_ms(heartbeat)
    assert output.endswith(f"; the event loop was at most {worst} ms late in the last 10 minutes\n")
