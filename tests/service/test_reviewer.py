"""The reviewer works each review out once, for every caller at once, and tries again after a failure;
a caller who gives up does not end the work for the others."""

from __future__ import annotations

import asyncio

import pytest

from bot.service.review import ReviewInputs
from bot.service.reviewer import Reviewer


def inputs(seat: int) -> ReviewInputs:
    return ReviewInputs("classic", "seed", 5000, 0, (0, 0), ("draw",), seat, 4, 2)


class Worker:
    """Stands in for the process pool: each run waits until the test lets it finish."""

    def __init__(self):
        self.runs: list[int] = []
        self.release = asyncio.Event()
        self.fail_next = False

    async def __call__(self, given: ReviewInputs) -> list:
        self.runs.append(given.seat)
        await self.release.wait()
        if self.fail_next:
            self.fail_next = False
            raise RuntimeError("the worker died")
        return [f"review of seat {given.seat}"]


async def test_callers_of_one_review_share_one_run_and_later_callers_get_it_kept():
    worker = Worker()
    reviewer = Reviewer(worker)
    first = asyncio.ensure_future(reviewer.review(inputs(1)))
    second = asyncio.ensure_future(reviewer.review(inputs(1)))
    await asyncio.sleep(0.01)
    worker.release.set()
    assert await first == await second == ["review of seat 1"]
    assert await reviewer.review(inputs(1)) == ["review of seat 1"]
    assert await reviewer.review(inputs(2)) == ["review of seat 2"]
    assert worker.runs == [1, 2]


async def test_a_failed_review_is_worked_out_again_when_asked_again():
    worker = Worker()
    worker.fail_next = True
    worker.release.set()
    reviewer = Reviewer(worker)
    with pytest.raises(RuntimeError, match="the worker died"):
        await reviewer.review(inputs(1))
    assert await reviewer.review(inputs(1)) == ["review of seat 1"]
    assert worker.runs == [1, 1]


async def test_a_caller_who_gives_up_leaves_the_review_to_the_others():
    worker = Worker()
    reviewer = Reviewer(worker)
    impatient = asyncio.ensure_future(reviewer.review(inputs(1)))
    patient = asyncio.ensure_future(reviewer.review(inputs(1)))
    await asyncio.sleep(0.01)
    impatient.cancel()
    await asyncio.sleep(0.01)
    worker.release.set()
    assert await patient == ["review of seat 1"]
    assert impatient.cancelled() and worker.runs == [1]


async def test_reviews_run_one_at_a_time():
    worker = Worker()
    reviewer = Reviewer(worker)
    both = asyncio.ensure_future(asyncio.gather(reviewer.review(inputs(1)), reviewer.review(inputs(2))))
    await asyncio.sleep(0.01)
    assert worker.runs == [1]
    worker.release.set()
    assert await both == [["review of seat 1"], ["review of seat 2"]]
