"""What ``canasta db`` checks of a SQLite file before opening it: a mistyped name, a folder, a file that is
not a database or is damaged, a place it cannot write. Each refusal is one line: a name that leads nowhere
is what the person typed (UsageError, exit 2); a file that cannot serve is a failure outside the command
(CommandError, exit 1)."""

from __future__ import annotations

import os
import sqlite3
import tempfile
import urllib.parse
from pathlib import Path

from ..core.cli_errors import CommandError, UsageError
from ..core.printable import printable

HEADER = b"SQLite format 3\x00"
HEADER_SIZE = 100
NOT_SQLITE = "is not a SQLite database"
PATH_LIMIT = 160  # a path is shown whole up to this many characters


def _shown(path: str) -> str:
    return printable(path, PATH_LIMIT)


def check_database(location: str, *, create: bool = False, integrity: bool = False) -> None:
    """Refuse the SQLite file ``location`` unless a command may open it: it exists (or, with ``create``,
    its folder takes a new file), it and its folder can be written (SQLite keeps its journal beside it),
    it is a Canasta database (or an empty one, with ``create``) and, with ``integrity``, SQLite's quick
    check finds no damage."""
    path, shown = Path(location), _shown(location)
    if path.is_dir():
        raise UsageError(f"--db {shown} is a folder; name a database file, "
                         f"e.g. {_shown(str(path / 'canasta.db'))}")
    folder = path.parent
    if not path.exists():
        if not create:
            raise UsageError(f"no database at {shown} (check --db or CANASTA_DB); `canasta db upgrade` "
                             "creates one")
        if not folder.is_dir():
            raise UsageError(f"no folder {_shown(str(folder))}/ for the database {shown}")
        _writable_folder(folder, f"cannot create {shown}")
        return
    if not path.is_file():
        raise UsageError(f"--db {shown} is not a file")
    try:
        os.close(os.open(path, os.O_RDWR))
    except OSError as error:
        raise CommandError(f"cannot write to {shown}: {error.strerror}") from None
    _writable_folder(folder, f"cannot write beside {shown}")
    problem = damage(path) if integrity else not_a_database(path)
    if problem:
        advice = "check --db or CANASTA_DB" if problem == NOT_SQLITE else "restore it from a backup"
        raise CommandError(f"{shown} {problem}; {advice}")
    try:
        schema = _schema(path)
    except sqlite3.Error as error:
        raise CommandError(f"{shown} cannot be read ({error})") from None
    if schema == "foreign":
        raise CommandError(f"{shown} holds another program's tables, not a Canasta database")
    if schema == "empty" and not create:
        raise CommandError(f"{shown} holds no Canasta database yet; `canasta db upgrade` makes one")


def _writable_folder(folder: Path, doing: str) -> None:
    try:
        tempfile.TemporaryFile(dir=folder).close()
    except OSError as error:
        raise CommandError(f"{doing}: its folder cannot be written ({error.strerror})") from None


def not_a_database(path: Path) -> str | None:
    """Why ``path`` is plainly no SQLite database (None: its header says it is one, or it is empty, which
    SQLite takes for a new database)."""
    with path.open("rb") as file:
        header = file.read(HEADER_SIZE)
    if not header:
        return None
    if len(header) < HEADER_SIZE or not header.startswith(HEADER):
        return NOT_SQLITE
    page = int.from_bytes(header[16:18], "big")
    page = 65_536 if page == 1 else page
    size = path.stat().st_size
    if page < 512 or size % page:
        return f"is damaged: cut short ({size:,} bytes is no whole number of {page:,}-byte pages)"
    return None


def damage(path: Path) -> str | None:
    """Why ``path`` is no sound SQLite database: its header, then SQLite's ``PRAGMA quick_check`` (which
    reads every page, so random bytes written over pages are found); None when it is sound."""
    problem = not_a_database(path)
    if problem:
        return problem
    try:
        conn = _open(path)
    except sqlite3.Error as error:
        return f"cannot be opened ({error})"
    try:
        found = conn.execute("PRAGMA quick_check").fetchone()
    except sqlite3.DatabaseError as error:
        return f"is damaged ({error})" if "not a database" not in str(error) else NOT_SQLITE
    finally:
        conn.close()
    return None if found is None or found[0] == "ok" else f"is damaged ({printable(str(found[0]))})"


def _schema(path: Path) -> str:
    """"canasta" when ``path`` records a Canasta schema version, "empty" when it holds no table at all,
    else "foreign" (another program's database); nothing is written."""
    conn = _open(path)
    try:
        names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        conn.close()
    return "canasta" if "schema_version" in names else "foreign" if names else "empty"


def _open(path: Path) -> sqlite3.Connection:
    """A plain connection to the existing file ``path`` (never creating one)."""
    return sqlite3.connect(f"file:{urllib.parse.quote(str(path.absolute()))}?mode=rw", uri=True)


def check_backup_target(file: str) -> None:
    """Refuse a backup file that exists, whose folder does not exist, or that cannot be written."""
    path, shown = Path(file), _shown(file)
    if path.exists() or path.is_symlink():
        raise UsageError(f"{shown} already exists; choose a new file name")
    if not path.parent.is_dir():
        raise UsageError(f"no folder {_shown(str(path.parent))}/ to write {shown} in")
    _writable_folder(path.parent, f"cannot write {shown}")
