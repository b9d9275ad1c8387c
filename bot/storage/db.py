"""One SQLite database file behind an async interface: pragmas, transactions, group commits, reads, backup.

``await Database.open(path)`` connects (aiosqlite), switches on WAL, foreign keys and
``synchronous = NORMAL``, and applies pending migrations. Reads and transactions go through
one connection guarded by a lock, so a transaction never interleaves with another
coroutine's statements; play's writes go through :meth:`Database.batch`, which commits
batches arriving together in one transaction and one trip to a writer thread
(``group_commit``), and the lobby's through :meth:`Database.run`, a transaction run to its
end in that thread (``one_trip``):

    async with db.transaction() as tx:          # BEGIN IMMEDIATE ... COMMIT (ROLLBACK on error)
        await tx.execute("UPDATE ...", (...,))
    async with db.batch() as batch:             # committed, with others, when the block ends
        await batch.execute("INSERT ...", (...,))
    seat = await db.run(take_a_seat)            # a whole transaction in one trip to the writer
    rows = await db.fetch_all("SELECT ...", (...,))

Durability: in WAL mode with ``synchronous = NORMAL`` a commit is written to the log before
it returns, so a killed process loses nothing it committed; the log is synced to disk at
each checkpoint, so a power cut or an operating-system crash can lose the transactions of
the last moments (never the database's consistency). docs/storage.md says more.

SQL in this package stays portable (``?`` placeholders are the only SQLite-ism a
PostgreSQL port would translate); the repositories are the storage interface.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from .errors import StaleVersion
from .group_commit import Batch, GroupCommitter
from .one_trip import ConnectionTx

Result = TypeVar("Result")

DEFAULT_PATH = "./canasta.db"


_PRAGMAS = ("journal_mode = WAL", "foreign_keys = ON", "synchronous = NORMAL", "busy_timeout = 5000")


def _connect(path: str) -> sqlite3.Connection:
    """The writer thread's connection (plain sqlite3, in autocommit mode like the reader's)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    for pragma in _PRAGMAS:
        conn.execute(f"PRAGMA {pragma}")
    return conn


def default_path() -> str:
    """The database file: ``$CANASTA_DB`` or ``./canasta.db``."""
    return os.environ.get("CANASTA_DB") or DEFAULT_PATH


class Tx:
    """Statements inside one open transaction (only valid within ``Database.transaction``).

    Each call is one trip to the connection's thread, but ``changed`` (and ``update_one``), which read
    the statement's cursor after it ran and so need a second trip to close it."""

    def __init__(self, conn: aiosqlite.Connection):
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._conn.execute_fetchall(sql, params)

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an INSERT; the new row's id."""
        row = await self._conn.execute_insert(sql, params)
        assert row is not None
        return row[0]

    async def changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run a write; the number of rows it changed."""
        cursor = await self._conn.execute(sql, params)
        count = cursor.rowcount
        await cursor.close()
        return count

    async def update_one(self, sql: str, params: Sequence[Any], stale: str) -> None:
        """An update that must change exactly one row; otherwise StaleVersion(stale)."""
        if await self.changed(sql, params) != 1:
            raise StaleVersion(stale)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """One statement for each of ``rows`` (in one step, not a step a row)."""
        await self._conn.executemany(sql, rows)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        rows = await self._conn.execute_fetchall(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return list(await self._conn.execute_fetchall(sql, params))


class Database:
    """The application's SQLite database; create with :meth:`open`."""

    def __init__(self, conn: aiosqlite.Connection, path: str):
        self._conn = conn
        self._lock = asyncio.Lock()  # the reader connection: one coroutine's statements at a time
        self._writing = asyncio.Lock()  # one writer at a time over both connections
        self._committer = GroupCommitter(lambda: _connect(path), self._writing)
        self.path = path

    @classmethod
    async def open(cls, path: str | Path | None = None, *, migrate: bool = True) -> Database:
        """Connect to ``path`` (default :func:`default_path`) and apply pending migrations."""
        path = str(path or default_path())
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        for pragma in _PRAGMAS:
            await conn.execute(f"PRAGMA {pragma}")
        db = cls(conn, path)
        if migrate:
            from .migrate import upgrade
            try:
                await upgrade(db)
            except BaseException:
                await db.close()
                raise
        return db

    async def close(self) -> None:
        await self._committer.close()
        async with self._lock:
            await self._conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        async with self._lock, self._writing:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield Tx(self._conn)
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            try:
                await self._conn.execute("COMMIT")
            except BaseException:
                if self._conn.in_transaction:
                    await self._conn.execute("ROLLBACK")
                raise

    async def run(self, body: Callable[[ConnectionTx], Awaitable[Result]]) -> Result:
        """One write transaction in one trip to the writer thread: ``body(tx)`` is an async function
        whose only awaits are ``tx``'s statements (``one_trip`` refuses any other wait). It commits
        with the group commit's next flush and returns ``body``'s result; if ``body`` raises,
        its writes are undone and the error raised here."""
        return await self._committer.run(body)

    @asynccontextmanager
    async def batch(self) -> AsyncIterator[Batch]:
        """Writes collected in the block, committed when it ends together with the batches that
        arrive meanwhile (one transaction, one trip to the writer thread). The block returns
        once they are committed; if it raises, nothing is written. A statement of the batch
        that fails (``update_one`` finding a stale version) raises here and rolls back this
        batch alone."""
        batch = Batch()
        yield batch
        if batch.statements:
            await self._committer.commit(batch.statements)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        async with self._lock:
            rows = await self._conn.execute_fetchall(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._conn.execute_fetchall(sql, params))

    async def backup(self, destination: str | Path) -> None:
        """Copy the live database to ``destination`` with SQLite's online backup API."""
        target = await aiosqlite.connect(str(destination))
        try:
            async with self._lock, self._writing:
                await self._conn.backup(target)
        finally:
            await target.close()
