"""Opening a database by where it is: a ``postgresql://`` URL opens a PostgreSQL database, anything else
a SQLite file, and pending migrations are applied (the backends import the interface, ``bot.storage.db``,
and this module imports them, so the interface imports neither)."""

from __future__ import annotations

from pathlib import Path

from .db import Database, default_location, is_postgres_url


async def open_database(location: str | Path | None = None, *, migrate: bool = True) -> Database:
    """Open ``location`` (default :func:`~bot.storage.db.default_location`) and apply pending migrations."""
    location = str(location or default_location())
    db: Database
    if is_postgres_url(location):
        from .postgres_database import PostgresDatabase  # asyncpg is loaded only for PostgreSQL
        db = await PostgresDatabase.connect(location)
    else:
        from .sqlite_database import SqliteDatabase
        db = await SqliteDatabase.connect(location)
    if migrate:
        from .migrate import upgrade
        try:
            await upgrade(db)
        except BaseException:
            await db.close()
            raise
    return db
