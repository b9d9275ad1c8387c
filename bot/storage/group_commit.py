"""Group commit: write batches that arrive together share one transaction and one trip to a writer thread.

A :class:`Batch` collects the statements of one unit of work (an action and what it
brings: a score, the next deal) without running them. :meth:`GroupCommitter.commit` queues
the batch; one flush at a time (a :class:`~bot.batching.Batcher`) takes every batch queued
so far and, in the writer thread, runs them in a single ``BEGIN IMMEDIATE ... COMMIT``, each
inside its own savepoint, so a batch that fails (a stale version) is rolled back alone and
the others still commit. Each
caller returns once the transaction holding its batch has committed, never sooner: what
the caller then tells a player is in the database file. Under load a flush carries
everything that queued while the one before it ran; alone, a batch commits at once.

The writer has its own SQLite connection (WAL lets the reader connection go on reading
meanwhile); the ``writing`` lock it shares with the other connection keeps the two from
ever waiting on each other inside SQLite.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..batching import Batcher
from .errors import StaleVersion


@dataclass(frozen=True)
class Statement:
    sql: str
    params: tuple
    stale: str | None = None  # when set, the statement must change exactly one row, else StaleVersion(stale)


class Batch:
    """The statements of one unit of work, collected to be committed with others (see ``Database.batch``).

    It offers the write half of a transaction's interface, so the repositories' write functions
    take either; a statement's effect is known only after the commit, so nothing is returned."""

    def __init__(self) -> None:
        self.statements: list[Statement] = []

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.statements.append(Statement(sql, tuple(params)))

    async def update_one(self, sql: str, params: Sequence[Any], stale: str) -> None:
        """An update that must change exactly one row; otherwise the batch fails with StaleVersion(stale)."""
        self.statements.append(Statement(sql, tuple(params), stale))


def _run_statements(conn: sqlite3.Connection, statements: list[Statement]) -> None:
    for statement in statements:
        cursor = conn.execute(statement.sql, statement.params)
        if statement.stale is not None and cursor.rowcount != 1:
            raise StaleVersion(statement.stale)


def _commit_group(conn: sqlite3.Connection, batches: list[list[Statement]]) -> list[Exception | None]:
    """One transaction for all ``batches`` (runs in the writer thread); each batch's failure or None."""
    outcomes: list[Exception | None] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statements in batches:
            conn.execute("SAVEPOINT batch")
            try:
                _run_statements(conn, statements)
            except (sqlite3.Error, StaleVersion) as error:
                conn.execute("ROLLBACK TO batch")
                outcomes.append(error)
            else:
                outcomes.append(None)
            conn.execute("RELEASE batch")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return outcomes


class GroupCommitter:
    """Commits batches for one database file through one writer thread and connection."""

    def __init__(self, connect: Callable[[], sqlite3.Connection], writing: asyncio.Lock):
        self._connect = connect
        self._writing = writing
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="canasta-writer")
        self._conn: sqlite3.Connection | None = None
        self._batcher: Batcher[list[Statement], None] = Batcher(self._flush)
        self._closed = False

    async def commit(self, statements: list[Statement]) -> None:
        """Commit ``statements`` as one unit (with whatever else is queued); raises what made it fail."""
        await self._batcher.submit(statements)

    async def _flush(self, batches: list[list[Statement]]) -> list[Exception | None]:
        loop = asyncio.get_running_loop()
        async with self._writing:
            return await loop.run_in_executor(self._thread, self._commit_in_thread, batches)

    def _commit_in_thread(self, batches: list[list[Statement]]) -> list[Exception | None]:
        if self._conn is None:
            self._conn = self._connect()
        return _commit_group(self._conn, batches)

    async def close(self) -> None:
        """Finish what is queued, then close the writer's connection and thread."""
        await self._batcher.idle()
        if not self._closed:
            self._closed = True
            await asyncio.get_running_loop().run_in_executor(self._thread, self._close_in_thread)
            self._thread.shutdown(wait=True)

    def _close_in_thread(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
