"""The batcher: what queues while a run goes is served together by the next, at most ``runners`` at once."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.batching import Batcher


class _Recorder:
    """A run that records each batch it gets and waits until the test lets it finish."""

    def __init__(self):
        self.batches: list[list[int]] = []
        self.running = 0
        self.most_running = 0
        self.release = asyncio.Event()

    async def __call__(self, items: list[int]) -> list[int | Exception]:
        self.batches.append(items)
        self.running += 1
        self.most_running = max(self.most_running, self.running)
        await self.release.wait()
        self.running -= 1
        return [ValueError(item) if item < 0 else item * 10 for item in items]


async def test_items_queued_while_a_run_goes_are_served_together_by_the_next_run():
    run = _Recorder()
    batcher = Batcher(run)
    first = asyncio.ensure_future(batcher.submit(1))
    await asyncio.sleep(0)  # the first run has taken item 1 and waits
    later = [asyncio.ensure_future(batcher.submit(item)) for item in (2, 3, 4)]
    await asyncio.sleep(0)
    run.release.set()
    assert await first == 10
    assert await asyncio.gather(*later) == [20, 30, 40]
    assert run.batches == [[1], [2, 3, 4]]
    assert run.most_running == 1


async def test_at_most_the_given_number_of_runs_go_at_once():
    run = _Recorder()
    batcher = Batcher(run, runners=2)
    waiting = []
    for item in range(1, 6):
        waiting.append(asyncio.ensure_future(batcher.submit(item)))
        await asyncio.sleep(0)
    run.release.set()
    assert await asyncio.gather(*waiting) == [10, 20, 30, 40, 50]
    assert run.batches == [[1], [2], [3, 4, 5]]
    assert run.most_running == 2


async def test_an_item_that_fails_fails_alone_and_a_failing_run_fails_all_its_items():
    run = _Recorder()
    run.release.set()
    batcher = Batcher(run)
    outcomes = await asyncio.gather(batcher.submit(1), batcher.submit(-2), batcher.submit(3),
                                    return_exceptions=True)
    assert outcomes[0] == 10 and outcomes[2] == 30
    assert isinstance(outcomes[1], ValueError)

    async def broken(items):
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        await Batcher(broken).submit(1)


async def test_a_caller_that_stops_waiting_leaves_its_item_to_be_served():
    run = _Recorder()
    batcher = Batcher(run)
    gone = asyncio.ensure_future(batcher.submit(1))
    await asyncio.sleep(0)
    gone.cancel()
    staying = asyncio.ensure_future(batcher.submit(2))
    await asyncio.sleep(0)
    run.release.set()
    assert await staying == 20
    await batcher.idle()
    assert run.batches == [[1], [2]]



async def test_a_caller_who_submits_again_as_soon_as_it_is_served_is_served_again():
    async def run(items: list[int]) -> list[int | Exception]:
        return [ValueError(item) if item < 0 else item for item in items]

    batcher = Batcher(run)
    async with asyncio.timeout(5):  # (not wait_for: a task of its own would submit a step later)
        with pytest.raises(ValueError):  # woken by the run's last outcome, before the run has ended
            await batcher.submit(-1)
        assert await batcher.submit(2) == 2
        assert await batcher.submit(3) == 3
