"""Group commit, on SQLite and on PostgreSQL: batches that arrive together share one transaction, each
fails alone, and a batch's caller returns only once its rows are committed."""

from __future__ import annotations

import asyncio
from contextlib import closing

import asyncpg
import pytest

from bot.storage import StaleVersion, deals, open_database, tables

from .store_probes import count_commits, logged
from .test_storage import CONSTRAINT_BROKEN, stored_table


async def _append(db, table_id: int, version: int, action: str) -> None:
    async with db.batch() as batch:
        await deals.append_action(batch, table_id, 0, version, seat=1, action=action)




async def test_batches_arriving_together_commit_in_one_transaction(db, db_location):
    table_ids = [await stored_table(db)]
    async with db.transaction() as tx:
        for channel in range(3, 22):
            table_ids.append(await tables.create(
                tx, guild_id=1, channel_id=channel, owner_id=7, variant="classic", target=5000,
                timer_s=60, on_timeout="pause", options={}, seed="s"))
            await deals.start(tx, table_ids[-1], 0, "s/0", 0)
    commits = count_commits(db)
    await asyncio.gather(*(_append(db, table_id, 0, "draw") for table_id in table_ids))
    assert commits == [20]
    assert len(await logged(db_location)) == 20
    await _append(db, table_ids[0], 1, "discard 5C")  # alone, a batch commits at once
    assert commits == [20, 1]


async def _tables_with_a_deal(db, count: int) -> list[int]:
    table_ids = [await stored_table(db)]
    async with db.transaction() as tx:
        for channel in range(3, 2 + count):
            table_ids.append(await tables.create(
                tx, guild_id=1, channel_id=channel, owner_id=7, variant="classic", target=5000,
                timer_s=60, on_timeout="pause", options={}, seed="s"))
            await deals.start(tx, table_ids[-1], 0, "s/0", 0)
    return table_ids


def _spy_on_statements(monkeypatch) -> list[str]:
    """From now on, every statement sent through ``execute`` on any PostgreSQL connection."""
    sent: list[str] = []
    execute = asyncpg.connection.Connection.execute

    async def counted(self, query, *args, **kwargs):
        sent.append(query)
        return await execute(self, query, *args, **kwargs)

    monkeypatch.setattr(asyncpg.connection.Connection, "execute", counted)
    return sent


async def test_postgres_writes_a_flush_of_moves_in_a_few_statements_not_two_a_move(postgres_location,
                                                                                    monkeypatch):
    db = await open_database(postgres_location)
    try:
        table_ids = await _tables_with_a_deal(db, 30)
        sent = _spy_on_statements(monkeypatch)
        await asyncio.gather(*(_append(db, table_id, 0, "draw") for table_id in table_ids))
        assert len(sent) <= 2  # the first move alone, then the rest: one statement each, committed on its own
        assert len(await logged(postgres_location)) == 30
        assert {d.version for table_id in table_ids for d in await deals.deals_of(db, table_id)} == {1}
    finally:
        await db.close()


async def test_postgres_hands_a_connection_back_to_its_pool_without_a_trip_to_the_server(postgres_location,
                                                                                      monkeypatch):
    db = await open_database(postgres_location)
    try:
        table_id = await stored_table(db)
        sent = _spy_on_statements(monkeypatch)
        assert (await deals.deals_of(db, table_id))[0].version == 0
        await _append(db, table_id, 0, "draw")
        assert len(sent) == 1 and not [query for query in sent if "RESET" in query]  # the move, committed
    finally:
        await db.close()


async def test_one_stale_move_among_many_fails_alone(db, db_location):
    table_ids = await _tables_with_a_deal(db, 12)
    await _append(db, table_ids[5], 0, "draw")
    outcomes = await asyncio.gather(*(_append(db, table_id, 0, "discard 5C") for table_id in table_ids),
                                    return_exceptions=True)
    assert [type(outcome) for outcome in outcomes] == [type(None)] * 5 + [StaleVersion] + [type(None)] * 6
    assert sorted(await logged(db_location)) == [(1, "discard 5C")] * 11 + [(1, "draw")]
    assert [d.version for table_id in table_ids for d in await deals.deals_of(db, table_id)] == [1] * 12


async def test_moves_and_other_writes_arriving_together_all_commit(db, db_location):
    table_ids = await _tables_with_a_deal(db, 6)

    async def pause(table_id: int) -> None:
        async with db.batch() as batch:
            await tables.set_status(batch, table_id, "paused")

    await asyncio.gather(*(_append(db, table_id, 0, "draw") for table_id in table_ids[:5]),
                         pause(table_ids[5]))
    assert len(await logged(db_location)) == 5
    assert [(await tables.get(db, table_id)).status for table_id in table_ids] == ["lobby"] * 5 + ["paused"]
    assert [d.version for table_id in table_ids for d in await deals.deals_of(db, table_id)] == [1] * 5 + [0]


async def test_a_stale_batch_fails_alone_and_the_others_of_its_group_commit(db, db_location):
    table_id = await stored_table(db)
    outcomes = await asyncio.gather(_append(db, table_id, 0, "draw"), _append(db, table_id, 0, "draw"),
                                    _append(db, table_id, 1, "discard 5C"), return_exceptions=True)
    assert outcomes[0] is None and outcomes[2] is None
    assert isinstance(outcomes[1], StaleVersion)  # the second writer at version 0 lost
    assert await logged(db_location) == [(1, "draw"), (2, "discard 5C")]
    assert [d.version for d in await deals.deals_of(db, table_id)] == [2]


