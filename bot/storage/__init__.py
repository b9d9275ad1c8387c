"""Storage: the database (a SQLite file or a PostgreSQL server), its migrations and the repositories over it.

``db = await open_database(location)`` gives a migrated database; the modules
``players``, ``tables`` and ``deals`` hold the queries (functions taking the
database for reads or a transaction for writes). Nothing the bot runs above this package writes SQL
(the league benchmark, ``bot.measure.benchmarks.league``, copies rows itself; ``bot.cli.db_file`` asks a
SQLite file which tables it holds).
"""

from . import deals, players, tables
from .db import Database, default_location, is_postgres_url
from .errors import StaleVersion, StorageError
from .opening import open_database

__all__ = ["Database", "StaleVersion", "StorageError", "deals", "default_location", "is_postgres_url",
           "open_database", "players", "tables"]
