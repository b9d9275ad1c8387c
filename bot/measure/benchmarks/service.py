"""Table service speed at a number of live tables: computer moves kept up, a person's move, set-up, recovery.

``canasta bench service --tables N`` opens N computer-only tables (level ``easy``, each at
the service's pace of one computer move per ``computer_delay_s``) and 40 more where a
scripted person plays a random legal move whenever it is their turn, all through the
service API on a real SQLite file, or, with ``--db postgresql://...``, an empty PostgreSQL
database (filled, and emptied again at the end). Each table's set-up (create, four seats, start) is timed
while the tables before it already play. Then, over a timed window, it counts the computer
moves the service made against the moves the tables asked for (one a second each) and
times each of the person's ``act`` calls from call to return. Last, the service is closed
and opened again on the same file: the time to resume every table. ``--quick`` is a smoke
run: fewer tables at a faster pace. Memory is what Python allocates (``tracemalloc``) to open
40 tables and play some twenty moves at each, per table, on a service of their own (tracing
slows every allocation, so it never runs while the rest is timed). The garbage collector and the
GIL's switch interval run at the pace ``canasta bot`` sets (``bot.service.pace``).
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from .figures import median, percentile

LEVEL = "easy"
PERSON = 1
PERSON_TABLES = 40
DEFAULT_TABLES = 200


async def _computer_table(service, channel: int) -> int:
    info = await service.create_table(channel, channel, PERSON, variant="classic", timer_s=0, sit=False)
    for _ in range(4):
        await service.add_computer(info.id, PERSON, LEVEL)
    await service.start_match(info.id, PERSON)
    return info.id


async def _person_table(service, channel: int, user: int) -> int:
    info = await service.create_table(channel, channel, user, variant="classic", timer_s=0)
    for _ in range(3):
        await service.add_computer(info.id, user, LEVEL)
    await service.start_match(info.id, user)
    return info.id


async def _play_as_person(service, table_id: int, user: int, turns: asyncio.Event, latencies: list,
                          until: float, rng: random.Random) -> None:
    from bot.service import ServiceError

    while time.perf_counter() < until and table_id in service.running_tables:
        legal = await service.legal_actions_for(table_id, user)
        if not legal:
            turns.clear()
            try:
                await asyncio.wait_for(turns.wait(), max(0.0, until - time.perf_counter()))
            except TimeoutError:
                return
            continue
        started = time.perf_counter()
        try:
            await service.act(table_id, user, rng.choice(legal))
        except ServiceError:
            continue
        latencies.append((time.perf_counter() - started) * 1000)


class _MoveCounter:
    """Counts the computer moves the service announces."""

    def __init__(self):
        self.moves = 0

    def __call__(self, event) -> None:
        from bot.service import TableChanged

        if isinstance(event, TableChanged) and event.reason == "action" and event.user_id is None:
            self.moves += 1


async def _kb_per_table(location: str, settings, tables: int) -> float:
    """What Python allocates to open ``tables`` computer tables and get them under way, per table,
    measured on a service of their own (tracing slows every allocation, so not while timing)."""
    from bot.service import TableService

    service = await TableService.open(location, settings)
    try:
        tracemalloc.start()
        for channel in range(tables):
            await _computer_table(service, 30_000_000 + channel)
        await asyncio.sleep(20 * settings.computer_delay_s)  # some twenty moves at each table
        return round(tracemalloc.get_traced_memory()[0] / 1024 / tables, 1)
    finally:
        tracemalloc.stop()
        await service.close()


async def _require_empty(location: str) -> None:
    """StorageError unless the database the bench was given holds nothing."""
    from bot.storage import open_database
    from bot.storage.copy import require_empty

    db = await open_database(location)
    try:
        await require_empty(db, "the bench needs an empty database")
    finally:
        await db.close()


async def _wipe(location: str) -> None:
    """Delete what the bench wrote to the database it was given."""
    from bot.storage import open_database
    from bot.storage.copy import empty

    db = await open_database(location)
    try:
        await empty(db)
    finally:
        await db.close()


async def _measure(folder: Path, computer_tables: int, quick: bool, db: str | None) -> dict:
    from bot.service import Limits, ServiceSettings

    person_tables = 5 if quick else PERSON_TABLES
    window_s = 3.0 if quick else 20.0
    settings = ServiceSettings(limits=Limits(tables_per_guild=100_000, tables_per_user=100_000),
                               computer_delay_s=0.05 if quick else ServiceSettings.computer_delay_s)
    path = db or str(folder / "bench.db")
    if db is not None:
        await _require_empty(db)
    try:
        figures = await _measure_on(path, computer_tables, person_tables, window_s, settings, quick)
        if db is not None:
            await _wipe(db)
        figures["tables_kb_per_table"] = await _kb_per_table(db or str(folder / "memory.db"), settings,
                                                             person_tables)
    finally:
        if db is not None:
            await _wipe(db)
    return figures


async def _measure_on(path: str, computer_tables: int, person_tables: int, window_s: float, settings,
                      quick: bool) -> dict:
    from bot.service import TableService, YourTurn

    service = await TableService.open(path, settings)
    try:
        turns: dict[int, asyncio.Event] = {}
        service.subscribe(lambda e: turns[e.table_id].set()
                          if isinstance(e, YourTurn) and e.table_id in turns else None)
        counter = _MoveCounter()
        service.subscribe(counter)
        set_ups: list[float] = []
        for channel in range(computer_tables):
            started = time.perf_counter()
            await _computer_table(service, 10_000_000 + channel)
            set_ups.append((time.perf_counter() - started) * 1000)
        people = {}
        for n in range(person_tables):
            user = 500 + n
            table_id = await _person_table(service, 20_000_000 + n, user)
            turns[table_id] = asyncio.Event()
            people[table_id] = user
        await asyncio.sleep(1 if quick else 3)  # every table under way before timing
        latencies: list[float] = []
        rng = random.Random(1)
        moves_before = counter.moves
        started = time.perf_counter()
        await asyncio.gather(*(_play_as_person(service, table_id, user, turns[table_id], latencies,
                                               started + window_s, rng) for table_id, user in people.items()))
        await asyncio.sleep(max(0.0, started + window_s - time.perf_counter()))
        seconds = time.perf_counter() - started
        computer_moves = counter.moves - moves_before
        running = len(service.running_tables)
    finally:
        await service.close()
    started = time.perf_counter()
    service = await TableService.open(path, settings)
    recovered_s = time.perf_counter() - started
    resumed = len(service.running_tables)
    await service.close()
    tables = computer_tables + person_tables
    return {
        "service_tables": tables,
        "service_tables_running": running,
        "service_computer_level": LEVEL,
        "service_computer_delay_s": settings.computer_delay_s,
        "service_computer_moves_per_s": round(computer_moves / seconds, 1),
        "service_computer_moves_asked_per_s": round(tables / settings.computer_delay_s, 1),
        "service_action_ms_p50": median(latencies),  # null when no person's action was timed
        "service_action_ms_p99": percentile(latencies, 0.99),
        "service_action_samples": len(latencies),
        "service_setup_ms_p50": median(set_ups),
        "service_setup_ms_p99": percentile(set_ups, 0.99),
        "service_recovery_s": round(recovered_s, 2),
        "service_tables_recovered": resumed,
        "service_timed_s": round(seconds, 1),
    }


def measure(quick: bool = False, tables: int | None = None, db: str | None = None) -> dict:
    """The figures for ``tables`` computer tables (default 200; 20 with ``quick``) and the person's tables,
    on a temporary SQLite file or on the empty PostgreSQL database ``db``."""
    from bot.service.pace import current, pace_for_service, set_pace

    computer_tables = tables if tables is not None else (20 if quick else DEFAULT_TABLES)
    before = pace_for_service()  # as ``canasta bot`` runs
    pace = current()
    try:
        with tempfile.TemporaryDirectory() as folder:
            figures = asyncio.run(_measure(Path(folder), computer_tables, quick, db))
    finally:
        set_pace(before)
    return {**figures, "service_collector_young_objects": pace.collector[0],
            "service_switch_interval_ms": round(pace.switch_interval_s * 1000, 3),
            "service_database": "sqlite" if db is None else "postgresql"}
