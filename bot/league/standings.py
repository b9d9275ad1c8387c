"""Building a season's standings from the store: stored ratings, season totals, names, the season's state."""

from __future__ import annotations

from engine import variants
from i18n import _, number
from i18n.variants import variant_name
from render.standings import StandingRow, Standings

from ..storage import leagues, players
from ..storage.leagues import LeagueRow, SeasonRow, Totals
from .eligibility import league_target
from .ratings import Rating
from .seasons import day_text, has_ended, last_day_text


async def season_ratings(q, season_id: int) -> list[Rating]:
    return [Rating(user_id, mu, sigma, matches)
            for user_id, mu, sigma, matches in await leagues.ratings_of(q, season_id)]


def ordered(ratings: list[Rating], totals: dict[int, Totals],
            names: dict[int, str]) -> list[tuple[int, Rating]]:
    """(rank, rating) best first: by shown rating, then mu, then wins; equal shown ratings share a rank."""
    def key(rating: Rating):
        wins = totals[rating.player_id].wins if rating.player_id in totals else 0
        return (-rating.display, -rating.mu, -wins, names.get(rating.player_id, "").casefold(),
                rating.player_id)

    result: list[tuple[int, Rating]] = []
    for index, rating in enumerate(sorted(ratings, key=key)):
        same = result and result[-1][1].display == rating.display
        result.append((result[-1][0] if same else index + 1, rating))
    return result


def season_note(season: SeasonRow, at: str) -> str:
    if not season.is_current:
        return _("ended {day}", day=day_text(season.archived_at))
    if season.ends_at is None:
        return ""
    if has_ended(season, at):
        return _("ended {day}", day=last_day_text(season.ends_at))
    return _("ends {day}", day=last_day_text(season.ends_at))


def _name(names: dict[int, str], user_id: int) -> str:
    return names[user_id] if user_id in names else _("player {id}", id=user_id)


async def build(q, league: LeagueRow, season: SeasonRow, *, at: str, you: int | None = None) -> Standings:
    ratings = await season_ratings(q, season.id)
    totals = await leagues.season_totals(q, season.id)
    members = await leagues.members(q, league.id)
    names = await players.names(q, [r.player_id for r in ratings])
    rows = []
    for rank, rating in ordered(ratings, totals, names):
        total = totals[rating.player_id]
        rows.append(StandingRow(
            rank=rank, name=_name(names, rating.player_id),
            rating=rating.display, wins=total.wins, losses=total.losses, points_for=total.points_for,
            points_against=total.points_against, canastas=total.canastas,
            going_out_rate=total.went_out / total.deals if total.deals else None,
            you=rating.player_id == you))
    matches = await leagues.count_rated(q, season.id)
    name = variant_name(league.variant, variants.get(league.variant).name)
    fields = {"season": season.number, "variant": name, "target": number(league_target(league)),
              "count": matches}
    if matches == 1:
        subtitle = _("Season {season} · {variant} · to {target} · {count} rated match", **fields)
    else:
        subtitle = _("Season {season} · {variant} · to {target} · {count} rated matches", **fields)
    waiting = len(members - {r.player_id for r in ratings})
    footer = _("Rating: 1000 + 40 × (μ − 3σ), openskill Plackett-Luce, partners rated as a side")
    if waiting == 1 and season.is_current:
        footer = _("{count} member yet to play this season. {note}", count=waiting, note=footer)
    elif waiting and season.is_current:
        footer = _("{count} members yet to play this season. {note}", count=waiting, note=footer)
    if season.is_current:
        empty = _("No rated matches yet this season: open a table with /canasta new league:")
    else:
        empty = _("No rated matches in this season.")
    return Standings(title=league.name, subtitle=subtitle, note=season_note(season, at), rows=tuple(rows),
                     footer=footer, empty_text=empty)
