"""The CSV export of a season, ``/stats`` totals and ``/history`` entries, checked against score sheets."""

from __future__ import annotations

import csv
import io

from bot.league.export import COLUMNS
from bot.league.recording import canastas_in
from bot.storage import deals, players
from bot.storage import leagues as store
from tests.store import store_behind

from .conftest import ANN, BOB, CAT, DAN, EVE, GUILD, club, lobby, played, resigned


async def test_the_export_has_one_line_per_player_of_each_rated_match(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    first = await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="one")
    unrated = await lobby(tables, league, (ANN, BOB, CAT), computers=("easy",), seed="bot")
    await tables.start_match(unrated.id, ANN)
    await tables.resign(unrated.id, ANN)
    second = await resigned(tables, leagues, league, (EVE, ANN, BOB, CAT), loser=ANN, seed="two")
    await tables.drain_events()
    # Eve's name, as Discord gave it: a spreadsheet formula
    async with store_behind(tables).transaction() as tx:
        await players.remember(tx, EVE, '=HYPERLINK("x")')
    name, text = await leagues.export_csv(league.id)
    assert name == "thursday-club-season-1.csv"
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == COLUMNS
    assert [int(r["match"]) for r in rows] == [first.id] * 4 + [second.id] * 4
    standings = {r.name: r.rating for r in (await leagues.standings(league.id)).rows}
    last = {r["player"]: int(r["rating_after"]) for r in rows if int(r["match"]) == second.id}
    assert last["Ann"] == standings["Ann"] and last["'=HYPERLINK(\"x\")"] == standings['=HYPERLINK("x")']
    sheet = await tables.scores(first.id)
    ann = next(r for r in rows if r["player"] == "Ann" and int(r["match"]) == first.id)
    assert int(ann["points_for"]) == sheet[-1].team_totals[0] and int(ann["deals"]) == len(sheet)
    assert ann["result"] == ("won" if first.winner_team == 0 else "lost")
    assert all(r["link"] == f"https://discord.com/channels/{GUILD}/{first.channel_id}" for r in rows)


async def test_lines_kept_without_their_rating_after_export_as_they_would_with_it(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="one")
    await resigned(tables, leagues, league, (EVE, ANN, BOB, CAT), loser=ANN, seed="two")
    _, kept = await leagues.export_csv(league.id)
    async with store_behind(tables).transaction() as tx:  # as a season recorded before lines kept it
        await tx.execute("UPDATE league_match_players SET mu_after = NULL, sigma_after = NULL "
                         "WHERE user_id IN (?, ?)", (ANN, EVE))
    assert (await leagues.export_csv(league.id))[1] == kept
    missing = await store_behind(tables).fetch_one(
        "SELECT COUNT(*) AS n FROM league_match_players WHERE mu_after IS NULL")
    assert missing["n"] == 0 and len(set(kept.split("\n"))) == 10


async def test_stats_add_up_the_score_sheets(tables, leagues):
    league = await club(leagues)
    matches = [await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed=seed) for seed in ("x", "y")]
    [entry] = await leagues.stats(GUILD, BOB)
    totals = entry.season_totals
    expected_canastas = expected_out = expected_deals = expected_for = 0
    for info in matches:
        sheet = await tables.scores(info.id)
        expected_deals += len(sheet)
        expected_for += sheet[-1].team_totals[1]
        expected_canastas += sum(canastas_in(line.label) for deal in sheet for line in deal.lines
                                 if line.key.endswith("_canastas") and 1 in line.seats)
        expected_out += sum(1 for d in await deals.deals_of(store_behind(tables), info.id) if d.went_out == 1)
    assert (totals.matches, totals.wins) == (2, sum(info.winner_team == 1 for info in matches))
    assert (totals.points_for, totals.canastas, totals.went_out, totals.deals) == (
        expected_for, expected_canastas, expected_out, expected_deals)
    assert entry.rank is not None and entry.ranked == 4 and entry.all_time == totals
    assert await leagues.stats(GUILD, EVE) == []


async def test_history_lists_the_last_matches_newest_first_with_links(tables, leagues):
    league = await club(leagues)
    first = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN, seed="a")
    casual = await lobby(tables, None, (ANN, EVE), variant="classic-2p", seed="b")
    await tables.start_match(casual.id, ANN)
    await tables.resign(casual.id, EVE)
    await tables.drain_events()
    mine = await leagues.history(GUILD, user_id=ANN)
    assert [e.table_id for e in mine] == [casual.id, first.id]
    assert mine[0].rated is None and mine[0].league_name is None and mine[0].your_team == 0
    assert mine[0].winner_team == 0 and mine[0].resigned
    assert mine[1].rated and mine[1].league_name == "Thursday Club" and mine[1].your_team == 0
    assert mine[1].sides == (("Ann & Cat", 0), ("Bob & Dan", 0)) and mine[1].winner_team == 1
    assert mine[1].link == f"https://discord.com/channels/{GUILD}/{first.channel_id}"
    of_league = await leagues.history(GUILD, league_id=league.id)
    assert [e.table_id for e in of_league] == [first.id]
    assert await store.recorded(leagues.db, casual.id) is None


def test_totals_read_well_for_one_match_and_one_deal():
    from bot.league.stats import describe
    from cogs.league import all_seasons_line

    one = store.Totals(BOB, matches=1, wins=1, points_for=2450, points_against=1800, canastas=1, deals=1,
                       went_out=1)
    assert describe(one).splitlines() == ["1 match: 1 won, 0 lost", "Points 2,450 for, 1,800 against (+650)",
                                          "Canastas 1 · went out in 1 of 1 deal (100%) · average deal +2,450"]
    assert all_seasons_line(one) == "All seasons: matches 1 · won 1 · lost 0 · canastas 1"
    many = store.Totals(BOB, matches=3, wins=1, points_for=6000, points_against=6600, canastas=7, deals=9,
                        went_out=4)
    assert describe(many).splitlines()[2] == "Canastas 7 · went out in 4 of 9 deals (44%) · average deal +667"
