"""The computer moves' gate: at most its places taken at once, waiters let through in order, a release
hands its place to one waiter taken off the queue at once, and cancelled waiters lose no place."""

from __future__ import annotations

import asyncio

import pytest

from bot.service.gate import Gate


async def _hold(gate: Gate, name: int, order: list[int], inside: list[int], leave: asyncio.Event) -> None:
    async with gate:
        order.append(name)
        inside.append(name)
        await leave.wait()
        inside.remove(name)


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_waiters_go_through_in_order_and_never_more_than_the_places():
    gate, order, inside, leave = Gate(3), [], [], asyncio.Event()
    holders = [asyncio.create_task(_hold(gate, n, order, inside, leave)) for n in range(10)]
    await _settle()
    assert order == [0, 1, 2] and gate.waiting == 7
    leave.set()
    await asyncio.gather(*holders)
    assert order == list(range(10)) and not inside and gate.waiting == 0


async def test_a_burst_of_releases_takes_each_woken_waiter_off_the_queue_at_once():
    """What keeps a release one step: no woken waiter is left in the queue for the next to look past."""
    gate = Gate(100)
    for _ in range(100):
        await gate.__aenter__()
    waiters = [asyncio.create_task(gate.__aenter__()) for _ in range(1000)]
    await _settle()
    assert gate.waiting == 1000
    for released in range(1, 101):  # a group commit's worth of moves ends in one turn of the loop
        await gate.__aexit__(None, None, None)
        assert gate.waiting == 1000 - released
    await _settle()
    assert sum(w.done() for w in waiters) == 100
    for waiter in waiters:
        waiter.cancel()
    await asyncio.gather(*waiters, return_exceptions=True)


async def test_a_waiter_cancelled_in_line_or_after_being_let_through_loses_no_place():
    gate = Gate(1)
    await gate.__aenter__()
    gone = asyncio.create_task(gate.__aenter__())
    handed = asyncio.create_task(gate.__aenter__())
    last = asyncio.create_task(gate.__aenter__())
    await _settle()
    gone.cancel()  # still in line
    await _settle()
    await gate.__aexit__(None, None, None)  # skips the cancelled one: the place goes to ``handed``
    handed.cancel()  # let through, cancelled before it ran: the place goes on to ``last``
    with pytest.raises(asyncio.CancelledError):
        await handed
    await asyncio.wait_for(last, 5)
    await gate.__aexit__(None, None, None)
    async with gate:  # the one place is free again
        assert gate.waiting == 0
