"""A review still thinking when the bot is stopped: its asker is told the bot is restarting (not that
something went wrong), and nothing is logged of the review's worker being stopped under it."""

from __future__ import annotations

import pytest

from tests.discord_fake import POLL
from tests.e2e.tables import fill_and_start, open_table, play_deal

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    return {"CANASTA_REVIEW_SAMPLES": "1000"}  # a review that thinks for long enough


def _cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


async def test_a_review_cut_by_a_shutdown_is_answered_that_the_bot_is_restarting(fake, bot):
    vic = fake.add_user("vic")
    table_id, card, thread = await open_table(fake, vic, variant="classic-2p", timer=0)
    await fill_and_start(fake, vic, card, table_id, computers=("random",))
    await play_deal(fake, (vic,), table_id, thread)
    reviewer = int((await bot.wait_event("workers_started"))["pids"].split(",")[0])  # the review's worker
    idle = _cpu_ticks(reviewer)
    asked = await fake.slash(vic, "canasta", "review", channel=thread)
    await fake.wait_for(lambda: _cpu_ticks(reviewer) > idle, timeout=30, poll=POLL)  # it is thinking
    assert await bot.stop() == 0
    reply = await fake.reply(asked)
    assert reply.content == "The bot is restarting: ask again in a minute."
    assert "never retrieved" not in bot.output() and "BrokenProcessPool" not in bot.output()
    await bot.start()  # leave a running bot for the module's teardown
