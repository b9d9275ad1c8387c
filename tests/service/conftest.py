"""Fixtures: a table service over a real SQLite file in tmp_path, computers thinking in a thread."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.service import Limits, ServiceSettings, TableService
from bot.storage import open_database

GUILD, CHANNEL = 1, 10
ANN, BOB, CAT, DAN, EVE = 101, 102, 103, 104, 105


@pytest.fixture
async def db(db_location):
    """The store alone, opened (and migrated) on the test's database."""
    database = await open_database(db_location)
    yield database
    await database.close()


@pytest.fixture
async def open_service(db_location):
    """A factory: ``await open_service(**settings)`` opens a service on the test's database."""
    opened = []

    async def opener(path=None, **settings):
        settings.setdefault("computer_delay_s", 0)
        settings.setdefault("hint_level", "easy")
        settings.setdefault("timer_scale", 0.2)  # a second of a turn timer lasts 0.2 s
        if "limits" not in settings:
            settings["limits"] = Limits(min_timer_s=1)
        service = await TableService.open(path or db_location, ServiceSettings(**settings),
                                          ThreadPoolExecutor(max_workers=1))
        opened.append(service)
        return service

    yield opener
    for service in opened:
        await service.close()


@pytest.fixture
async def service(open_service):
    return await open_service()


class Recorder:
    """A subscriber that keeps every event."""

    def __init__(self):
        self.events = []

    def __call__(self, event):
        self.events.append(event)

    def of(self, kind):
        return [e for e in self.events if isinstance(e, kind)]


@pytest.fixture
async def recorder(service):
    recorder = Recorder()
    service.subscribe(recorder)
    return recorder


async def wait_for(predicate, timeout: float = 20.0):
    """Poll ``predicate`` (a function, maybe async) until it is truthy; fail after ``timeout``."""
    import asyncio
    import inspect

    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = predicate()
        if inspect.isawaitable(value):
            value = await value
        if value:
            return value
        assert loop.time() < deadline, "timed out waiting"
        await asyncio.sleep(0.005)


async def started_table(service, *, people=(ANN,), level="easy", variant="classic", channel=CHANNEL,
                        guild=GUILD, **settings):
    """A running match: ``people`` in the first seats, computers of ``level`` in the rest."""
    owner, *others = people
    settings.setdefault("options", {"seed": "test"})
    info = await service.create_table(guild, channel, owner, owner_name=f"user{owner}",
                                      variant=variant, **settings)
    for user in others:
        await service.join(info.id, user, name=f"user{user}")
    info = await service.get_table(info.id)
    for seat in info.seats:
        if seat.is_empty:
            await service.add_computer(info.id, owner, level, seat.seat)
    return await service.start_match(info.id, owner)


async def my_turn(service, table_id: int, user_id: int):
    """Wait until it is ``user_id``'s move; returns their legal actions."""
    return await wait_for(lambda: service.legal_actions_for(table_id, user_id))
