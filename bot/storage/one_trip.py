"""Transactions that run to their end in the writer thread: one trip however many statements they hold.

A repository function takes anything with the transaction's interface (``execute``,
``fetch_one`` and the rest, each awaited). :class:`ConnectionTx` offers that interface over a
plain ``sqlite3`` connection, doing each statement at once, so a coroutine whose only awaits
are its statements never suspends: :func:`run_to_end` runs it to completion in one call,
which the writer thread can make (``Database.run``). A coroutine that does wait on something
else (a lock, a sleep, another connection) is refused: it would stall the writer.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Coroutine, Sequence
from typing import Any

from .errors import StaleVersion


class ConnectionTx:
    """A transaction's statements on a connection already inside it (the writer thread's)."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._conn.execute(sql, params)

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an INSERT; the new row's id."""
        row_id = self._conn.execute(sql, params).lastrowid
        assert row_id is not None
        return row_id

    async def changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run a write; the number of rows it changed."""
        return self._conn.execute(sql, params).rowcount

    async def update_one(self, sql: str, params: Sequence[Any], stale: str) -> None:
        """An update that must change exactly one row; otherwise StaleVersion(stale)."""
        if self._conn.execute(sql, params).rowcount != 1:
            raise StaleVersion(stale)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._conn.executemany(sql, rows)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        return self._conn.execute(sql, params).fetchone()

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return self._conn.execute(sql, params).fetchall()


class Suspended(RuntimeError):
    """A one-trip transaction waited on something other than its own statements."""


def run_to_end(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that never suspends to its end and return its result (or raise what it raised)."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    coroutine.close()
    raise Suspended("a one-trip transaction waited on something besides its statements")
