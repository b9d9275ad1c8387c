"""One bot process per SQLite file, end to end: a second ``canasta bot`` on the file of a running one is
refused in one line naming the file and the running process, which plays on; the commands documented
as safe beside the bot still run; and a SIGKILLed bot never blocks the next start."""

from __future__ import annotations

import contextlib
import os
import signal

import pytest

from tests.discord_fake import POLL, BotProcess
from tests.e2e.conftest import FAST

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def refusal_of(second: BotProcess) -> str:
    """Start ``second``, which must exit 1 without connecting; its whole output."""
    try:
        with pytest.raises(AssertionError, match="the bot exited with 1"):
            await second.start()
    finally:
        await second.stop()  # a second bot that did start must not outlive the test
    return second.output()


async def test_a_second_bot_on_the_same_file_is_refused_in_one_line_and_the_first_plays_on(
        fake, bot, tmp_path):
    identifies = fake.gateway.identifies
    output = await refusal_of(BotProcess(fake, tmp_path, db_path=bot.db_path, env=FAST))
    assert output.count("\n") == 1, output
    assert output.startswith(f"canasta bot: {bot.db_path} is in use by another bot process "
                             f"(pid {bot.process.pid})"), output
    assert fake.gateway.identifies == identifies  # it never reached Discord

    assert not bot.exited and fake.gateway.connected(0)
    alice = fake.add_user("alice")
    answered = await fake.slash(alice, "canasta", "rules", options={"variant": "classic"})
    assert answered.original.content.startswith("**Classic Canasta**")


async def test_the_same_file_reached_by_another_path_is_refused_too(fake, bot, tmp_path):
    (tmp_path / "link").symlink_to(bot.db_path.parent)
    (tmp_path / "here").mkdir()
    relative = os.path.relpath(tmp_path / "link" / bot.db_path.name, tmp_path / "here")
    output = await refusal_of(BotProcess(fake, tmp_path / "here", db_path=relative, env=FAST))
    assert f"{relative} is in use by another bot process (pid {bot.process.pid})" in output, output


async def test_backup_and_rerate_run_beside_the_bot(bot, tmp_path):
    code, output = await bot.run_command("db", "backup", str(tmp_path / "copy.db"))
    assert code == 0 and (tmp_path / "copy.db").stat().st_size > 0, output
    code, output = await bot.run_command("db", "rerate")
    assert code == 0, output
    assert not bot.exited


async def test_after_a_sigkill_a_new_bot_starts_at_once_on_the_file(fake, bot):
    killed = bot.process.pid
    os.kill(killed, signal.SIGKILL)  # the bot alone: any worker process it left behind lives on
    try:
        await fake.wait_for(lambda: bot.exited and not fake.gateway.connected(0), timeout=10, poll=POLL)
        await bot.start()
        assert bot.process.pid != killed
        bob = fake.add_user("bob")
        answered = await fake.slash(bob, "canasta", "rules", options={"variant": "classic"})
        assert answered.acknowledged
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(killed, signal.SIGKILL)  # what the killed bot left behind, if anything
