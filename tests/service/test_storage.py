"""The store on SQLite and on PostgreSQL: migrations, constraints, the append-only log with optimistic
versions, backups; SQLite's pragmas."""

from __future__ import annotations

import sqlite3

import asyncpg
import pytest

from bot.storage import StaleVersion, StorageError, deals, open_database, players, tables
from bot.storage.migrate import available, current_version, statements, upgrade
from engine import Match, variants

CONSTRAINT_BROKEN = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)


async def stored_table(db) -> int:
    """Ann's table in the store with its first deal started and no action yet; returns its id."""
    async with db.transaction() as tx:
        await players.remember(tx, 7, "Ann")
        table_id = await tables.create(tx, guild_id=1, channel_id=2, owner_id=7, variant="classic",
                                       target=5000, timer_s=60, on_timeout="pause", options={}, seed="s")
        await deals.start(tx, table_id, 0, "s/0", 0)
    return table_id


async def test_migrations_are_applied_once_and_recorded(db_location):
    db = await open_database(db_location)
    try:
        rows = await db.fetch_all("SELECT version, name FROM schema_version ORDER BY version")
        assert [(r["version"], r["name"]) for r in rows] == [(m.version, m.name) for m in available()]
        assert await upgrade(db) == []
        assert await current_version(db) == len(available())
    finally:
        await db.close()


async def test_a_sqlite_database_runs_in_wal_mode_with_foreign_keys(sqlite_location):
    db = await open_database(sqlite_location)
    try:
        assert (await db.fetch_one("PRAGMA journal_mode"))[0] == "wal"
        assert (await db.fetch_one("PRAGMA foreign_keys"))[0] == 1
    finally:
        await db.close()


async def test_foreign_keys_are_enforced(db_location):
    db = await open_database(db_location)
    try:
        with pytest.raises(CONSTRAINT_BROKEN):
            async with db.transaction() as tx:
                await deals.start(tx, 999, 0, "s/0", 0)  # no such table
    finally:
        await db.close()


async def test_a_database_from_newer_code_is_refused(db_location):
    db = await open_database(db_location)
    async with db.transaction() as tx:
        await tx.execute("INSERT INTO schema_version (version, name, applied_at) VALUES (99, 'x', 'now')")
    await db.close()
    with pytest.raises(StorageError, match="newer than this code"):
        await open_database(db_location)


def test_migration_scripts_split_into_statements():
    script = "-- a comment\nCREATE TABLE a (x TEXT DEFAULT ';');\nCREATE INDEX b ON a (x);\n"
    assert statements(script) == ["-- a comment\nCREATE TABLE a (x TEXT DEFAULT ';');",
                                  "CREATE INDEX b ON a (x);"]


async def test_append_bumps_the_version_and_logs_in_order(db_location):
    db = await open_database(db_location)
    try:
        table_id = await stored_table(db)
        for version, text in enumerate(["draw", "discard 9"]):
            async with db.transaction() as tx:
                assert await deals.append_action(tx, table_id, 0, version, seat=1, action=text) == version + 1
        log = await deals.actions_of(db, table_id)
        assert [(a.seq, a.action) for a in log] == [(1, "draw"), (2, "discard 9")]
        assert (await deals.deals_of(db, table_id))[0].version == 2
    finally:
        await db.close()


async def test_a_stale_version_is_rejected_and_changes_nothing(db_location):
    db = await open_database(db_location)
    try:
        table_id = await stored_table(db)
        async with db.transaction() as tx:
            await deals.append_action(tx, table_id, 0, 0, seat=1, action="draw")
        with pytest.raises(StaleVersion):
            async with db.transaction() as tx:
                await deals.append_action(tx, table_id, 0, 0, seat=1, action="draw")
        assert [a.action for a in await deals.actions_of(db, table_id)] == ["draw"]
        assert (await deals.deals_of(db, table_id))[0].version == 1
    finally:
        await db.close()


async def test_a_scored_deal_keeps_its_itemized_lines(db_location):
    db = await open_database(db_location)
    try:
        table_id = await stored_table(db)
        match = Match(variants.get("classic"), "s")
        while not match.results:
            match.apply(match.deal.legal_actions()[0])
        result = match.results[0]
        async with db.transaction() as tx:
            await deals.record_score(tx, table_id, result)
        (stored,) = await deals.scores_of(db, table_id)
        assert stored.team_points == result.team_points
        assert stored.team_totals == result.team_scores
        expected = [(s.side, s.seats, i.key, i.label, i.points) for s in result.sides for i in s.items]
        assert [(line.side, line.seats, line.key, line.label, line.points)
                for line in stored.lines] == expected
        assert (await deals.deals_of(db, table_id))[0].status == "scored"
    finally:
        await db.close()


async def _backed_up(location, destination) -> int:
    """Store a table in the live database at ``location`` and back it up to ``destination``; its id."""
    db = await open_database(location)
    try:
        table_id = await stored_table(db)
        await db.backup(destination)
    finally:
        await db.close()
    return table_id


async def test_backup_copies_the_live_sqlite_database(sqlite_location, tmp_path):
    table_id = await _backed_up(sqlite_location, tmp_path / "copy.db")
    await _holds_the_stored_table(tmp_path / "copy.db", table_id)


async def test_one_open_table_per_channel_is_enforced_by_the_schema(db_location):
    db = await open_database(db_location)
    try:
        await stored_table(db)
        with pytest.raises(CONSTRAINT_BROKEN):
            await stored_table(db)
    finally:
        await db.close()


async def test_backup_dumps_the_live_postgres_database_for_pg_restore(postgres_location, postgres_server,
                                                                      tmp_path):
    table_id = await _backed_up(postgres_location, tmp_path / "copy.dump")
    with postgres_server.database("restored") as restored:
        postgres_server.restore(tmp_path / "copy.dump", "restored")
        await _holds_the_stored_table(restored, table_id)


async def _holds_the_stored_table(location, table_id: int) -> None:
    """The backup at ``location`` holds ``stored_table``'s table, at the current schema version."""
    copy = await open_database(location, migrate=False)
    try:
        row = await tables.get(copy, table_id)
        assert (row.variant, row.on_timeout, row.status) == ("classic", "pause", "lobby")
        assert await upgrade(copy) == []  # the schema's version came with it
    finally:
        await copy.close()
