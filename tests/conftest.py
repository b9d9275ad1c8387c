"""Suite-wide set-up: Hypothesis profiles, and the two databases the storage's tests run against.

Hypothesis: the suite runs the same examples on every machine ("repeatable", so that CI passes
or fails on the code, not on the draw); ``--hypothesis-profile=explore`` draws new examples each
run to look for cases the fixed draw does not reach (docs/testing.md).

Databases: ``db_location`` gives each test that takes it twice, once a new SQLite file and once
a new PostgreSQL database (cloned from a migrated template on a server started for the test run,
one server per test worker). ``sqlite_location`` is for tests of what only SQLite has.
"""

import asyncio
import itertools
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import settings

from tests.postgres_server import PostgresServer

settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile("repeatable")

TEMPLATE = "canasta_template"
_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server():
    """A PostgreSQL server for this test process, with a migrated template database."""
    from bot.storage import open_database

    root = Path(tempfile.mkdtemp(prefix="canasta-pg-"))
    server = PostgresServer(root)
    server.start()
    try:
        server.sql(f"CREATE DATABASE {TEMPLATE}")

        async def migrate() -> None:
            db = await open_database(server.url(TEMPLATE))
            await db.close()

        with ThreadPoolExecutor(max_workers=1) as thread:  # a loop of its own, away from the tests' loops
            thread.submit(asyncio.run, migrate()).result()
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def postgres_location(postgres_server):
    """A new migrated PostgreSQL database's URL, dropped after the test."""
    with postgres_server.database(f"test_{next(_numbers)}", template=TEMPLATE) as url:
        yield url


@pytest.fixture
def sqlite_location(tmp_path):
    return str(tmp_path / "canasta.db")


@pytest.fixture(params=["sqlite", "postgres"])
def db_location(request):
    """Where the test's database is: a new SQLite file, then a new PostgreSQL database."""
    return request.getfixturevalue(f"{request.param}_location")
