"""Table service speed: one person's move (engine, commit, events) while 200 computer tables play.

Computer-only tables (level ``easy``, at the service's default pace of one computer move
per ``computer_delay_s``) keep the store, the executor and the event loop busy; on 40
more tables a scripted person plays a random legal move whenever it is their turn,
and each ``act`` call is timed from call to return. ``--quick`` is a smoke run: fewer
tables at a faster pace. Memory is what Python allocates (``tracemalloc``) to open the tables
and get every one under way, per table; the resident set, which the allocator may give back,
went negative between two readings on a busy machine.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

LEVEL = "easy"
PERSON = 1



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
                          wanted: int, rng: random.Random) -> None:
    from bot.service import ServiceError

    while len(latencies) < wanted and table_id in service.running_tables:
        legal = await service.legal_actions_for(table_id, user)
        if not legal:
            turns.clear()
            await turns.wait()
            continue
        started = time.perf_counter()
        try:
            await service.act(table_id, user, rng.choice(legal))
        except ServiceError:
            continue
        latencies.append((time.perf_counter() - started) * 1000)


async def _measure(quick: bool) -> dict:
    from bot.service import Limits, ServiceSettings, TableService, YourTurn

    computer_tables = 20 if quick else 200
    person_tables = 5 if quick else 40
    samples = 40 if quick else 300
    settings = ServiceSettings(limits=Limits(tables_per_guild=10_000, tables_per_user=10_000),
                               computer_delay_s=0.05 if quick else ServiceSettings.computer_delay_s)
    with tempfile.TemporaryDirectory() as folder:
        service = await TableService.open(Path(folder) / "bench.db", settings)
        try:
            turns: dict[int, asyncio.Event] = {}
            service.subscribe(lambda e: turns[e.table_id].set()
                              if isinstance(e, YourTurn) and e.table_id in turns else None)
            tracemalloc.start()
            for channel in range(computer_tables):
                await _computer_table(service, 10_000 + channel)
            people = {}
            for n in range(person_tables):
                user = 500 + n
                table_id = await _person_table(service, 20_000 + n, user)
                turns[table_id] = asyncio.Event()
                people[table_id] = user
            await asyncio.sleep(1 if quick else 3)  # every table under way before timing
            table_bytes = tracemalloc.get_traced_memory()[0]
            tracemalloc.stop()
            latencies: list[float] = []
            rng = random.Random(1)
            started = time.perf_counter()
            await asyncio.gather(*(_play_as_person(service, table_id, user, turns[table_id], latencies,
                                                   samples, rng) for table_id, user in people.items()))
            seconds = time.perf_counter() - started
            computer_moves = await service.db.fetch_one(
                "SELECT COUNT(*) AS n FROM actions WHERE computer_level IS NOT NULL")
        finally:
            tracemalloc.stop()
            await service.close()
    latencies.sort()
    return {
        "service_action_ms_p50": round(statistics.median(latencies), 2),
        "service_action_ms_p99": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))], 2),
        "service_action_samples": len(latencies),
        "service_tables_running": computer_tables + person_tables,
        "service_computer_level": LEVEL,
        "service_computer_delay_s": settings.computer_delay_s,
        "service_computer_moves_total": computer_moves["n"],
        "service_timed_s": round(seconds, 1),
        "tables_kb_per_table": round(table_bytes / 1024 / (computer_tables + person_tables), 1),
    }


def measure(quick: bool = False) -> dict:
    return asyncio.run(_measure(quick))
