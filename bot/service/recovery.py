"""Rebuilding tables' matches from the store: seats, names, and the deal in play replayed.

Many tables load together, in a few queries for all of them. A match is rebuilt from
the start of its deal in play (the teams' totals come from the last scored deal) and
that deal's actions, so a restart costs one deal's replay a table however long the
match. The log is checked before it is trusted: deals numbered 0, 1, 2, ..., every deal
but the last scored, the last scored deal's totals stored, the deal in play's actions
numbered 1..version without a gap. Replaying runs in a worker thread so that it does not
stall the event loop.
"""

from __future__ import annotations

import asyncio

from engine import variants
from engine.match import Match, replay_deal

from ..storage import StorageError, deals, players, tables
from ..storage.tables import SeatRow, TableRow
from .live import LiveTable


def check_log(table_id: int, deal_rows: list[deals.DealRow], scored: tuple[int, tuple[int, ...]] | None,
              log: list[deals.LoggedAction]) -> None:
    """Raise StorageError unless the deals, the last totals and the deal in play's log fit together."""
    if [d.number for d in deal_rows] != list(range(len(deal_rows))) or not deal_rows:
        raise StorageError(f"table {table_id}: deals are not numbered 0, 1, 2, ...")
    if any(d.status != "scored" for d in deal_rows[:-1]):
        raise StorageError(f"table {table_id}: a deal before the last one is not scored")
    last = deal_rows[-1]
    if (scored[0] if scored else -1) != last.number - 1:
        raise StorageError(f"table {table_id}: the scores of deal {last.number - 1} are missing")
    if [(a.deal_number, a.seq) for a in log] != [(last.number, seq) for seq in range(1, last.version + 1)]:
        raise StorageError(f"table {table_id}: the action log does not match the deal versions")


def _replayed(row: TableRow, deal_rows: list[deals.DealRow], scored, log: list[deals.LoggedAction]) -> Match:
    check_log(row.id, deal_rows, scored, log)
    last = deal_rows[-1]
    totals = scored[1] if scored else variants.get(row.variant).starting_scores()
    match = replay_deal(row.variant, row.seed, row.target, last.number, totals, [a.action for a in log],
                        row.engine_revision)
    if match.number != last.number and not match.is_over:
        raise StorageError(f"table {row.id}: replay reached deal {match.number}, the store has {last.number}")
    return match


def _replay_all(rows: list[TableRow], deal_rows: dict, scored: dict,
                logs: dict) -> dict[int, Match | Exception]:
    outcomes: dict[int, Match | Exception] = {}
    for row in rows:
        try:
            outcomes[row.id] = _replayed(row, deal_rows[row.id], scored.get(row.id), logs[row.id])
        except Exception as error:  # a damaged table must not keep the others from resuming
            outcomes[row.id] = error
    return outcomes


async def load_all(db, rows: list[TableRow]) -> dict[int, LiveTable | Exception]:
    """The live tables of started matches, rebuilt from the store; for a table whose record cannot
    be replayed, the error instead."""
    ids = [row.id for row in rows]
    seats = await tables.seats_of(db, ids)
    names = await players.names(db, [s.user_id for taken in seats.values() for s in taken
                                     if s.user_id is not None])
    deal_rows = await deals.deals_of_tables(db, ids)
    scored = await deals.last_totals(db, ids)
    logs = await deals.actions_in_play(db, ids)
    matches = await asyncio.to_thread(_replay_all, rows, deal_rows, scored, logs)
    loaded: dict[int, LiveTable | Exception] = {}
    for row in rows:
        match = matches[row.id]
        if isinstance(match, Exception):
            loaded[row.id] = match
            continue
        users = {s.user_id for s in seats[row.id]}
        loaded[row.id] = LiveTable(row, seats[row.id], {u: n for u, n in names.items() if u in users},
                                   match, deal_rows[row.id][-1].version, [a.action for a in logs[row.id]])
    return loaded


def begun(row: TableRow, seats: list[SeatRow], names: dict[int, str]) -> LiveTable:
    """The live table of a match that has just started (its first deal dealt, nothing played):
    what ``load`` rebuilds from the store, without reading the empty log back."""
    return LiveTable(row, seats, names,
                     Match(variants.get(row.variant, row.engine_revision), row.seed, row.target), 0)


async def load(db, row: TableRow) -> LiveTable:
    """The live table of one started match (StorageError if its record cannot be replayed)."""
    live = (await load_all(db, [row]))[row.id]
    if isinstance(live, Exception):
        raise live
    return live


async def unfinished(db) -> list[TableRow]:
    """Tables whose match is running or paused."""
    return await tables.in_status(db, ("playing", "paused"))
