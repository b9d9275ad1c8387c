"""Leagues, their seasons and members, recorded league matches with their player lines, and ratings.

Reads take the database or a transaction (``q``); writes take a transaction (``tx``).
Times are the store's ISO-8601 UTC text, which sorts in time order. A season covers
``[started_at, archived_at)``; the current season has no ``archived_at``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

_SETTINGS = ("name", "variant", "target", "channel_id", "season_days", "hints")


@dataclass(frozen=True)
class LeagueRow:
    id: int
    guild_id: int
    name: str
    variant: str
    target: int | None
    channel_id: int | None
    season_days: int | None
    created_by: int
    created_at: str
    hints: bool = False  # whether its rated matches may be played with hints (/canasta hint)


@dataclass(frozen=True)
class SeasonRow:
    id: int
    league_id: int
    number: int
    started_at: str
    ends_at: str | None
    archived_at: str | None

    @property
    def is_current(self) -> bool:
        return self.archived_at is None


@dataclass(frozen=True)
class PlayerLine:
    """One person's part in a rated match."""

    table_id: int
    user_id: int
    seat: int
    team: int
    won: bool
    points_for: int
    points_against: int
    canastas: int
    deals: int
    went_out: int


@dataclass(frozen=True)
class LeagueMatchRow:
    table_id: int
    league_id: int
    season_id: int | None
    rated: bool
    reason: str | None
    finished_at: str


@dataclass(frozen=True)
class Totals:
    """A player's sums over rated matches (a season, or a league's whole history)."""

    user_id: int
    matches: int
    wins: int
    points_for: int
    points_against: int
    canastas: int
    deals: int
    went_out: int

    @property
    def losses(self) -> int:
        return self.matches - self.wins


def _league(row) -> LeagueRow:
    values = dict(row)
    values.pop("name_key")
    values["hints"] = bool(values["hints"])
    return LeagueRow(**values)


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


# --------------------------------------------------------------------------- leagues

