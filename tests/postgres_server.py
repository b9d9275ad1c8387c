"""A throwaway PostgreSQL server for the tests: a new cluster in a temporary directory, on a loopback port.

The server's programs (``initdb``, ``pg_ctl``) come from the PATH or from Debian's
``/usr/lib/postgresql/<version>/bin``; without them the tests that need the server fail (they are
not skipped): ``.ci/run`` installs PostgreSQL where it is missing. PostgreSQL refuses to run as
root, so as root the server runs as the ``postgres`` user the package creates. Durability is off
(``fsync``), which a test never needs: a killed bot process loses nothing either way; only a
crash of the whole machine would.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SERVER_USER = "postgres"  # the account the server runs as when the tests run as root


def _program(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
                        key=lambda path: int(Path(path).parts[-3]))
    if not candidates:
        raise RuntimeError(f"PostgreSQL's {name} was not found: install PostgreSQL (the tests need a server)")
    return candidates[-1]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresServer:
    """``start()`` a cluster under ``root``; ``url(name)`` of one of its databases; ``stop()`` at the end."""

    def __init__(self, root: Path):
        self.root = root
        self.data = root / "data"
        self.port = _free_port()

    def _run(self, *command: str) -> None:
        if os.geteuid() == 0:
            command = ("runuser", "-u", SERVER_USER, "--", *command)
        done = subprocess.run(command, capture_output=True, text=True, cwd="/")
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed: {done.stderr or done.stdout}")

    def start(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            shutil.chown(self.root, SERVER_USER)
        self._run(_program("initdb"), "-D", str(self.data), "-U", "canasta", "-A", "trust", "-E", "UTF8",
                  "--no-sync", "--no-instructions")
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' "
                   "-c fsync=off -c full_page_writes=off -c max_connections=200")
        self._run(_program("pg_ctl"), "-D", str(self.data), "-l", str(self.root / "server.log"),
                  "-o", options, "-w", "start")

    def stop(self) -> None:
        self._run(_program("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://canasta@127.0.0.1:{self.port}/{database}"

    @contextmanager
    def database(self, name: str, template: str | None = None) -> Iterator[str]:
        """A new database ``name`` (empty, or a clone of ``template``), its URL; dropped afterwards."""
        self.sql(f"CREATE DATABASE {name}" + (f" TEMPLATE {template}" if template else ""))
        try:
            yield self.url(name)
        finally:
            self.sql(f"DROP DATABASE {name} WITH (FORCE)")

    def restore(self, dump: Path, database: str) -> None:
        """Load a ``pg_dump`` file (custom format) into the empty ``database``."""
        done = subprocess.run([_program("pg_restore"), "--no-owner", "-d", self.url(database), str(dump)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"pg_restore: {done.stderr}")

    def sql(self, statement: str) -> None:
        """Run one statement as the cluster's owner, in its ``postgres`` database (``psql``)."""
        done = subprocess.run([_program("psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", self.url(),
                               "-c", statement], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"psql: {statement}: {done.stderr}")
