"""The statements of one unit of play's writes, collected now and run later in a shared transaction.

A :class:`Batch` collects the statements of one unit of work (an action and what it brings: a
score, the next deal) without running them; :func:`apply` turns them into a transaction body,
which the database's group commit runs together with the other units that arrived meanwhile.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any


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


class Applying:
    """A transaction body that runs ``statements`` in order (a stale one raises StaleVersion); the
    statements stay readable, so a database can write many such units' alike statements at once."""

    def __init__(self, statements: list[Statement]):
        self.statements = statements

    async def __call__(self, tx) -> None:
        for statement in self.statements:
            if statement.stale is None:
                await tx.execute(statement.sql, statement.params)
            else:
                await tx.update_one(statement.sql, statement.params, statement.stale)


def apply(statements: list[Statement]) -> Callable[[Any], Awaitable[None]]:
    """A transaction body that runs ``statements`` in order (see :class:`Applying`)."""
    return Applying(statements)
