"""``canasta db upgrade`` and ``canasta db backup FILE`` as a user runs them."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

from bot.storage.migrate import available


def canasta(*args, env=None):
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True,
                          env=env, timeout=60)


def test_upgrade_creates_the_schema_then_reports_it_current(tmp_path):
    path = tmp_path / "bot.db"
    first = canasta("db", "--db", str(path), "upgrade")
    assert first.returncode == 0, first.stderr
    assert "applied 001_initial" in first.stdout
    again = canasta("db", "--db", str(path), "upgrade")
    assert "applied" not in again.stdout and f"schema version {len(available())}" in again.stdout


def test_backup_writes_a_readable_copy_and_refuses_to_overwrite(tmp_path):
    import os
    path, copy = tmp_path / "bot.db", tmp_path / "copy.db"
    env = dict(os.environ, CANASTA_DB=str(path))
    assert canasta("db", "upgrade", env=env).returncode == 0
    made = canasta("db", "backup", str(copy), env=env)
    assert made.returncode == 0, made.stderr
    tables = {r[0] for r in sqlite3.connect(copy).execute("SELECT name FROM sqlite_master")}
    assert {"players", "game_tables", "seats", "deals", "actions", "deal_scores"} <= tables
    again = canasta("db", "backup", str(copy), env=env)
    assert again.returncode == 2 and "already exists" in again.stderr


def test_backup_of_a_missing_database_says_so(tmp_path):
    result = canasta("db", "--db", str(tmp_path / "none.db"), "backup", str(tmp_path / "c.db"))
    assert result.returncode == 2 and "no database" in result.stderr


def test_upgrade_and_backup_work_on_a_postgres_database(postgres_server, tmp_path):
    with postgres_server.database("cli_upgrade") as url, postgres_server.database("cli_restored") as restored:
        first = canasta("db", "--db", url, "upgrade")
        assert first.returncode == 0, first.stderr
        assert "applied 001_initial" in first.stdout and first.stdout.rstrip().endswith(
            f"schema version {len(available())}")
        again = canasta("db", "--db", url, "upgrade")
        assert "applied" not in again.stdout
        dump = tmp_path / "bot.dump"
        made = canasta("db", "--db", url, "backup", str(dump))
        assert made.returncode == 0 and "backed up" in made.stdout, made.stderr
        postgres_server.restore(dump, "cli_restored")
        current = canasta("db", "--db", restored, "upgrade")
        assert "applied" not in current.stdout and f"schema version {len(available())}" in current.stdout


def test_a_postgres_server_that_cannot_be_reached_is_named_without_its_password(tmp_path):
    result = canasta("db", "--db", "postgresql://bot:secret@127.0.0.1:1/canasta", "upgrade")
    assert result.returncode == 1
    assert "cannot connect to postgresql://bot@127.0.0.1:1/canasta" in result.stderr
    assert "secret" not in result.stderr
