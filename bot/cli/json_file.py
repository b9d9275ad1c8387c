"""A JSON file a person gives a command (a position, a game record), read with one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

from ..core.cli_errors import UsageError


def read_json(path: Path, kind: str, named: str | None = None) -> object:
    """The JSON in ``path``, a ``kind`` ("position", "game record"); UsageError naming the file (or
    ``named``, where it cannot be read) when it cannot be read, is not JSON or nests too deeply."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise UsageError(f"cannot read {named or path}: {error.strerror}") from None
    except ValueError as error:  # not UTF-8 text, or not JSON
        raise UsageError(f"{path} is not a JSON {kind}: {error}") from None
    except RecursionError:
        raise UsageError(f"{path} is not a {kind}: its JSON is nested too deeply") from None
