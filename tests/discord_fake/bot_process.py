"""The real bot as a child process (``python -m bot.cli bot``) pointed at a :class:`FakeDiscord`.

The test process reads its output line by line, so a test can wait for a logged event
(``bot.core.logs.parse``) the moment it is written; ``kill()`` is SIGKILL, as a crash or an OOM
kill would be.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.core.config import ENVIRONMENT
from bot.core.logs import parse

from .server import FakeDiscord

LINE_LIMIT = 1 << 20  # longest output line read (a logged traceback is one line)


class BotProcess:
    def __init__(self, fake: FakeDiscord, workdir: Path, *, db_path: Path | str | None = None,
                 env: dict[str, str] | None = None, shards: tuple[int, ...] | None = None) -> None:
        self.fake = fake
        self.workdir = workdir
        self.db_path = db_path or workdir / "canasta.db"  # or a PostgreSQL URL
        self.shards = shards  # the shard ids it runs (``--shards``), of the fake's shard count; None: all
        self.extra_env = env or {}
        self.process: asyncio.subprocess.Process | None = None
        self._lines: list[str] = []  # the current run's output
        self._events: list[dict[str, str]] = []  # its structured log lines, parsed
        self._follower: asyncio.Task | None = None

    def environment(self) -> dict[str, str]:
        # the bot's own variables, which a developer's shell may set, do not leak into the bot under test
        env = {key: value for key, value in os.environ.items() if key not in ENVIRONMENT}
        env.update(self.fake.bot_env())
        env.update({"CANASTA_DB": str(self.db_path), "CANASTA_LOG_LEVEL": "INFO", "PYTHONUNBUFFERED": "1"})
        env.update(self.extra_env)
        return env

    async def run_command(self, *args: str, timeout: float = 30.0) -> tuple[int, str]:
        """Run ``canasta <args>`` to completion (e.g. ``sync``); its exit code and output."""
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.cli", *args, cwd=self.workdir, env=self.environment(),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        output, _ = await asyncio.wait_for(process.communicate(), timeout)
        return process.returncode, output.decode()

    async def start(self, timeout: float = 20.0) -> None:
        """Start ``canasta bot`` and wait until each of its shards has identified to the fake."""
        identified = self.fake.gateway.identifies
        shards = range(self.fake.shard_count) if self.shards is None else self.shards
        options = [] if self.shards is None else [
            "--shards", ",".join(map(str, self.shards)), "--shard-count", str(self.fake.shard_count)]
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.cli", "bot", *options, cwd=self.workdir, env=self.environment(),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, limit=LINE_LIMIT,
            start_new_session=True)  # its own process group, with the computer players' workers
        self._lines, self._events = [], []
        self._follower = asyncio.create_task(self._follow(self.process, self._lines, self._events))
        try:
            await self.fake.wait_for(lambda: self.exited or (
                self.fake.gateway.identifies >= identified + len(shards)
                and all(self.fake.gateway.connected(s) for s in shards)), timeout)
        except TimeoutError as error:
            raise AssertionError(f"the bot did not connect within {timeout} s:\n{self.output()}") from error
        if self.exited:
            raise AssertionError(f"the bot exited with {self.process.returncode}:\n{self.output()}")

    async def _follow(self, process: asyncio.subprocess.Process, lines: list[str],
                      events: list[dict[str, str]]) -> None:
        """Keep the run's output, waking every wait on the fake at each line and at the exit."""
        async for raw in process.stdout:
            line = raw.decode(errors="replace")
            lines.append(line)
            if line.startswith("ts="):
                events.append(parse(line))
            self.fake.changes.notify()
        await process.wait()
        self.fake.changes.notify()  # so a wait on the fake notices the crash at once

    @property
    def exited(self) -> bool:
        return self.process is not None and self.process.returncode is not None

    def kill(self) -> None:
        """SIGKILL to the bot and its worker processes: no goodbye to the gateway, no cleanup, as when
        a crash or an OOM kill ends the bot's container."""
        if self.process is not None and not self.exited:
            os.killpg(self.process.pid, signal.SIGKILL)

    async def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM and wait (SIGKILL after ``timeout``); the exit code."""
        if self.process is None:
            return None
        if not self.exited:
            self.process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.process.wait(), timeout)
            except TimeoutError:
                self.kill()
        await self._follower  # the output read to its end
        return self.process.returncode

    def output(self) -> str:
        """What the current run has written so far."""
        return "".join(self._lines)

    def events(self, name: str | None = None) -> list[dict[str, str]]:
        """The structured log lines of the current run, optionally only those with ``event=name``."""
        return [fields for fields in self._events if name is None or fields.get("event") == name]

    async def wait_event(self, name: str, timeout: float = 5.0, **fields: str) -> dict[str, str]:
        """Wait for a log line ``event=name`` whose fields include ``fields``."""
        wanted = {key: str(value) for key, value in fields.items()}

        def logged() -> dict[str, str] | bool:
            found = next((event for event in self.events(name)
                          if all(event.get(key) == value for key, value in wanted.items())), None)
            return found or self._follower.done()  # done: the run is over and all its output read

        try:
            found = await self.fake.wait_for(logged, timeout)
        except TimeoutError:
            found = None
        if not isinstance(found, dict):
            raise AssertionError(f"no event={name} {fields} in the bot log:\n{self.output()[-3000:]}")
        return found
