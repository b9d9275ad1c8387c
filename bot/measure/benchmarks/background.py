"""Computer tables played by a table service in a process of its own, as load on the host while a
benchmark measures something else (``canasta bench ai --busy``)."""

from __future__ import annotations

import asyncio
import multiprocessing
import tempfile
import time
from pathlib import Path

START_S = 600.0  # at most this long to open the service and start its tables (200 take some seconds)
STOP_S = 60.0  # at most this long for the service to close before its process is ended


class BusyTables:
    """On entering, a process of its own opens a table service on a temporary SQLite file, starts
    ``tables`` computer-only tables there (as ``canasta bench service`` does, one computer move per
    ``computer_delay_s`` at each) and returns once they are under way; on leaving, the service is
    closed. ``moves_per_s``: the computer moves the service made meanwhile, per second (after leaving)."""

    def __init__(self, tables: int, computer_delay_s: float):
        self.tables = tables
        self.computer_delay_s = computer_delay_s
        self.moves_per_s: float | None = None
        context = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing of the caller's
        self._ready = context.Event()
        self._stop = context.Event()
        self._results, sender = context.Pipe(duplex=False)
        # Not a daemon: the service starts worker processes of its own, which a daemon may not.
        self._process = context.Process(target=_serve, name="busy-tables", args=(
            tables, computer_delay_s, self._ready, self._stop, sender))

    def __enter__(self) -> BusyTables:
        self._process.start()
        deadline = time.monotonic() + START_S
        while not self._ready.wait(0.5):
            if not self._process.is_alive() or time.monotonic() > deadline:
                self._end()
                raise RuntimeError(f"the service with {self.tables} busy tables did not start")
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._results.poll(STOP_S):
            self.moves_per_s = self._results.recv()
        self._end()

    def _end(self) -> None:
        self._stop.set()
        self._process.join(STOP_S)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join()


def _serve(tables: int, computer_delay_s: float, ready, stop, results) -> None:
    """The background process: the service paced as ``canasta bot`` paces it, until ``stop``."""
    from bot.service.pace import pace_for_service

    pace_for_service()
    asyncio.run(_serve_tables(tables, computer_delay_s, ready, stop, results))


async def _serve_tables(tables: int, computer_delay_s: float, ready, stop, results) -> None:
    from bot.service import Limits, ServiceSettings, TableService

    from .service import _computer_table, _MoveCounter

    settings = ServiceSettings(limits=Limits(tables_per_guild=100_000, tables_per_user=100_000),
                               computer_delay_s=computer_delay_s)
    with tempfile.TemporaryDirectory() as folder:
        service = await TableService.open(str(Path(folder) / "busy.db"), settings)
        try:
            counter = _MoveCounter()
            service.subscribe(counter)
            for channel in range(tables):
                await _computer_table(service, 10_000_000 + channel)
            await asyncio.sleep(3 * computer_delay_s)  # every table under way
            ready.set()
            moves, started = counter.moves, time.perf_counter()
            await asyncio.to_thread(stop.wait)
            results.send(round((counter.moves - moves) / (time.perf_counter() - started), 1))
        finally:
            await service.close()
