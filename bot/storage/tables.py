"""Game tables (lobby settings, status, result) and their seats: who or what sits where.

Statuses: ``lobby`` (seats being filled), ``playing``, ``paused`` (waiting for an absent
player), ``finished`` and ``abandoned``. The first three are *open*: a channel has at
most one open table. A seat row holds a Discord user or a computer level; ``away``
marks a user a computer is standing in for.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .clock import now
from .many import by_table, rows_for_ids

OPEN_STATUSES = ("lobby", "playing", "paused")
_OPEN = "('lobby', 'playing', 'paused')"


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int | None
    computer_level: str | None
    away: bool

    @property
    def is_computer(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class TableRow:
    id: int
    guild_id: int
    channel_id: int
    owner_id: int
    variant: str
    target: int
    timer_s: int
    on_timeout: str
    options: dict
    seed: str | None
    status: str
    winner_team: int | None
    end_reason: str | None
    league_id: int | None
    created_at: str
    started_at: str | None
    finished_at: str | None
    engine_revision: int  # the engine revision the match is played by (engine.variants.REVISION)

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


def _table(row) -> TableRow:
    values = dict(row)
    values["options"] = json.loads(values["options"])
    return TableRow(**values)


async def create(tx, *, guild_id: int, channel_id: int, owner_id: int, variant: str, target: int,
                 timer_s: int, on_timeout: str, options: dict, seed: str,
                 league_id: int | None = None) -> int:
    """A new table in the lobby whose match will be dealt from ``seed``; returns its id."""
    return await tx.insert(
        "INSERT INTO game_tables (guild_id, channel_id, owner_id, variant, target, timer_s, "
        "on_timeout, options, seed, status, league_id, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?)",
        (guild_id, channel_id, owner_id, variant, target, timer_s, on_timeout,
         json.dumps(options, sort_keys=True), seed, league_id, now()))


async def get(q, table_id: int) -> TableRow | None:
    row = await q.fetch_one("SELECT * FROM game_tables WHERE id = ?", (table_id,))
    return _table(row) if row else None


_TABLE_COLUMNS = ", ".join(f"t.{field}" for field in TableRow.__dataclass_fields__)


async def get_with_seats(q, table_id: int) -> tuple[TableRow, list[SeatRow], dict[int, str]] | None:
    """A table with its seats (in seat order) and the seated people's names, in one query."""
    rows = await q.fetch_all(
        f"SELECT {_TABLE_COLUMNS}, s.seat AS seat_number, s.user_id AS seat_user, s.computer_level, s.away, "
        "p.display_name FROM game_tables t LEFT JOIN seats s ON s.table_id = t.id "
        "LEFT JOIN players p ON p.user_id = s.user_id WHERE t.id = ? ORDER BY s.seat", (table_id,))
    if not rows:
        return None
    table = _table({field: rows[0][field] for field in TableRow.__dataclass_fields__})
    taken = [SeatRow(row["seat_number"], row["seat_user"], row["computer_level"], bool(row["away"]))
             for row in rows if row["seat_number"] is not None]
    names = {row["seat_user"]: row["display_name"] for row in rows if row["display_name"] is not None}
    return table, taken, names


async def open_in_channel(q, channel_id: int) -> TableRow | None:
    row = await q.fetch_one(
        f"SELECT * FROM game_tables WHERE channel_id = ? AND status IN {_OPEN}", (channel_id,))
    return _table(row) if row else None


async def in_status(q, statuses: tuple[str, ...]) -> list[TableRow]:
    marks = ", ".join("?" for _ in statuses)
    rows = await q.fetch_all(
        f"SELECT * FROM game_tables WHERE status IN ({marks}) ORDER BY id", statuses)
    return [_table(row) for row in rows]


async def count_open_in_guild(q, guild_id: int) -> int:
    row = await q.fetch_one(
        f"SELECT COUNT(*) AS n FROM game_tables WHERE guild_id = ? AND status IN {_OPEN}",
        (guild_id,))
    return row["n"]


async def count_open_for_user(q, user_id: int) -> int:
    """Open tables the user owns or sits at."""
    row = await q.fetch_one(
        f"SELECT COUNT(*) AS n FROM game_tables t WHERE t.status IN {_OPEN} AND "
        "(t.owner_id = ? OR EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.user_id = ?))",
        (user_id, user_id))
    return row["n"]


async def set_owner(tx, table_id: int, owner_id: int) -> None:
    await tx.execute("UPDATE game_tables SET owner_id = ? WHERE id = ?", (owner_id, table_id))


async def set_status(tx, table_id: int, status: str) -> None:
    await tx.execute("UPDATE game_tables SET status = ? WHERE id = ?", (status, table_id))


async def set_options(tx, table_id: int, options: dict) -> None:
    await tx.execute("UPDATE game_tables SET options = ? WHERE id = ?",
                     (json.dumps(options, sort_keys=True), table_id))


async def mark_started(tx, table_id: int, seed: str, engine_revision: int) -> None:
    await tx.execute(
        "UPDATE game_tables SET status = 'playing', seed = ?, started_at = ?, engine_revision = ? "
        "WHERE id = ?", (seed, now(), engine_revision, table_id))


async def mark_finished(tx, table_id: int, winner_team: int | None, reason: str) -> None:
    await tx.execute(
        "UPDATE game_tables SET status = 'finished', winner_team = ?, end_reason = ?, "
        "finished_at = ? WHERE id = ?", (winner_team, reason, now(), table_id))


async def mark_abandoned(tx, table_id: int) -> None:
    await tx.execute(
        "UPDATE game_tables SET status = 'abandoned', finished_at = ? WHERE id = ?", (now(), table_id))


# --------------------------------------------------------------------------- seats

async def seats(q, table_id: int) -> list[SeatRow]:
    return (await seats_of(q, [table_id]))[table_id]


async def seats_of(q, table_ids: list[int]) -> dict[int, list[SeatRow]]:
    """The seats of each of many tables (one query per few hundred tables)."""
    rows = await rows_for_ids(
        q, "SELECT table_id, seat, user_id, computer_level, away FROM seats WHERE table_id IN ({ids}) "
        "ORDER BY table_id, seat", table_ids)
    return by_table(rows, table_ids, lambda seat: SeatRow(seat["seat"], seat["user_id"],
                                                         seat["computer_level"], bool(seat["away"])))


async def sit(tx, table_id: int, seat: int, *, user_id: int | None = None,
              computer_level: str | None = None) -> None:
    await tx.execute(
        "INSERT INTO seats (table_id, seat, user_id, computer_level) VALUES (?, ?, ?, ?)",
        (table_id, seat, user_id, computer_level))


async def vacate(tx, table_id: int, seat: int) -> None:
    await tx.execute("DELETE FROM seats WHERE table_id = ? AND seat = ?", (table_id, seat))


async def set_away(tx, table_id: int, seat: int, away: bool) -> None:
    await tx.execute("UPDATE seats SET away = ? WHERE table_id = ? AND seat = ?", (away, table_id, seat))
