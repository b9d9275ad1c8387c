"""A process that plays computer-only matches through the table service, with 500 more tables playing.

``start(path)`` forks it from a server process that has imported the bot already, so that the
crash test's many restarts cost milliseconds rather than an import each. It resumes whatever the
store holds (the crash test kills it with SIGKILL at random moments and starts it again), finishes
setting up any table of the plan not yet started, and reports through a pipe: ``ready`` once play
is under way, ``action`` after each stored action of the plan's matches, ``background`` after each
stored action at one of the other tables, and ``done`` when every match of the plan is over and
every other table has come to rest.

The other tables load the store while the plan plays: at each, a scripted person (seat 0) plays
the first of their legal moves a moment after their turn comes, ``BACKGROUND_MOVES`` times, and
a random computer answers; then the table waits for the person for good. So an uninterrupted
run and a run killed many times must leave every one of them with the same log.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from bot.service import Limits, ServiceError, ServiceSettings, TableChanged, TableService, YourTurn
from tests.store import store_behind

OWNER = 1000
GUILD = 1
TARGET = 5000

# channel -> (variant, match seed, computer level of each seat)
PLAN = {
    11: ("classic", "crash-a", ("easy", "random", "easy", "random")),
    12: ("classic-2p", "crash-b", ("easy", "easy")),
    13: ("classic-3p", "crash-c", ("easy", "random", "easy")),
    14: ("classic", "crash-d", ("easy", "easy", "easy", "easy")),
}


BACKGROUND = 500
BACKGROUND_MOVES = 20  # the person's moves at each background table
PERSON_PACE_S = 0.2  # before each of them
BACKGROUND_CHANNEL = 1000
PERSON = 5000  # + table number: the person at each background table


def background_plan() -> dict[int, tuple[str, str, tuple[str | None, ...]]]:
    """The background tables: two-handed, a person in seat 0 (None) against a random computer."""
    return {BACKGROUND_CHANNEL + n: ("classic-2p", f"background-{n}", (None, "random"))
            for n in range(BACKGROUND)}


async def _set_up_table(service: TableService, table_id: int | None, channel: int, variant: str, seed: str,
                        levels: tuple[str | None, ...]) -> int:
    owner = OWNER if levels[0] is not None else PERSON + channel - BACKGROUND_CHANNEL
    if table_id is None:
        info = await service.create_table(GUILD, channel, owner, owner_name="crash test", variant=variant,
                                          target=TARGET, timer_s=0, options={"seed": seed},
                                          sit=levels[0] is None)
        table_id = info.id
    info = await service.get_table(table_id)
    if info.status == "lobby":
        for seat in info.seats:
            if seat.is_empty:
                await service.add_computer(table_id, owner, levels[seat.seat], seat.seat)
        await service.start_match(table_id, owner)
    return table_id


async def set_up(service: TableService, ids: dict[int, int]) -> None:
    """Create, fill and start every table of the background, then of the plan, not started yet
    (idempotent: the plan's matches start once the other tables play); ``ids`` gets each table's
    id by channel as soon as it has one."""
    stored = {row["channel_id"]: (row["id"], row["status"]) for row in await store_behind(service).fetch_all(
        "SELECT channel_id, id, status FROM game_tables WHERE guild_id = ?", (GUILD,))}
    for channel, (variant, seed, levels) in {**background_plan(), **PLAN}.items():
        table_id, status = stored.get(channel, (None, "lobby"))
        if table_id is not None:
            ids[channel] = table_id
        if status == "lobby":
            ids[channel] = await _set_up_table(service, table_id, channel, variant, seed, levels)


class _People:
    """The scripted people of the background tables: each plays its first legal move, a moment after
    its turn comes, until it has made ``BACKGROUND_MOVES`` moves."""

    def __init__(self, service: TableService):
        self.service = service
        self.person_of: dict[int, int] = {}  # table id -> person, once every table is set up
        self.made: dict[int, int] = {}  # table id -> moves made so far
        self.moving: set[int] = set()

    def seat(self, ids: dict[int, int]) -> None:
        """Start the people: each table's moves so far are counted from the store's log."""
        asyncio.get_running_loop().create_task(self._seat(ids))

    async def _seat(self, ids: dict[int, int]) -> None:
        made = {row["table_id"]: row["n"] for row in await store_behind(self.service).fetch_all(
            "SELECT table_id, COUNT(*) AS n FROM actions WHERE actor_id IS NOT NULL GROUP BY table_id")}
        for channel in background_plan():
            self.made[ids[channel]] = made.get(ids[channel], 0)
            self.person_of[ids[channel]] = PERSON + channel - BACKGROUND_CHANNEL
        for table_id in self.person_of:
            self.turn(table_id)  # turns that came before anyone listened (at recovery, at set-up)

    def turn(self, table_id: int) -> None:
        if table_id in self.person_of and table_id not in self.moving:
            self.moving.add(table_id)
            asyncio.get_running_loop().create_task(self._move(table_id))

    async def _move(self, table_id: int) -> None:
        person = self.person_of[table_id]
        try:
            while self.made[table_id] < BACKGROUND_MOVES:
                await asyncio.sleep(PERSON_PACE_S)
                legal = await self.service.legal_actions_for(table_id, person)
                if not legal:
                    return  # the computers' turns; the person's next one is announced
                await self.service.act(table_id, person, legal[0])
                self.made[table_id] += 1
        except ServiceError:  # the service is closing
            return
        finally:
            self.moving.discard(table_id)

    async def at_rest(self) -> bool:
        """Every person has made all its moves and waits for its turn to come back."""
        if not self.person_of:
            return False
        for table_id, person in self.person_of.items():
            if self.made[table_id] < BACKGROUND_MOVES:
                return False
            if not await self.service.legal_actions_for(table_id, person):
                return False
        return True


async def main(path: str, report: Callable[[str], None]) -> None:
    limits = Limits(tables_per_user=len(PLAN), tables_per_guild=len(PLAN) + BACKGROUND)
    settings = ServiceSettings(limits=limits, computer_delay_s=0)
    service = await TableService.open(path, settings, ThreadPoolExecutor(max_workers=1))
    try:
        ids: dict[int, int] = {}
        plan = _Channels(ids, PLAN)
        people = _People(service)
        service.subscribe(lambda event: _heard(event, plan, people, report))
        await set_up(service, ids)
        people.seat(ids)
        report("ready")
        while any(ids[channel] in service.running_tables for channel in PLAN) or not await people.at_rest():
            await asyncio.sleep(0.05)
    finally:
        await service.close()
    report("done")


class _Channels:
    """Whether a table is one of the given channels' (as their ids become known)."""

    def __init__(self, ids: dict[int, int], channels):
        self.ids, self.channels = ids, channels

    def __contains__(self, table_id: int) -> bool:
        return any(self.ids.get(channel) == table_id for channel in self.channels)


def _heard(event, plan: set[int], people: _People, report: Callable[[str], None]) -> None:
    if isinstance(event, TableChanged) and event.reason == "action":
        report("action" if event.table_id in plan else "background")
    elif isinstance(event, YourTurn):
        people.turn(event.table_id)


def _play(path: str, reports: Connection) -> None:
    asyncio.run(main(path, reports.send))


def start(path: str) -> tuple[BaseProcess, Connection]:
    """A worker playing the plan on ``path`` (a SQLite file or a PostgreSQL URL), and the end of the pipe
    its reports arrive at."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    reports, writer = context.Pipe(duplex=False)
    worker = context.Process(target=_play, args=(path, writer), daemon=True)
    worker.start()
    writer.close()  # the worker holds its own copy: the pipe ends when the worker does
    return worker, reports
