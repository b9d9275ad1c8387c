"""Recording league matches: rated ones move ratings the right way, unrated ones change nothing, each once."""

from __future__ import annotations

import asyncio

from bot.core.shards import Shards
from bot.league import recording
from bot.league.ratings import rate_season
from bot.league.service import LeagueService
from bot.storage import leagues as store
from i18n.stored import said

from .conftest import ANN, BOB, CAT, DAN, EVE, FAY, NAMES, club, lobby, play_out, played, resigned


async def ratings(leagues, league) -> dict[int, tuple[float, float, int]]:
    season = await leagues.current_season(league)
    stored = await store.ratings_of(leagues.db, season.id)
    return {user: (mu, sigma, matches) for user, mu, sigma, matches in stored}


async def ratings_after(db, season_id: int) -> dict[tuple[int, int], tuple[float, float]]:
    """Each stored line's rating after its match, by (table id, user id)."""
    rows = await db.fetch_all(
        "SELECT p.table_id, p.user_id, p.mu_after, p.sigma_after FROM league_match_players p "
        "JOIN league_matches m ON m.table_id = p.table_id WHERE m.season_id = ?", (season_id,))
    return {(row["table_id"], row["user_id"]): (row["mu_after"], row["sigma_after"]) for row in rows}


async def replayed_after(db, season_id: int) -> dict[tuple[int, int], tuple[float, float]]:
    """Each line's rating after its match in a replay of the season from scratch."""
    _, each = recording.replayed(await store.rated_lines(db, season_id))
    return {(table_id, r.player_id): (r.mu, r.sigma) for table_id, r in each}


async def test_winners_rise_and_losers_fall_after_a_played_match(tables, leagues):
    league = await club(leagues)
    final = await played(tables, leagues, league, (ANN, BOB, CAT, DAN))
    assert final.status == "finished" and final.end_reason == "target"
    table = await leagues.standings(league.id)
    winners = {NAMES[u] for u in (ANN, BOB, CAT, DAN) if final.seat_of(u) in final.teams[final.winner_team]}
    assert {row.name for row in table.rows if row.rating > 1000} == winners
    losers = {NAMES[u] for u in (ANN, BOB, CAT, DAN)} - winners
    assert {row.name for row in table.rows if row.rating < 1000} == losers
    assert all(row.wins == 1 for row in table.rows if row.name in winners)
    assert all(row.losses == 1 for row in table.rows if row.name not in winners)


async def test_partners_are_rated_together(tables, leagues):
    league = await club(leagues)
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)  # Ann (0) & Cat (2) concede
    stored = await ratings(leagues, league)
    assert stored[ANN] == stored[CAT] and stored[BOB] == stored[DAN]
    assert stored[BOB][0] > stored[ANN][0] and all(entry[2] == 1 for entry in stored.values())


async def test_a_resignation_ranks_the_conceding_side_last_whatever_the_score(tables, leagues):
    league = await club(leagues)
    final = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=BOB)
    assert final.end_reason == "resigned" and final.winner_team == 0
    stored = await ratings(leagues, league)
    assert stored[ANN][0] > 25 > stored[BOB][0]


async def unrated_leaves_ratings_alone(tables, leagues, league, info, reason_words):
    before = await ratings(leagues, league)
    match = await store.recorded(leagues.db, info.id)
    assert match is not None and not match.rated and reason_words in said(match.reason)
    assert await ratings(leagues, league) == before
    assert [line for line in await store.rated_lines(leagues.db, match.season_id or 0)
            if line.table_id == info.id] == []


async def test_a_computer_at_the_table_leaves_the_ratings_alone(tables, leagues):
    league = await club(leagues)
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    info = await lobby(tables, league, (ANN, BOB, CAT), computers=("easy",), seed="computer")
    await tables.start_match(info.id, ANN)
    await play_out(tables, info.id, (ANN, BOB, CAT))
    await tables.drain_events()
    await unrated_leaves_ratings_alone(tables, leagues, league, info, "Computer 4 (easy) is seated")


async def test_a_non_member_at_the_table_leaves_the_ratings_alone(tables, leagues):
    league = await club(leagues)
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    info = await resigned(tables, leagues, league, (ANN, BOB, CAT, EVE), loser=EVE)
    await unrated_leaves_ratings_alone(tables, leagues, league, info, "Eve is not a member")


async def test_a_stand_in_computer_move_leaves_the_ratings_alone(tables, leagues):
    league = await club(leagues)
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    info = await lobby(tables, league, (ANN, BOB, CAT, DAN), seed="stand-in", timer_s=1,
                       on_timeout="computer")
    await tables.start_match(info.id, ANN)
    # Bob (seat 1) plays first and lets his timer run out: a computer moves for him.
    for _ in range(400):
        if any(a.computer_level for a in await tables.action_log(info.id)):
            break
        await asyncio.sleep(0.01)
    await tables.resign(info.id, ANN)
    await tables.drain_events()
    await unrated_leaves_ratings_alone(tables, leagues, league, info, "a computer player moved for an absent")


async def test_another_variant_or_target_is_unrated(tables, leagues):
    league = await club(leagues)
    other_target = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN, target=200)
    two_hand = await resigned(tables, leagues, league, (ANN, BOB), loser=ANN, variant="classic-2p")
    assert "play to 100, this one to 200" in said((await store.recorded(leagues.db, other_target.id)).reason)
    assert "plays Classic Canasta" in said((await store.recorded(leagues.db, two_hand.id)).reason)
    assert await ratings(leagues, league) == {}


