"""The season totals kept as matches are recorded (standings and statistics read them) always equal the
sums of the season's player lines: in order, out of order, and when an older database is upgraded."""

from __future__ import annotations

from collections import defaultdict

from bot.storage import leagues as store
from bot.storage.migrate import upgrade

from .conftest import ANN, BOB, CAT, DAN, EVE, club, played, resigned


async def sums_of_lines(db, season_id: int) -> dict[int, tuple]:
    sums: dict[int, list[int]] = defaultdict(lambda: [0] * 7)
    for line in await store.rated_lines(db, season_id):
        for index, value in enumerate((1, line.won, line.points_for, line.points_against, line.canastas,
                                       line.deals, line.went_out)):
            sums[line.user_id][index] += int(value)
    return {user: tuple(values) for user, values in sums.items()}


async def kept_totals(db, season_id: int) -> dict[int, tuple]:
    return {user: (t.matches, t.wins, t.points_for, t.points_against, t.canastas, t.deals, t.went_out)
            for user, t in (await store.season_totals(db, season_id)).items()}


async def test_totals_kept_match_by_match_equal_the_sums_of_the_lines_even_out_of_order(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="a")
    leagues.detach()  # the next two end unheard; the later one is then recorded first
    first = await resigned(tables, leagues, league, (EVE, ANN, BOB, CAT), loser=ANN, seed="b")
    second = await played(tables, leagues, league, (DAN, EVE, ANN, BOB), seed="c")
    leagues.attach(tables)
    await leagues.record(second.id)
    await leagues.record(first.id)
    season = await leagues.current_season(league)
    kept = await kept_totals(leagues.db, season.id)
    assert kept == await sums_of_lines(leagues.db, season.id)
    assert kept[ANN][0] == 3 and kept[CAT][0] == 2 and sum(row[1] for row in kept.values()) == 6
    everyone = await store.league_totals(leagues.db, league.id, ANN)
    assert (everyone.matches, everyone.wins, everyone.points_for) == kept[ANN][:3]
    assert await store.league_totals(leagues.db, league.id, 999) is None


async def test_an_older_database_gets_its_totals_from_the_lines_it_holds(tables, leagues):
    league = await club(leagues)
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="a")
    await resigned(tables, leagues, league, (BOB, CAT, DAN, ANN), loser=DAN, seed="b")
    season = await leagues.current_season(league)
    before = await kept_totals(leagues.db, season.id)
    async with leagues.db.transaction() as tx:  # back to schema version 4, as a database before totals
        await tx.execute("DROP TABLE league_totals")
        await tx.execute("DROP TABLE relayed_interactions")
        await tx.execute("DROP TABLE player_languages")
        await tx.execute("ALTER TABLE league_match_players DROP COLUMN mu_after")
        await tx.execute("ALTER TABLE league_match_players DROP COLUMN sigma_after")
        await tx.execute("ALTER TABLE game_tables DROP COLUMN engine_revision")
        await tx.execute("ALTER TABLE leagues DROP COLUMN hints")
        await tx.execute("DELETE FROM schema_version WHERE version >= 5")
    await upgrade(leagues.db)
    assert await kept_totals(leagues.db, season.id) == before == await sums_of_lines(leagues.db, season.id)
    assert len(before) == 4
