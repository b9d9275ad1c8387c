"""The real bot as a child process (``python -m bot.cli bot``) pointed at a :class:`FakeDiscord`.

Its output goes to a log file the test can read back event by event
(``bot.logs.parse``); ``kill()`` is SIGKILL, as a crash or an OOM kill would be.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.config import ENVIRONMENT
from bot.logs import parse

from .server import FakeDiscord


class BotProcess:
    def __init__(self, fake: FakeDiscord, workdir: Path, *, db_path: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.fake = fake
        self.workdir = workdir
        self.db_path = db_path or workdir / "canasta.db"
        self.extra_env = env or {}
        self.process: asyncio.subprocess.Process | None = None
        self.runs = 0
        self.log_path = workdir / "bot-0.log"
        self._watcher: asyncio.Task | None = None

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
        """Start ``canasta bot`` and wait until every shard has identified to the fake."""
        identified = self.fake.gateway.identifies
        self.runs += 1
        self.log_path = self.workdir / f"bot-{self.runs}.log"
        with open(self.log_path, "wb") as log:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot.cli", "bot", cwd=self.workdir, env=self.environment(),
                stdout=log, stderr=asyncio.subprocess.STDOUT)
        self._watcher = asyncio.create_task(self._notify_exit(self.process))
        try:
            await self.fake.wait_for(lambda: self.exited or (
                self.fake.gateway.identifies >= identified + self.fake.shard_count
                and all(self.fake.gateway.connected(s) for s in range(self.fake.shard_count))), timeout)
        except TimeoutError as error:
            raise AssertionError(f"the bot did not connect within {timeout} s:\n{self.output()}") from error
        if self.exited:
            raise AssertionError(f"the bot exited with {self.process.returncode}:\n{self.output()}")

    async def _notify_exit(self, process: asyncio.subprocess.Process) -> None:
        await process.wait()
        self.fake.changes.notify()  # so a wait on the fake notices the crash at once

    @property
    def exited(self) -> bool:
        return self.process is not None and self.process.returncode is not None

    def kill(self) -> None:
        """SIGKILL: no goodbye to the gateway, no cleanup, exactly like a crash."""
        if self.process is not None and not self.exited:
            self.process.send_signal(signal.SIGKILL)

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
        return await self.process.wait()

    def output(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def events(self, name: str | None = None) -> list[dict[str, str]]:
        """The structured log lines of the current run, optionally only those with ``event=name``."""
        parsed = [parse(line) for line in self.output().splitlines() if line.startswith("ts=")]
        return [fields for fields in parsed if name is None or fields.get("event") == name]

    async def wait_event(self, name: str, timeout: float = 5.0, **fields: str) -> dict[str, str]:
        """Wait for a log line ``event=name`` whose fields include ``fields``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            for event in self.events(name):
                if all(event.get(key) == str(value) for key, value in fields.items()):
                    return event
            if loop.time() > deadline or self.exited:
                raise AssertionError(f"no event={name} {fields} in the bot log:\n{self.output()[-3000:]}")
            await asyncio.sleep(0.05)
