"""The CSV export of a season: one row per player of every rated match, with the rating after it."""

from __future__ import annotations

import asyncio
import csv
import io

from engine import variants

from ..storage import leagues
from ..storage.leagues import LeagueRow, SeasonRow
from .history import channel_link
from .ratings import shown
from .recording import rerate

COLUMNS = ("match", "finished_at", "season", "variant", "target", "end", "seat", "team", "player_id",
           "player", "result", "points_for", "points_against", "canastas", "deals", "went_out",
           "rating_after", "link")


def cell_text(value: str) -> str:
    """Text that a spreadsheet will not run as a formula (names are chosen by users)."""
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def file_name(league: LeagueRow, season: SeasonRow) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in league.name.casefold()).strip("-") or "league"
    return f"{'-'.join(filter(None, slug.split('-')))}-season-{season.number}.csv"


async def season_csv(db, season: SeasonRow) -> str:
    """The season's rated matches as CSV text, in season order. Lines recorded before each line kept
    its rating after the match get theirs from a re-rate of the season first."""
    rows = await leagues.export_rows(db, season.id)
    if any(row["mu_after"] is None for row in rows):
        await rerate(db, season.id)
        rows = await leagues.export_rows(db, season.id)
    return await asyncio.to_thread(_csv_text, season, rows)


def _csv_text(season: SeasonRow, rows) -> str:
    keys = {key: variants.get(key).key for key in {row["variant"] for row in rows}}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows((
        row["table_id"], row["finished_at"], season.number, keys[row["variant"]], row["target"],
        row["end_reason"], row["seat"], row["team"], row["user_id"], cell_text(row["name"]),
        "won" if row["won"] else "lost", row["points_for"], row["points_against"], row["canastas"],
        row["deals"], row["went_out"], shown(row["mu_after"], row["sigma_after"]),
        channel_link(row["guild_id"], row["channel_id"])) for row in rows)
    return out.getvalue()
