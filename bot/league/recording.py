"""Recording finished league tables: each exactly once, rated or with its reason, ratings updated.

``record`` is idempotent: a table already in ``league_matches`` is left as it is. A rated
match's player lines and its season's new ratings are committed in one transaction. The
ratings always equal a replay of the season's stored rated matches in order (finish time,
then table id): a match that comes last in that order is rated on top of its players' stored
ratings (``rate_match``, what the replay does too), and a match recorded late (after a crash)
lands in its place through a replay of the season. Each player line keeps the player's rating just
after its match, for the export; ``rerate`` replays a season and stores both again (an admin's
re-rate, or lines recorded before that rating was kept). ``reconcile`` records every finished table
missed.
"""

from __future__ import annotations

import asyncio
import re

from engine import variants
from i18n.stored import stored

from ..core.shards import EVERY_SHARD, Shards
from ..storage import deals, leagues, players, tables
from ..storage.clock import now
from ..storage.deals import DealRow, DealScore
from ..storage.leagues import LeagueMatchRow, PlayerLine
from ..storage.tables import SeatRow, TableRow
from .eligibility import unrated_reason
from .ratings import RatedMatch, Rating, rate_match, rate_season, replay_season
from .seasons import season_for

_COUNT = re.compile(r"^\s*(\d+)")


def canastas_in(label: str) -> int:
    """The count a canasta score line starts with ("2 natural canastas" -> 2)."""
    found = _COUNT.match(label)
    return int(found[1]) if found else 0


def player_lines(table: TableRow, seats: list[SeatRow], deal_rows: list[DealRow],
                 sheet: list[DealScore]) -> list[PlayerLine]:
    """Each seated person's part in a finished match: result, points, canastas, going out."""
    rules = variants.get(table.variant)
    teams = len(rules.teams)
    final = sheet[-1].team_totals if sheet else (0,) * teams
    lines = []
    for seat in seats:
        if seat.user_id is None:
            continue
        team = rules.team_of(seat.seat)
        canastas = sum(canastas_in(line.label) for deal in sheet for line in deal.lines
                       if line.key.endswith("_canastas") and seat.seat in line.seats)
        went_out = sum(1 for deal in deal_rows if deal.status == "scored" and deal.went_out == seat.seat)
        lines.append(PlayerLine(
            table_id=table.id, user_id=seat.user_id, seat=seat.seat, team=team,
            won=table.winner_team == team, points_for=final[team],
            points_against=max(final[t] for t in range(teams) if t != team),
            canastas=canastas, deals=len(sheet), went_out=went_out))
    return lines


def rated_matches(lines: list[PlayerLine]) -> list[RatedMatch]:
    """The rating inputs of matches given by their player lines (in season order)."""
    by_table: dict[int, list[PlayerLine]] = {}
    for line in lines:
        by_table.setdefault(line.table_id, []).append(line)
    matches = []
    for table_id, group in by_table.items():
        numbers = sorted({line.team for line in group})
        teams = tuple(tuple(line.user_id for line in sorted(group, key=lambda x: x.seat) if line.team == n)
                      for n in numbers)
        scores = tuple(next(line.points_for for line in group if line.team == n) for n in numbers)
        winner = next((i for i, n in enumerate(numbers)
                       if any(line.won for line in group if line.team == n)), None)
        matches.append(RatedMatch(table_id, teams, scores, winner))
    return matches


def replayed(lines: list[PlayerLine]) -> tuple[dict[int, Rating], list[tuple[int, Rating]]]:
    """The season given by its player lines (in season order) rated from scratch: each player's
    final rating, and each line's rating just after its match as (table id, rating)."""
    final: dict[int, Rating] = {}
    each: list[tuple[int, Rating]] = []
    for match, after in replay_season(rated_matches(lines)):
        final.update(after)
        each += [(match.match_id, rating) for rating in after.values()]
    return final, each


async def recompute(q, season_id: int):
    """The season's ratings replayed from its stored rated matches (``Rating`` by user id)."""
    lines = await leagues.rated_lines(q, season_id)
    return await asyncio.to_thread(lambda: rate_season(rated_matches(lines)))


