"""A whole transaction as a unit of the group commit (``Database.run``), on SQLite (one trip to the writer
thread) and PostgreSQL: it reads and writes, returns its result, shares the group commit's transaction,
and what it raises undoes its writes alone."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import deals, is_postgres_url, open_database, players, tables
from bot.storage.one_trip import Suspended

from .store_probes import count_commits, logged, read_elsewhere
from .test_group_commit import _append
from .test_storage import stored_table


async def _names(location) -> list[tuple]:
    return await read_elsewhere(location, "SELECT user_id, display_name FROM players ORDER BY user_id")


async def test_a_transaction_reads_what_it_wrote_and_returns_its_result(db, db_location):
    async def seat_ann(tx):
        await players.remember(tx, 7, "Ann")
        table_id = await tables.create(tx, guild_id=1, channel_id=2, owner_id=7, variant="classic",
                                       target=5000, timer_s=60, on_timeout="pause", options={}, seed="s")
        await tables.sit(tx, table_id, 0, user_id=7)
        return table_id, [s.user_id for s in await tables.seats(tx, table_id)]

    table_id, seated = await db.run(seat_ann)
    assert seated == [7]
    found = await tables.get_with_seats(db, table_id)  # committed: the reader connection sees it
    assert found is not None and found[2] == {7: "Ann"}
    assert await _names(db_location) == [(7, "Ann")]


async def test_what_a_transaction_raises_undoes_its_writes_and_no_one_elses(db, db_location):
    table_id = await stored_table(db)
    commits = count_commits(db)

    async def refused(tx):
        await players.remember(tx, 8, "Bob")
        raise LookupError("that seat is taken")

    outcomes = await asyncio.gather(db.run(refused), _append(db, table_id, 0, "draw"),
                                    return_exceptions=True)
    assert isinstance(outcomes[0], LookupError) and outcomes[1] is None
    # in one transaction; on PostgreSQL a move alone has a lane of its own, one commit each
    assert commits == ([1, 1] if is_postgres_url(db_location) else [2])
    assert await _names(db_location) == [(7, "Ann")]  # Bob's name was undone with the refusal
    assert await logged(db_location) == [(1, "draw")]


async def test_a_sqlite_transaction_waiting_on_anything_else_is_refused_and_writes_nothing(sqlite_location):
    async def waits(tx):
        await players.remember(tx, 8, "Bob")
        await asyncio.sleep(0)  # would stall the writer thread

    db = await open_database(sqlite_location)
    try:
        with pytest.raises(Suspended):
            await db.run(waits)
        assert await _names(sqlite_location) == []
        table_id = await stored_table(db)  # the writer goes on
        assert [d.number for d in await deals.deals_of(db, table_id)] == [0]
    finally:
        await db.close()
