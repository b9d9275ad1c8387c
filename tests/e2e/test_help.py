"""``/canasta help`` and the welcome to a new server, end to end: the real bot through the fake Discord."""

from __future__ import annotations

import pytest

from tests.discord_fake.model import MEMBER_PERMISSIONS

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEND_MESSAGES = 1 << 11


async def test_help_answers_the_asker_alone_with_how_to_start_play_and_find_the_rules(fake, bot):
    ana = fake.add_user("ana")
    reply = (await fake.slash(ana, "canasta", "help")).original
    assert reply.ephemeral and reply.visible_to is ana
    for pointer in ("/canasta new", "/canasta hand", "/play", "/canasta rules", "**Draw**", "9♥"):
        assert pointer in reply.content
    assert reply not in fake.public_messages()


async def test_help_speaks_the_askers_language(fake, bot):
    eva = fake.add_user("eva", locale="es-ES")
    reply = (await fake.slash(eva, "canasta", "help")).original
    assert reply.content.startswith("**Canasta aquí: cómo se juega**")
    assert "`/canasta nueva`" in reply.content  # commands as a Spanish client shows them


async def test_a_new_server_is_welcomed_once_in_the_first_channel_the_bot_may_write_to(fake, bot):
    await bot.wait_event("ready")  # servers it is in at start are not new to it
    club = fake.add_guild("Clube", locale="pt-BR")
    rules_only = fake.add_text_channel(club, "regras", bot_permissions=MEMBER_PERMISSIONS & ~SEND_MESSAGES)
    lounge = fake.add_text_channel(club, "geral")
    await fake.bot_joins(club)
    [welcome] = await fake.wait_for(lambda: fake.messages_in(lounge))
    await bot.wait_event("welcome", guild=str(club.id))
    assert welcome.content.startswith("Olá!") and "`/canastra ajuda`" in welcome.content  # as pt-BR shows it
    assert fake.messages_in(rules_only) == []


async def test_a_server_where_the_bot_may_write_nowhere_gets_no_message_and_the_bot_plays_on(fake, bot):
    await bot.wait_event("ready")
    quiet = fake.add_guild("Quiet")
    muted = fake.add_text_channel(quiet, "muted", bot_permissions=MEMBER_PERMISSIONS & ~SEND_MESSAGES)
    sent_before = len(fake.requests_to("POST", "/channels/{channel_id}/messages"))
    await fake.bot_joins(quiet)
    await bot.wait_event("welcome_skipped", guild=str(quiet.id))
    assert fake.messages_in(muted) == []
    assert len(fake.requests_to("POST", "/channels/{channel_id}/messages")) == sent_before
    reply = (await fake.slash(fake.add_user("ivo"), "canasta", "help")).original
    assert "/canasta new" in reply.content
