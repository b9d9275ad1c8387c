"""``canasta db upgrade`` applies pending migrations; ``canasta db backup FILE`` copies the live database;
``canasta db rerate`` replays every league season's ratings from its recorded matches; ``canasta db copy
SQLITE_FILE postgresql://...`` moves everything to PostgreSQL and checks the copy (``bot/cli/db_copy.py``).

The database is ``--db``, else ``$CANASTA_DB``, else ``./canasta.db``: a SQLite file or a
``postgresql://`` URL. A backup is consistent while the bot keeps playing: SQLite's online backup
API copies a file to a file, ``pg_dump`` writes a PostgreSQL database to a dump (``pg_restore``
reads it back).
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
from pathlib import Path

from ..core.cli_errors import CommandError, UsageError
from ..core.printable import printable
from ..core.progress import telling_what_is_kept

DB_HELP = "a SQLite file or a postgresql:// URL (default: $CANASTA_DB or ./canasta.db)"


def add_arguments(parser) -> None:
    parser.add_argument("--db", metavar="DB", help=DB_HELP)
    jobs = parser.add_subparsers(dest="job", metavar="{upgrade,backup,rerate,copy}", required=True)

    def job(name: str, says: str):
        return jobs.add_parser(name, help=says, description=says)

    upgrade = job("upgrade", "apply pending migrations and print the schema version (creates the database "
                  "when there is none)")
    backup = job("backup", "copy the database to FILE while it is in use")
    backup.add_argument("file", help="where to write the copy (must not exist)")
    copy = job("copy", "copy a SQLite file's data into an empty PostgreSQL database, then check every row "
               "and replay every table (stop the bot first)")
    copy.add_argument("source", help="the SQLite database file")
    copy.add_argument("target", help="postgresql://user:password@host/name of an empty database")
    rerate = job("rerate", "replay every league season's ratings from its recorded matches and store them "
                 "(safe while the bot runs)")
    for each in (upgrade, backup, rerate):  # --db after the job too: canasta db rerate --db FILE
        each.add_argument("--db", metavar="DB", default=argparse.SUPPRESS, help=DB_HELP)


async def _upgrade(path: str) -> int:
    from ..storage import open_database
    from ..storage.migrate import current_version, upgrade

    db = await open_database(path, migrate=False)
    try:
        applied = await upgrade(db)
        for migration in applied:
            print(f"applied {migration.version:03d}_{migration.name}")
        print(f"{db.location}: schema version {await current_version(db)}")
    finally:
        await db.close()
    return 0


async def _backup(path: str, file: str) -> int:
    from ..storage import open_database

    db = await open_database(path, migrate=False)
    try:
        await db.backup(file)
    except BaseException:
        Path(file).unlink(missing_ok=True)  # checked absent before: a part-written copy is ours to remove
        raise
    finally:
        await db.close()
    print(f"backed up {db.location} to {file}")
    return 0


async def _rerate(path: str) -> int:
    from ..league.recording import rerate
    from ..storage import leagues, open_database

    db = await open_database(path)
    try:
        seasons = await leagues.every_season(db)
        corrected = 0
        for season in seasons:
            league = await leagues.get(db, season.league_id)
            changed = await rerate(db, season.id)
            corrected += bool(changed)
            matches = await leagues.count_rated(db, season.id)
            print(f"{league.name} (server {league.guild_id}), season {season.number}: {matches} rated "
                  f"matches, ratings {'corrected' if changed else 'unchanged'}")
        if seasons:
            print(f"{db.location}: {len(seasons)} season{'s' * (len(seasons) != 1)} replayed, "
                  f"{corrected} corrected")
        else:
            print(f"{db.location}: no league seasons, nothing to replay")
    finally:
        await db.close()
    return 0


def run(args) -> int:
    from ..storage import StorageError, default_location, is_postgres_url
    from .db_file import check_backup_target, check_database

    location = args.db or default_location()
    if args.job == "copy" and args.db is not None:
        raise UsageError("copy takes the SQLite file and the postgresql:// URL as its two arguments, "
                         "not --db")
    if args.job != "copy" and not is_postgres_url(location):
        check_database(location, create=args.job == "upgrade", integrity=args.job == "upgrade")
    if args.job == "backup":
        check_backup_target(args.file)
    try:
        if args.job == "upgrade":
            return asyncio.run(_upgrade(location))
        if args.job == "rerate":
            with telling_what_is_kept(lambda: "the seasons replayed before the stop keep their new ratings, "
                                      "the others are as they were: rerate again to finish"):
                return asyncio.run(_rerate(location))
        if args.job == "copy":
            from .db_copy import copy
            with telling_what_is_kept(lambda: f"{args.source} is unchanged; the copy stopped half-way: drop "
                                      "and create the target database before copying again"):
                return asyncio.run(copy(args.source, args.target))
        return asyncio.run(_backup(location, args.file))
    except StorageError as error:
        raise CommandError(str(error)) from None
    except (sqlite3.Error, OSError) as error:  # what the checks above could not foresee (a disk filling up)
        raise CommandError(f"{printable(location)}: {error}") from None
