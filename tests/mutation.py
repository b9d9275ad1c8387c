"""A pytest plugin for mutation testing, loaded by mutmut (pyproject's ``[tool.mutmut]``): the tests
that reach a mutant run fastest first, so the one that catches it usually comes early, and the
random-play properties play a fifth of their deals, since every test runs once for each mutant."""

from __future__ import annotations

import json
import os
from pathlib import Path

FLAG = "CANASTA_UNDER_MUTATION"
STATS = Path("mutmut-stats.json")  # mutmut runs the tests from inside mutants/, beside this file


def scaled(count: int) -> int:
    """``count`` random deals or examples, or a fifth of them (at least 2) under mutation testing."""
    return max(2, count // 5) if os.environ.get(FLAG) else count


def pytest_configure() -> None:
    os.environ[FLAG] = "1"  # before the test modules are imported, which call scaled()


def pytest_collection_modifyitems(items) -> None:
    durations = json.loads(STATS.read_text())["duration_by_test"] if STATS.exists() else {}
    items.sort(key=lambda item: durations.get(item.nodeid, 0.0))
