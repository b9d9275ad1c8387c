"""``canasta db copy``: a SQLite server's tables, logs, leagues and ratings moved to PostgreSQL, checked
row by row and by replaying every table; refusals and a damaged log found, as a user runs it."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.league.service import LeagueService
from bot.service import Limits, ServiceSettings, TableService
from bot.storage import open_database
from tests.store import store_behind

from .conftest import ANN, BOB, CAT, DAN, EVE, GUILD, club, lobby, played, resigned


@pytest.fixture
def db_location(sqlite_location):
    """The source of a copy is a SQLite file."""
    return sqlite_location


@pytest.fixture
def empty_postgres(postgres_server):
    """A new empty PostgreSQL database (no schema yet): the copy's target."""
    with postgres_server.database("copy_target") as url:
        yield url


def canasta(*args):
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True,
                          timeout=120)


async def _server_with_history(tables, leagues):
    """A league with a played match and a resigned one, a table waiting for Eve mid-deal, and a lobby;
    returns (the table in play, its legal moves for Eve)."""
    league = await club(leagues)
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="copied")
    await resigned(tables, leagues, league, (BOB, ANN, DAN, CAT), loser=BOB, seed="resigned")
    waiting = await tables.create_table(GUILD, 30, EVE, owner_name="Eve", timer_s=0,
                                        options={"seed": "waiting"})
    for seat in (1, 2, 3):
        await tables.add_computer(waiting.id, EVE, "easy", seat)
    await tables.start_match(waiting.id, EVE)
    legal = await _eves_turn(tables, waiting.id)
    await tables.act(waiting.id, EVE, legal[0])
    legal = await _eves_turn(tables, waiting.id)
    await lobby(tables, None, (CAT,), seed="lobby")
    await tables.drain_events()
    return league, waiting, legal


async def _eves_turn(tables, table_id):
    while not (legal := await tables.legal_actions_for(table_id, EVE)):
        await asyncio.sleep(0.002)
    return legal


async def _open(location):
    service = await TableService.open(location, ServiceSettings(computer_delay_s=3600,
                                                                limits=Limits(min_timer_s=1)),
                                      ThreadPoolExecutor(max_workers=1))
    return service, LeagueService(store_behind(service))


async def test_a_copied_server_plays_on_in_postgres_with_the_same_history(tables, leagues, sqlite_location,
                                                                         empty_postgres):
    league, waiting, legal = await _server_with_history(tables, leagues)
    standings = await leagues.standings(league.id)
    history = await tables.action_log(waiting.id)

    done = canasta("db", "copy", sqlite_location, empty_postgres)
    assert done.returncode == 0, done.stderr
    assert "every row matches" in done.stdout and "3 tables replay" in done.stdout
    assert "copied         4 game_tables" in done.stdout

    copied, copied_leagues = await _open(empty_postgres)
    try:
        assert copied.running_tables == [waiting.id]
        assert await copied.action_log(waiting.id) == history
        assert await copied_leagues.standings(league.id) == standings
        assert await copied.legal_actions_for(waiting.id, EVE) == legal
        await copied.act(waiting.id, EVE, legal[0])  # play goes on from the copied deal
        assert len(await copied.action_log(waiting.id)) == len(history) + 1
        newer = await copied.create_table(GUILD, 40, ANN, owner_name="Ann")
        assert newer.id == 5  # row ids continue after the copied ones
    finally:
        await copied.close()


async def test_a_copy_into_a_database_that_holds_data_is_refused_and_changes_nothing(
        tables, leagues, sqlite_location, empty_postgres):
    await _server_with_history(tables, leagues)
    assert canasta("db", "copy", sqlite_location, empty_postgres).returncode == 0
    again = canasta("db", "copy", sqlite_location, empty_postgres)
    assert again.returncode == 1 and "already holds data (players)" in again.stderr
    target = await open_database(empty_postgres)
    try:
        assert (await target.fetch_one("SELECT COUNT(*) AS n FROM game_tables"))["n"] == 4
    finally:
        await target.close()


async def test_a_log_that_does_not_replay_to_its_scores_fails_the_copy(tables, leagues, sqlite_location,
                                                                      empty_postgres):
    await _server_with_history(tables, leagues)
    finished = (await store_behind(tables).fetch_one(
        "SELECT id FROM game_tables WHERE end_reason = 'target'"))["id"]
    async with store_behind(tables).transaction() as tx:  # a damaged source: the match's last action is lost
        await tx.execute("DELETE FROM actions WHERE table_id = ? AND deal_number = "
                         "(SELECT MAX(deal_number) FROM actions WHERE table_id = ?) AND seq = "
                         "(SELECT MAX(seq) FROM actions WHERE table_id = ? AND deal_number = "
                         "(SELECT MAX(deal_number) FROM actions WHERE table_id = ?))",
                         (finished, finished, finished, finished))
    done = canasta("db", "copy", sqlite_location, empty_postgres)
    assert done.returncode == 1
    assert f"table {finished}: the log replays to" in done.stderr and "differs from" in done.stderr


def test_copy_names_what_it_cannot_copy(tmp_path):
    missing = canasta("db", "copy", str(tmp_path / "none.db"), "postgresql://bot@127.0.0.1:1/x")
    assert missing.returncode == 1 and "no SQLite database at" in missing.stderr
    (tmp_path / "bot.db").write_bytes(b"")
    not_postgres = canasta("db", "copy", str(tmp_path / "bot.db"), str(tmp_path / "other.db"))
    assert not_postgres.returncode == 1 and "must be a postgresql:// URL" in not_postgres.stderr


async def test_the_row_by_row_check_finds_a_row_the_copy_changed_or_added(tables, leagues, empty_postgres):
    from bot.storage.copy import copy_rows, differences

    await _server_with_history(tables, leagues)
    target = await open_database(empty_postgres)
    try:
        copied = await copy_rows(store_behind(tables), target, lambda table, rows: None)
        assert copied.rows["game_tables"] == 4 and copied.rows["league_match_players"] == 8
        assert await differences(store_behind(tables), target) == []
        async with target.transaction() as tx:
            await tx.execute("UPDATE actions SET action = 'draw' WHERE seq = 2")
            await tx.execute("INSERT INTO player_settings (user_id, hand_delivery, updated_at) "
                             "VALUES (999, 'dm', 'now')")
        actions = (await store_behind(tables).fetch_one("SELECT COUNT(*) AS n FROM actions"))["n"]
        assert await differences(store_behind(tables), target) == [
            f"actions: rows 1-{actions} differ", "player_settings: the copy has rows the source has not"]
    finally:
        await target.close()


async def test_the_copy_knows_every_table_the_migrations_make(sqlite_location):
    from bot.storage.copy import PASSING, TABLES

    db = await open_database(sqlite_location)
    try:
        made = {row["name"] for row in await db.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'schema_version'")}
    finally:
        await db.close()
    assert [table for table, _ in TABLES if table not in made] == []
    assert made - {table for table, _ in TABLES} == set(PASSING)  # a new table must be added to the copy
