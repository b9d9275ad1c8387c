"""Two clicks at once never both apply: per-table locking in one process, versions across processes."""

from __future__ import annotations

import asyncio

from bot.service import ServiceError

from .conftest import ANN, BOB, my_turn, started_table


async def test_many_simultaneous_moves_for_one_seat_apply_exactly_once(service):
    info = await started_table(service, timer_s=0)
    legal = await my_turn(service, info.id, ANN)
    before = len(await service.action_log(info.id))
    outcomes = await asyncio.gather(*(service.act(info.id, ANN, legal[0]) for _ in range(40)),
                                    return_exceptions=True)
    applied = [o for o in outcomes if not isinstance(o, Exception)]
    assert len(applied) == 1
    assert all(isinstance(o, ServiceError) for o in outcomes if isinstance(o, Exception))
    log = await service.action_log(info.id)
    assert len(log) == before + 1 and log[-1].action == legal[0]


async def test_two_services_on_one_database_apply_a_move_once(open_service, db_location):
    first = await open_service()
    info = await started_table(first, people=(ANN, BOB), variant="classic-2p", timer_s=0)
    second = await open_service(db_location)  # another process's view of the same file
    assert second.running_tables == [info.id]
    attempts = [service.act(info.id, BOB, "draw") for _ in range(10) for service in (first, second)]
    outcomes = await asyncio.gather(*attempts, return_exceptions=True)
    assert sum(not isinstance(o, Exception) for o in outcomes) == 1
    assert all(isinstance(o, ServiceError) for o in outcomes if isinstance(o, Exception))
    assert [a.action for a in await first.action_log(info.id)] == ["draw"]
    # the loser reloaded from the store: both now see the same hand
    assert await first.seat_view_for(info.id, BOB) == await second.seat_view_for(info.id, BOB)