async def test_membership_counts_as_it_was_when_the_match_started(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT))
    late = await lobby(tables, league, (ANN, BOB, CAT, DAN), seed="late")
    await tables.start_match(late.id, ANN)
    await asyncio.sleep(0.002)  # times are kept to the millisecond: a join in the start's millisecond counts
    await leagues.join(league.id, DAN, "Dan")  # joins after the start: this match stays unrated
    await tables.resign(late.id, ANN)
    leaving = await lobby(tables, league, (ANN, BOB, CAT, DAN), seed="leaving")
    await tables.start_match(leaving.id, ANN)
    await asyncio.sleep(0.002)  # and a leave in the start's millisecond would count as before it
    await leagues.leave(league.id, BOB)  # leaving mid-match does not dodge the result
    await tables.resign(leaving.id, BOB)
    await tables.drain_events()
    assert not (await store.recorded(leagues.db, late.id)).rated
    assert (await store.recorded(leagues.db, leaving.id)).rated
    assert set(await ratings(leagues, league)) == {ANN, BOB, CAT, DAN}


async def test_recording_twice_changes_nothing(tables, leagues):
    league = await club(leagues)
    info = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    before = await ratings(leagues, league)
    again = await leagues.record(info.id)
    assert again.rated and await leagues.reconcile() == []
    assert await ratings(leagues, league) == before
    assert len(await store.rated_lines(leagues.db, again.season_id)) == 4


async def test_matches_that_ended_unheard_are_recorded_in_their_place(tables, leagues):
    league = await club(leagues)
    leagues.detach()  # as if the bot was down: nobody records these as they end
    first = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN, seed="one")
    second = await resigned(tables, leagues, league, (ANN, BOB, DAN, CAT), loser=BOB, seed="two")
    assert await ratings(leagues, league) == {}
    leagues.attach(tables)
    # The later match is recorded first (say, by a MatchOver heard after a restart) ...
    await leagues.record(second.id)
    recorded = await leagues.reconcile()
    assert [m.table_id for m in recorded] == [first.id]
    # ... and still the stored table is the season replayed in finishing order.
    season = await leagues.current_season(league)
    lines = await store.rated_lines(leagues.db, season.id)
    assert [line.table_id for line in lines[::4]] == [first.id, second.id]
    replayed = rate_season(recording.rated_matches(lines))
    assert await ratings(leagues, league) == {u: (r.mu, r.sigma, r.matches) for u, r in replayed.items()}
    # Each line's rating after its match was replayed too: the second match's players had the first.
    after = await ratings_after(leagues.db, season.id)
    assert after == await replayed_after(leagues.db, season.id) and len(after) == 8
    assert after[second.id, CAT] != after[first.id, CAT]


async def test_a_process_records_only_the_league_matches_of_its_shards(tables, leagues):
    league = await club(leagues)  # in GUILD, which is on shard 0 of 2
    leagues.detach()  # the match ends unheard
    ended = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    other_process = LeagueService(leagues.db, shards=Shards.parse("1", 2))
    assert await other_process.reconcile() == []
    assert await store.recorded(leagues.db, ended.id) is None
    owner = LeagueService(leagues.db, shards=Shards.parse("0", 2))
    assert [match.table_id for match in await owner.reconcile()] == [ended.id]


async def test_stored_ratings_equal_a_recomputation_of_the_season(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="a")
    await resigned(tables, leagues, league, (EVE, ANN, BOB, CAT), loser=ANN, seed="b")
    await played(tables, leagues, league, (DAN, EVE, ANN, BOB), seed="c")
    await resigned(tables, leagues, league, (CAT, DAN, EVE, ANN), loser=CAT, seed="d")
    season = await leagues.current_season(league)
    stored = await ratings(leagues, league)
    recomputed = await recording.recompute(leagues.db, season.id)
    assert stored == {u: (r.mu, r.sigma, r.matches) for u, r in recomputed.items()}
    assert sum(matches for _, _, matches in stored.values()) == 16
    after = await ratings_after(leagues.db, season.id)
    assert after == await replayed_after(leagues.db, season.id) and len(after) == 16
    last = max(table_id for table_id, _ in after)
    assert {user: after[last, user] for user in (CAT, DAN, EVE, ANN)} == {
        user: stored[user][:2] for user in (CAT, DAN, EVE, ANN)}


async def test_a_re_rate_stores_the_season_replayed_and_says_whether_it_changed_anything(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="a")
    await resigned(tables, leagues, league, (EVE, ANN, BOB, CAT), loser=ANN, seed="b")
    season = await leagues.current_season(league)
    kept, kept_after = await ratings(leagues, league), await ratings_after(leagues.db, season.id)
    assert await recording.rerate(leagues.db, season.id) is False
    assert await ratings(leagues, league) == kept
    async with leagues.db.transaction() as tx:  # ratings gone astray, and lines from before 007
        await tx.execute("UPDATE league_ratings SET mu = mu + 1 WHERE user_id = ?", (ANN,))
        await tx.execute("UPDATE league_match_players SET mu_after = NULL, sigma_after = NULL")
    assert await recording.rerate(leagues.db, season.id) is True
    assert await ratings(leagues, league) == kept
    assert await ratings_after(leagues.db, season.id) == kept_after


async def test_teams_of_three_are_rated_together(tables, leagues):
    six = (ANN, BOB, CAT, DAN, EVE, FAY)
    league = await club(leagues, six, variant="canastone-6p")
    final = await played(tables, leagues, league, six, variant="canastone-6p")
    assert final.status == "finished" and final.end_reason == "target"
    stored = await ratings(leagues, league)
    assert stored[ANN] == stored[CAT] == stored[EVE] and stored[BOB] == stored[DAN] == stored[FAY]
    winners = [u for u in six if final.seat_of(u) in final.teams[final.winner_team]]
    losers = [u for u in six if u not in winners]
    assert len(winners) == 3 and stored[winners[0]][0] > 25 > stored[losers[0]][0]
