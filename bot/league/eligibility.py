"""Whether a league table's match counts for the ratings, and if not, the one-line reason why.

A match is rated when it is played in the league's variant to the league's target, every
seat is held by a league member (a member when the match started), no computer player sits
at the table or ever moved for an absent player, and the season it falls in has not ended.
The same rules give the lobby's notice before the start and the verdict at the finish.
"""

from __future__ import annotations

from engine import variants

from ..service.info import computer_name
from ..storage.leagues import LeagueRow, SeasonRow
from ..storage.tables import SeatRow, TableRow
from .seasons import has_ended, last_day_text


def league_target(league: LeagueRow) -> int:
    """The score the league's rated matches play to."""
    return league.target or variants.get(league.variant).target


def unrated_reason(league: LeagueRow, table: TableRow, seats: list[SeatRow], names: dict[int, str],
                   members: set[int], *, computer_acted: bool, season: SeasonRow | None,
                   at: str) -> str | None:
    """Why the table's match would not be rated for ``league`` (None: it is rated)."""
    if table.variant != league.variant:
        return (f"{league.name} plays {variants.get(league.variant).name}, and this table plays "
                f"{variants.get(table.variant).name}")
    if table.target != league_target(league):
        return (f"{league.name}'s rated matches play to {league_target(league):,}, this one to "
                f"{table.target:,}")
    computers = [computer_name(s.computer_level, s.seat) for s in seats if s.is_computer]
    if computers:
        return f"{_listed(computers)} {_is(computers)} seated: rated matches are between people only"
    outsiders = [names.get(s.user_id, f"player {s.user_id}") for s in seats
                 if s.user_id is not None and s.user_id not in members]
    if outsiders:
        members_word = "a member" if len(outsiders) == 1 else "members"
        return (f"{_listed(outsiders)} {_is(outsiders)} not {members_word} of {league.name} "
                "(`/league join` first)")
    if computer_acted:
        return "a computer player moved for an absent player"
    if season is None:
        return f"the match is older than {league.name}"
    if has_ended(season, at):
        return (f"season {season.number} of {league.name} ended on {last_day_text(season.ends_at)}: "
                "an admin starts the next with `/league season new`")
    return None


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _is(names: list[str]) -> str:
    return "is" if len(names) == 1 else "are"
