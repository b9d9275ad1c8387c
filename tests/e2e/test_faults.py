"""Faults end to end: stale interactions and rate limits do not crash the bot or lose an answer."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.asyncio(loop_scope="module")

CALLBACK = "/interactions/{interaction_id}/{token}/callback"


async def test_an_expired_interaction_is_logged_and_the_bot_carries_on(fake, bot):
    alice = fake.add_user("alice")
    stale = await fake.slash(alice, "canasta", "rules", options={"variant": "classic"}, expired=True)
    assert stale.callback_type is None
    assert stale.callback_attempts == 1  # the bot tried once and did not retry a 404 or send an error reply
    event = await bot.wait_event("interaction_expired", interaction=stale.id)
    assert event["command"] == "canasta rules" and event["level"] == "warning"
    fresh = await fake.slash(alice, "canasta", "rules", options={"variant": "classic"})
    assert fresh.original.content.startswith("**Classic Canasta**")
    assert not bot.exited


async def test_a_rate_limited_answer_is_sent_again_after_retry_after(fake, bot):
    bob = fake.add_user("bob")
    fake.rate_limit_once("POST", CALLBACK, retry_after=0.3)
    interaction = await fake.slash(bob, "canasta", "rules", options={"variant": "classic"}, wait=False)
    await fake.wait_for(lambda: interaction.acknowledged, timeout=5)
    answers = [r for r in fake.requests_to("POST", CALLBACK) if str(interaction.id) in r.path]
    assert [r.status for r in answers] == [429, 200]
    assert interaction.original.ephemeral


async def test_a_second_command_during_a_rate_limit_wait_is_still_answered(fake, bot):
    carol = fake.add_user("carol")
    fake.rate_limit_once("POST", CALLBACK, retry_after=0.5)
    first = await fake.slash(carol, "canasta", "rules", options={"variant": "classic"}, wait=False)
    second = await fake.slash(carol, "canasta", "rules", options={"variant": "americana"}, wait=False)
    await fake.wait_for(lambda: first.acknowledged and second.acknowledged, timeout=5)
    assert second.original.content.startswith("**Canasta Americana**")
    assert first.original.content.startswith("**Classic")
