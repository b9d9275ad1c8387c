"""The fake's REST routes, driven by a real discord.py client: what Discord accepts and refuses."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest
from PIL import Image

from tests.discord_fake.model import CREATE_PUBLIC_THREADS, MEMBER_PERMISSIONS


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (3, 2), "green").save(buffer, format="PNG")
    return buffer.getvalue()


async def test_gateway_speaks_zlib_stream_and_acknowledges_heartbeats(fake, client):
    connection = fake.gateway.connections[-1]
    assert connection.compressor is not None  # discord.py asked for compress=zlib-stream
    assert connection.heartbeats >= 1
    assert client.get_guild(fake.guild.id).name == "Canasta Club"


async def test_a_wrong_token_cannot_log_in(fake, monkeypatch):
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    intruder = discord.Client(intents=discord.Intents.none())
    with pytest.raises(discord.LoginFailure):
        await intruder.login("not-the-token")
    await intruder.close()


async def test_a_dm_reaches_a_user_and_fails_with_50007_when_dms_are_closed(fake, client):
    open_user, closed_user = fake.add_user("open"), fake.add_user("closed", dms_open=False)
    await (await client.fetch_user(open_user.id)).send("your hand")
    with pytest.raises(discord.Forbidden) as refusal:
        await (await client.fetch_user(closed_user.id)).send("your hand")
    assert refusal.value.code == 50007
    assert [m.content for m in fake.dms_of(open_user)] == ["your hand"]
    assert fake.dms_of(closed_user) == []


async def test_files_are_stored_as_bytes_and_served_back(fake, client):
    picture = png_bytes()
    channel = client.get_channel(fake.channel.id)
    sent = await channel.send("table", file=discord.File(io.BytesIO(picture), "t.png"))
    stored = fake.messages_in(fake.channel)[-1].attachments[0]
    assert stored.data == picture and stored.content_type == "image/png"
    assert Image.open(io.BytesIO(stored.data)).size == (3, 2)
    assert await sent.attachments[0].read() == picture


async def test_an_edit_replaces_the_message_and_keeps_the_old_version(fake, client):
    sent = await client.get_channel(fake.channel.id).send("first")
    await sent.edit(content="second", attachments=[discord.File(io.BytesIO(png_bytes()), "new.png")])
    message = fake.messages[sent.id]
    assert message.content == "second" and [a.filename for a in message.attachments] == ["new.png"]
    assert message.versions[0]["content"] == "first"


async def test_an_overlong_message_is_refused_as_invalid_form_body(fake, client):
    with pytest.raises(discord.HTTPException) as refusal:
        await client.get_channel(fake.channel.id).send("x" * 2001)
    assert refusal.value.status == 400 and refusal.value.code == 50035
    assert "2001 characters" in fake.rejected[0].problems[0]
    assert fake.messages_in(fake.channel) == []


async def test_a_thread_is_created_announced_and_usable(fake, client):
    channel = client.get_channel(fake.channel.id)
    thread = await channel.create_thread(name="Table 7", type=discord.ChannelType.public_thread)
    await thread.send("seat 1 to play")
    stored = fake.find_channel(thread.id)
    assert stored.parent_id == fake.channel.id and stored.name == "Table 7"
    assert fake.threads_of(fake.channel) == [stored]
    assert [m.content for m in fake.messages_in(stored)] == ["seat 1 to play"]
    await fake.wait_for(lambda: client.get_channel(thread.id) is not None)  # THREAD_CREATE reached the cache
    player = fake.add_user("player")
    await thread.add_user(discord.Object(player.id))
    assert player.id in stored.members


async def test_a_channel_where_the_bot_may_not_start_threads_refuses_them_and_says_so_in_interactions(
        fake, client):
    quiet = fake.add_text_channel(fake.guild, "quiet",
                                  bot_permissions=MEMBER_PERMISSIONS & ~CREATE_PUBLIC_THREADS)
    with pytest.raises(discord.Forbidden) as refusal:
        await (await client.fetch_channel(quiet.id)).create_thread(name="Table 8",
                                                                   type=discord.ChannelType.public_thread)
    assert refusal.value.code == 50013 and fake.threads_of(quiet) == []
    seen: list[discord.Permissions] = []

    @client.tree.command(name="where", description="Say what the bot may do here")
    async def where(interaction: discord.Interaction) -> None:
        seen.append(interaction.app_permissions)
        await interaction.response.send_message("noted", ephemeral=True)

    await client.tree.sync()
    user = fake.add_user("user")
    await fake.slash(user, "where", channel=quiet)
    await fake.slash(user, "where", channel=await fake.add_thread(quiet, "a member's thread", owner=user))
    await fake.slash(user, "where")
    assert [(p.create_public_threads, p.send_messages) for p in seen] == [(False, True), (False, True),
                                                                           (True, True)]


async def test_a_rate_limited_send_is_retried_once_and_stored_once(fake, client):
    fake.rate_limit_once("POST", "/channels/{channel_id}/messages", retry_after=0.2)
    await client.get_channel(fake.channel.id).send("after the wait")
    assert [r.status for r in fake.requests_to("POST", "/channels/{channel_id}/messages")] == [429, 200]
    assert [m.content for m in fake.messages_in(fake.channel)] == ["after the wait"]


async def test_an_unknown_route_is_recorded_as_unhandled(fake, client):
    with pytest.raises(discord.NotFound):
        [message async for message in client.get_channel(fake.channel.id).pins()]
    assert [r.route for r in fake.unhandled] == ["/{tail}"]


async def test_a_thread_a_member_opens_is_announced_to_the_bot_and_takes_messages(fake, client):
    thread = await fake.add_thread(fake.channel, "side game")
    for _ in range(200):  # the client caches it when the gateway event arrives (no REST call to wait on)
        if client.get_channel(thread.id) is not None:
            break
        await asyncio.sleep(0.01)
    cached = client.get_channel(thread.id)
    assert isinstance(cached, discord.Thread) and cached.parent_id == fake.channel.id
    await cached.send("hello thread")
    assert [m.content for m in fake.messages_in(thread)] == ["hello thread"]
