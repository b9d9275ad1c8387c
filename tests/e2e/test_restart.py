"""Restarts end to end: after SIGKILL, a new bot process identifies again and answers; a dropped
gateway connection is resumed and the events sent meanwhile still reach the bot."""

from __future__ import annotations

import pytest

from tests.discord_fake import POLL

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_after_sigkill_a_new_process_connects_and_answers(fake, bot):
    alice = fake.add_user("alice")
    before = await fake.slash(alice, "canasta", "rules", options={"variant": "classic"})
    assert before.acknowledged
    identifies = fake.gateway.identifies
    bot.kill()
    await fake.wait_for(lambda: bot.exited and not fake.gateway.connected(0), timeout=10, poll=POLL)
    await bot.start()
    assert fake.gateway.identifies == identifies + 1  # a fresh session, not a resume
    after = await fake.slash(alice, "canasta", "rules", options={"variant": "classic-2p"})
    assert after.original.content.startswith("**Two-hand Canasta**")
    ready = await bot.wait_event("ready")
    assert ready["guilds"] == "1" and ready["shard_count"] == "1" and ready["shards"] == "all shards"


async def test_a_reconnect_request_is_answered_with_a_resume(fake, bot):
    bob = fake.add_user("bob")
    identifies, resumes = fake.gateway.identifies, fake.gateway.resumes
    await fake.gateway.ask_to_reconnect(0)
    await fake.wait_for(lambda: fake.gateway.resumes == resumes + 1 and fake.gateway.connected(0), timeout=10)
    interaction = await fake.slash(bob, "canasta", "rules", options={"variant": "classic"})
    assert interaction.acknowledged
    assert fake.gateway.identifies == identifies
    await bot.wait_event("shard_resumed", shard=0)


async def test_a_command_sent_while_the_connection_is_down_arrives_after_the_resume(fake, bot):
    carol = fake.add_user("carol")
    resumes = fake.gateway.resumes
    await fake.gateway.drop(0)
    assert not fake.gateway.connected(0)
    interaction = await fake.slash(carol, "canasta", "rules", options={"variant": "americana"}, wait=False)
    await fake.wait_for(lambda: interaction.acknowledged, timeout=10)
    assert fake.gateway.resumes == resumes + 1
    assert interaction.original.content.startswith("**Canasta Americana** (`americana`)")


async def test_a_session_the_gateway_no_longer_knows_is_replaced_by_a_new_identify(fake, bot):
    dave = fake.add_user("dave")
    identifies = fake.gateway.identifies
    fake.gateway.sessions.clear()  # as after a long outage: the RESUME gets INVALID_SESSION
    await fake.gateway.drop(0)
    # (discord.py's 5 s wait for Discord's identify rate limit is skipped against the fake)
    await fake.wait_for(lambda: fake.gateway.identifies == identifies + 1 and fake.gateway.connected(0), 15)
    interaction = await fake.slash(dave, "canasta", "rules", options={"variant": "classic"})
    assert interaction.acknowledged


async def test_sigterm_closes_the_gateway_cleanly_and_exits_0(fake, bot):
    connection = fake.gateway.current[0].connection
    assert await bot.stop() == 0
    assert connection.close_code == 1000
    await bot.start()  # leave a running bot for the module's teardown
