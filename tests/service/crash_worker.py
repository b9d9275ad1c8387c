"""A process that plays computer-only matches through the table service until they end.

``start(path)`` forks it from a server process that has imported the bot already, so that the
crash test's many restarts cost milliseconds rather than an import each. It resumes whatever the
store holds (the crash test kills it with SIGKILL at random moments and starts it again), finishes
setting up any table of the plan not yet started, and reports through a pipe: ``ready`` once play
is under way, ``action`` after each stored action, and ``done`` when every match of the plan is
over.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path

from bot.service import Limits, ServiceSettings, TableChanged, TableService

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


async def table_in(service: TableService, channel: int) -> int | None:
    row = await service.db.fetch_one("SELECT id FROM game_tables WHERE channel_id = ?", (channel,))
    return row["id"] if row else None


async def set_up(service: TableService) -> list[int]:
    """Create, fill and start every table of the plan that is not started yet (idempotent)."""
    ids = []
    for channel, (variant, seed, levels) in PLAN.items():
        table_id = await table_in(service, channel)
        if table_id is None:
            info = await service.create_table(GUILD, channel, OWNER, owner_name="crash test",
                                              variant=variant, target=TARGET, timer_s=0,
                                              options={"seed": seed}, sit=False)
            table_id = info.id
        info = await service.get_table(table_id)
        if info.status == "lobby":
            for seat in info.seats:
                if seat.is_empty:
                    await service.add_computer(table_id, OWNER, levels[seat.seat], seat.seat)
            await service.start_match(table_id, OWNER)
        ids.append(table_id)
    return ids


async def main(path: str, report: Callable[[str], None]) -> None:
    settings = ServiceSettings(limits=Limits(tables_per_user=len(PLAN)), computer_delay_s=0)
    service = await TableService.open(path, settings, ThreadPoolExecutor(max_workers=1))
    try:
        service.subscribe(lambda event: report("action")
                          if isinstance(event, TableChanged) and event.reason == "action" else None)
        ids = await set_up(service)
        report("ready")
        while any(table_id in service.running_tables for table_id in ids):
            await asyncio.sleep(0.01)
    finally:
        await service.close()
    report("done")


def _play(path: str, reports: Connection) -> None:
    asyncio.run(main(path, reports.send))


def start(path: Path) -> tuple[BaseProcess, Connection]:
    """A worker playing the plan on ``path``, and the end of the pipe its reports arrive at."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    reports, writer = context.Pipe(duplex=False)
    worker = context.Process(target=_play, args=(str(path), writer), daemon=True)
    worker.start()
    writer.close()  # the worker holds its own copy: the pipe ends when the worker does
    return worker, reports
