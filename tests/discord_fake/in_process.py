"""A discord.py client in the test's own event loop, logged in and connected to a FakeDiscord.

For testing the fake itself and small Discord adapters without starting the bot process.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import discord
from discord import app_commands

from .server import FakeDiscord


@contextlib.asynccontextmanager
async def connected_client(fake: FakeDiscord,
                           tree_cls: type[app_commands.CommandTree] = app_commands.CommandTree,
                           ) -> AsyncIterator[discord.AutoShardedClient]:
    """Yield a connected client (with ``client.tree``) whose guild is cached; REST goes to the fake.

    Only the auto-sharded client asks ``/gateway/bot`` for the gateway address, so it is the one used."""
    previous_base = discord.http.Route.BASE
    discord.http.Route.BASE = fake.api_base
    client = discord.AutoShardedClient(intents=discord.Intents(guilds=True))
    client.tree = tree_cls(client)
    try:
        await client.login(fake.token)
        running = asyncio.create_task(client.connect())
        await fake.wait_connected()
        await fake.wait_for(lambda: client.get_channel(fake.channel.id) is not None)
        yield client
        await client.close()
        await running
    finally:
        discord.http.Route.BASE = previous_base
        await client.close()
