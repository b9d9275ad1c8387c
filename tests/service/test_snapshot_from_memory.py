"""A running table's snapshot is built from memory: a person's move costs one trip to the store (its
commit), and what memory shows of the table is what the store holds, through every change a running
table goes through (a move, a seat away and back, a pause and a resume)."""

from __future__ import annotations

import dataclasses

from bot.service import TableChanged
from bot.service.info import table_info
from bot.storage import open_database, tables

from .conftest import ANN, BOB, Recorder, my_turn, started_table, wait_for

READS = ("fetch_one", "fetch_all", "run", "transaction")


def count_reads(db, monkeypatch) -> list[str]:
    """From now on, the name of every call ``db`` gets outside a move's commit (``batch``)."""
    calls: list[str] = []
    for name in READS:
        method = getattr(db, name)

        def counted(*args, _name=name, _method=method, **kwargs):
            calls.append(_name)
            return _method(*args, **kwargs)

        monkeypatch.setattr(db, name, counted)
    return calls


async def as_stored(location, table_id: int):
    """The table as another connection reads it from the store."""
    other = await open_database(location, migrate=False)
    try:
        found = await tables.get_with_seats(other, table_id)
    finally:
        await other.close()
    assert found is not None
    return table_info(*found)


async def shown_as_stored(service, location, table_id: int) -> bool:
    """Whether the running table the service shows is the one the store holds (the store knows no turn
    and no deal number until a deal is scored)."""
    shown = await service.get_table(table_id)
    return dataclasses.replace(shown, deal_number=None, to_move=None) == await as_stored(location, table_id)


async def test_a_running_tables_snapshot_and_table_make_no_trip_to_the_store(service, monkeypatch):
    info = await started_table(service, people=(ANN, BOB), timer_s=0)
    await my_turn(service, info.id, BOB)
    calls = count_reads(service._db, monkeypatch)
    snapshot = await service.seat_snapshot(info.id, BOB)
    table = await service.get_table(info.id)
    assert snapshot.seat == 1 and snapshot.legal and snapshot.info == table
    result = await service.act(info.id, BOB, "draw")
    assert result.snapshot.seat == 1 and len(result.snapshot.view.hand) == len(snapshot.view.hand) + 1
    assert calls == []


async def test_memory_shows_what_the_store_holds_through_a_running_tables_changes(open_service,
                                                                                  db_location):
    service = await open_service(timer_scale=1.0)
    recorder = Recorder()
    service.subscribe(recorder)
    info = await started_table(service, people=(ANN, BOB), timer_s=1, on_timeout="pause",
                               options={"seed": "t", "stand_in": "random"})
    assert await shown_as_stored(service, db_location, info.id)
    await my_turn(service, info.id, BOB)
    await wait_for(lambda: TableChanged(info.id, "paused", seat=1, user_id=BOB) in recorder.events)
    assert (await service.get_table(info.id)).status == "paused"
    assert await shown_as_stored(service, db_location, info.id)
    await service.resume(info.id, ANN)
    assert (await service.get_table(info.id)).status == "playing"
    assert await shown_as_stored(service, db_location, info.id)
    await service.act(info.id, BOB, "draw")
    assert await shown_as_stored(service, db_location, info.id)


async def test_memory_shows_what_the_store_holds_when_a_seat_is_away_and_back(open_service, db_location):
    service = await open_service(timer_scale=1.0)
    recorder = Recorder()
    service.subscribe(recorder)
    info = await started_table(service, timer_s=1, options={"seed": "t", "stand_in": "random"})
    await my_turn(service, info.id, ANN)
    await wait_for(lambda: TableChanged(info.id, "away", seat=0, user_id=ANN) in recorder.events)
    assert (await service.get_table(info.id)).seats[0].away
    assert await shown_as_stored(service, db_location, info.id)
    await service.back(info.id, ANN)
    assert not (await service.get_table(info.id)).seats[0].away
    assert await shown_as_stored(service, db_location, info.id)
