"""A PostgreSQL database behind the storage interface (asyncpg): a pool of connections, the same group commit.

``PostgresDatabase.connect("postgresql://user@host/db")`` opens a pool. Reads take any pooled
connection; write transactions and the group commit's flushes take turns (the ``writing`` lock),
as SQLite's do, so a process's writes run in the order they were asked for. A flush runs the
units queued so far in one transaction, each in its own savepoint (``async with
conn.transaction()`` nested), so one unit's failure undoes its writes alone. Several processes
may share one database: each acts on its own tables (its shards' guilds), and the optimistic
versions of ``update_one`` stop any second writer of a deal.

Moves alone (a version bumped, an action logged, nothing else) have a lane of their own: up to
``MOVE_FLUSHES`` flushes of them at once, each one statement that commits on its own
(``postgres_bulk``), beside the lane of every other write. A commit waits for the server to sync its
log to disk, and the server syncs the commits that wait together at once (its own group commit): so
a lobby change, or a move that ends a deal, no longer waits behind a flush of moves still syncing,
and moves asked for meanwhile go out at once instead of after it. Order is kept where it matters: a
table's writes come one after another (its lock is held until each is committed), and a move touches
its own table's deal and log alone, so the two lanes never write the same rows at once.

Durability is PostgreSQL's: a transaction is acknowledged after its commit record is flushed
(``synchronous_commit`` on, the server's default), so neither a killed bot nor a power cut loses it.
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from ..core.batching import Batcher
from .batch import Applying, Statement
from .db import Database
from .dialect import postgres_query, postgres_schema
from .errors import StaleVersion, StorageError
from .postgres_bulk import is_bulk, whole_moves, write_bulk, write_moves_at_once

Result = TypeVar("Result")
Body = Callable[["PostgresTx"], Awaitable[Any]]

POOL_SIZE = 8  # connections: a flush of other writes and the moves' flushes at a time, the rest serve reads
MOVE_FLUSHES = 2  # flushes of moves alone in flight at once: one sends while the one before it syncs
STATEMENT_CACHE = 1024  # prepared statements kept per connection (``IN`` lists of each length count apart)
SCHEMA_LOCK = 0x63616E617374  # the advisory lock every process takes to change the schema ("canast")


def printable(url: str) -> str:
    """``url`` without its password, fit for logs and messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}@{netloc}"))


def _rows_changed(status: str) -> int:
    """The row count of a command's status ("UPDATE 1", "INSERT 0 1", "DELETE 3")."""
    return int(status.rsplit(" ", 1)[1])


class PooledConnection(asyncpg.Connection):
    """A pool's connection, handed back without asyncpg's reset query (advisory unlock, ``CLOSE ALL``,
    ``UNLISTEN *``, ``RESET ALL``): nothing here leaves such state on a pooled connection (the schema
    lock is a transaction's, listening has a connection of its own), and the reset costs a trip to
    the server every time a connection goes back, that is after every read and every flush."""

    def get_reset_query(self) -> str:
        return ""


