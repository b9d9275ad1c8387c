"""``canasta db copy SQLITE_FILE postgresql://...``: a server's data moved to PostgreSQL, then checked.

Both databases are brought to the current schema first; the target must be empty. After the
copy every row is compared with its source, and every table that was ever started is replayed
from the copied action log, whole, and must reach the scores the copy stores for it (and, while
it plays, the deal it stores). Any difference is listed and the command fails; the source is
never written to beyond its migrations. The copy commits a page at a time, so a copy that stops
half-way leaves the target partly filled: drop and create it again before the next try.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engine import variants
from engine.match import replay

from ..core.progress import bar
from ..storage import Database, deals, is_postgres_url, open_database, tables
from ..storage.copy import copy_rows, differences
from ..storage.migrate import upgrade


def replay_problem(row: tables.TableRow, deal_rows: list[deals.DealRow],
                   totals: tuple[int, tuple[int, ...]] | None, log: list[deals.LoggedAction]) -> str | None:
    """Why the table's whole log does not replay to what is stored for it (None: it does)."""
    try:
        match = replay(row.variant, row.seed, [action.action for action in log], row.target,
                       row.engine_revision)
    except Exception as error:  # an action the rules refuse: the log is damaged
        return f"table {row.id}: its log does not replay ({error})"
    stored = totals[1] if totals else variants.get(row.variant).starting_scores()
    if tuple(match.scores) != tuple(stored):
        return f"table {row.id}: the log replays to totals {tuple(match.scores)}, the copy stores {stored}"
    if deal_rows and not match.is_over and match.number != deal_rows[-1].number:
        return (f"table {row.id}: the log replays to deal {match.number}, "
                f"the copy stores {deal_rows[-1].number}")
    return None


async def replay_problems(db: Database) -> tuple[int, list[str]]:
    """(tables replayed, what did not replay) for every started table of ``db``."""
    started = [row for row in await tables.in_status(db, ("playing", "paused", "finished", "abandoned"))
               if row.started_at is not None and row.seed is not None]
    ids = [row.id for row in started]
    deal_rows = await deals.deals_of_tables(db, ids)
    totals = await deals.last_totals(db, ids)
    problems = []
    with bar(len(started), "replaying the copied tables", "tables") as shown:
        for row in started:
            log = await deals.actions_of(db, row.id)
            problem = replay_problem(row, deal_rows[row.id], totals.get(row.id), log)
            if problem:
                problems.append(problem)
            shown.update()
    return len(started), problems


async def copy(source_path: str, target_url: str) -> int:
    if is_postgres_url(source_path) or not Path(source_path).is_file():
        print(f"no SQLite database at {source_path}", file=sys.stderr)
        return 1
    if not is_postgres_url(target_url):
        print(f"the target must be a postgresql:// URL, not {target_url}", file=sys.stderr)
        return 1
    source = await open_database(source_path, migrate=False)
    try:
        for migration in await upgrade(source):
            print(f"{source_path}: applied {migration.version:03d}_{migration.name}")
        target = await open_database(target_url)
        try:
            copied = await copy_rows(source, target, lambda table, rows: print(f"copied {rows:>9,} {table}"))
            problems = await differences(source, target)
            replayed, replay_failures = await replay_problems(target)
        finally:
            await target.close()
    finally:
        await source.close()
    problems += replay_failures
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"the copy in {target.location} differs from {source_path}: see above (drop and create "
              "the target database before copying again)", file=sys.stderr)
        return 1
    print(f"copied {sum(copied.rows.values()):,} rows to {target.location}; every row matches, and "
          f"{replayed:,} tables replay from the copied logs to their stored scores")
    return 0

