"""``canasta db upgrade`` applies pending migrations; ``canasta db backup FILE`` copies the live database;
``canasta db rerate`` replays every league season's ratings from its recorded matches; ``canasta db copy
SQLITE_FILE postgresql://...`` moves everything to PostgreSQL and checks the copy (``bot/db_copy.py``).

The database is ``--db``, else ``$CANASTA_DB``, else ``./canasta.db``: a SQLite file or a
``postgresql://`` URL. A backup is consistent while the bot keeps playing: SQLite's online backup
API copies a file to a file, ``pg_dump`` writes a PostgreSQL database to a dump (``pg_restore``
reads it back).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path


def add_arguments(parser) -> None:
    parser.add_argument("--db", metavar="DB", help="a SQLite file or a postgresql:// URL "
                        "(default: $CANASTA_DB or ./canasta.db)")
    jobs = parser.add_subparsers(dest="job", metavar="JOB", required=True)
    jobs.add_parser("upgrade", help="apply pending migrations and print the schema version")
    backup = jobs.add_parser("backup", help="copy the database to FILE while it is in use")
    backup.add_argument("file", help="where to write the copy (must not exist)")
    copy = jobs.add_parser("copy", help="copy a SQLite file's data into an empty PostgreSQL database, then "
                           "check every row and replay every table (stop the bot first)")
    copy.add_argument("source", help="the SQLite database file")
    copy.add_argument("target", help="postgresql://user:password@host/name of an empty database")
    jobs.add_parser("rerate", help="replay every league season's ratings from its recorded matches and "
                    "store them (safe while the bot runs)")


async def _upgrade(path: str | None) -> int:
    from .storage import Database
    from .storage.migrate import current_version, upgrade

    db = await Database.open(path, migrate=False)
    try:
        applied = await upgrade(db)
        for migration in applied:
            print(f"applied {migration.version:03d}_{migration.name}")
        print(f"{db.location}: schema version {await current_version(db)}")
    finally:
        await db.close()
    return 0


async def _backup(path: str | None, file: str) -> int:
    from .storage import Database, default_location, is_postgres_url

    source = path or default_location()
    if not is_postgres_url(source) and not Path(source).exists():
        print(f"no database at {source}", file=sys.stderr)
        return 1
    if Path(file).exists():
        print(f"{file} already exists; choose a new file name", file=sys.stderr)
        return 1
    db = await Database.open(source, migrate=False)
    try:
        await db.backup(file)
        print(f"backed up {db.location} to {file}")
    finally:
        await db.close()
    return 0


async def _rerate(path: str | None) -> int:
    from .league.recording import rerate
    from .storage import Database, leagues

    db = await Database.open(path)
    try:
        for season in await leagues.every_season(db):
            league = await leagues.get(db, season.league_id)
            changed = await rerate(db, season.id)
            matches = await leagues.count_rated(db, season.id)
            print(f"{league.name} (server {league.guild_id}), season {season.number}: {matches} rated "
                  f"matches, ratings {'corrected' if changed else 'unchanged'}")
    finally:
        await db.close()
    return 0


def run(args) -> int:
    from .storage import StorageError

    try:
        if args.job == "upgrade":
            return asyncio.run(_upgrade(args.db))
        if args.job == "rerate":
            return asyncio.run(_rerate(args.db))
        if args.job == "copy":
            from .db_copy import copy
            return asyncio.run(copy(args.source, args.target))
        return asyncio.run(_backup(args.db, args.file))
    except StorageError as error:
        print(error, file=sys.stderr)
        return 1
