"""SQLite's group commit: units of work arriving together share a transaction and a trip to a writer thread.

:meth:`GroupCommitter.commit` queues the statements of a :class:`~bot.storage.batch.Batch`;
:meth:`GroupCommitter.run` queues a whole transaction that reads as well as writes (a
lobby change: check the seats, then take one), written as a coroutine over the statements of
a :class:`~bot.storage.one_trip.ConnectionTx`. One flush at a time (a
:class:`~bot.core.batching.Batcher`) takes every unit queued so far and, in the writer thread,
runs them in a single ``BEGIN IMMEDIATE ... COMMIT``, each inside its own savepoint, so a
unit that fails (a stale version, a refused request) is rolled back alone and the others
still commit. Each caller returns once the transaction holding its unit has committed,
never sooner: what the caller then tells a player is in the database file. Under load a
flush carries everything that queued while the one before it ran; alone, a unit commits at once.

The writer has its own SQLite connection (WAL lets the reader connection go on reading
meanwhile); the ``writing`` lock it shares with the other connection keeps the two from
ever waiting on each other inside SQLite.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

from ..core.batching import Batcher
from .batch import Statement, apply
from .one_trip import ConnectionTx, run_to_end

Result = TypeVar("Result")
Unit = Callable[[sqlite3.Connection], Any]  # a unit of work, run in the writer thread within the transaction


def _run_body(body: Callable[[ConnectionTx], Awaitable[Any]], conn: sqlite3.Connection) -> Any:
    return run_to_end(body(ConnectionTx(conn)))


def _commit_group(conn: sqlite3.Connection, units: list[Unit]) -> list[Any]:
    """One transaction for all ``units`` (runs in the writer thread); each unit's result or failure."""
    outcomes: list[Any] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for unit in units:
            conn.execute("SAVEPOINT unit")
            try:
                outcomes.append(unit(conn))
            except Exception as error:  # this unit's own failure: undo its writes alone
                conn.execute("ROLLBACK TO unit")
                outcomes.append(error)
            conn.execute("RELEASE unit")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return outcomes


class GroupCommitter:
    """Commits units of work for one database file through one writer thread and connection."""

    def __init__(self, connect: Callable[[], sqlite3.Connection], writing: asyncio.Lock):
        self._connect = connect
        self._writing = writing
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="canasta-writer")
        self._conn: sqlite3.Connection | None = None
        self._batcher: Batcher[Unit, Any] = Batcher(self._flush)
        self._closed = False

    async def commit(self, statements: list[Statement]) -> None:
        """Commit ``statements`` as one unit (with whatever else is queued); raises what made it fail."""
        await self.run(apply(statements))

    async def run(self, body: Callable[[ConnectionTx], Awaitable[Result]]) -> Result:
        """Run ``body(tx)`` as one unit in the writer thread (see ``one_trip``); its result once
        committed, or what it raised (its writes undone)."""
        return await self._batcher.submit(partial(_run_body, body))

    async def _flush(self, units: list[Unit]) -> list[Any]:
        loop = asyncio.get_running_loop()
        async with self._writing:
            return await loop.run_in_executor(self._thread, self._commit_in_thread, units)

    def _commit_in_thread(self, units: list[Unit]) -> list[Any]:
        if self._conn is None:
            self._conn = self._connect()
        return _commit_group(self._conn, units)

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