class PostgresTx:
    """A transaction's statements on a connection inside it; ``?`` placeholders as everywhere else."""

    def __init__(self, conn: asyncpg.Connection):
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._conn.execute(postgres_query(sql), *params)

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an INSERT into a table with an ``id`` column; the new row's id."""
        return await self._conn.fetchval(postgres_query(sql) + " RETURNING id", *params)

    async def changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run a write; the number of rows it changed."""
        return _rows_changed(await self._conn.execute(postgres_query(sql), *params))

    async def update_one(self, sql: str, params: Sequence[Any], stale: str) -> None:
        """An update that must change exactly one row; otherwise StaleVersion(stale)."""
        if await self.changed(sql, params) != 1:
            raise StaleVersion(stale)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._conn.executemany(postgres_query(sql), rows)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> asyncpg.Record | None:
        return await self._conn.fetchrow(postgres_query(sql), *params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        return await self._conn.fetch(postgres_query(sql), *params)


class PostgresDatabase(Database):
    """A PostgreSQL database; create with :meth:`connect` (or ``open_database(url)``)."""

    def __init__(self, pool: asyncpg.Pool, url: str):
        self._pool = pool
        self._url = url
        self._writing = asyncio.Lock()  # one write transaction or flush at a time in this process
        self._batcher: Batcher[Body, Any] = Batcher(self._flush)
        self._moves: Batcher[Applying, Any] = Batcher(self._flush_moves, runners=MOVE_FLUSHES)
        self.location = printable(url)

    @classmethod
    async def connect(cls, url: str) -> PostgresDatabase:
        """A pool of connections to ``url``; no migration. Refused with a clear message when the
        server cannot be reached or refuses the login."""
        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=POOL_SIZE,
                                             statement_cache_size=STATEMENT_CACHE,
                                             connection_class=PooledConnection)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise StorageError(f"cannot connect to {printable(url)}: {error}") from error
        return cls(pool, url)

    async def close(self) -> None:
        await asyncio.gather(self._batcher.idle(), self._moves.idle())
        await self._pool.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresTx]:
        async with self._writing, self._pool.acquire() as conn, conn.transaction():
            yield PostgresTx(conn)

    @asynccontextmanager
    async def schema_transaction(self) -> AsyncIterator[PostgresTx]:
        async with self.transaction() as tx:
            await tx.execute("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))
            yield tx

    def schema_statement(self, sql: str) -> str:
        return postgres_schema(sql)

    async def run(self, body: Callable[[PostgresTx], Awaitable[Result]]) -> Result:
        return await self._batcher.submit(body)

    async def commit_statements(self, statements: list[Statement]) -> None:
        body = Applying(statements)
        if whole_moves([body]):
            await self._moves.submit(body)
        else:
            await self._batcher.submit(body)

    async def _flush_moves(self, bodies: list[Applying]) -> list[Any]:
        """Moves alone, in one statement that commits on its own, beside the other lane's flush (no
        ``writing`` lock); when one of them is stale, a unit at a time, so that it fails alone."""
        async with self._pool.acquire() as conn:
            try:
                await write_moves_at_once(conn, bodies)
                return [None] * len(bodies)
            except Exception:  # a stale move (or a failed trip): each unit is told its own outcome
                return await _units_apart(conn, bodies)

    async def _flush(self, bodies: list[Body]) -> list[Any]:
        """One transaction for every queued unit; each unit's result or failure.

        Units rarely fail, and a savepoint costs two trips to the server a unit, so the units first
        run without one, the moves among them together (``postgres_bulk``: a flush of nothing but
        moves is one statement); only when one fails is all of it undone and run again, a unit at a
        time with a savepoint each, so that the failure undoes its own writes alone (and a stale
        move gets its own StaleVersion)."""
        async with self._writing, self._pool.acquire() as conn:
            tx = PostgresTx(conn)
            moves = [body for body in bodies if is_bulk(body)] if len(bodies) > 1 else []
            try:
                if whole_moves(bodies):
                    await write_moves_at_once(conn, bodies)
                    return [None] * len(bodies)
                async with conn.transaction():
                    if not moves:
                        return [await body(tx) for body in bodies]
                    done = [None if is_bulk(body) else await body(tx) for body in bodies]
                    await write_bulk(conn, moves)
                    return done
            except Exception as error:
                if len(bodies) == 1 and not whole_moves(bodies):
                    return [error]
            return await _units_apart(conn, bodies)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> asyncpg.Record | None:
        return await self._pool.fetchrow(postgres_query(sql), *params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        return await self._pool.fetch(postgres_query(sql), *params)

    async def listen(self, channels: Sequence[str], wake: Callable[[], None]) -> Listening:
        """Call ``wake()`` on every NOTIFY to one of ``channels``, and once each time listening (re)starts,
        for anything sent while it was not; on a connection of its own, opened again when it drops."""
        listening = Listening(self._url, channels, wake)
        await listening.connected()
        return listening

    async def backup(self, destination: str | Path) -> None:
        """A consistent dump with ``pg_dump`` (custom format: restore with ``pg_restore``)."""
        pg_dump = shutil.which("pg_dump")
        if pg_dump is None:
            raise StorageError("pg_dump was not found: install PostgreSQL's client programs to back up")
        process = await asyncio.create_subprocess_exec(
            pg_dump, "--format=custom", f"--file={destination}", self._url,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _, errors = await process.communicate()
        if process.returncode != 0:
            raise StorageError(f"pg_dump failed: {errors.decode(errors='replace').strip()}")


async def _units_apart(conn: asyncpg.Connection, bodies: Sequence[Body]) -> list[Any]:
    """Run ``bodies`` in one transaction, each in a savepoint of its own; each unit's result or failure."""
    tx = PostgresTx(conn)
    outcomes: list[Any] = []
    async with conn.transaction():
        for body in bodies:
            try:
                async with conn.transaction():
                    outcomes.append(await body(tx))
            except Exception as error:  # this unit's own failure: its savepoint is rolled back
                outcomes.append(error)
    return outcomes


class Listening:
    """A LISTEN on its own connection, kept up until :meth:`close` (see :meth:`PostgresDatabase.listen`)."""

    RETRY_S = 1.0  # wait between two attempts to connect again

    def __init__(self, url: str, channels: Sequence[str], wake: Callable[[], None]):
        self._url, self._channels, self._wake = url, tuple(channels), wake
        self._up = asyncio.Event()
        self._task = asyncio.get_running_loop().create_task(self._keep())

    async def connected(self) -> None:
        """Wait until the first LISTEN is in place (the first attempt's failure is raised)."""
        up = asyncio.ensure_future(self._up.wait())
        done, _ = await asyncio.wait({self._task, up}, return_when=asyncio.FIRST_COMPLETED)
        up.cancel()
        if self._task in done:
            self._task.result()

    async def _keep(self) -> None:
        first = True
        while True:
            try:
                conn = await asyncpg.connect(self._url)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
                if first:
                    raise StorageError(f"cannot listen at {printable(self._url)}: {error}") from error
                await asyncio.sleep(self.RETRY_S)
                continue
            first = False
            dropped = asyncio.Event()
            conn.add_termination_listener(lambda _conn, dropped=dropped: dropped.set())
            try:
                for channel in self._channels:
                    await conn.add_listener(channel, lambda *_notice: self._wake())
                self._up.set()
                self._wake()
                await dropped.wait()
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
                pass  # the connection failed while listening: connect again
            finally:
                self._up.clear()
                if not conn.is_closed():
                    await conn.close()

    async def close(self) -> None:
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
