"""Looking at a store from outside the code under test: rows read through a connection of their own,
and the group commit's transactions counted, on SQLite and on PostgreSQL alike."""

from __future__ import annotations

from bot.storage import open_database


async def read_elsewhere(location, sql: str, params: tuple = ()) -> list[tuple]:
    """The rows of ``sql`` as another connection to the database reads them (only what is committed)."""
    other = await open_database(location, migrate=False)
    try:
        return [tuple(row) for row in await other.fetch_all(sql, params)]
    finally:
        await other.close()


async def write_elsewhere(location, sql: str, params: tuple = ()) -> None:
    """Run a write through another connection, committed at once (damage done behind the code's back)."""
    other = await open_database(location, migrate=False)
    try:
        async with other.transaction() as tx:
            await tx.execute(sql, params)
    finally:
        await other.close()


async def logged(location) -> list[tuple]:
    """The action log: (seq, action) in order."""
    return await read_elsewhere(location, "SELECT seq, action FROM actions ORDER BY seq")


def count_commits(db) -> list[int]:
    """From now on, one entry per transaction of ``db``'s group commit: the units it held."""
    commits: list[int] = []
    # SQLite has one writer; PostgreSQL a lane for moves alone beside the one for every other write
    batchers = [db._committer._batcher] if hasattr(db, "_committer") else [db._batcher, db._moves]
    for batcher in batchers:
        batcher._run = _counting(batcher._run, commits)
    return commits


def _counting(flush, commits: list[int]):
    async def counted(units):
        commits.append(len(units))
        return await flush(units)

    return counted
