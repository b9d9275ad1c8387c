"""The bot's lock on its SQLite file: held for a block, refused to anyone else meanwhile (naming the holder),
free again after it, and never taken on PostgreSQL or in memory."""

from __future__ import annotations

import os

import pytest

from bot.core.cli_errors import CommandError
from bot.storage.process_lock import DatabaseInUse, held_by_this_process, lock_path


def test_a_held_file_is_refused_naming_the_file_and_the_holder_then_free_after_the_block(tmp_path):
    database = str(tmp_path / "canasta.db")
    with held_by_this_process(database):
        assert lock_path(database).read_text() == f"{os.getpid()}\n"
        with pytest.raises(DatabaseInUse) as refused, held_by_this_process(database):
            raise AssertionError("taken twice")
        holder = f"(pid {os.getpid()})"
        assert str(refused.value).startswith(f"{database} is in use by another bot process {holder}")
        assert refused.value.exit_code == 1
    with held_by_this_process(database):  # released
        pass


def test_the_lock_lies_beside_the_file_a_symbolic_link_points_to(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "canasta.db").touch()
    (tmp_path / "link.db").symlink_to(tmp_path / "data" / "canasta.db")
    assert lock_path(str(tmp_path / "link.db")) == tmp_path / "data" / "canasta.db.lock"
    with held_by_this_process(str(tmp_path / "data" / "canasta.db")), pytest.raises(DatabaseInUse), \
            held_by_this_process(str(tmp_path / "link.db")):
        pass


def test_a_holder_that_has_not_written_its_pid_yet_is_refused_without_one(tmp_path):
    import fcntl

    database = str(tmp_path / "canasta.db")
    with open(lock_path(database), "w") as other:
        fcntl.flock(other, fcntl.LOCK_EX)
        with pytest.raises(DatabaseInUse, match=r"in use by another bot process; one bot process"), \
                held_by_this_process(database):
            pass


def test_postgresql_and_memory_take_no_lock(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for location in ("postgresql://canasta@127.0.0.1/canasta", ":memory:"):
        with held_by_this_process(location), held_by_this_process(location):
            pass
    assert list(tmp_path.iterdir()) == []


def test_a_lock_file_that_cannot_be_made_is_one_line(tmp_path):
    with pytest.raises(CommandError, match=r"cannot open the lock file .*missing.*No such file"), \
            held_by_this_process(str(tmp_path / "missing" / "canasta.db")):
        pass


HOLDER = """
import multiprocessing, os, sys
from concurrent.futures import ProcessPoolExecutor
from bot.storage.process_lock import held_by_this_process

with held_by_this_process(sys.argv[1]):
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("forkserver"))
    pool.submit(os.getpid).result()  # a forkserver, a resource tracker and a worker now run
    print("holding", flush=True)
    sys.stdin.read()  # until killed
"""


def test_a_holder_killed_by_sigkill_frees_the_file_at_once_though_its_workers_live_on(tmp_path):
    import signal
    import subprocess
    import sys

    database = str(tmp_path / "canasta.db")
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, database], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        assert holder.stdout.readline() == "holding\n"
        with pytest.raises(DatabaseInUse, match=f"pid {holder.pid}"), held_by_this_process(database):
            pass
        holder.send_signal(signal.SIGKILL)  # the holder alone: its worker processes are orphaned
        holder.wait()
        with held_by_this_process(database):
            pass
    finally:
        os.killpg(holder.pid, signal.SIGKILL)  # the orphans, still in its process group
        holder.stdin.close()
        holder.stdout.close()
