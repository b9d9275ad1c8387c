"""``canasta db`` run as a person runs it, on bad databases and mistyped names: one line, an exit code, no
hang, nothing created or left behind."""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.storage.migrate import available

from .read_only import read_only

SCHEMA = len(available())
ROOT = Path(__file__).parents[2]


def canasta(*args, cwd=None, prefix=()):
    return subprocess.run([*prefix, sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd, env=dict(os.environ, PYTHONPATH=str(ROOT)))


def one_line(run, code: int, *words: str) -> None:
    assert run.returncode == code, (run.returncode, run.stderr)
    assert run.stdout == "" and run.stderr.startswith("canasta db: "), run.stderr
    assert run.stderr.count("\n") == 1, run.stderr
    for word in words:
        assert word in run.stderr


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> bytes:
    """The bytes of a database at the current schema (upgraded, its log checkpointed into the file)."""
    path = tmp_path_factory.mktemp("good") / "canasta.db"
    assert canasta("db", "--db", str(path), "upgrade").returncode == 0
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return path.read_bytes()


def random_middle(data: bytes) -> bytes:
    """4 KB of random bytes written over the middle of the file, as a failing disk might."""
    middle = len(data) // 2
    noise = random.Random(5).randbytes(4096)
    return data[:middle] + noise + data[middle + 4096:]


DAMAGE = {
    "not a database": (lambda data: b"hello, this is a text file\n", "is not a SQLite database"),
    "garbled header": (lambda data: b"x" * 100 + data[100:], "is not a SQLite database"),
    "truncated mid-page": (lambda data: data[:len(data) - 1000], "is damaged: cut short"),
    "truncated at a page": (lambda data: data[:len(data) // 2 // 4096 * 4096], "is damaged"),
    "random bytes in the middle": (random_middle, "is damaged (database disk image is malformed)"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_upgrade_of_a_bad_file_is_one_line_and_exit_1_and_leaves_it_as_it_was(kind, good, tmp_path):
    damage, words = DAMAGE[kind]
    path = tmp_path / "canasta.db"
    path.write_bytes(damage(good))
    before = path.read_bytes()
    run = canasta("db", "--db", str(path), "upgrade")  # before the fix: a traceback, then a hang
    one_line(run, 1, str(path), words)
    assert path.read_bytes() == before and "schema version" not in run.stdout


def test_a_sound_database_passes_the_check_before_upgrading(good, tmp_path):
    path = tmp_path / "canasta.db"
    path.write_bytes(good)
    run = canasta("db", "--db", str(path), "upgrade")
    assert run.returncode == 0 and run.stdout == f"{path}: schema version {SCHEMA}\n", run.stderr


def test_a_database_that_fails_to_open_does_not_keep_the_process_alive(tmp_path):
    # The storage layer's own open, without the command's checks: its connection thread used to stay.
    path = tmp_path / "text.db"
    path.write_text("not a database")
    code = ("import asyncio\nfrom bot.storage import open_database\n"
            f"asyncio.run(open_database({str(path)!r}))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1 and "file is not a database" in run.stderr


def test_another_programs_database_is_not_upgraded(tmp_path):
    path = tmp_path / "photos.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    one_line(canasta("db", "--db", str(path), "upgrade"), 1, "another program's tables")
    tables = [row[0] for row in sqlite3.connect(path).execute("SELECT name FROM sqlite_master")]
    assert tables == ["photos"]


@pytest.mark.parametrize("job", [("upgrade",), ("rerate",), ("backup", "copy.db")])
def test_a_database_in_a_read_only_place_is_one_line_and_exit_1(job, good, tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "canasta.db").write_bytes(good)
    prefix = read_only(folder)
    try:
        run = canasta("db", "--db", str(folder / "canasta.db"), *job, cwd=tmp_path, prefix=prefix)
    finally:
        folder.chmod(0o755)
    one_line(run, 1, f"{folder / 'canasta.db'}")
    assert sorted(path.name for path in folder.iterdir()) == ["canasta.db"]


def test_a_new_database_in_a_read_only_folder_is_one_line_and_exit_1(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    prefix = read_only(folder)
    try:
        run = canasta("db", "--db", str(folder / "canasta.db"), "upgrade", prefix=prefix)
    finally:
        folder.chmod(0o755)
    one_line(run, 1, f"cannot create {folder / 'canasta.db'}", "cannot be written")
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("job", [("rerate",), ("backup", "copy.db")])
def test_only_upgrade_creates_a_database(job, tmp_path):
    for where in (("--db", "typo.db", *job), (*job, "--db", "typo.db")):
        one_line(canasta("db", *where, cwd=tmp_path), 2, "no database at typo.db", "canasta db upgrade")
    assert list(tmp_path.iterdir()) == []


def test_db_before_or_after_the_job_names_the_same_database(tmp_path):
    for where in (("--db", "a.db", "upgrade"), ("upgrade", "--db", "b.db")):
        assert canasta("db", *where, cwd=tmp_path).returncode == 0
    assert {path.name for path in tmp_path.iterdir()} >= {"a.db", "b.db"}
    for where in (("--db", "a.db", "rerate"), ("rerate", "--db", "b.db")):
        run = canasta("db", *where, cwd=tmp_path)
        assert run.returncode == 0 and run.stdout == f"{where[-1] if where[0] == 'rerate' else where[1]}: " \
                                                    "no league seasons, nothing to replay\n"


def test_rerate_says_there_was_nothing_to_replay(tmp_path):
    assert canasta("db", "--db", "c.db", "upgrade", cwd=tmp_path).returncode == 0
    run = canasta("db", "--db", "c.db", "rerate", cwd=tmp_path)
    assert run.returncode == 0 and run.stdout == "c.db: no league seasons, nothing to replay\n"


@pytest.mark.parametrize("job", [("upgrade",), ("rerate",), ("backup", "copy.db")])
def test_db_naming_a_folder_is_one_line_and_exit_2(job, tmp_path):
    (tmp_path / "data").mkdir()
    one_line(canasta("db", "--db", "data", *job, cwd=tmp_path), 2, "--db data is a folder")
    assert [path.name for path in tmp_path.iterdir()] == ["data"]


def test_a_backup_to_a_place_that_cannot_be_made_is_one_line(good, tmp_path):
    (tmp_path / "canasta.db").write_bytes(good)
    (tmp_path / "a-file").write_text("")
    for target, code, words in (("missing/copy.db", 2, "no folder missing/"),
                                ("a-file/copy.db", 2, "no folder a-file/"),
                                ("canasta.db", 2, "canasta.db already exists")):
        one_line(canasta("db", "--db", "canasta.db", "backup", target, cwd=tmp_path), code, words)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["a-file", "canasta.db"]


def test_copy_refuses_db_rather_than_ignoring_it(tmp_path):
    one_line(canasta("db", "--db", "x.db", "copy", "a.db", "postgresql://h/d", cwd=tmp_path), 2,
             "copy takes the SQLite file and the postgresql:// URL as its two arguments")


def test_a_missing_job_is_one_line_and_exit_2():
    run = canasta("db")
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "required" in run.stderr


@pytest.mark.parametrize("kind", ["random bytes in the middle", "not a database"])
def test_the_bot_refuses_a_bad_database_in_one_line_before_connecting(kind, good, tmp_path):
    damage, words = DAMAGE[kind]
    path = tmp_path / "canasta.db"
    path.write_bytes(damage(good))
    before = path.read_bytes()
    env = dict(os.environ, PYTHONPATH=str(ROOT), DISCORD_TOKEN="not-a-real-token", CANASTA_DB=str(path))
    run = subprocess.run([sys.executable, "-m", "bot.cli", "bot"], capture_output=True, text=True,
                         timeout=120, cwd=tmp_path, env=env)
    assert run.returncode == 1, (run.returncode, run.stderr)
    assert run.stderr.startswith("canasta bot: ") and run.stderr.count("\n") == 1, run.stderr
    assert str(path) in run.stderr and words in run.stderr
    assert path.read_bytes() == before
