"""Deals, the append-only action log and deal scores: everything a match is rebuilt from.

``append_action`` is the one write of play: in the caller's transaction it bumps the
deal's version only if it still equals the version the caller saw, then logs the
action under that new version. A stale caller gets :class:`StaleVersion` and, once its
transaction rolls back, nothing has changed; the action log is never updated or trimmed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .clock import now
from .many import by_table, rows_for_ids


@dataclass(frozen=True)
class DealRow:
    number: int
    seed: str
    dealer: int
    version: int
    status: str
    went_out: int | None
    ended: str | None


@dataclass(frozen=True)
class LoggedAction:
    deal_number: int
    seq: int
    seat: int
    action: str
    actor_id: int | None
    computer_level: str | None
    created_at: str


@dataclass(frozen=True)
class ScoreLine:
    side: int
    seats: tuple[int, ...]
    key: str
    label: str
    points: int


@dataclass(frozen=True)
class DealScore:
    """A scored deal: each team's gain and total, and every side's itemized lines."""

    number: int
    team_points: tuple[int, ...]
    team_totals: tuple[int, ...]
    lines: tuple[ScoreLine, ...]

    @property
    def team_scores(self) -> tuple[int, ...]:
        """The totals under the name a deal's result gives them (what a finished table shows)."""
        return self.team_totals


async def start(tx, table_id: int, number: int, seed: str, dealer: int) -> None:
    await tx.execute(
        "INSERT INTO deals (table_id, number, seed, dealer, version, status, started_at) "
        "VALUES (?, ?, ?, ?, 0, 'playing', ?)", (table_id, number, seed, dealer, now()))


# append_action's two statements (``postgres_bulk`` writes many tables' moves with one of each)
BUMP_VERSION = ("UPDATE deals SET version = version + 1 "
                "WHERE table_id = ? AND number = ? AND version = ? AND status = 'playing'")
LOG_ACTION = ("INSERT INTO actions (table_id, deal_number, seq, seat, action, actor_id, computer_level, "
              "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")


async def append_action(tx, table_id: int, deal_number: int, expected_version: int, *, seat: int,
                        action: str, actor_id: int | None = None,
                        computer_level: str | None = None) -> int:
    """Log one action if the deal is still at ``expected_version``; returns the new version."""
    await tx.update_one(BUMP_VERSION, (table_id, deal_number, expected_version),
                        f"table {table_id} deal {deal_number} is no longer at version {expected_version}")
    version = expected_version + 1
    await tx.execute(LOG_ACTION,
                     (table_id, deal_number, version, seat, action, actor_id, computer_level, now()))
    return version


async def record_score(tx, table_id: int, result) -> None:
    """Store an engine ``DealResult`` (its itemized sides and team points) and close the deal."""
    await tx.execute(
        "UPDATE deals SET status = 'scored', went_out = ?, ended = ?, finished_at = ? "
        "WHERE table_id = ? AND number = ?",
        (result.went_out, result.ended, now(), table_id, result.number))
    for team, (points, total) in enumerate(zip(result.team_points, result.team_scores, strict=True)):
        await tx.execute(
            "INSERT INTO deal_scores (table_id, deal_number, team, points, total) VALUES (?, ?, ?, ?, ?)",
            (table_id, result.number, team, points, total))
    for side in result.sides:
        seats = " ".join(str(seat) for seat in side.seats)
        for position, item in enumerate(side.items):
            await tx.execute(
                "INSERT INTO score_items (table_id, deal_number, side, position, seats, item_key, "
                "label, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (table_id, result.number, side.side, position, seats, item.key, item.label,
                 item.points))


async def deals_of(q, table_id: int) -> list[DealRow]:
    return (await deals_of_tables(q, [table_id]))[table_id]


async def actions_of(q, table_id: int) -> list[LoggedAction]:
    """The whole log of a table, in play order."""
    rows = await q.fetch_all(
        "SELECT deal_number, seq, seat, action, actor_id, computer_level, created_at FROM actions "
        "WHERE table_id = ? ORDER BY deal_number, seq", (table_id,))
    return [LoggedAction(**dict(row)) for row in rows]


async def deals_of_tables(q, table_ids: list[int]) -> dict[int, list[DealRow]]:
    """The deals of each of many tables, in deal order."""
    rows = await rows_for_ids(
        q, "SELECT table_id, number, seed, dealer, version, status, went_out, ended FROM deals "
        "WHERE table_id IN ({ids}) ORDER BY table_id, number", table_ids)
    return by_table(rows, table_ids, lambda values: DealRow(**values))


async def actions_in_play(q, table_ids: list[int]) -> dict[int, list[LoggedAction]]:
    """The log of the last deal of each of many tables, in play order."""
    rows = await rows_for_ids(
        q, "SELECT a.table_id, a.deal_number, a.seq, a.seat, a.action, a.actor_id, a.computer_level, "
        "a.created_at FROM actions a WHERE a.table_id IN ({ids}) AND a.deal_number = "
        "(SELECT MAX(d.number) FROM deals d WHERE d.table_id = a.table_id) "
        "ORDER BY a.table_id, a.seq", table_ids)
    return by_table(rows, table_ids, lambda values: LoggedAction(**values))


async def last_totals(q, table_ids: list[int]) -> dict[int, tuple[int, tuple[int, ...]]]:
    """For each of many tables with a scored deal: the number of its last scored deal and the teams'
    totals after it."""
    rows = await rows_for_ids(
        q, "SELECT s.table_id, s.deal_number, s.team, s.total FROM deal_scores s WHERE s.table_id IN ({ids}) "
        "AND s.deal_number = (SELECT MAX(x.deal_number) FROM deal_scores x WHERE x.table_id = s.table_id) "
        "ORDER BY s.table_id, s.team", table_ids)
    found: dict[int, tuple[int, tuple[int, ...]]] = {}
    for row in rows:
        number, totals = found.get(row["table_id"], (row["deal_number"], ()))
        found[row["table_id"]] = (number, (*totals, row["total"]))
    return found


async def scores_of(q, table_id: int) -> list[DealScore]:
    """Every scored deal of a table with its itemized lines, in deal order."""
    teams = await q.fetch_all(
        "SELECT deal_number, team, points, total FROM deal_scores WHERE table_id = ? "
        "ORDER BY deal_number, team", (table_id,))
    items = await q.fetch_all(
        "SELECT deal_number, side, seats, item_key, label, points FROM score_items "
        "WHERE table_id = ? ORDER BY deal_number, side, position", (table_id,))
    by_deal: dict[int, tuple[list, list, list]] = {}
    for row in teams:
        points, totals, _ = by_deal.setdefault(row["deal_number"], ([], [], []))
        points.append(row["points"])
        totals.append(row["total"])
    for row in items:
        seats = tuple(int(s) for s in row["seats"].split())
        by_deal[row["deal_number"]][2].append(
            ScoreLine(row["side"], seats, row["item_key"], row["label"], row["points"]))
    return [DealScore(number, tuple(p), tuple(t), tuple(lines))
            for number, (p, t, lines) in sorted(by_deal.items())]
