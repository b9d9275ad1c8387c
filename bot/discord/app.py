"""The Discord bot: an auto-sharded discord.py Bot that loads the cogs and logs what happens.

Commands are not synced here: that is ``canasta sync``, run when the commands change.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any, cast

import discord
import yarl
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket

from i18n import _, language_of, speaking

from ..core import logs
from ..core.config import Config
from ..core.health import BEAT_S, heartbeat_path, write_heartbeat
from ..core.loop_lag import LoopLagWatch
from ..i18n.commands import CommandTranslator
from ..i18n.interactions import speak_to_each_sender
from ..i18n.people import PeoplesLanguages
from ..league.service import LeagueService
from ..service import ServiceSettings, TableService
from ..storage import Database, open_database
from .presenting import Presenting
from .relay import InteractionRelay
from .state import HandDelivery, TableMessages
from .tree import CanastaTree
from .typed_input import clean_what_people_send

log = logging.getLogger("canasta.bot")

# Extensions loaded at start-up, in order; each module ends with `async def setup(bot)`.
EXTENSIONS = ("cogs.canasta", "cogs.play", "cogs.presenter", "cogs.league")

# Only the guilds intent: slash commands, buttons and DMs need no privileged intent.
INTENTS = discord.Intents(guilds=True)

# After READY, discord.py waits this long for more GUILD_CREATE events before it is ready (its own
# default for Discord; tests only: a pointed-at API sends them all at once, so a short wait does).
GUILD_READY_TIMEOUT_S = 2.0
POINTED_AT_GUILD_READY_TIMEOUT_S = 0.25

# At closing, how long interactions still being answered may take to send their answers (Discord's own
# window for a first answer); discord.py names the tasks that answer them so.
ANSWER_GRACE_S = 3.0
ANSWERING_TASKS = ("CommandTree-invoker", "discord-ui-view-dispatch-", "discord-ui-modal-dispatch-",
                   "discord-ui-dynamic-item-")


# The bot never joins voice: silence discord.py's start-up warnings about voice libraries.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class CanastaBot(commands.AutoShardedBot):
    # The shared services, opened in setup_hook before the cogs that use them load.
    service: TableService
    leagues: LeagueService
    languages: PeoplesLanguages  # each person's language, for the hand sent to their DMs
    table_messages: TableMessages  # where each table's lobby card, picture and hands were posted
    hand_delivery: HandDelivery  # where each player's hand goes, and whose DMs are closed

    def __init__(self, config: Config, extensions: tuple[str, ...] = EXTENSIONS) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=INTENTS,
            tree_cls=CanastaTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            guild_ready_timeout=GUILD_READY_TIMEOUT_S if config.api_base is None
            else POINTED_AT_GUILD_READY_TIMEOUT_S,
            **config.shards.discord_options,
        )
        self.config = config
        self.extension_names = extensions
        self.started = time.monotonic()
        self.heartbeat: asyncio.Task | None = None
        self.lag = LoopLagWatch()  # watches the event loop once `start` has logged in
        self.watching_lag: asyncio.Task | None = None
        self._services_open = False  # whether setup_hook opened the services (close closes them once)
        self._store: Database | None = None  # the store setup_hook opens; only the services it builds use it
        self.presenter: Presenting | None = None  # the presenter extension, while it is loaded
        self.relay: InteractionRelay | None = None  # with --shards: DM interactions to their table's process
        if config.api_base is not None:
            # Tests only (CANASTA_DISCORD_API): every REST call goes there, the gateway lookup included.
            discord.http.Route.BASE = config.api_base

    async def login(self, token: str) -> None:
        await super().login(token)
        if self.config.api_base is not None:
            # Tests only: after an invalidated session discord.py reconnects to its built-in gateway
            # address, so make that address the pointed-at API's gateway as well.
            url = (await self.http.get_bot_gateway())[1]
            DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # discord.py waits 5 s before identifying again, for Discord's identify rate limit; tests only
        # (CANASTA_DISCORD_API): the pointed-at API has no such limit, so identify at once.
        if self.config.api_base is None:
            await super().before_identify_hook(shard_id, initial=initial)

    async def setup_hook(self) -> None:
        # The service opens without resuming tables: the presenter cog subscribes first, and
        # only `start` (not `canasta sync`, which logs in to register commands) resumes play.
        db = self._store = await open_database(self.config.db)
        shards = self.config.shards
        self.service = TableService(db, ServiceSettings(computer_delay_s=self.config.computer_delay_s,
                                                        timer_scale=self.config.timer_scale,
                                                        review_samples=self.config.review_samples,
                                                        deal_swings=self.config.deal_swings,
                                                        shards=shards))
        self.leagues = LeagueService(db, shards=shards)
        self.leagues.attach(self.service)  # league matches are recorded as they end
        self.table_messages, self.hand_delivery = TableMessages(db), HandDelivery(db)
        self._services_open = True
        await self.tree.set_translator(CommandTranslator())  # `canasta sync` sends every language's names
        self.languages = PeoplesLanguages(db)
        speak_to_each_sender(self._connection.parsers, self.languages.heard)
        clean_what_people_send(self._connection.parsers)  # before anything reads an interaction
        for name in self.extension_names:
            await self.load_extension(name)
        logs.event(log, "extensions_loaded", names=",".join(self.extension_names),
                   commands=",".join(c.name for c in self.tree.get_commands()))
        self.heartbeat = asyncio.create_task(self._beat(heartbeat_path(self.config.db, shards)))

    async def _owner_is_away(self, data: dict, table_id: int) -> None:
        """Answer an interaction that the process of its table did not take (it is down or restarting)."""
        interaction = discord.Interaction(data=cast(Any, data), state=self._connection)  # as discord.py does
        try:
            with speaking(language_of(data.get("locale"))):
                text = _("Table #{table} is starting up again after a restart: try again in a few seconds.",
                         table=table_id)
            await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException as error:  # too late, or Discord out of reach: nothing more to do
            logs.event(log, "interaction_unanswered", level=logging.WARNING, table=table_id, error=str(error))

    async def start(self, token: str, *, reconnect: bool = True) -> None:
        await self.login(token)  # setup_hook imports and loads the cogs: the event loop serves nobody yet
        self.watching_lag = asyncio.create_task(self.lag.run())
        # The worker processes start now, in threads: started by a first computer move or review
        # instead, a process start would hold the event loop for up to seconds on a busy machine.
        began = time.monotonic()
        workers = await self.service.start_workers()
        logs.event(log, "workers_started", pids=",".join(map(str, workers)),
                   took_s=round(time.monotonic() - began, 2))
        await self.leagues.reconcile()  # league matches that ended while the bot was down are recorded
        await self.service.recover()  # unfinished matches play on; their messages are brought up to date
        if not self.config.shards.whole:  # other processes run the other shards: hand them their tables' DMs
            # only now: a click handed over earlier would find its table not yet back ("not playing")
            assert self._store is not None  # setup_hook opened it
            self.relay = InteractionRelay(self._connection.parsers, self._store, self.config.shards,
                                          self._owner_is_away)
            await self.relay.start()
        await self.connect(reconnect=reconnect)

    async def _beat(self, path) -> None:
        """Refresh the heartbeat file while connected, for ``canasta health``: every ``BEAT_S``, and at
        once when the event loop has just been later than at any time lately."""
        await self.wait_until_ready()
        await self._write_beat(path)
        logs.event(log, "heartbeat_started", path=path, every_s=BEAT_S)
        while not self.is_closed():
            self.lag.worse.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.lag.worse.wait(), BEAT_S)
            if self.is_ready():
                await self._write_beat(path)

    async def _write_beat(self, path) -> None:
        worst = self.lag.worst_recent_s(asyncio.get_running_loop().time())
        await asyncio.to_thread(write_heartbeat, path, worst)

    async def close(self) -> None:
        for task in (self.heartbeat, self.watching_lag):
            if task is not None:
                task.cancel()
        if self.relay is not None:
            await self.relay.close()
            self.relay = None
        if self._services_open:
            self.leagues.detach()
            await self.service.close()  # table drivers stop; nothing moves while the cogs unload
            await self._answers_sent()  # a review the closing cut short says so before the connection closes
        await super().close()  # unloads the cogs, then closes the connection to Discord
        if self._services_open:
            await self.languages.close()
            assert self._store is not None
            await self._store.close()
            self._services_open = False

    async def _answers_sent(self) -> None:
        """Wait, at most ``ANSWER_GRACE_S``, until the interactions being handled have been answered."""
        answering = [task for task in asyncio.all_tasks() if task.get_name().startswith(ANSWERING_TASKS)]
        if answering:
            await asyncio.wait(answering, timeout=ANSWER_GRACE_S)

    async def on_ready(self) -> None:
        logs.event(log, "ready", user=self.user.id if self.user else None, guilds=len(self.guilds),
                   shards=self.config.shards.describe(), shard_count=self.shard_count,
                   startup_s=round(time.monotonic() - self.started, 2))

    async def on_shard_connect(self, shard_id: int) -> None:
        logs.event(log, "shard_connect", shard=shard_id)

    async def on_shard_resumed(self, shard_id: int) -> None:
        logs.event(log, "shard_resumed", shard=shard_id)

    async def on_shard_disconnect(self, shard_id: int) -> None:
        logs.event(log, "shard_disconnect", shard=shard_id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        logs.event(log, "guild_join", guild=guild.id, shard=guild.shard_id)

    async def on_app_command_completion(self, interaction: discord.Interaction,
                                        command: app_commands.Command | app_commands.ContextMenu) -> None:
        logs.event(log, "command", command=command.qualified_name, guild=interaction.guild_id,
                   channel=interaction.channel_id, user=interaction.user.id, interaction=interaction.id)
