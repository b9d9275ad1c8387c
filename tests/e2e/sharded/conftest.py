"""Two bot processes, shards 0 and 1 of 2, on one PostgreSQL database of the test module's own, each
with a server of its own on the fake Discord: the setting every test in this folder plays in."""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.conftest import TEMPLATE
from tests.discord_fake import BotProcess, FakeDiscord
from tests.e2e.conftest import FAST

SHARDS = 2


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fake():
    async with FakeDiscord(shard_count=SHARDS) as fake:
        yield fake


@pytest.fixture(scope="module")
def clubs(fake):
    """A server on each shard, with a channel: made before the bots connect, so each hears of its own."""
    found = []
    for shard in range(SHARDS):
        guild = fake.add_guild(f"Club {shard}", shard=shard)
        found.append(fake.add_text_channel(guild, "cards"))
    return found


@pytest.fixture(scope="module")
def shared_database(postgres_server, request):
    name = "e2e_" + request.module.__name__.rpartition(".")[2]  # a database for each test module
    with postgres_server.database(name, template=TEMPLATE) as url:
        yield url


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def processes(fake, clubs, shared_database, tmp_path_factory):
    """Both shards' processes, started after ``canasta sync``; stopped at the module's end."""
    bots = [BotProcess(fake, tmp_path_factory.mktemp(f"shard{shard}"), db_path=shared_database, env=FAST,
                       shards=(shard,)) for shard in range(SHARDS)]
    code, output = await bots[0].run_command("sync")
    assert code == 0, output
    for bot in bots:
        await bot.start()
    yield bots
    for bot in bots:
        await bot.stop()
