"""A player's league statistics: this season's rating, place and totals, and all seasons together."""

from __future__ import annotations

from dataclasses import dataclass

from i18n import _, number, signed

from ..storage import leagues, players
from ..storage.leagues import LeagueRow, SeasonRow, Totals
from .standings import ordered, season_ratings


@dataclass(frozen=True)
class LeagueStats:
    league: LeagueRow
    season: SeasonRow  # the current season
    rating: int | None  # shown rating this season; None: no rated match yet this season
    rank: int | None
    ranked: int  # players with a rating this season
    season_totals: Totals | None
    all_time: Totals | None  # every season of the league together


async def player_stats(q, guild_id: int, user_id: int, at: str) -> list[LeagueStats]:
    """The user's statistics in each league of the server they belong to or have played in."""
    found: dict[int, LeagueRow] = {}
    found.update({league.id: league for league in await leagues.memberships(q, guild_id, user_id)})
    found.update({league.id: league for league in await leagues.played_in(q, guild_id, user_id)})
    result = []
    for league in sorted(found.values(), key=lambda league: league.name.casefold()):
        season = await leagues.season_at(q, league.id, at) or await leagues.current_season(q, league.id)
        ratings = await season_ratings(q, season.id)
        totals = await leagues.season_totals(q, season.id)
        names = await players.names(q, [r.player_id for r in ratings])
        place = next(((rank, rating) for rank, rating in ordered(ratings, totals, names)
                      if rating.player_id == user_id), None)
        result.append(LeagueStats(
            league=league, season=season, rating=place[1].display if place else None,
            rank=place[0] if place else None, ranked=len(ratings), season_totals=totals.get(user_id),
            all_time=await leagues.league_totals(q, league.id, user_id)))
    return result


def describe(totals: Totals) -> str:
    """One paragraph of totals: results, points, canastas, going out, average deal."""
    rate = f"{round(100 * totals.went_out / totals.deals)}%" if totals.deals else "–"
    average = signed(round(totals.points_for / totals.deals)) if totals.deals else "–"
    if totals.matches == 1:
        results = _("{count} match: {wins} won, {losses} lost", count=totals.matches, wins=totals.wins,
                    losses=totals.losses)
    else:
        results = _("{count} matches: {wins} won, {losses} lost", count=totals.matches, wins=totals.wins,
                    losses=totals.losses)
    won, lost = number(totals.points_for), number(totals.points_against)
    difference = signed(totals.points_for - totals.points_against)
    points = _("Points {won} for, {lost} against ({difference})", won=won, lost=lost, difference=difference)
    if totals.deals == 1:
        play = _("Canastas {canastas} · went out in {went_out} of 1 deal ({rate}) · average deal {average}",
                 canastas=totals.canastas, went_out=totals.went_out, rate=rate, average=average)
    else:
        play = _("Canastas {canastas} · went out in {went_out} of {deals} deals ({rate}) · "
                 "average deal {average}", canastas=totals.canastas, went_out=totals.went_out,
                 deals=totals.deals, rate=rate, average=average)
    return "\n".join((results, points, play))
