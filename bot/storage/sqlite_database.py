"""A SQLite database file behind the storage interface: pragmas, transactions, group commits, reads, backup.

``SqliteDatabase.connect(path)`` connects (aiosqlite) and switches on WAL, foreign keys and
``synchronous = NORMAL``. Reads and transactions go through one connection guarded by a lock,
so a transaction never interleaves with another coroutine's statements; play's batches and the
lobby's one-trip transactions go through the group commit (``group_commit``), which runs in a
writer thread with a connection of its own.

Durability: in WAL mode with ``synchronous = NORMAL`` a commit is written to the log before
it returns, so a killed process loses nothing it committed; the log is synced to disk at
each checkpoint, so a power cut or an operating-system crash can lose the transactions of
the last moments (never the database's consistency). docs/storage.md says more.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from .batch import Statement
from .db import Database
from .errors import StaleVersion
from .group_commit import GroupCommitter
from .one_trip import ConnectionTx

Result = TypeVar("Result")


_PRAGMAS = ("journal_mode = WAL", "foreign_keys = ON", "synchronous = NORMAL", "busy_timeout = 5000")


def _connect(path: str) -> sqlite3.Connection:
    """The writer thread's connection (plain sqlite3, in autocommit mode like the reader's)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    for pragma in _PRAGMAS:
        conn.execute(f"PRAGMA {pragma}")
    return conn


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


class SqliteDatabase(Database):
    """A SQLite database file; create with :meth:`connect` (or ``open_database(path)``)."""

    def __init__(self, conn: aiosqlite.Connection, path: str):
        self._conn = conn
        self._lock = asyncio.Lock()  # the reader connection: one coroutine's statements at a time
        self._writing = asyncio.Lock()  # one writer at a time over both connections
        self._committer = GroupCommitter(lambda: _connect(path), self._writing)
        self.location = path

    @classmethod
    async def connect(cls, path: str) -> SqliteDatabase:
        """Connect to the file ``path`` (created if missing), with the pragmas above; no migration."""
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        try:
            for pragma in _PRAGMAS:
                await conn.execute(f"PRAGMA {pragma}")
        except BaseException:  # not a database, or read-only: the connection's thread must not outlive it
            await conn.close()  # (a live thread keeps the process from exiting)
            raise
        return cls(conn, path)

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

    def schema_transaction(self) -> AbstractAsyncContextManager[Tx]:
        return self.transaction()  # BEGIN IMMEDIATE already keeps every other writer out

    async def run(self, body: Callable[[ConnectionTx], Awaitable[Result]]) -> Result:
        """In one trip to the writer thread (``one_trip`` refuses a body that waits on anything else)."""
        return await self._committer.run(body)

    async def commit_statements(self, statements: list[Statement]) -> None:
        await self._committer.commit(statements)

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