async def rerate(db, season_id: int) -> bool:
    """Replay the season from its stored rated matches and store the result: every player's rating
    and each line's rating after its match. True when the stored ratings were not already those."""
    while True:
        seen = (await leagues.count_rated(db, season_id), await leagues.last_rated(db, season_id))
        lines = await leagues.rated_lines(db, season_id)
        final, each = await asyncio.to_thread(replayed, lines)
        async with db.transaction() as tx:
            if (await leagues.count_rated(tx, season_id), await leagues.last_rated(tx, season_id)) != seen:
                continue  # a match was recorded meanwhile: replay again with it
            stored = {user_id: (mu, sigma, matches)
                      for user_id, mu, sigma, matches in await leagues.ratings_of(tx, season_id)}
            await leagues.replace_ratings(tx, season_id, final.values())
            await leagues.set_ratings_after(tx, each)
        return stored != {user_id: (r.mu, r.sigma, r.matches) for user_id, r in final.items()}


async def record(db, table_id: int) -> LeagueMatchRow | None:
    """Record a finished league table (once); None when it is not a finished league table."""
    table = await tables.get(db, table_id)
    if table is None or table.league_id is None or table.status != "finished":
        return None
    done = await leagues.recorded(db, table_id)
    if done is not None:
        return done
    league = await leagues.get(db, table.league_id)
    if league is None:
        return None
    seats = await tables.seats(db, table_id)
    names = await players.names(db, [s.user_id for s in seats if s.user_id is not None])
    members = await leagues.members(db, league.id, at=table.started_at)
    computer_acted = await leagues.computer_moved(db, table_id)
    async with db.transaction() as tx:
        season = await season_for(tx, league, table.finished_at)
    reason = unrated_reason(league, table, seats, names, members, computer_acted=computer_acted,
                            season=season, at=table.finished_at)
    match = LeagueMatchRow(table_id, league.id, season.id if season else None, reason is None,
                           None if reason is None else stored(reason), table.finished_at)
    lines: list[PlayerLine] = []
    after: dict[int, Rating] | None = None
    replay = None
    if match.rated:
        lines = player_lines(table, seats, await deals.deals_of(db, table_id),
                             await deals.scores_of(db, table_id))
        last = await leagues.last_rated(db, season.id)
        if last is None or (match.finished_at, match.table_id) > last:
            after = await _ratings_after(db, season.id, lines)
        else:
            replay = await _replay_with(db, season.id, match, lines)
    async with db.transaction() as tx:
        if await leagues.recorded(tx, table_id) is not None:
            return await leagues.recorded(tx, table_id)
        await leagues.record_match(tx, match, lines, now(), after=after)
        if replay is not None:
            final, each = replay
            await leagues.replace_ratings(tx, season.id, final.values())
            await leagues.set_ratings_after(tx, each)
        elif after is not None:
            await leagues.put_ratings(tx, season.id, after.values())
    return match


async def _ratings_after(db, season_id: int, lines: list[PlayerLine]) -> dict[int, Rating]:
    """The ratings of a match's players once it (not stored yet, the season's last) is rated on top of
    theirs."""
    before = {user_id: Rating(user_id, mu, sigma, matches) for user_id, mu, sigma, matches
              in await leagues.ratings_of_players(db, season_id, [line.user_id for line in lines])}
    (rated,) = rated_matches(lines)
    return rate_match(rated, before)


async def _replay_with(db, season_id: int, match: LeagueMatchRow, lines: list[PlayerLine]):
    """The season replayed (as ``replayed`` gives it) once ``match`` (not stored yet) takes its place in
    the season's order."""
    order = [(m.finished_at, m.table_id) for m in await leagues.rated_matches(db, season_id)]
    order.append((match.finished_at, match.table_id))
    rank = {table_id: index for index, (_, table_id) in enumerate(sorted(order))}
    every = await leagues.rated_lines(db, season_id) + lines
    every.sort(key=lambda line: (rank[line.table_id], line.seat))
    return await asyncio.to_thread(replayed, every)


async def reconcile(db, shards: Shards = EVERY_SHARD) -> list[LeagueMatchRow]:
    """Record every finished league table of ``shards``' servers that is not recorded yet, oldest first
    (a league is one server's, so its matches are recorded by one process, in order)."""
    recorded = []
    for table_id, guild_id in await leagues.unrecorded_tables(db):
        if not shards.owns(guild_id):
            continue
        match = await record(db, table_id)
        if match is not None:
            recorded.append(match)
    return recorded
