"""An arena run's record: a JSON Lines file keeping every finished match, so a long run stopped
anywhere (a crash, a session's end) goes on from where it was when given the same command again.

The first line names the run (variant, levels, seed, thinking, target); each further line is one
match's result, in seed order, written and synced to disk as the match is taken. A line cut short by
a stop mid-write is dropped and its match played again. ``read_record`` reads one without going on
with it, gzipped too (as docs/arena-runs keeps them).
"""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

from ..core.cli_errors import UsageError, file_refusal

FORMAT = 1


class ArenaRecord:
    """The matches of one run recorded so far, and the file new ones are added to."""

    def __init__(self, path: Path, run: dict) -> None:
        self.path = path
        self.matches: list[dict] = []
        header = {"arena_record": FORMAT, **run}
        try:
            if path.exists() and path.stat().st_size > 0:
                self._read(header)
            else:
                path.write_text(_line(header), encoding="utf-8")
        except OSError as error:
            raise file_refusal(f"--record: cannot use {path}", error) from error

    def add(self, match: dict) -> None:
        """Keep one more match's result, on disk before this returns."""
        with self.path.open("a", encoding="utf-8") as out:
            out.write(_line(match))
            out.flush()
            os.fsync(out.fileno())
        self.matches.append(match)

    def _read(self, header: dict) -> None:
        text = self.path.read_text(encoding="utf-8")
        found, self.matches, complete, cut = _parse(text, self.path, "--record: ")
        if found != header:
            differing = ", ".join(f"{key} {found.get(key)!r} there, {header.get(key)!r} here"
                                  for key in header if found.get(key) != header[key])
            raise UsageError(f"--record: {self.path} records another run ({differing}); give the same "
                             "options to go on with it, or another file")
        if cut:  # a line cut short by a stop mid-write: its match is played again
            with self.path.open("r+", encoding="utf-8") as out:
                out.truncate(len(complete.encode("utf-8")) + 1)


def read_record(path: Path) -> tuple[dict, list[dict]]:
    """The run a record names (its first line) and its matches so far, from a record as ``--record``
    writes it or gzipped (a name ending in .gz); a last line cut short is left out."""
    try:
        data = path.read_bytes()
        text = (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8")
    except (gzip.BadGzipFile, EOFError, UnicodeDecodeError) as error:  # BadGzipFile before OSError, its base
        raise UsageError(f"{path} is not an arena record ({error})") from error
    except OSError as error:
        raise file_refusal(f"cannot read {path}", error) from error
    run, matches, _complete, _cut = _parse(text, path)
    return run, matches


def _parse(text: str, path: Path, option: str = "") -> tuple[dict, list[dict], str, str]:
    """A record's text as (its run, its matches, the text of its whole lines, a last line cut short)."""
    complete, _, cut = text.rpartition("\n")
    lines = complete.split("\n") if complete else []
    try:
        found = json.loads(lines[0]) if lines else None
        matches = [json.loads(line) for line in lines[1:]]
    except json.JSONDecodeError as error:
        raise UsageError(f"{option}{path} is not an arena record "
                         f"(line {error.lineno}: {error.msg})") from error
    if not isinstance(found, dict) or "arena_record" not in found:
        raise UsageError(f"{option}{path} is not an arena record")
    return found, matches, complete, cut


def _line(value: dict) -> str:
    return json.dumps(value, separators=(",", ":")) + "\n"