async def create(tx, *, guild_id: int, name: str, variant: str, target: int | None,
                 channel_id: int | None, season_days: int | None, created_by: int, at: str) -> int:
    return await tx.insert(
        "INSERT INTO leagues (guild_id, name, name_key, variant, target, channel_id, season_days, "
        "created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (guild_id, name, name_key(name), variant, target, channel_id, season_days, created_by, at))


async def get(q, league_id: int) -> LeagueRow | None:
    row = await q.fetch_one("SELECT * FROM leagues WHERE id = ?", (league_id,))
    return _league(row) if row else None


async def by_name(q, guild_id: int, name: str) -> LeagueRow | None:
    row = await q.fetch_one("SELECT * FROM leagues WHERE guild_id = ? AND name_key = ?",
                            (guild_id, name_key(name)))
    return _league(row) if row else None


async def by_channel(q, channel_id: int) -> LeagueRow | None:
    row = await q.fetch_one("SELECT * FROM leagues WHERE channel_id = ?", (channel_id,))
    return _league(row) if row else None


async def of_guild(q, guild_id: int) -> list[LeagueRow]:
    rows = await q.fetch_all("SELECT * FROM leagues WHERE guild_id = ? ORDER BY name_key", (guild_id,))
    return [_league(row) for row in rows]


async def update(tx, league_id: int, **settings) -> None:
    """Change some of: name, variant, target, channel_id, season_days, hints."""
    unknown = set(settings) - set(_SETTINGS)
    if unknown:
        raise ValueError(f"not league settings: {sorted(unknown)}")
    if "name" in settings:
        settings["name_key"] = name_key(settings["name"])
    assignments = ", ".join(f"{column} = ?" for column in settings)
    await tx.execute(f"UPDATE leagues SET {assignments} WHERE id = ?", (*settings.values(), league_id))


# --------------------------------------------------------------------------- seasons

def _season(row) -> SeasonRow:
    return SeasonRow(**dict(row))


async def open_season(tx, league_id: int, number: int, started_at: str, ends_at: str | None) -> int:
    return await tx.insert(
        "INSERT INTO league_seasons (league_id, number, started_at, ends_at) VALUES (?, ?, ?, ?)",
        (league_id, number, started_at, ends_at))


async def archive_season(tx, season_id: int, at: str) -> None:
    await tx.execute("UPDATE league_seasons SET archived_at = ? WHERE id = ?", (at, season_id))


async def set_season_end(tx, season_id: int, ends_at: str | None) -> None:
    await tx.execute("UPDATE league_seasons SET ends_at = ? WHERE id = ?", (ends_at, season_id))


async def current_season(q, league_id: int) -> SeasonRow:
    row = await q.fetch_one(
        "SELECT * FROM league_seasons WHERE league_id = ? AND archived_at IS NULL", (league_id,))
    return _season(row)


async def season_at(q, league_id: int, moment: str) -> SeasonRow | None:
    """The season that covers ``moment`` (None before the league's first season)."""
    row = await q.fetch_one(
        "SELECT * FROM league_seasons WHERE league_id = ? AND started_at <= ? "
        "AND (archived_at IS NULL OR ? < archived_at)", (league_id, moment, moment))
    return _season(row) if row else None


async def season_by_number(q, league_id: int, number: int) -> SeasonRow | None:
    row = await q.fetch_one("SELECT * FROM league_seasons WHERE league_id = ? AND number = ?",
                            (league_id, number))
    return _season(row) if row else None


async def every_season(q) -> list[SeasonRow]:
    """Every league's seasons, league by league, oldest season first."""
    rows = await q.fetch_all("SELECT * FROM league_seasons ORDER BY league_id, number")
    return [_season(row) for row in rows]


async def get_season(q, season_id: int) -> SeasonRow | None:
    row = await q.fetch_one("SELECT * FROM league_seasons WHERE id = ?", (season_id,))
    return _season(row) if row else None


# --------------------------------------------------------------------------- members

async def join(tx, league_id: int, user_id: int, at: str) -> bool:
    """Make the user a member from ``at``; False if they already are one."""
    return await tx.changed(
        "INSERT INTO league_members (league_id, user_id, joined_at) VALUES (?, ?, ?) "
        "ON CONFLICT (league_id, user_id) DO UPDATE SET joined_at = excluded.joined_at, left_at = NULL "
        "WHERE league_members.left_at IS NOT NULL", (league_id, user_id, at)) == 1


async def leave(tx, league_id: int, user_id: int, at: str) -> bool:
    """End the user's membership at ``at``; False if they were not a member."""
    return await tx.changed(
        "UPDATE league_members SET left_at = ? WHERE league_id = ? AND user_id = ? AND left_at IS NULL",
        (at, league_id, user_id)) == 1


async def members(q, league_id: int, at: str | None = None) -> set[int]:
    """Members now, or (``at``) those who had joined by then and not left."""
    if at is None:
        rows = await q.fetch_all(
            "SELECT user_id FROM league_members WHERE league_id = ? AND left_at IS NULL", (league_id,))
    else:
        rows = await q.fetch_all(
            "SELECT user_id FROM league_members WHERE league_id = ? AND joined_at <= ? "
            "AND (left_at IS NULL OR left_at > ?)", (league_id, at, at))
    return {row["user_id"] for row in rows}


async def memberships(q, guild_id: int, user_id: int) -> list[LeagueRow]:
    """The server's leagues the user belongs to now."""
    rows = await q.fetch_all(
        "SELECT l.* FROM leagues l JOIN league_members m ON m.league_id = l.id "
        "WHERE l.guild_id = ? AND m.user_id = ? AND m.left_at IS NULL ORDER BY l.name_key",
        (guild_id, user_id))
    return [_league(row) for row in rows]


# --------------------------------------------------------------------------- matches

async def unrecorded_tables(q) -> list[tuple[int, int]]:
    """Finished league tables not yet recorded, as (table id, guild id), in the order they finished."""
    rows = await q.fetch_all(
        "SELECT t.id, t.guild_id FROM game_tables t WHERE t.league_id IS NOT NULL AND t.status = 'finished' "
        "AND NOT EXISTS (SELECT 1 FROM league_matches m WHERE m.table_id = t.id) "
        "ORDER BY t.finished_at, t.id")
    return [(row["id"], row["guild_id"]) for row in rows]


async def recorded(q, table_id: int) -> LeagueMatchRow | None:
    row = await q.fetch_one(
        "SELECT table_id, league_id, season_id, rated, reason, finished_at FROM league_matches "
        "WHERE table_id = ?", (table_id,))
    return LeagueMatchRow(**{**dict(row), "rated": bool(row["rated"])}) if row else None


async def record_match(tx, match: LeagueMatchRow, lines: list[PlayerLine], at: str,
                       after: Mapping[int, Any] | None = None) -> None:
    """Record ``match`` with its player lines and add them to the season's totals; ``after`` holds the
    players' ratings just after it (values with ``mu`` and ``sigma`` by user id), when known."""
    after = after or {}
    await tx.execute(
        "INSERT INTO league_matches (table_id, league_id, season_id, rated, reason, finished_at, "
        "recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (match.table_id, match.league_id, match.season_id, match.rated, match.reason,
         match.finished_at, at))
    for line in lines:
        await tx.execute(
            "INSERT INTO league_match_players (table_id, user_id, seat, team, won, points_for, "
            "points_against, canastas, deals, went_out, mu_after, sigma_after) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (line.table_id, line.user_id, line.seat, line.team, line.won, line.points_for,
             line.points_against, line.canastas, line.deals, line.went_out,
             *_mu_sigma(after.get(line.user_id))))
    if match.rated and match.season_id is not None:
        await tx.executemany(_ADD_TO_TOTALS, [
            (match.season_id, line.user_id, int(line.won), line.points_for, line.points_against,
             line.canastas, line.deals, line.went_out) for line in lines])


