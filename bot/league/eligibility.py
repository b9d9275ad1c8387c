"""Whether a league table's match counts for the ratings, and if not, the one-line reason why.

A match is rated when it is played in the league's variant to the league's target, its deals come
from the service's secret (not a seed given when the table was opened, which is for practice), every
seat is held by a league member (a member when the match started), no computer player sits
at the table or ever moved for an absent player, it was played without hints unless the league
allows them (``hints``: a rated table's hints are turned off at its start), and the season it falls
in has not ended.
The same rules give the lobby's notice before the start and the verdict at the finish. The reason is
Words, stored as such (``i18n.stored``), so that each reader is told it in their language.
"""

from __future__ import annotations

from engine import variants
from engine.errors import Words
from engine.rules.wording import wording_of

from ..service.info import computer_words
from ..storage.leagues import LeagueRow, SeasonRow
from ..storage.tables import SeatRow, TableRow
from .seasons import has_ended, last_day


def league_target(league: LeagueRow) -> int:
    """The score the league's rated matches play to."""
    return league.target or variants.get(league.variant).target


def unrated_reason(league: LeagueRow, table: TableRow, seats: list[SeatRow], names: dict[int, str],
                   members: set[int], *, computer_acted: bool, season: SeasonRow | None,
                   at: str) -> Words | None:
    """Why the table's match would not be rated for ``league`` (None: it is rated)."""
    if table.variant != league.variant:
        return Words("{league} plays {variant}, and this table plays {table_variant}", league=league.name,
                     variant=wording_of(variants.get(league.variant)).game,
                     table_variant=wording_of(variants.get(table.variant)).game)
    if table.target != league_target(league):
        return Words("{league}'s rated matches play to {target}, this one to {table_target}",
                     league=league.name, target=league_target(league), table_target=table.target)
    if table.options.get("seed") is not None:
        # Translators: why a league match is not rated: its creator chose the shuffle (/canasta new seed:).
        return Words("its deals follow a seed chosen when the table was opened, for practice")
    computers = [computer_words(s.computer_level, s.seat) for s in seats if s.is_computer]
    if len(computers) == 1:
        return Words("{name} is seated: rated matches are between people only", name=computers[0])
    if computers:
        return Words("{names} are seated: rated matches are between people only", names=_listed(computers))
    outsiders: list[str | Words] = [
        names[s.user_id] if s.user_id in names else Words("player {id}", id=str(s.user_id))
        for s in seats if s.user_id is not None and s.user_id not in members]
    if len(outsiders) == 1:
        return Words("{name} is not a member of {league} (`/league join` first)", name=outsiders[0],
                     league=league.name)
    if outsiders:
        return Words("{names} are not members of {league} (`/league join` first)", names=_listed(outsiders),
                     league=league.name)
    if computer_acted:
        return Words("a computer player moved for an absent player")
    if table.started_at is not None and table.options.get("hints") and not league.hints:
        return Words("hints were on, and {league}'s rated matches are played without them",
                     league=league.name)
    if season is None:
        return Words("the match is older than {league}", league=league.name)
    if has_ended(season, at):
        return Words("season {season} of {league} ended on {day}: an admin starts the next with "
                     "`/league season new`", season=season.number, league=league.name,
                     day=last_day(season.ends_at))
    return None


def _listed(names: list) -> Words:
    """Two or more names as a list: "Ann, Bob and Cy" (the names text, or Words: "Computer 2 (easy)")."""
    *first, last = names
    head: str | Words = first[0]
    for name in first[1:]:
        head = Words("{first}, {rest}", first=head, rest=name)
    return Words("{names} and {last}", names=head, last=last)
