"""The turn timer: a computer stands in for an absent player, or the table pauses."""

from __future__ import annotations

import pytest

from bot.service import ServiceError, TableChanged, YourTurn

from .conftest import ANN, BOB, Recorder, my_turn, started_table, wait_for


async def real_seconds(open_service):
    """A service whose timers run in real seconds, for tests that act on a fresh clock before it runs out
    (a busy machine may pause longer than a shortened second); and a recorder of its events."""
    service = await open_service(timer_scale=1.0)
    recorder = Recorder()
    service.subscribe(recorder)
    return service, recorder


async def _log(service, table_id):
    return await service.action_log(table_id)


async def test_an_absent_player_is_replaced_by_a_computer_until_they_return(open_service):
    service, recorder = await real_seconds(open_service)
    info = await started_table(service, timer_s=1, options={"seed": "t", "stand_in": "random"})
    await my_turn(service, info.id, ANN)
    await wait_for(lambda: TableChanged(info.id, "away", seat=0, user_id=ANN) in recorder.events)
    await wait_for(lambda: _stood_in(service, info.id))
    assert (await service.get_table(info.id)).seats[0].away
    await service.back(info.id, ANN)
    assert not (await service.get_table(info.id)).seats[0].away
    with pytest.raises(ServiceError, match="no computer is playing for you"):
        await service.back(info.id, ANN)
    legal = await my_turn(service, info.id, ANN)
    result = await service.act(info.id, ANN, legal[0])
    assert result.seat == 0
    await service.drain_events()
    assert isinstance(recorder.events[-1], TableChanged) and recorder.events[-1].user_id == ANN


async def _stood_in(service, table_id):
    return any(a.seat == 0 and a.computer_level == "random" for a in await service.action_log(table_id))


async def test_a_pausing_table_waits_for_the_player_to_move(service, recorder):
    info = await started_table(service, timer_s=1, on_timeout="pause")
    legal = await my_turn(service, info.id, ANN)
    await wait_for(lambda: TableChanged(info.id, "paused", seat=0, user_id=ANN) in recorder.events)
    paused = await service.get_table(info.id)
    assert paused.status == "paused"
    log = await service.action_log(info.id)
    assert log[-1].seat != 0
    await service.act(info.id, ANN, legal[0])  # acting resumes the table
    assert (await service.get_table(info.id)).status == "playing"


async def test_anyone_seated_can_resume_a_paused_table(open_service):
    service, recorder = await real_seconds(open_service)
    info = await started_table(service, people=(ANN, BOB), timer_s=1, on_timeout="pause")
    await my_turn(service, info.id, BOB)
    await wait_for(lambda: TableChanged(info.id, "paused", seat=1, user_id=BOB) in recorder.events)
    with pytest.raises(ServiceError, match="not seated"):
        await service.resume(info.id, 999)
    info = await service.resume(info.id, ANN)
    assert info.status == "playing"
    await service.drain_events()
    assert recorder.events[-2:] == [TableChanged(info.id, "resumed", user_id=ANN),
                                    YourTurn(info.id, BOB, 1, 1)]
    with pytest.raises(ServiceError, match="not paused"):
        await service.resume(info.id, ANN)
