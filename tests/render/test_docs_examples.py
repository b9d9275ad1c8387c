"""The example positions in docs/examples still load and draw (their pictures are in docs/pictures)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import from_json
from render.files import pictures

from .pngs import decode

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.json"))


def test_there_are_examples():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_draws(path):
    deal = from_json(json.loads(path.read_text()))
    files = pictures(deal, None)
    assert "table.png" in files and len(files) >= 1 + deal.players
    for data in files.values():
        decode(data)
