"""Computer decisions asked for while the workers are busy go to a worker together, in one trip."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from bot.service import Limits, ServiceSettings, TableService, computer

from .conftest import wait_for

TABLES = 8


class _HeldExecutor(ThreadPoolExecutor):
    """One thread whose calls wait until the test opens the gate; records what each call carried."""

    def __init__(self):
        super().__init__(max_workers=1)
        self.gate = threading.Event()
        self.trips: list[int] = []

    def submit(self, fn, /, *args, **kwargs):
        if fn is computer.decide_all:
            self.trips.append(len(args[0]))

        def held():
            self.gate.wait(10)
            return fn(*args, **kwargs)

        return super().submit(held)


async def test_decisions_waiting_for_busy_workers_go_together_and_every_table_plays_on(db_location):
    executor = _HeldExecutor()
    settings = ServiceSettings(limits=Limits(tables_per_user=TABLES), computer_delay_s=0)
    service = await TableService.open(db_location, settings, executor)
    try:
        runners = 2 * computer.workers()
        for channel in range(TABLES):
            info = await service.create_table(1, 100 + channel, 7, timer_s=0, sit=False,
                                              options={"seed": f"batch{channel}"})
            for seat in range(4):
                await service.add_computer(info.id, 7, "easy", seat)
            await service.start_match(info.id, 7)
        await wait_for(lambda: len(executor.trips) == runners)  # every runner waits on a held trip
        assert executor.trips == [1] * runners
        executor.gate.set()
        await wait_for(lambda: len(executor.trips) > runners)
        assert executor.trips[runners] == TABLES - runners  # the rest queued, and left in one trip
        for table_id in service.running_tables:
            await wait_for(lambda t=table_id: _moves(service, t))
    finally:
        executor.gate.set()
        await service.close()
        executor.shutdown()


async def _moves(service, table_id: int) -> bool:
    return len(await service.action_log(table_id)) >= 3
