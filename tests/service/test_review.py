"""Reviewing a scored deal through the service: only a seated player, only a deal already scored, nothing
changed; every entry is one of that player's own moves."""

from __future__ import annotations

import asyncio
import gc
import os
import random
import threading
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.service import DealSwing, ServiceError, computer, review
from bot.service.reviewer import SWINGS_IN_LINE, Reviewer
from tests.store import store_behind

from .conftest import ANN, EVE, started_table


async def _play_first_deal(service, table_id: int) -> None:
    """Ann plays her seat (preferring melds, else at random) until deal 1 is scored."""
    rng = random.Random(3)
    while not await service.scores(table_id):
        legal = await service.legal_actions_for(table_id, ANN)
        if legal:
            melds = [move for move in legal if move.startswith(("meld", "add", "take"))]
            await service.act(table_id, ANN, rng.choice(melds or legal))
        else:
            await asyncio.sleep(0.002)


@pytest.fixture
async def reviewing(open_service):
    return await open_service(review_samples=4)


async def test_a_scored_deal_is_reviewed_for_the_seat_and_nothing_changes(reviewing):
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    with pytest.raises(ServiceError, match="no deal has been scored"):
        await reviewing.review(info.id, ANN)
    await _play_first_deal(reviewing, info.id)
    log = await reviewing.action_log(info.id)
    missed = await reviewing.review(info.id, ANN)
    assert await reviewing.action_log(info.id) == log
    assert missed, "moves chosen at random should leave something to review"
    first_deal = [entry for entry in log if entry.deal_number == 0]
    for entry in missed:
        logged = first_deal[entry.index - 1]
        assert (logged.seat, logged.actor_id, logged.action) == (0, ANN, str(entry.played))
    assert await reviewing.review(info.id, ANN, deal=1) == missed


async def test_a_review_is_refused_to_others_and_for_deals_not_scored(reviewing):
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(reviewing, info.id)
    with pytest.raises(ServiceError, match="not seated"):
        await reviewing.review(info.id, EVE)
    with pytest.raises(ServiceError, match="deal 2 has not been scored at this table: deals 1 to 1"):
        await reviewing.review(info.id, ANN, deal=2)
    with pytest.raises(ServiceError, match="no table"):
        await reviewing.review(info.id + 100, ANN)


async def test_a_deal_s_biggest_swing_is_published_and_its_review_is_not_worked_out_twice(open_service):
    service = await open_service(review_samples=4, deal_swings=True)
    swings = []
    service.subscribe(lambda event: swings.append(event) if isinstance(event, DealSwing) else None)
    worked_out = []
    run = service._reviewer._run
    service._reviewer._run = lambda inputs: worked_out.append(inputs.seat) or run(inputs)
    info = await started_table(service, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(service, info.id)
    for _ in range(2000):  # until the deal's end is announced; its swing then takes as long as it takes
        await asyncio.gather(*service._swings)
        await service.drain_events()
        if swings:
            break
        await asyncio.sleep(0.01)
    [swing] = swings
    missed = await service.review(info.id, ANN)
    assert worked_out == [0], "the computer's seat is not reviewed, and Ann's review is kept"
    assert (swing.table_id, swing.deal, swing.seat, swing.user_id) == (info.id, 0, 0, ANN)
    assert (swing.turn, swing.played, swing.stake) == (missed[0].turn, str(missed[0].played), missed[0].stake)
    assert swing.stake == max(entry.stake for entry in missed)


async def test_no_swing_is_worked_out_unless_the_service_is_asked_to(reviewing):
    events = []
    reviewing.subscribe(events.append)
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(reviewing, info.id)
    await asyncio.sleep(0.2)
    await reviewing.drain_events()
    assert not reviewing._swings
    assert not any(isinstance(event, DealSwing) for event in events)


async def test_when_deals_end_faster_than_they_are_reviewed_the_latest_swing_is_skipped(reviewing):
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(reviewing, info.id)
    release = asyncio.Event()

    async def slow_worker(inputs):
        await release.wait()
        return review.review(inputs)

    reviewer = Reviewer(slow_worker)
    waiting = [asyncio.ensure_future(reviewer.biggest_swing(store_behind(reviewing), info.id, 0, 4))
               for _ in range(SWINGS_IN_LINE)]
    await asyncio.sleep(0.05)
    assert await asyncio.wait_for(reviewer.biggest_swing(store_behind(reviewing), info.id, 0, 4), 5) is None
    release.set()
    swings = await asyncio.gather(*waiting)
    assert len(set(swings)) == 1 and swings[0].user_id == ANN


async def test_a_review_runs_apart_from_the_computer_players_workers(reviewing):
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(reviewing, info.id)
    players_free = threading.Event()
    loop = asyncio.get_running_loop()
    held = loop.run_in_executor(reviewing._executor, players_free.wait, 120)  # the players' only worker
    try:
        missed = await asyncio.wait_for(reviewing.review(info.id, ANN), 100)
        assert missed and not held.done()
    finally:
        players_free.set()
        await held


def test_the_review_worker_runs_at_a_lower_priority_than_the_bot():
    executor = computer.review_executor()
    try:
        niceness = executor.submit(os.nice, 0).result(timeout=60)
    finally:
        executor.shutdown()
    assert niceness == min(19, os.nice(0) + computer.REVIEW_NICENESS)


def _ended(pid: int) -> bool:
    """Whether process ``pid`` has ended and been reaped, waiting for that at most a minute."""
    for _ in range(600):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)
    return False


def _started_sleeping(executor) -> Future:
    """A minute's sleep handed to the executor's worker: past the point where shutting the executor
    down could still cancel it."""
    sleeping = executor.submit(time.sleep, 60)
    while not sleeping.running():
        time.sleep(0.01)
    return sleeping


def test_stopping_the_review_worker_ends_the_work_in_flight():
    executor = computer.review_executor()
    worker = executor.submit(os.getpid).result(timeout=60)
    sleeping = _started_sleeping(executor)
    computer.stop_now(executor)
    with pytest.raises(BrokenProcessPool):
        sleeping.result(timeout=60)
    assert _ended(worker)


async def test_closing_the_service_does_not_wait_for_a_review_still_thinking(reviewing):
    worker = await asyncio.get_running_loop().run_in_executor(reviewing._review_executor, os.getpid)
    sleeping = _started_sleeping(reviewing._review_executor)
    await reviewing.close()
    with pytest.raises(BrokenProcessPool):  # not waited for: had it been, the sleep would have ended well
        sleeping.result(timeout=60)
    assert _ended(worker)


def _cpu_ticks(pid: int) -> int:
    """The CPU time process ``pid`` has used (user and system, in clock ticks)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


async def test_a_review_cut_by_closing_is_answered_that_the_bot_is_restarting(open_service):
    slow = await open_service(review_samples=400)  # a review of seconds at least
    info = await started_table(slow, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(slow, info.id)
    [worker] = await slow.start_workers()  # the review's worker alone: the computers think in a thread here
    idle = _cpu_ticks(worker)
    unretrieved = []
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(lambda _loop, context: unretrieved.append(context))
    try:
        asked = asyncio.create_task(slow.review(info.id, ANN))
        while _cpu_ticks(worker) == idle:  # until the worker is thinking
            await asyncio.sleep(0.01)
        await slow.close()
        with pytest.raises(ServiceError, match="^the bot is restarting: ask again in a minute$"):
            await asked
        gc.collect()  # a task whose exception nobody retrieved says so when it is collected
        await asyncio.sleep(0)
    finally:
        loop.set_exception_handler(None)
    assert unretrieved == []
