"""Numbered SQL migrations (``migrations/NNN_name.sql``) applied in order and recorded in ``schema_version``.

Each file runs in its own transaction together with the row that records it, so a
migration is either fully applied or not at all. A database that records a version
this code does not know is refused rather than guessed at.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources

from .clock import now
from .errors import StorageError

_NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)\.sql$")

_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
)
"""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def available() -> list[Migration]:
    """The migrations shipped with the package, in order; numbering must be 1, 2, 3, ..."""
    found = []
    for entry in resources.files(f"{__package__}.migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    numbers = [m.version for m in found]
    if numbers != list(range(1, len(found) + 1)):
        raise StorageError(f"migration files must be numbered 001, 002, ... without gaps: {numbers}")
    return found


def statements(sql: str) -> list[str]:
    """Split a migration script into complete SQL statements."""
    found, buffer = [], ""
    for line in sql.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip().rstrip(";").strip():
                found.append(buffer.strip())
            buffer = ""
    if buffer.strip() and not all(part.strip().startswith("--") for part in buffer.splitlines()
                                  if part.strip()):
        raise StorageError(f"unterminated SQL statement: {buffer.strip()[:60]}...")
    return found


async def current_version(db) -> int:
    async with db.schema_transaction() as tx:
        await tx.execute(_VERSION_TABLE)
        row = await tx.fetch_one("SELECT MAX(version) AS version FROM schema_version")
    return row["version"] or 0


async def upgrade(db) -> list[Migration]:
    """Apply every pending migration; returns those applied (empty when up to date).

    The version is read again inside each migration's transaction, which keeps every other
    process's schema changes out, so two processes upgrading one database at once apply each
    migration exactly once.
    """
    migrations = available()
    current = await current_version(db)
    if current > len(migrations):
        raise StorageError(f"{db.location} is at schema version {current}, newer than this code "
                           f"({len(migrations)}); upgrade the bot")
    applied = []
    for migration in migrations[current:]:
        async with db.schema_transaction() as tx:
            row = await tx.fetch_one("SELECT MAX(version) AS version FROM schema_version")
            if (row["version"] or 0) >= migration.version:
                continue
            for statement in statements(migration.sql):
                await tx.execute(db.schema_statement(statement))
            await tx.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, now()))
        applied.append(migration)
    return applied
