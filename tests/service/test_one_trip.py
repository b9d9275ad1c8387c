"""A whole transaction in one trip to the writer thread (``Database.run``): it reads and writes, returns
its result, shares the group commit's transaction, and what it raises undoes its writes alone."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.storage import deals, players, tables
from bot.storage.one_trip import Suspended

from .test_group_commit import _append, _count_begins, _logged
from .test_storage import stored_table


def _names(path) -> list[tuple]:
    with sqlite3.connect(path) as other:
        return other.execute("SELECT user_id, display_name FROM players ORDER BY user_id").fetchall()


async def test_a_transaction_reads_what_it_wrote_and_returns_its_result(db, db_path):
    async def seat_ann(tx):
        await players.remember(tx, 7, "Ann")
        table_id = await tables.create(tx, guild_id=1, channel_id=2, owner_id=7, variant="classic",
                                       target=5000, timer_s=60, on_timeout="pause", options={})
        await tables.sit(tx, table_id, 0, user_id=7)
        return table_id, [s.user_id for s in await tables.seats(tx, table_id)]

    table_id, seated = await db.run(seat_ann)
    assert seated == [7]
    found = await tables.get_with_seats(db, table_id)  # committed: the reader connection sees it
    assert found is not None and found[2] == {7: "Ann"}
    assert _names(db_path) == [(7, "Ann")]


async def test_what_a_transaction_raises_undoes_its_writes_and_no_one_elses(db, db_path):
    table_id = await stored_table(db)
    begun = _count_begins(db)

    async def refused(tx):
        await players.remember(tx, 8, "Bob")
        raise LookupError("that seat is taken")

    outcomes = await asyncio.gather(db.run(refused), _append(db, table_id, 0, "draw"),
                                    return_exceptions=True)
    assert isinstance(outcomes[0], LookupError) and outcomes[1] is None
    assert begun == ["BEGIN IMMEDIATE"]  # both in one transaction
    assert _names(db_path) == [(7, "Ann")]  # Bob's name was undone with the refusal
    assert _logged(db_path) == [(1, "draw")]


async def test_a_transaction_that_waits_on_anything_else_is_refused_and_writes_nothing(db, db_path):
    async def waits(tx):
        await players.remember(tx, 8, "Bob")
        await asyncio.sleep(0)  # would stall the writer thread

    with pytest.raises(Suspended):
        await db.run(waits)
    assert _names(db_path) == []
    table_id = await stored_table(db)  # the writer goes on
    assert [d.number for d in await deals.deals_of(db, table_id)] == [0]
