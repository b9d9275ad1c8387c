"""Rebuilding a table's match from the store: seats, names, and the replayed action log.

The log is checked before it is trusted: deals numbered 0, 1, 2, ..., every deal but
the last scored, each deal's actions numbered 1..version without a gap. Replaying
runs in a worker thread so a long match does not stall the event loop.
"""

from __future__ import annotations

import asyncio

from engine.match import replay

from ..storage import StorageError, deals, players, tables
from ..storage.tables import TableRow
from .live import LiveTable


def check_log(table_id: int, deal_rows: list[deals.DealRow], log: list[deals.LoggedAction]) -> None:
    """Raise StorageError unless the deals and the log fit together."""
    if [d.number for d in deal_rows] != list(range(len(deal_rows))) or not deal_rows:
        raise StorageError(f"table {table_id}: deals are not numbered 0, 1, 2, ...")
    if any(d.status != "scored" for d in deal_rows[:-1]):
        raise StorageError(f"table {table_id}: a deal before the last one is not scored")
    expected = [(d.number, seq) for d in deal_rows for seq in range(1, d.version + 1)]
    if [(a.deal_number, a.seq) for a in log] != expected:
        raise StorageError(f"table {table_id}: the action log does not match the deal versions")


async def load(db, row: TableRow) -> LiveTable:
    """The live table of a started match, rebuilt from the store."""
    seats = await tables.seats(db, row.id)
    names = await players.names(db, [s.user_id for s in seats if s.user_id is not None])
    deal_rows = await deals.deals_of(db, row.id)
    log = await deals.actions_of(db, row.id)
    check_log(row.id, deal_rows, log)
    match = await asyncio.to_thread(replay, row.variant, row.seed, [a.action for a in log], row.target)
    last = deal_rows[-1]
    if match.number != last.number and not match.is_over:
        raise StorageError(f"table {row.id}: replay reached deal {match.number}, the store "
                           f"has {last.number}")
    return LiveTable(row, seats, names, match, last.version)


async def unfinished(db) -> list[TableRow]:
    """Tables whose match is running or paused."""
    return await tables.in_status(db, ("playing", "paused"))
