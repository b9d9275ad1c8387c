"""One SQLite database file behind an async interface: pragmas, transactions, reads, online backup.

``await Database.open(path)`` connects (aiosqlite), switches on WAL, foreign keys and
full synchronous commits, and applies pending migrations. All access goes through
one connection guarded by a lock, so a transaction never interleaves with another
coroutine's statements:

    async with db.transaction() as tx:          # BEGIN IMMEDIATE ... COMMIT (ROLLBACK on error)
        await tx.execute("UPDATE ...", (...,))
    rows = await db.fetch_all("SELECT ...", (...,))

SQL in this package stays portable (``?`` placeholders are the only SQLite-ism a
PostgreSQL port would translate); the repositories are the storage interface.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

DEFAULT_PATH = "./canasta.db"


def default_path() -> str:
    """The database file: ``$CANASTA_DB`` or ``./canasta.db``."""
    return os.environ.get("CANASTA_DB") or DEFAULT_PATH


@dataclass(frozen=True)
class Written:
    """What a write statement did."""

    rowcount: int
    lastrowid: int | None


class Tx:
    """Statements inside one open transaction (only valid within ``Database.transaction``)."""

    def __init__(self, conn: aiosqlite.Connection):
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Written:
        cursor = await self._conn.execute(sql, params)
        written = Written(cursor.rowcount, cursor.lastrowid)
        await cursor.close()
        return written

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
        self._lock = asyncio.Lock()
        self.path = path

    @classmethod
    async def open(cls, path: str | Path | None = None, *, migrate: bool = True) -> Database:
        """Connect to ``path`` (default :func:`default_path`) and apply pending migrations."""
        path = str(path or default_path())
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        for pragma in ("journal_mode = WAL", "foreign_keys = ON", "synchronous = FULL",
                       "busy_timeout = 5000"):
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
        async with self._lock:
            await self._conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        async with self._lock:
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
            async with self._lock:
                await self._conn.backup(target)
        finally:
            await target.close()
