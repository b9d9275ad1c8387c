"""Copying every row of one database into another, empty one, then checking the copy row by row.

``canasta db copy`` moves a server's data from its SQLite file to PostgreSQL (``bot/cli/db_copy.py``
adds the replay of every table). Tables go in an order that keeps every foreign key satisfied,
each in pages read by its key, so a large file never sits in memory whole; each page is one
write transaction. The target's row ids keep their values, and its identity columns continue
after the largest. SQLite keeps booleans as 0 and 1; they are written as booleans where the
target's column is one, and compared as numbers when the copy is checked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .db import Database
from .errors import StorageError

PAGE = 5000  # rows read and written at a time

# Every table the migrations make but schema_version and PASSING, parents before children, with its key.
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", ("user_id",)),
    ("game_tables", ("id",)),
    ("seats", ("table_id", "seat")),
    ("deals", ("table_id", "number")),
    ("actions", ("table_id", "deal_number", "seq")),
    ("deal_scores", ("table_id", "deal_number", "team")),
    ("score_items", ("table_id", "deal_number", "side", "position")),
    ("discord_messages", ("table_id", "kind", "user_id")),
    ("player_settings", ("user_id",)),
    ("player_languages", ("user_id",)),
    ("closed_dms", ("table_id", "user_id")),
    ("leagues", ("id",)),
    ("league_seasons", ("id",)),
    ("league_members", ("league_id", "user_id")),
    ("league_matches", ("table_id",)),
    ("league_match_players", ("table_id", "user_id")),
    ("league_ratings", ("season_id", "user_id")),
    ("league_totals", ("season_id", "user_id")),
)
IDENTITY_TABLES = ("game_tables", "leagues", "league_seasons")  # id numbered by the database
# Tables whose rows live for a moment and mean nothing to another database: not copied.
PASSING = ("relayed_interactions",)


@dataclass(frozen=True)
class Copied:
    rows: dict[str, int]  # table -> rows copied


async def _pages(db: Database, table: str, key: tuple[str, ...]):
    """Every row of ``table`` in key order, a page at a time."""
    order = ", ".join(key)
    last: tuple | None = None
    while True:
        after = "" if last is None else f"WHERE ({order}) > ({', '.join('?' for _ in key)}) "
        rows = await db.fetch_all(f"SELECT * FROM {table} {after}ORDER BY {order} LIMIT {PAGE}", last or ())
        if not rows:
            return
        yield rows
        last = tuple(rows[-1][column] for column in key)


async def _boolean_columns(target: Database) -> dict[str, set[str]]:
    rows = await target.fetch_all(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND data_type = 'boolean'")
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(row["table_name"], set()).add(row["column_name"])
    return found


async def require_empty(db: Database, purpose: str) -> None:
    """StorageError unless no table of ``db`` holds a row (``purpose``: what needs it empty)."""
    for table, _ in TABLES:
        if await db.fetch_one(f"SELECT 1 AS found FROM {table} LIMIT 1") is not None:
            raise StorageError(f"{db.location} already holds data ({table}): {purpose}")


async def empty(db: Database) -> None:
    """Delete every row of every table (children before parents)."""
    async with db.transaction() as tx:
        for table, _ in reversed(TABLES):
            await tx.execute(f"DELETE FROM {table}")


async def copy_rows(source: Database, target: Database, progress: Callable[[str, int], None]) -> Copied:
    """Copy every row of ``source`` into the empty PostgreSQL database ``target`` (both migrated to
    the same version); ``progress(table, rows)`` after each table."""
    await require_empty(target, "copy into an empty database (after a copy that stopped half-way, "
                                "drop the database and create it again)")
    booleans = await _boolean_columns(target)
    counts: dict[str, int] = {}
    for table, key in TABLES:
        counts[table] = 0
        async for rows in _pages(source, table, key):
            columns = list(rows[0].keys())
            flags = [column in booleans.get(table, ()) for column in columns]
            values = [tuple(bool(value) if flag and value is not None else value
                            for value, flag in zip(row, flags, strict=True)) for row in rows]
            sql = (f"INSERT INTO {table} ({', '.join(columns)}) "
                   f"VALUES ({', '.join('?' for _ in columns)})")
            async with target.transaction() as tx:
                await tx.executemany(sql, values)
            counts[table] += len(rows)
        progress(table, counts[table])
    async with target.transaction() as tx:
        for table in IDENTITY_TABLES:
            await tx.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                             f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
    return Copied(counts)


def _comparable(row) -> tuple:
    return tuple(int(v) if isinstance(v, bool) else v for v in row)


async def differences(source: Database, target: Database) -> list[str]:
    """Where ``target`` differs from ``source``, row by row (empty when the copy is whole)."""
    found: list[str] = []
    for table, key in TABLES:
        theirs = _pages(target, table, key)
        count = 0
        async for rows in _pages(source, table, key):
            copied = await anext(theirs, [])
            mine = [_comparable(row) for row in rows]
            if mine != [_comparable(row) for row in copied]:
                found.append(f"{table}: rows {count + 1}-{count + len(rows)} differ")
                break
            count += len(rows)
        else:
            if await anext(theirs, None) is not None:
                found.append(f"{table}: the copy has rows the source has not")
    return found
