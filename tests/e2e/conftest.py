"""Fixtures for end-to-end tests: a fake Discord and the real bot process, shared by one test module.

Each module gets one ``FakeDiscord`` and one ``canasta bot`` process (commands registered
first with ``canasta sync``, as an operator would); tests create their own users so they
do not see each other's messages. After every test the fake must have refused nothing
and met no route it does not serve, and the bot must still be running.
"""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.discord_fake import BotProcess, FakeDiscord

# Computer players move at once and pictures are redrawn soon after a change (the defaults pace play
# for people watching and keep edits inside Discord's rate limits); merging still happens.
# A second of a turn timer lasts a fifth of a second; a review weighs each decision on 4 guessed deals,
# and deals' swings are off (a module about them turns them on with ``bot_env``).
FAST = {"CANASTA_COMPUTER_DELAY": "0", "CANASTA_TABLE_EDIT_INTERVAL": "0.05",
        "CANASTA_LOBBY_EDIT_INTERVAL": "0.05", "CANASTA_TIMER_SCALE": "0.2", "CANASTA_REVIEW_SAMPLES": "4",
        "CANASTA_DEAL_SWINGS": "off"}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fake():
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture(scope="module")
def servers(fake) -> list:
    """Servers (besides the fake's own) a module needs the bot to be in from its start; none by default."""
    return []


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    """Settings (besides ``FAST``) a module runs the bot with; none by default."""
    return {}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot(fake, servers, bot_env, tmp_path_factory):
    process = BotProcess(fake, tmp_path_factory.mktemp("bot"), env=FAST | bot_env)
    code, output = await process.run_command("sync")
    assert code == 0, output
    await process.start()
    yield process
    await process.stop()


@pytest.fixture(autouse=True)
def discord_was_used_correctly(fake):
    yield
    assert fake.rejected == [], "the bot sent something Discord would refuse"
    assert fake.unhandled == [], "the bot called routes the fake does not serve"
    unsaid = [f.filename for f in fake.files if f.content_type.startswith("image/") and not f.description]
    assert unsaid == [], "pictures sent without their words for screen readers (issue 66, part 7)"
