"""``canasta health`` (Docker's HEALTHCHECK) against the real running bot: healthy while connected."""

from __future__ import annotations

import os
import time

import pytest

pytestmark = pytest.mark.asyncio(loop_scope="module")


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
