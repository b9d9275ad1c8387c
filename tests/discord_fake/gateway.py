"""The fake gateway: the websocket a discord.py bot keeps open to receive events.

Speaks what discord.py 2.7 uses: HELLO, heartbeats and their ACKs, IDENTIFY (token,
shard and intents checked), READY then one GUILD_CREATE per guild of the shard, RESUME
(missed events replayed, then RESUMED), RECONNECT, INVALID_SESSION, and the
``zlib-stream`` transport compression discord.py asks for. Events sent while a session
has no open socket are kept and replayed when the bot resumes, as Discord does.
"""

from __future__ import annotations

import json
import secrets
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .server import FakeDiscord

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, RECONNECT = 0, 1, 2, 3, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11

# Members, presences and message content need switches in the developer portal; the fake
# refuses them like Discord does for an application that has them off.
PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)


@dataclass(eq=False)
class Session:
    id: str
    shard: int
    intents: int
    seq: int = 0
    events: list[dict] = field(default_factory=list)
    connection: Connection | None = None
    resumes: int = 0


class Connection:
    """One websocket; sends each payload compressed into the connection's zlib stream when asked."""

    def __init__(self, socket: web.WebSocketResponse, compress: bool) -> None:
        self.socket = socket
        self.compressor = zlib.compressobj() if compress else None
        self.session: Session | None = None
        self.heartbeats = 0
        self.close_code: int | None = None  # as the bot closed it (None while open or after a crash)

    async def send(self, payload: dict) -> None:
        if self.socket.closed:
            return
        text = json.dumps(payload)
        if self.compressor is None:
            await self.socket.send_str(text)
        else:
            data = self.compressor.compress(text.encode()) + self.compressor.flush(zlib.Z_SYNC_FLUSH)
            await self.socket.send_bytes(data)


class Gateway:
    def __init__(self, fake: FakeDiscord, heartbeat_interval_ms: int) -> None:
        self.fake = fake
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.sessions: dict[str, Session] = {}
        self.current: dict[int, Session] = {}  # shard -> the session events go to
        self.connections: list[Connection] = []
        self.identifies = 0
        self.resumes = 0

    def connected(self, shard: int = 0) -> bool:
        session = self.current.get(shard)
        return session is not None and session.connection is not None

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        if request.query.get("encoding", "json") != "json":
            await socket.close(code=4002, message=b"only encoding=json is supported by the fake")
            return socket
        compress = request.query.get("compress")
        if compress not in (None, "zlib-stream"):
            await socket.close(code=4000, message=f"compress={compress} is not supported".encode())
            return socket
        connection = Connection(socket, compress == "zlib-stream")
        self.connections.append(connection)
        await connection.send({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    break
                await self._receive(connection, json.loads(message.data))
        finally:
            connection.close_code = socket.close_code
            session = connection.session
            if session is not None and session.connection is connection:
                session.connection = None
            self.fake.changes.notify()
        return socket

    async def _receive(self, connection: Connection, payload: dict) -> None:
        op, data = payload.get("op"), payload.get("d")
        if op == HEARTBEAT:
            connection.heartbeats += 1
            await connection.send({"op": HEARTBEAT_ACK})
        elif op == IDENTIFY:
            await self._identify(connection, data)
        elif op == RESUME:
            await self._resume(connection, data)
        elif connection.session is None:
            await connection.socket.close(code=4003, message=b"Not authenticated")
        elif op not in (PRESENCE, REQUEST_MEMBERS):
            await connection.socket.close(code=4001, message=b"Unknown opcode")

    async def _identify(self, connection: Connection, data: dict) -> None:
        shard, count = data.get("shard") or (0, 1)
        if data.get("token") != self.fake.token:
            await connection.socket.close(code=4004, message=b"Authentication failed")
            return
        if count != self.fake.shard_count or not 0 <= shard < count:
            await connection.socket.close(code=4010, message=b"Invalid shard")
            return
        if data.get("intents", 0) & PRIVILEGED_INTENTS:
            await connection.socket.close(code=4014, message=b"Disallowed intent(s)")
            return
        session = Session(id=secrets.token_hex(16), shard=shard, intents=data.get("intents", 0))
        self.sessions[session.id] = session
        self.current[shard] = session
        session.connection = connection
        connection.session = session
        self.identifies += 1
        guilds = [guild for guild in self.fake.guilds if self.fake.shard_of(guild.id) == shard]
        await self.send_event(session, "READY", {
            "v": 10, "user": self.fake.bot.payload() | {"verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(guild.id), "unavailable": True} for guild in guilds],
            "session_id": session.id, "resume_gateway_url": self.fake.gateway_url, "shard": [shard, count],
            "application": {"id": str(self.fake.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "user_settings": {}, "session_type": "normal",
        })
        for guild in guilds:
            await self.send_event(session, "GUILD_CREATE", guild.create_payload(self.fake.bot))
        self.fake.changes.notify()

    async def _resume(self, connection: Connection, data: dict) -> None:
        session = self.sessions.get(data.get("session_id"))
        current = session is not None and self.current.get(session.shard) is session
        if not current or data.get("token") != self.fake.token:
            await connection.send({"op": INVALID_SESSION, "d": False})
            return
        session.connection = connection
        connection.session = session
        for event in session.events:
            if event["s"] > (data.get("seq") or 0):
                await connection.send(event)
        session.resumes += 1
        self.resumes += 1
        await self.send_event(session, "RESUMED", {})
        self.fake.changes.notify()

    async def send_event(self, session: Session, name: str, data: dict) -> None:
        """Send (or, while the session has no socket, keep for its resume) one dispatch event."""
        session.seq += 1
        event = {"op": DISPATCH, "t": name, "s": session.seq, "d": data}
        session.events.append(event)
        if session.connection is not None:
            await session.connection.send(event)

    async def dispatch(self, shard: int, name: str, data: dict, *, required: bool = True) -> None:
        """Send an event to the shard's session; without one, fail if ``required`` (interactions)."""
        session = self.current.get(shard)
        if session is None:
            if required:
                raise RuntimeError(f"no bot has identified on shard {shard}; start the bot first")
            return
        await self.send_event(session, name, data)

    async def ask_to_reconnect(self, shard: int = 0) -> None:
        """Send RECONNECT: discord.py closes the socket and RESUMEs on a new one."""
        session = self.current[shard]
        if session.connection is not None:
            await session.connection.send({"op": RECONNECT, "d": None})

    async def drop(self, shard: int = 0, code: int = 4000) -> None:
        """Close the shard's socket as a network failure would; the session stays resumable."""
        session = self.current[shard]
        if session.connection is not None:
            connection, session.connection = session.connection, None
            await connection.socket.close(code=code)
