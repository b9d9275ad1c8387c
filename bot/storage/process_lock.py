"""One bot process per SQLite file: an exclusive ``flock`` on ``<file>.lock``, which the OS releases when
its holder dies however it dies, so a crash never blocks a restart.

The lock sits on a file of its own beside the database, not on the database: SQLite locks the
database with POSIX record locks, which a process drops whenever it closes *any* descriptor of the
file, and which NFS's emulation of ``flock`` would collide with. The holder writes its pid into the
lock file, for the refusal of the next process to name it. Only the bot takes the lock: the
commands that are safe beside a running bot (``db backup``, ``db rerate``) do not. A PostgreSQL
database takes none (several shard processes share one), nor does an in-memory SQLite database.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..core.cli_errors import CommandError
from .db import is_postgres_url

PID_READS = 20  # the holder writes its pid just after it locks: a refusal reads again meanwhile
PID_READ_PAUSE_S = 0.05


class DatabaseInUse(CommandError):
    """Another live process holds the database's lock; the message names the file and that process."""


def lock_path(database: str) -> Path:
    """The lock file of a SQLite database: beside the file its path resolves to, symbolic links followed."""
    return Path(os.path.realpath(database) + ".lock")


@contextmanager
def held_by_this_process(database: str) -> Iterator[None]:
    """Hold ``database``'s lock for the ``with`` block; raise :class:`DatabaseInUse` if another process
    holds it, or :class:`CommandError` if the lock file cannot be opened."""
    if is_postgres_url(database) or database == ":memory:":
        yield
        return
    path = lock_path(database)
    try:
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)  # not inherited by spawned workers
    except OSError as error:
        raise CommandError(f"cannot open the lock file {path} beside the database "
                           f"({error.strerror or error})") from None
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise DatabaseInUse(_refusal(database, descriptor)) from None
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        os.close(descriptor)  # releases the lock (a SIGKILL does the same)


def _refusal(database: str, descriptor: int) -> str:
    holder = _holder_pid(descriptor)
    who = f"another bot process (pid {holder})" if holder else "another bot process"
    return (f"{database} is in use by {who}; one bot process serves a SQLite file "
            "(stop that one first, or set CANASTA_DB to another file)")


def _holder_pid(descriptor: int) -> int | None:
    """The pid the holder wrote into the lock file, or None if it has not (yet) written one."""
    for attempt in range(PID_READS):
        text = os.pread(descriptor, 32, 0).decode(errors="replace").strip()
        if text.isdigit():
            return int(text)
        if attempt + 1 < PID_READS:
            time.sleep(PID_READ_PAUSE_S)
    return None
