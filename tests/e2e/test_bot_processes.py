"""The bot's worker processes end to end: all started before the bot connects to Discord, and none left
a few seconds after the bot's process is killed (SIGKILL: no clean-up of its own), neither the workers
nor the fork server that started them nor multiprocessing's resource tracker."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from bot.service import computer
from tests.discord_fake import POLL
from tests.e2e.tables import dm_panel, fill_and_start, open_table, turn_controls

pytestmark = pytest.mark.asyncio(loop_scope="module")

LEFT_AFTER_S = 5  # how long the bot's processes may outlive it


def processes_of_session(session: int) -> dict[int, str]:
    """The processes still running (zombies excluded) in session ``session``: the bot is a session
    leader (``BotProcess`` starts it so), and every process it starts stays in its session. Each pid
    maps to its start time, which tells a process from a later one given the same pid."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # ended meanwhile
            continue
        state, _parent, _group, its_session, *rest = stat[stat.rindex(")") + 2:].split()
        if state != "Z" and int(its_session) == session:
            found[int(entry.name)] = rest[17]  # starttime, field 22 of /proc/PID/stat
    return found


async def test_every_worker_is_started_before_the_bot_connects(fake, bot):
    started = await bot.wait_event("workers_started")
    await bot.wait_event("shard_connect")
    names = [event["event"] for event in bot.events()]
    assert names.index("workers_started") < names.index("shard_connect")
    workers = [int(pid) for pid in started["pids"].split(",")]
    assert len(workers) == computer.workers() + 1  # the computer players' and the review's
    assert set(workers) <= set(processes_of_session(bot.process.pid))


async def test_after_a_sigkill_no_process_of_the_bot_is_left(fake, bot):
    ann = fake.add_user("ann")
    table_id, card, _where = await open_table(fake, ann, variant="classic-2p", timer=0)
    await fill_and_start(fake, ann, card, table_id, computers=("easy",))
    # the computer, in seat 1, has made the first move: its workers are up, whenever they start
    await fake.wait_for(lambda: turn_controls(dm_panel(fake, ann, table_id)), timeout=30)
    session = bot.process.pid
    children = {pid: start for pid, start in processes_of_session(session).items() if pid != session}
    assert len(children) >= 3  # a worker at least, the fork server, the resource tracker
    os.kill(bot.process.pid, signal.SIGKILL)  # the bot alone: what it started must end by itself
    await fake.wait_for(lambda: bot.exited, timeout=10, poll=POLL)

    def left() -> dict[int, str]:
        return {pid: start for pid, start in processes_of_session(session).items()
                if children.get(pid) == start}

    try:
        await fake.wait_for(lambda: not left(), timeout=LEFT_AFTER_S, poll=POLL)
    except TimeoutError:
        orphans = left()
        for pid in orphans:  # not left running after the test either
            os.kill(pid, signal.SIGKILL)
        raise AssertionError(f"{len(orphans)} of the bot's {len(children)} processes outlived it") from None
    await bot.start()  # leave a running bot for the module's teardown
