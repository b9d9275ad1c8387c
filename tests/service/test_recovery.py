"""Restarts: every unfinished table is rebuilt from the store and carries on where it was."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from bot.core.shards import Shards
from bot.service import ServiceSettings, TableChanged, TableService, YourTurn
from bot.storage import open_database
from engine import public_view
from engine.match import replay
from tests.store import store_behind

from .conftest import ANN, BOB, CHANNEL, Recorder, my_turn, started_table, wait_for
from .store_probes import read_elsewhere, write_elsewhere


async def test_a_restarted_service_resumes_the_match_where_it_was(open_service, db_location):
    first = await open_service()
    info = await started_table(first, timer_s=30)
    legal = await my_turn(first, info.id, ANN)
    view = await first.seat_view_for(info.id, ANN)
    log = await first.action_log(info.id)
    await first.close()

    second = await open_service(db_location)
    assert second.running_tables == [info.id]
    assert await second.seat_view_for(info.id, ANN) == view
    assert await second.legal_actions_for(info.id, ANN) == legal
    assert await second.action_log(info.id) == log
    await second.act(info.id, ANN, legal[0])
    assert len(await second.action_log(info.id)) == len(log) + 1


async def test_recovering_twice_does_not_run_a_table_twice(open_service, db_location):
    first = await open_service()
    info = await started_table(first, timer_s=30)
    await my_turn(first, info.id, ANN)
    await first.close()
    second = await open_service(db_location)
    assert await second.recover() == 0
    assert second.running_tables == [info.id]


async def test_a_process_resumes_only_the_tables_of_its_shards(open_service, db_location):
    first = await open_service()
    mine = await started_table(first, timer_s=30)  # GUILD is on shard 0 of 2
    theirs = await started_table(first, people=(BOB,), guild=1 << 22, channel=CHANNEL + 1, timer_s=30)
    await my_turn(first, mine.id, ANN)
    await my_turn(first, theirs.id, BOB)
    await first.close()
    shard_0 = await open_service(db_location, shards=Shards.parse("0", 2))
    shard_1 = await open_service(db_location, shards=Shards.parse("1", 2))
    assert shard_0.running_tables == [mine.id] and shard_1.running_tables == [theirs.id]


async def test_pause_and_away_survive_a_restart(open_service, db_location):
    first = await open_service()
    paused = await started_table(first, timer_s=1, on_timeout="pause")
    away = await started_table(first, people=(BOB,), channel=CHANNEL + 1, timer_s=1,
                               options={"seed": "x", "stand_in": "random"})
    await wait_for(lambda: _status(first, paused.id, "paused"))
    await wait_for(lambda: _away(first, away.id))
    await first.close()

    second = await open_service(db_location)
    assert (await second.get_table(paused.id)).status == "paused"
    assert (await second.get_table(away.id)).seats[0].away
    count = len(await second.action_log(away.id))
    await wait_for(lambda: _more_actions_by_stand_in(second, away.id, count))


async def _status(service, table_id, status):
    return (await service.get_table(table_id)).status == status


async def _away(service, table_id):
    return (await service.get_table(table_id)).seats[0].away


async def _more_actions_by_stand_in(service, table_id, count):
    log = await service.action_log(table_id)
    return any(a.seat == 0 and a.computer_level == "random" for a in log[count:])


async def test_a_table_with_a_damaged_log_is_left_alone_and_the_others_resume(open_service, db_location):
    first = await open_service()
    good = await started_table(first, timer_s=30)
    bad = await started_table(first, people=(BOB,), channel=CHANNEL + 1, timer_s=30)
    await my_turn(first, good.id, ANN)
    await my_turn(first, bad.id, BOB)
    await first.close()
    # lose an action in the middle of the log
    await write_elsewhere(db_location, "DELETE FROM actions WHERE table_id = ? AND seq = 2", (bad.id,))
    second = await open_service(db_location)
    assert second.running_tables == [good.id]


async def test_subscribers_hear_about_recovered_tables(open_service, db_location):
    first = await open_service()
    info = await started_table(first, timer_s=30)
    await my_turn(first, info.id, ANN)
    await first.close()
    db = await open_database(db_location)
    service = TableService(db, ServiceSettings(computer_delay_s=0), ThreadPoolExecutor(1))
    recorder = Recorder()
    service.subscribe(recorder)
    try:
        assert await service.recover() == 1
        await service.drain_events()
        assert recorder.events == [TableChanged(info.id, "recovered"), YourTurn(info.id, ANN, 0, 30)]
    finally:
        await service.close()
        await db.close()


async def test_a_table_in_a_later_deal_resumes_from_that_deal_as_a_whole_replay_reaches_it(open_service,
                                                                                           db_location):
    first = await open_service()
    info = await _computer_table(first, "later-deal", target=100_000)
    await wait_for(lambda: _scored_at_least(store_behind(first), info.id, 2), timeout=60)
    await first.close()
    actions = [row[0] for row in await read_elsewhere(
        db_location, "SELECT action FROM actions WHERE table_id = ? ORDER BY deal_number, seq", (info.id,))]
    whole = replay("classic", "later-deal", actions, 100_000)
    assert whole.number >= 2 and any(whole.scores)

    second = await open_service(db_location, computer_delay_s=3600)  # computers wait: the table stays put
    assert second.running_tables == [info.id]
    assert await second.public_view(info.id) == public_view(whole.deal)
    assert (await second.get_table(info.id)).scores == tuple(whole.scores)


async def _computer_table(service, seed: str, **settings):
    """A running match of four easy computers (Ann owns the table) with the given seed."""
    info = await service.create_table(1, CHANNEL, ANN, timer_s=0, sit=False, options={"seed": seed},
                                      **settings)
    for seat in range(4):
        await service.add_computer(info.id, ANN, "easy", seat)
    return await service.start_match(info.id, ANN)


async def _scored_at_least(db, table_id: int, least: int) -> bool:
    """Whether ``least`` deals of the table are scored (read through the running service's database)."""
    row = await db.fetch_one("SELECT COUNT(*) AS n FROM deals WHERE table_id = ? AND status = 'scored'",
                             (table_id,))
    return row["n"] >= least


async def test_a_table_whose_last_scores_are_lost_is_left_alone(open_service, db_location):
    first = await open_service()
    info = await _computer_table(first, "lost-scores")
    await wait_for(lambda: _scored_at_least(store_behind(first), info.id, 1), timeout=60)
    await first.close()
    await write_elsewhere(db_location, "DELETE FROM deal_scores WHERE table_id = ?", (info.id,))
    second = await open_service(db_location)
    assert second.running_tables == []


async def test_a_match_just_started_is_what_the_store_rebuilds(open_service, db_location):
    from bot.service import recovery
    from bot.storage import tables

    service = await open_service(computer_delay_s=60)  # nobody moves before the comparison
    for variant, people in (("classic", (ANN, BOB)), ("canastone-6p", (ANN,)), ("classic-3p", (BOB, ANN))):
        info = await started_table(service, people=people, variant=variant, channel=CHANNEL + len(variant))
        begun = service._live[info.id]
        loaded = await recovery.load(store_behind(service), await tables.get(store_behind(service), info.id))
        assert begun.match.to_json() == loaded.match.to_json()
        assert (begun.version, begun.seats, begun.names, begun.row) == (
            loaded.version, loaded.seats, loaded.names, loaded.row)
        assert begun.names == {user: f"user{user}" for user in people}
        assert info.to_move == loaded.to_move and info.deal_number == 0 and info.status == "playing"


async def test_a_match_resumes_by_the_engine_revision_it_began_under(open_service, db_location):
    """A table keeps the engine revision it started under: one begun today stores today's; one
    begun under revision 1 (as every table started before revisions were kept) goes on playing by
    it after a restart, so its log replays by revision 1 to the deal it reached."""
    from engine import variants

    first = await open_service(computer_delay_s=3600)  # nobody moves until the revision is set
    info = await _computer_table(first, "revision-one", variant="samba", target=100_000)
    stored = await read_elsewhere(db_location, "SELECT engine_revision FROM game_tables WHERE id = ?",
                                  (info.id,))
    assert stored == [(variants.REVISION,)]
    await first.close()
    await write_elsewhere(db_location, "UPDATE game_tables SET engine_revision = 1 WHERE id = ?", (info.id,))

    second = await open_service(db_location)
    assert second._live[info.id].match.rules.sequences.picks_spares is False
    await wait_for(lambda: _scored_at_least(store_behind(second), info.id, 1), timeout=60)
    await second.close()
    actions = [row[0] for row in await read_elsewhere(
        db_location, "SELECT action FROM actions WHERE table_id = ? ORDER BY deal_number, seq", (info.id,))]
    by_one = replay("samba", "revision-one", actions, 100_000, revision=1)

    third = await open_service(db_location, computer_delay_s=3600)
    assert await third.public_view(info.id) == public_view(by_one.deal)
    assert (await third.get_table(info.id)).scores == tuple(by_one.scores)

