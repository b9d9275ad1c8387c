"""The bot's lock on its SQLite file: held for a block, refused to anyone else meanwhile (naming the holder),
free again after it, and never taken on PostgreSQL or in memory."""

from __future__ import annotations

import os

import pytest

from bot.cli_errors import CommandError
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