async def test_a_batch_breaking_a_constraint_fails_alone(db, db_location):
    table_id = await stored_table(db)

    async def start_deal_one():
        async with db.batch() as batch:
            await deals.start(batch, table_id, 1, "s/1", 1)
            await deals.start(batch, table_id, 1, "s/1", 1)  # the same deal twice

    outcomes = await asyncio.gather(start_deal_one(), _append(db, table_id, 0, "draw"),
                                    return_exceptions=True)
    assert isinstance(outcomes[0], CONSTRAINT_BROKEN) and outcomes[1] is None
    assert [d.number for d in await deals.deals_of(db, table_id)] == [0]  # nothing of the failed batch
    assert await logged(db_location) == [(1, "draw")]


async def test_a_batch_whose_block_raises_writes_nothing(db, db_location):
    table_id = await stored_table(db)
    with pytest.raises(RuntimeError):
        async with db.batch() as batch:
            await deals.append_action(batch, table_id, 0, 0, seat=1, action="draw")
            raise RuntimeError("the move turned out illegal")
    assert await logged(db_location) == []
    await _append(db, table_id, 0, "draw")  # version 0 is still free
    assert await logged(db_location) == [(1, "draw")]


async def test_a_caller_that_stops_waiting_does_not_stop_its_batch_or_the_next(db, db_location):
    table_id = await stored_table(db)
    waiting = asyncio.ensure_future(_append(db, table_id, 0, "draw"))
    await asyncio.sleep(0)  # queued
    waiting.cancel()
    await _append(db, table_id, 1, "discard 5C")
    assert await logged(db_location) == [(1, "draw"), (2, "discard 5C")]


async def test_sqlite_commits_are_synced_at_checkpoints_not_each_time(sqlite_location):
    db = await open_database(sqlite_location)
    try:
        assert (await db.fetch_one("PRAGMA synchronous"))[0] == 1  # NORMAL
        with closing(db._committer._connect()) as writer:
            assert writer.execute("PRAGMA synchronous").fetchone()[0] == 1
    finally:
        await db.close()


class _HeldDeal:
    """A deal's row locked by a transaction of another connection, so that a move on it waits in the
    server (its flush still in flight) until :meth:`release`; :meth:`waited_on` returns once it does."""

    def __init__(self, location: str, table_id: int):
        self._location, self._table_id = location, table_id

    async def __aenter__(self) -> _HeldDeal:
        self._conn = await asyncpg.connect(self._location)
        self._tx = self._conn.transaction()
        await self._tx.start()
        await self._conn.execute("SELECT 1 FROM deals WHERE table_id = $1 FOR UPDATE", self._table_id)
        return self

    async def waited_on(self) -> None:
        while not await self._conn.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = "
                "current_database()"):
            await asyncio.sleep(0.01)

    async def release(self) -> None:
        if not self._conn.is_closed():
            await self._tx.rollback()
            await self._conn.close()

    async def __aexit__(self, *exc) -> None:
        await self.release()


async def _first_done(*tasks: asyncio.Task) -> None:
    """Wait until one of ``tasks`` is done (a bound of a minute keeps a failing test from hanging)."""
    await asyncio.wait(tasks, timeout=60, return_when=asyncio.FIRST_COMPLETED)


async def test_postgres_a_lobby_change_does_not_wait_behind_a_flush_of_moves_still_committing(
        postgres_location):
    db = await open_database(postgres_location)
    try:
        held_table, other_table = await _tables_with_a_deal(db, 2)
        async with _HeldDeal(postgres_location, held_table) as held:
            move = asyncio.create_task(_append(db, held_table, 0, "draw"))
            await held.waited_on()

            async def take_a_seat(tx):
                await tables.sit(tx, other_table, 1, computer_level="easy")

            seat = asyncio.create_task(db.run(take_a_seat))
            await _first_done(seat, move)
            assert seat.done() and not move.done()  # committed while the move's flush is still out
            await held.release()
            await move
        assert await logged(postgres_location) == [(1, "draw")]
        assert [s.seat for s in await tables.seats(db, other_table)] == [1]
    finally:
        await db.close()


async def test_postgres_moves_asked_for_while_a_flush_of_moves_is_out_go_at_once(postgres_location):
    db = await open_database(postgres_location)
    try:
        held_table, *others = await _tables_with_a_deal(db, 4)
        async with _HeldDeal(postgres_location, held_table) as held:
            first = asyncio.create_task(_append(db, held_table, 0, "draw"))
            await held.waited_on()
            later = asyncio.create_task(asyncio.wait(
                [asyncio.create_task(_append(db, table_id, 0, "draw")) for table_id in others]))
            await _first_done(later, first)
            assert later.done() and not first.done()
            assert len(await logged(postgres_location)) == 3
            await held.release()
            await first
        assert len(await logged(postgres_location)) == 4
        every = (held_table, *others)
        versions = {d.version for table_id in every for d in await deals.deals_of(db, table_id)}
        assert versions == {1}
    finally:
        await db.close()
