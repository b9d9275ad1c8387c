"""``canasta bot``: run the Discord bot until Ctrl+C or SIGTERM; without a token, explain how to get one."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace

from ..core import options
from ..core.cli_errors import CommandError
from ..core.config import ENVIRONMENT, Config, ConfigError
from ..core.shards import Shards, ShardsError
from ..core.shards import add_arguments as add_shard_arguments

# View Channels, Send Messages, Send Messages in Threads, Create Public Threads, Embed Links,
# Attach Files, Read Message History, Use Application Commands.
INVITE_PERMISSIONS = 311385246720

HOW_TO_GET_A_TOKEN = f"""\
DISCORD_TOKEN is not set, so the bot cannot connect to Discord.

To create a bot and its token:
  1. Open https://discord.com/developers/applications and press "New Application".
  2. On the "Bot" page press "Reset Token", copy the token and keep it secret.
     No privileged intents are needed: leave Presence, Server Members and Message Content off.
  3. Invite the bot to your server: open this address with your Application ID
     (from "General Information") in place of APP_ID:
       https://discord.com/oauth2/authorize?client_id=APP_ID&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}
     It asks for: View Channels, Send Messages, Send Messages in Threads, Create Public Threads,
     Attach Files, Embed Links, Read Message History, Use Application Commands.
  4. Start it:
       export DISCORD_TOKEN=...            # the token from step 2
       export CANASTA_DEV_GUILD=...        # optional: register the commands in this server only
       canasta sync                        # register the slash commands (again after they change)
       canasta bot

Meanwhile, here is the offline demo (`canasta demo`): computer players play a match and every
turn's picture goes to a folder. `canasta play` lets you play a deal in the terminal.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--demo-out", default="canasta-demo",
                        help="without a token: where the offline demo writes its pictures")
    options.add_target(parser, "--demo-target", "without a token: the demo match's target score")
    add_shard_arguments(parser)
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = "environment:\n" + "\n".join(
        f"  {name:<20} {meaning} (default: {default})" for name, (default, meaning) in ENVIRONMENT.items()
    )


def run(args: argparse.Namespace) -> int:
    try:
        config = replace(Config.from_env(), shards=Shards.parse(args.shards, args.shard_count))
        _check_database_for(config)
    except (ConfigError, ShardsError) as error:
        print(f"canasta bot: {error}", file=sys.stderr)
        return 2
    if config.token is None:
        print(HOW_TO_GET_A_TOKEN, flush=True)
        from . import demo
        try:
            return demo.run(argparse.Namespace(out=args.demo_out, variant="classic", level="medium",
                                               seed="demo", target=args.demo_target, lang="en"))
        except CommandError as error:
            raise type(error)(f"{error} (--demo-out DIR picks another folder)") from None

    import asyncio

    from ..core import logs
    from ..service.pace import pace_for_service
    from ..storage.process_lock import held_by_this_process

    with held_by_this_process(config.db):  # one bot process per SQLite file; refused in one line
        _check_sqlite_file(config.db)
        logs.setup(config.log_level)
        pace_for_service()
        return asyncio.run(_serve(config))


def _check_database_for(config: Config) -> None:
    """Refuse shards split over several processes on SQLite: one file serves one process."""
    from ..storage.db import is_postgres_url

    if not config.shards.whole and not is_postgres_url(config.db):
        raise ShardsError(f"{config.shards.describe()} in this process: the other shards' processes "
                          "would share its database, and a SQLite file serves one process; set "
                          "CANASTA_DB=postgresql://... (see `canasta db copy`)")


def _check_sqlite_file(location: str) -> None:
    """Refuse, in one line, a SQLite file the bot cannot serve from (a folder, not a database, damaged, not
    writable) before anything opens it; a missing file is created by the bot's first migration."""
    from ..storage.db import is_postgres_url
    from .db_file import check_database

    if not is_postgres_url(location) and location != ":memory:":
        check_database(location, create=True, integrity=True)


async def _serve(config: Config) -> int:
    from ..discord.app import CanastaBot

    return await run_until_signalled(CanastaBot(config), config.token)


async def run_until_signalled(bot, token: str) -> int:
    """Run ``bot`` until it stops or SIGINT or SIGTERM arrives; then close it and return at once, even
    while discord.py waits out a reconnect backoff with Discord out of reach."""
    import asyncio
    import signal

    import aiohttp
    import discord

    loop = asyncio.get_running_loop()
    closing: list[asyncio.Task] = []  # keeps the shutdown task referenced until it is done
    running: asyncio.Task | None = None

    async def stop() -> None:
        await bot.close()
        if running is not None:
            running.cancel()  # a reconnect that is still waiting would otherwise hold the exit

    signals = (signal.SIGINT, signal.SIGTERM)
    for signum in signals:
        loop.add_signal_handler(signum, lambda: closing.append(asyncio.ensure_future(stop())))
    try:
        async with bot:
            running = asyncio.ensure_future(bot.start(token))
            try:
                await running
            except asyncio.CancelledError:
                if not closing or asyncio.current_task().cancelling():  # not (only) the stop above
                    raise
            except discord.LoginFailure:
                print("canasta bot: Discord rejected DISCORD_TOKEN; copy a fresh one from the Bot page "
                      "of your application.", file=sys.stderr)
                return 1
            except (aiohttp.ClientError, OSError) as error:
                raise CommandError(f"cannot reach Discord ({error}); check the network connection") from None
    finally:
        for signum in signals:
            loop.remove_signal_handler(signum)
        # The connection may end before the shutdown has closed the database: let it finish.
        await asyncio.gather(*closing, return_exceptions=True)
    return 0
