"""Queries over many tables at once: the ids go in groups small enough for SQLite's limit on parameters."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")

GROUP = 500  # ids per statement (SQLite allows 32,766 parameters; a smaller group keeps each statement short)


async def rows_for_ids(q, sql: str, ids: Sequence[int]) -> list:
    """Every row of ``sql`` (which has ``{ids}`` where the list of ids goes) for all ``ids``."""
    rows: list = []
    for start in range(0, len(ids), GROUP):
        group = list(ids[start:start + GROUP])
        rows.extend(await q.fetch_all(sql.format(ids=", ".join("?" for _ in group)), group))
    return rows


def by_table(rows: list, table_ids: Sequence[int], make: Callable[[dict], T]) -> dict[int, list[T]]:
    """``make`` of each row (its columns but ``table_id``), listed under its table; every id gets a list."""
    found: dict[int, list[T]] = {table_id: [] for table_id in table_ids}
    for row in rows:
        values = dict(row)
        found[values.pop("table_id")].append(make(values))
    return found
