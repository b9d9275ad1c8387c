"""Crash safety: a process playing matches is SIGKILLed at random moments; nothing is lost or doubled.

A worker process (``tests/service/crash_worker.py``) plays four computer-only matches
through the table service against a real database (a SQLite file, then a PostgreSQL
database, each new and empty so the worker's first start migrates it), while 500 more tables play. It is
killed with SIGKILL at least 50 times while playing (and a few times while starting up),
restarted each time, then left to finish. Every action it acknowledged before a kill must
be in the store after it, and the whole record of every table must equal that of a run
never interrupted.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import asyncpg
import pytest

from bot.storage import is_postgres_url

from .crash_worker import PLAN, background_plan, start
from .store_probes import read_elsewhere

KILLS_WHILE_PLAYING = 50


@pytest.fixture(params=["sqlite", "postgres"])
def two_databases(request, tmp_path):
    """Where the uninterrupted run and the killed one play: two new, empty databases."""
    if request.param == "sqlite":
        yield str(tmp_path / "reference.db"), str(tmp_path / "crashed.db")
        return
    server = request.getfixturevalue("postgres_server")
    with server.database("crash_reference") as reference, server.database("crash_crashed") as crashed:
        yield reference, crashed


def _read(location: str, sql: str, params: tuple = ()) -> list[tuple]:
    """Rows read through a connection of their own (in a thread: this test has no event loop)."""
    with ThreadPoolExecutor(max_workers=1) as thread:
        return thread.submit(asyncio.run, read_elsewhere(location, sql, params)).result()


def _run_to_end(path: str) -> int:
    """Let a worker finish the plan; returns how many actions it stored."""
    worker, reports = start(path)
    actions = 0
    while True:
        assert reports.poll(120), "the worker was silent for two minutes"
        report = reports.recv()
        if report == "done":
            break
        assert report in ("ready", "action", "background"), report
        actions += report == "action"
    worker.join(120)
    assert worker.exitcode == 0
    return actions


def _record(location: str) -> dict:
    """Everything a table's match left in the store, by channel, without timestamps (one read a kind)."""
    ids = {channel: (table_id, outcome) for channel, table_id, *outcome in _read(
        location, "SELECT channel_id, id, status, seed, winner_team, end_reason FROM game_tables")}
    kinds = {
        "deals": "SELECT table_id, number, seed, dealer, version, status, went_out, ended FROM deals "
                 "ORDER BY table_id, number",
        "actions": "SELECT table_id, deal_number, seq, seat, action, actor_id, computer_level FROM actions "
                   "ORDER BY table_id, deal_number, seq",
        "scores": "SELECT table_id, deal_number, team, points, total FROM deal_scores "
                  "ORDER BY table_id, deal_number, team",
    }
    rows: dict[str, dict[int, list[tuple]]] = {kind: {} for kind in kinds}
    for kind, sql in kinds.items():
        for table_id, *values in _read(location, sql):
            rows[kind].setdefault(table_id, []).append(tuple(values))
    record = {}
    for channel in [*PLAN, *background_plan()]:
        table_id, outcome = ids[channel]
        record[channel] = {"outcome": outcome,
                           **{kind: rows[kind].get(table_id, []) for kind in kinds}}
    return record


def _acknowledged_before_the_kill(reports) -> int:
    """The actions a killed worker reported as stored that the test had not read yet."""
    count = 0
    try:
        while reports.poll():
            count += reports.recv() in ("action", "background")
    except EOFError:  # the pipe is empty and closed: the worker is gone
        pass
    return count


def _logged(location: str) -> int:
    if not is_postgres_url(location) and not Path(location).exists():
        return 0
    try:
        return _read(location, "SELECT COUNT(*) FROM actions")[0][0]
    except (sqlite3.OperationalError, asyncpg.UndefinedTableError):  # killed before the first migration
        return 0


def test_sigkilled_matches_resume_and_match_an_uninterrupted_run(two_databases):
    reference, crashed = two_databases
    total = _run_to_end(reference)
    # Kills use up about a quarter of the log in the actions they wait for; the rest leaves room for
    # the worker running ahead of the reports read here (500 tables' reports, a busy machine).
    most = max(2, total // (4 * KILLS_WHILE_PLAYING))

    rng = random.Random(2024)
    kills_while_playing, kills_at_start_up, progress = 0, 0, []
    while kills_while_playing < KILLS_WHILE_PLAYING:
        logged_before, acknowledged = _logged(crashed), 0
        worker, reports = start(crashed)
        if rng.random() < 0.1:  # somewhere in start-up: migrations, recovery, table set-up
            time.sleep(rng.uniform(0.0, 0.25))
            kills_at_start_up += 1
        else:  # after a random number of stored actions, at a random moment
            wanted = rng.randint(1, most)
            while wanted:
                report = reports.recv()
                assert report in ("ready", "action", "background"), \
                    f"the matches ended too soon: {report!r}, {kills_while_playing} kills, {progress[-3:]}"
                acknowledged += report != "ready"
                wanted -= report == "action"
            time.sleep(rng.uniform(0.0, 0.003))
            kills_while_playing += 1
        os.kill(worker.pid, signal.SIGKILL)
        worker.join()
        acknowledged += _acknowledged_before_the_kill(reports)
        reports.close()
        progress.append(_logged(crashed))
        assert progress[-1] >= logged_before + acknowledged, "an action reported as stored was lost"
    _run_to_end(crashed)

    assert len(set(progress)) >= KILLS_WHILE_PLAYING, "kills should land at many points of play"
    assert kills_at_start_up > 0
    expected, got = _record(reference), _record(crashed)
    for channel in PLAN:
        assert got[channel]["actions"] == expected[channel]["actions"], f"channel {channel}"
        assert got[channel] == expected[channel], f"channel {channel}"
        assert expected[channel]["outcome"][0] == "finished"
    for channel in background_plan():  # still playing: the same log, waiting for the same person
        assert got[channel] == expected[channel], f"channel {channel}"
        assert expected[channel]["outcome"][0] == "playing" and len(expected[channel]["actions"]) > 6
