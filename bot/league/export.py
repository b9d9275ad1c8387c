"""The CSV export of a season: one row per player of every rated match, with the rating after it."""

from __future__ import annotations

import csv
import io

from engine import variants

from ..storage import leagues, players
from ..storage.leagues import LeagueRow, SeasonRow
from .history import channel_link
from .ratings import replay_season
from .recording import rated_matches

COLUMNS = ("match", "finished_at", "season", "variant", "target", "end", "seat", "team", "player_id",
           "player", "result", "points_for", "points_against", "canastas", "deals", "went_out",
           "rating_after", "link")


def cell_text(value: str) -> str:
    """Text that a spreadsheet will not run as a formula (names are chosen by users)."""
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def file_name(league: LeagueRow, season: SeasonRow) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in league.name.casefold()).strip("-") or "league"
    return f"{'-'.join(filter(None, slug.split('-')))}-season-{season.number}.csv"


async def season_csv(q, league: LeagueRow, season: SeasonRow) -> str:
    """The season's rated matches as CSV text, in season order."""
    matches = await leagues.rated_matches(q, season.id)
    lines = await leagues.rated_lines(q, season.id)
    names = await players.names(q, sorted({line.user_id for line in lines}))
    after = {match.match_id: ratings for match, ratings in replay_season(rated_matches(lines))}
    by_table: dict[int, list] = {}
    for line in lines:
        by_table.setdefault(line.table_id, []).append(line)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    played = await leagues.rated_tables(q, season.id)
    for match in matches:
        table = played[match.table_id]
        for line in by_table.get(match.table_id, []):
            writer.writerow((
                match.table_id, match.finished_at, season.number, variants.get(table["variant"]).key,
                table["target"], table["end_reason"], line.seat, line.team, line.user_id,
                cell_text(names.get(line.user_id, "")), "won" if line.won else "lost", line.points_for,
                line.points_against, line.canastas, line.deals, line.went_out,
                after[match.table_id][line.user_id].display,
                channel_link(table["guild_id"], table["channel_id"])))
    return out.getvalue()
