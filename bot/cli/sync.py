"""``canasta sync``: register the bot's slash commands with Discord once, then exit.

Run it after installing or after the commands change, not on every start. With a server
id (``--guild`` or CANASTA_DEV_GUILD) the commands are registered in that server only;
``--global`` registers them for every server the bot is in.
"""

from __future__ import annotations

import argparse
import sys

from ..core.cli_errors import CommandError
from ..core.config import Config, ConfigError
from ..core.options import whole

MAX_SNOWFLAKE = 2**64 - 1  # a Discord id is an unsigned 64-bit number


def add_arguments(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--guild", type=whole(1, MAX_SNOWFLAKE), metavar="ID", help="register in this server "
                       "only: its numeric id (default: CANASTA_DEV_GUILD when set)")
    where.add_argument("--global", dest="everywhere", action="store_true",
                       help="register globally even when CANASTA_DEV_GUILD is set")


def run(args: argparse.Namespace) -> int:
    try:
        config = Config.from_env()
    except ConfigError as error:
        print(f"canasta sync: {error}", file=sys.stderr)
        return 2
    if config.token is None:
        print("canasta sync: DISCORD_TOKEN is not set; `canasta bot` explains how to get one.",
              file=sys.stderr)
        return 2
    guild = None if args.everywhere else (args.guild or config.dev_guild)

    import asyncio

    from ..core import logs

    logs.setup(config.log_level)
    return asyncio.run(_sync(config, guild))


async def _sync(config: Config, guild_id: int | None) -> int:
    import aiohttp
    import discord

    from ..discord.app import CanastaBot

    async with CanastaBot(config) as bot:
        try:
            await bot.login(config.token)  # also runs setup_hook, which loads the cogs
        except discord.LoginFailure:
            print("canasta sync: Discord rejected DISCORD_TOKEN.", file=sys.stderr)
            return 1
        except (aiohttp.ClientError, OSError) as error:
            raise CommandError(f"cannot reach Discord ({error}); check the network connection") from None
        guild = discord.Object(id=guild_id) if guild_id else None
        if guild is not None:
            bot.tree.copy_global_to(guild=guild)
        try:
            synced = await bot.tree.sync(guild=guild)
        except discord.Forbidden:
            print(f"canasta sync: Discord refused; is the bot in server {guild_id}, invited with the "
                  "applications.commands scope?", file=sys.stderr)
            return 1
    where = f"server {guild_id}" if guild_id else "every server (global)"
    names = ", ".join(f"/{command.name}" for command in synced)
    counted = "1 command" if len(synced) == 1 else f"{len(synced)} commands"
    print(f"Registered {counted} in {where}: {names}")
    return 0