_ADD_TO_TOTALS = (
    "INSERT INTO league_totals (season_id, user_id, matches, wins, points_for, points_against, canastas, "
    "deals, went_out) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?) ON CONFLICT (season_id, user_id) DO UPDATE SET "
    "matches = league_totals.matches + 1, wins = league_totals.wins + excluded.wins, "
    "points_for = league_totals.points_for + excluded.points_for, "
    "points_against = league_totals.points_against + excluded.points_against, "
    "canastas = league_totals.canastas + excluded.canastas, deals = league_totals.deals + excluded.deals, "
    "went_out = league_totals.went_out + excluded.went_out")


_LINE_COLUMNS = ", ".join(f"p.{field}" for field in PlayerLine.__dataclass_fields__)


async def rated_lines(q, season_id: int) -> list[PlayerLine]:
    """Every player line of the season's rated matches, in the season's order (finish time, id)."""
    rows = await q.fetch_all(
        f"SELECT {_LINE_COLUMNS} FROM league_match_players p "
        "JOIN league_matches m ON m.table_id = p.table_id "
        "WHERE m.season_id = ? AND m.rated ORDER BY m.finished_at, m.table_id, p.seat", (season_id,))
    return [PlayerLine(**{**dict(row), "won": bool(row["won"])}) for row in rows]


def _mu_sigma(rating) -> tuple[float | None, float | None]:
    return (None, None) if rating is None else (rating.mu, rating.sigma)


async def set_ratings_after(tx, ratings_after: Iterable[tuple[int, Any]]) -> None:
    """Store each (table id, rating) pair's rating (``player_id``, ``mu``, ``sigma``) as that player's
    rating just after that match."""
    await tx.executemany(
        "UPDATE league_match_players SET mu_after = ?, sigma_after = ? WHERE table_id = ? AND user_id = ?",
        [(rating.mu, rating.sigma, table_id, rating.player_id) for table_id, rating in ratings_after])


async def export_rows(q, season_id: int) -> list:
    """One row per player line of the season's rated matches, in the season's order, with what the
    export shows: the match, its table, the line, the player's name and rating after the match."""
    return await q.fetch_all(
        "SELECT m.table_id, m.finished_at, t.variant, t.target, t.end_reason, t.guild_id, t.channel_id, "
        "p.seat, p.team, p.user_id, COALESCE(n.display_name, '') AS name, p.won, p.points_for, "
        "p.points_against, p.canastas, p.deals, p.went_out, p.mu_after, p.sigma_after "
        "FROM league_matches m JOIN league_match_players p ON p.table_id = m.table_id "
        "JOIN game_tables t ON t.id = m.table_id LEFT JOIN players n ON n.user_id = p.user_id "
        "WHERE m.season_id = ? AND m.rated ORDER BY m.finished_at, m.table_id, p.seat", (season_id,))



async def rated_matches(q, season_id: int) -> list[LeagueMatchRow]:
    rows = await q.fetch_all(
        "SELECT table_id, league_id, season_id, rated, reason, finished_at FROM league_matches "
        "WHERE season_id = ? AND rated ORDER BY finished_at, table_id", (season_id,))
    return [LeagueMatchRow(**{**dict(row), "rated": True}) for row in rows]


async def last_rated(q, season_id: int) -> tuple[str, int] | None:
    """(finish time, table id) of the season's last rated match in its order, None before the first."""
    row = await q.fetch_one(
        "SELECT finished_at, table_id FROM league_matches WHERE season_id = ? AND rated "
        "ORDER BY finished_at DESC, table_id DESC LIMIT 1", (season_id,))
    return (row["finished_at"], row["table_id"]) if row else None


async def count_rated(q, season_id: int) -> int:
    row = await q.fetch_one("SELECT COUNT(*) AS n FROM league_matches WHERE season_id = ? AND rated",
                            (season_id,))
    return row["n"]


