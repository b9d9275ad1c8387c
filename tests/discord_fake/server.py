"""``FakeDiscord``: a loopback Discord (REST + gateway) that a real bot process connects to.

It keeps the world (users, a guild with channels, threads, DMs, messages), records every
REST request, injects faults on demand, and lets tests act as users:

    async with FakeDiscord() as fake:
        alice = fake.add_user("alice")
        ...start the bot with env CANASTA_DISCORD_API=fake.api_base, DISCORD_TOKEN=fake.token...
        reply = await fake.slash(alice, "canasta", "rules", options={"variant": "classic"})
        assert reply.original.ephemeral
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from .bodies import BODY, read_body
from .gateway import Gateway
from .model import (
    DM,
    MEMBER_PERMISSIONS,
    PUBLIC_THREAD,
    TEXT,
    Attachment,
    Changes,
    Channel,
    Guild,
    Interaction,
    Message,
    Rejection,
    Request,
    Snowflakes,
    User,
)
from .rest import API, DiscordError, Refused, RestApi
from .users import ScriptedUsers

RECORD = web.RequestKey("record", Request)
UNAUTHENTICATED_PREFIXES = (f"{API}/webhooks/", f"{API}/interactions/")


# How often ``wait_for(..., poll=POLL)`` re-checks a condition outside Discord (a process, a row).
POLL = 0.05


class FakeDiscord(ScriptedUsers):
    def __init__(self, *, shard_count: int = 1, heartbeat_interval_ms: int = 41250) -> None:
        self.ids = Snowflakes()
        self.clock = time.time
        self.token = "fake." + secrets.token_urlsafe(24)
        self.shard_count = shard_count
        self.changes = Changes()
        self.bot = User(self.ids.next(), "Canasta", bot=True)
        self.owner = User(self.ids.next(), "owner")
        self.application_id = self.bot.id  # as for every bot made in the developer portal
        self.users: dict[int, User] = {u.id: u for u in (self.bot, self.owner)}
        self.guilds: list[Guild] = []
        self.dms: dict[int, Channel] = {}  # user id -> DM channel with the bot
        self.messages: dict[int, Message] = {}
        self.files: list[Attachment] = []  # every file sent, in order, kept when a message's edit replaces it
        self.interactions: dict[int, Interaction] = {}
        self.commands: dict[int | None, dict[str, dict]] = {}  # guild id (None: global) -> name -> command
        self.requests: list[Request] = []
        self.rejected: list[Rejection] = []
        self.unhandled: list[Request] = []
        self._rate_limits: dict[tuple[str, str], float] = {}
        self.gateway = Gateway(self, heartbeat_interval_ms)
        self.rest = RestApi(self)
        self.guild = self.add_guild("Canasta Club")
        self.channel = self.add_text_channel(self.guild, "general")
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- running -----------------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.add_routes(self.rest.routes())
        app.add_routes([
            web.get("/gateway", self.gateway.handle),
            web.get("/attachments/{attachment_id}/{filename}", self._attachment),
            web.route("*", API + "/{tail:.*}", self._unhandled),
        ])
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        self.port = self._runner.addresses[0][1]
        return self

    async def stop(self) -> None:
        for connection in self.gateway.connections:
            if not connection.socket.closed:
                await connection.socket.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc_info: Any) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What the bot gets as CANASTA_DISCORD_API."""
        return self.base_url + API

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def bot_env(self) -> dict[str, str]:
        """The environment that points a bot process at this fake."""
        return {"DISCORD_TOKEN": self.token, "CANASTA_DISCORD_API": self.api_base}

    # -- the world ---------------------------------------------------------------------------

    def add_guild(self, name: str, *, shard: int | None = None, locale: str = "en-US") -> Guild:
        """A server the bot is in; on ``shard`` if given (its id drawn until Discord's formula says so)."""
        guild_id = self.ids.next()
        while shard is not None and self.shard_of(guild_id) != shard:
            guild_id = self.ids.next()
        guild = Guild(guild_id, name, owner_id=self.owner.id, member_ids={self.owner.id}, locale=locale)
        self.guilds.append(guild)
        return guild

    async def bot_joins(self, guild: Guild) -> None:
        """The running bot is added to ``guild`` (made with ``add_guild`` after the bot started): its
        shard gets the GUILD_CREATE Discord sends then: without the ``unavailable`` of start-up, which is
        how discord.py tells a join (``on_guild_join``) from a server coming back."""
        payload = guild.create_payload(self.bot)
        del payload["unavailable"]
        await self.gateway.dispatch(self.shard_of(guild.id), "GUILD_CREATE", payload)

    def add_text_channel(self, guild: Guild, name: str, *,
                         bot_permissions: int = MEMBER_PERMISSIONS) -> Channel:
        """A text channel; ``bot_permissions`` are the bot's there (and in its threads): the
        ``app_permissions`` of interactions there, and what the thread routes allow."""
        channel = Channel(self.ids.next(), TEXT, name=name, guild_id=guild.id,
                          bot_permissions=bot_permissions)
        guild.channels.append(channel)
        return channel

    async def add_thread(self, parent: Channel, name: str, owner: User | None = None) -> Channel:
        """A public thread a member opened in ``parent`` (the bot hears of it by THREAD_CREATE)."""
        owner = owner or self.owner
        thread = Channel(self.ids.next(), PUBLIC_THREAD, name=name, guild_id=parent.guild_id,
                         parent_id=parent.id, owner_id=owner.id, members={owner.id})
        self.find_guild(parent.guild_id).channels.append(thread)
        await self.gateway.dispatch(self.shard_of(parent.guild_id), "THREAD_CREATE",
                                    thread.payload() | {"newly_created": True}, required=False)
        return thread

    def add_user(self, name: str, *, dms_open: bool = True, guild: Guild | None = None,
                 locale: str = "en-US") -> User:
        user = User(self.ids.next(), name, dms_open=dms_open, locale=locale)
        self.users[user.id] = user
        (guild or self.guild).member_ids.add(user.id)
        return user

    def close_dms(self, user: User) -> None:
        """From now on the bot's DMs to ``user`` fail with 403, code 50007."""
        user.dms_open = False

    def dm_channel(self, user: User) -> Channel:
        if user.id not in self.dms:
            self.dms[user.id] = Channel(self.ids.next(), DM, recipient=user)
        return self.dms[user.id]

    def find_guild(self, guild_id: int | None) -> Guild | None:
        return next((guild for guild in self.guilds if guild.id == guild_id), None)

    def find_channel(self, channel_id: int) -> Channel | None:
        for guild in self.guilds:
            for channel in guild.channels:
                if channel.id == channel_id:
                    return channel
        return next((channel for channel in self.dms.values() if channel.id == channel_id), None)

    def bot_permissions_in(self, channel: Channel) -> int:
        """The bot's permissions in ``channel``: a thread has its parent channel's, a DM the defaults."""
        if channel.is_thread:
            channel = self.find_channel(channel.parent_id) or channel
        return channel.bot_permissions

    def threads_of(self, channel: Channel) -> list[Channel]:
        guild = self.find_guild(channel.guild_id)
        return [c for c in guild.channels if c.parent_id == channel.id] if guild else []

    def shard_of(self, guild_id: int | None) -> int:
        return 0 if guild_id is None else (guild_id >> 22) % self.shard_count

    def interaction_by_token(self, token: str) -> Interaction | None:
        return next((i for i in self.interactions.values() if i.token == token), None)

    def message_payload(self, message: Message) -> dict:
        return message.payload(self.base_url, self.application_id)

    # -- what tests read ---------------------------------------------------------------------

    def all_messages(self, channel: Channel) -> list[Message]:
        return [m for m in self.messages.values() if m.channel is channel and not m.deleted]

    def messages_in(self, channel: Channel, *, visible_to: User | None = None) -> list[Message]:
        """Messages in ``channel``, oldest first: public ones, plus ``visible_to``'s ephemeral ones."""
        return [m for m in self.all_messages(channel) if m.visible_to is None or m.visible_to is visible_to]

    def dms_of(self, user: User) -> list[Message]:
        channel = self.dms.get(user.id)
        return self.all_messages(channel) if channel else []

    def public_messages(self) -> list[Message]:
        """Every message that more than one person can see (not ephemeral, not in a DM)."""
        return [m for m in self.messages.values()
                if not m.deleted and m.visible_to is None and m.channel.type != DM]

    def requests_to(self, method: str, route: str) -> list[Request]:
        return [r for r in self.requests if r.method == method and r.route == route]

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0, *,
                       poll: float | None = None) -> Any:
        """Wait until ``predicate()`` is truthy (re-checked after every change, and every ``poll``
        seconds for a condition outside Discord, such as the bot's database) and return its value."""
        return await self.changes.wait_for(predicate, timeout, self._recent, poll)

    async def wait_connected(self, *, identifies: int | None = None, timeout: float = 15.0) -> None:
        """Wait until every shard has an open, identified session (and ``identifies`` in all, if given)."""
        await self.wait_for(lambda: all(self.gateway.connected(s) for s in range(self.shard_count))
                            and (identifies is None or self.gateway.identifies >= identifies), timeout)

    def _recent(self) -> str:
        return "Last requests: " + "; ".join(map(repr, self.requests[-8:]))

    # -- fault injection ---------------------------------------------------------------------

    def rate_limit_once(self, method: str, route: str, retry_after: float = 0.2) -> None:
        """Answer the next ``method route`` request (e.g. "POST", "/channels/{channel_id}/messages")
        with 429 and ``retry_after`` seconds, as Discord does."""
        self._rate_limits[(method, route)] = retry_after

    # -- the HTTP plumbing -------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler) -> web.StreamResponse:
        resource = request.match_info.route.resource
        template = resource.canonical if resource is not None else request.path
        if not template.startswith(API + "/"):
            return await handler(request)
        record = request[RECORD] = Request(request.method, template[len(API):], request.path)
        self.requests.append(record)
        try:
            body = request[BODY] = await read_body(request)
            record.body = body.json
            record.files = [name for name, _ in body.files.values()]
            self._check_rate_limit(record)
            if not request.path.startswith(UNAUTHENTICATED_PREFIXES) and \
                    request.headers.get("Authorization") != f"Bot {self.token}":
                raise DiscordError(401, 0, "401: Unauthorized")
            response = await handler(request)
        except Refused as refusal:
            self.rejected.append(Rejection(record, refusal.problems))
            response = refusal.response()
            record.error = refusal.payload
        except DiscordError as error:
            response = error.response()
            record.error = error.payload
        record.status = response.status
        self.changes.notify()
        return response

    def _check_rate_limit(self, record: Request) -> None:
        retry_after = self._rate_limits.pop((record.method, record.route), None)
        if retry_after is not None:
            raise DiscordError(
                429, 0, "You are being rate limited.", extra={"retry_after": retry_after, "global": False},
                headers={"Via": "1.1 google", "Retry-After": str(math.ceil(retry_after)),
                         "X-RateLimit-Scope": "user", "X-RateLimit-Global": "false"})

    async def _unhandled(self, request: web.Request) -> web.Response:
        self.unhandled.append(request[RECORD])
        raise DiscordError(404, 0, f"404: Not Found (the fake has no {request.method} {request.path})")

    async def _attachment(self, request: web.Request) -> web.Response:
        for message in self.messages.values():
            for attachment in message.attachments:
                if str(attachment.id) == request.match_info["attachment_id"]:
                    return web.Response(body=attachment.data, content_type=attachment.content_type)
        raise web.HTTPNotFound()
