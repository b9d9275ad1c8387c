"""Feeds: ordered jobs, merged refreshes paced by an interval, and a failing job that stops nothing."""

from __future__ import annotations

import asyncio

from discord_ui.feeds import Feed
from i18n import _, speaking


async def english() -> str:
    return "en"


class Recorder:
    def __init__(self):
        self.done: list[str] = []
        self.gate = asyncio.Event()
        self.gate.set()

    async def refresh(self):
        await self.gate.wait()
        self.done.append("refresh")

    def job(self, name: str):
        async def run():
            self.done.append(name)
        return run


async def test_many_refresh_requests_at_once_run_one_refresh():
    recorder = Recorder()
    feed = Feed("t", recorder.refresh, interval=0, language=english)
    for _request in range(50):
        feed.refresh()
    await feed.idle()
    assert recorder.done == ["refresh"]


async def test_requests_during_a_running_refresh_merge_into_one_more():
    recorder = Recorder()
    recorder.gate.clear()
    feed = Feed("t", recorder.refresh, interval=0, language=english)
    feed.refresh()
    await asyncio.sleep(0)  # the first refresh is now waiting on the gate
    for _request in range(20):
        feed.refresh()
    recorder.gate.set()
    await feed.idle()
    assert recorder.done == ["refresh", "refresh"]


async def test_jobs_run_in_order_and_before_a_waiting_refresh():
    recorder = Recorder()
    feed = Feed("t", recorder.refresh, interval=0.2, language=english)
    feed.refresh()
    await asyncio.sleep(0.01)
    feed.refresh()  # must wait for the interval
    feed.post(recorder.job("scores"))
    feed.post(recorder.job("result"))
    await feed.idle()
    assert recorder.done == ["refresh", "scores", "result", "refresh"]


async def test_a_failing_job_is_logged_and_the_next_one_still_runs(caplog):
    recorder = Recorder()
    feed = Feed("t", recorder.refresh, interval=0, language=english)

    async def broken():
        raise RuntimeError("Discord said no")

    feed.post(broken)
    feed.post(recorder.job("after"))
    await feed.idle()
    assert recorder.done == ["after"]
    assert "feed_job_failed" in caplog.text


async def test_a_cancelled_feed_stops_and_a_later_request_starts_it_again():
    recorder = Recorder()
    recorder.gate.clear()
    feed = Feed("t", recorder.refresh, interval=0, language=english)
    feed.refresh()
    await asyncio.sleep(0)
    feed.cancel()
    await feed.idle()
    recorder.gate.set()
    feed.refresh()
    await feed.idle()
    assert recorder.done == ["refresh"]


async def test_a_feeds_jobs_are_written_in_its_language_whoever_asked_first():
    written: list[str] = []

    async def portuguese() -> str:
        return "pt_BR"

    async def draw() -> None:
        written.append(_("there is no table #{table}", table=5))

    feed = Feed("t", draw, interval=0, language=portuguese)
    with speaking("it"):  # an Italian's click started the feed
        feed.refresh()
    await feed.idle()
    written.append(_("there is no table #{table}", table=5))  # and the caller's own language is untouched
    assert written == ["não existe a mesa #5", "there is no table #5"]