# --------------------------------------------------------------------------- ratings and totals

async def replace_ratings(tx, season_id: int, ratings) -> None:
    """Store ``ratings`` (``Rating`` values) as the season's whole table."""
    await tx.execute("DELETE FROM league_ratings WHERE season_id = ?", (season_id,))
    await put_ratings(tx, season_id, ratings)


async def put_ratings(tx, season_id: int, ratings) -> None:
    """Store ``ratings`` (``Rating`` values) over those players' ratings in the season."""
    await tx.executemany(
        "INSERT INTO league_ratings (season_id, user_id, mu, sigma, matches) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (season_id, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
        "matches = excluded.matches",
        [(season_id, rating.player_id, rating.mu, rating.sigma, rating.matches) for rating in ratings])


async def ratings_of_players(q, season_id: int, user_ids) -> list[tuple[int, float, float, int]]:
    """(user id, mu, sigma, matches) of those of ``user_ids`` rated in the season."""
    ids = list(user_ids)
    rows = await q.fetch_all(
        f"SELECT user_id, mu, sigma, matches FROM league_ratings WHERE season_id = ? "
        f"AND user_id IN ({', '.join('?' * len(ids))})", (season_id, *ids))
    return [(row["user_id"], row["mu"], row["sigma"], row["matches"]) for row in rows]


async def ratings_of(q, season_id: int) -> list[tuple[int, float, float, int]]:
    """(user id, mu, sigma, matches) of every rated player of the season."""
    rows = await q.fetch_all(
        "SELECT user_id, mu, sigma, matches FROM league_ratings WHERE season_id = ? ORDER BY user_id",
        (season_id,))
    return [(row["user_id"], row["mu"], row["sigma"], row["matches"]) for row in rows]


async def total_again(tx, season_id: int) -> None:
    """Work out the season's totals again from its player lines (after lines were written directly)."""
    await tx.execute("DELETE FROM league_totals WHERE season_id = ?", (season_id,))
    await tx.execute(
        "INSERT INTO league_totals (season_id, user_id, matches, wins, points_for, points_against, canastas, "
        "deals, went_out) SELECT m.season_id, p.user_id, COUNT(*), SUM(CASE WHEN p.won THEN 1 ELSE 0 END), "
        "SUM(p.points_for), SUM(p.points_against), SUM(p.canastas), SUM(p.deals), SUM(p.went_out) "
        "FROM league_match_players p "
        "JOIN league_matches m ON m.table_id = p.table_id WHERE m.rated AND m.season_id = ? "
        "GROUP BY m.season_id, p.user_id", (season_id,))


async def season_totals(q, season_id: int) -> dict[int, Totals]:
    """Each player's sums over the season's rated matches."""
    rows = await q.fetch_all(
        "SELECT user_id, matches, wins, points_for, points_against, canastas, deals, went_out "
        "FROM league_totals WHERE season_id = ?", (season_id,))
    return {row["user_id"]: Totals(**dict(row)) for row in rows}


async def league_totals(q, league_id: int, user_id: int) -> Totals | None:
    """A player's sums over every rated match of the league, all seasons together."""
    row = await q.fetch_one(
        "SELECT t.user_id, SUM(t.matches) AS matches, SUM(t.wins) AS wins, SUM(t.points_for) AS points_for, "
        "SUM(t.points_against) AS points_against, SUM(t.canastas) AS canastas, SUM(t.deals) AS deals, "
        "SUM(t.went_out) AS went_out FROM league_totals t JOIN league_seasons s ON s.id = t.season_id "
        "WHERE s.league_id = ? AND t.user_id = ? GROUP BY t.user_id", (league_id, user_id))
    return Totals(**dict(row)) if row else None


async def played_in(q, guild_id: int, user_id: int) -> list[LeagueRow]:
    """The server's leagues where the user has played a rated match."""
    rows = await q.fetch_all(
        "SELECT DISTINCT l.* FROM leagues l JOIN league_matches m ON m.league_id = l.id "
        "JOIN league_match_players p ON p.table_id = m.table_id "
        "WHERE l.guild_id = ? AND p.user_id = ? AND m.rated ORDER BY l.name_key", (guild_id, user_id))
    return [_league(row) for row in rows]


async def computer_moved(q, table_id: int) -> bool:
    """Whether any logged action of the table was a computer's (a computer seat or a stand-in)."""
    row = await q.fetch_one(
        "SELECT 1 AS hit FROM actions WHERE table_id = ? AND computer_level IS NOT NULL LIMIT 1",
        (table_id,))
    return row is not None
