"""The storage interface: a database, a SQLite file or a PostgreSQL server, and where it is.

``await open_database(location)`` (:mod:`~bot.storage.opening`) opens ``location`` (default:
``$CANASTA_DB``, else ``./canasta.db``) and applies pending migrations. A ``postgresql://`` URL opens
a PostgreSQL database (:mod:`~bot.storage.postgres_database`); anything else is a SQLite file
(:mod:`~bot.storage.sqlite_database`). Both offer the same calls, so nothing above this
package knows which it has:

    async with db.transaction() as tx:          # one write transaction, rolled back on error
        await tx.execute("UPDATE ...", (...,))
    async with db.batch() as batch:             # committed, with others, when the block ends
        await batch.execute("INSERT ...", (...,))
    seat = await db.run(take_a_seat)            # a whole transaction as one unit of the group commit
    rows = await db.fetch_all("SELECT ...", (...,))

Rows read like ``sqlite3.Row``: by column name or position, and ``dict(row)``. SQL is written
once, with ``?`` placeholders (:mod:`~bot.storage.dialect` translates for PostgreSQL).
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from .batch import Batch, Statement

Result = TypeVar("Result")

DEFAULT_LOCATION = "./canasta.db"


def default_location() -> str:
    """The database: ``$CANASTA_DB`` (a file path or a ``postgresql://`` URL), else ``./canasta.db``."""
    return os.environ.get("CANASTA_DB") or DEFAULT_LOCATION


def is_postgres_url(location: str | Path) -> bool:
    return str(location).startswith(("postgresql://", "postgres://"))


class Database(ABC):
    """A migrated database; create with :func:`~bot.storage.opening.open_database`."""

    location: str  # fit to print: a file path, or a PostgreSQL URL without its password

    @abstractmethod
    async def close(self) -> None:
        """Finish what is queued to commit, then disconnect."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Any]:
        """One write transaction: committed when the block ends, rolled back if it raises. Write
        transactions of one process never interleave, with each other or with the group commit."""

    @abstractmethod
    def schema_transaction(self) -> AbstractAsyncContextManager[Any]:
        """A write transaction that also keeps every other process from changing the schema meanwhile."""

    def schema_statement(self, sql: str) -> str:
        """A migration's statement as this database takes it (see ``dialect``)."""
        return sql

    @abstractmethod
    async def run(self, body: Callable[[Any], Awaitable[Result]]) -> Result:
        """One write transaction as a unit of the group commit: ``body(tx)`` is an async function
        over the transaction's statements. It commits with the group commit's next flush and
        returns ``body``'s result; if ``body`` raises, its writes are undone and the error raised here.
        ``body`` must do nothing but its statements: SQLite runs it in a thread, to its end, and
        PostgreSQL runs it again when another unit of its flush fails."""

    @abstractmethod
    async def commit_statements(self, statements: list[Statement]) -> None:
        """Commit ``statements`` as one unit of the group commit; raises what made them fail."""

    @asynccontextmanager
    async def batch(self) -> AsyncIterator[Batch]:
        """Writes collected in the block, committed when it ends together with the batches that
        arrive meanwhile (one transaction). The block returns once they are committed; if it raises,
        nothing is written. A statement of the batch that fails (``update_one`` finding a stale
        version) raises here and rolls back this batch alone."""
        batch = Batch()
        yield batch
        if batch.statements:
            await self.commit_statements(batch.statements)

    @abstractmethod
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any | None:
        """The first row of a query, or None."""

    @abstractmethod
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Every row of a query."""

    @abstractmethod
    async def backup(self, destination: str | Path) -> None:
        """Write a consistent copy of the live database to the file ``destination``."""
