"""The example positions in docs/examples still load and draw, and docs/pictures shows what they draw now."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from bot.cli.pictures import pictures
from engine import from_json

from .pngs import decode
from .positions import NAMES

DOCS = Path(__file__).parents[2] / "docs"
EXAMPLES = sorted((DOCS / "examples").glob("*.json"))
# docs/pictures/<name>: (the example position, the file `canasta render --names` writes for it)
SHOWN = {
    "classic-table.png": ("classic-mid-deal", "table.png"),
    "classic-hand.png": ("classic-mid-deal", "hand-2.png"),
    "three-hand-table.png": ("three-hand-mid-deal", "table.png"),
    "classic-hand-40-cards.png": ("classic-big-hand", "hand-1.png"),
    "classic-scores.png": ("classic-deal-over", "scores.png"),
    "samba-table.png": ("samba-mid-deal", "table.png"),
    "chile-wild-table.png": ("chile-wild-mid-deal", "table.png"),
    "bolivia-table.png": ("bolivia-mid-deal", "table.png"),
    "brazilian-table.png": ("brazilian-mid-deal", "table.png"),
    "british-acaba-table.png": ("british-acaba", "table.png"),
    "british-acaba-scores.png": ("british-acaba", "scores.png"),
    "uruguay-table.png": ("uruguay-mid-deal", "table.png"),
    "joker-table.png": ("joker-mid-deal", "table.png"),
    "mexicana-table.png": ("mexicana-mid-deal", "table.png"),
    "cuban-table.png": ("cuban-mid-deal", "table.png"),
    "italian-table.png": ("italian-mid-deal", "table.png"),
    "canastone-table.png": ("canastone-mid-deal", "table.png"),
    "canastone-6p-table.png": ("canastone-6p-mid-deal", "table.png"),
    "international-table.png": ("international-mid-deal", "table.png"),
    "international-blitz-table.png": ("international-blitz", "table.png"),
    "international-blitz-scores.png": ("international-blitz", "scores.png"),
    "americana-table.png": ("americana-mid-deal", "table.png"),
    "americana-straight-table.png": ("americana-straight", "table.png"),
    "americana-straight-scores.png": ("americana-straight", "scores.png"),
}


def drawn(example: str) -> dict[str, bytes]:
    deal = from_json(json.loads((DOCS / "examples" / f"{example}.json").read_text()))
    return pictures(deal, NAMES[deal.players])


def test_there_are_examples():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_draws_a_table_a_hand_per_seat_and_a_finished_deals_scores(path):
    deal = from_json(json.loads(path.read_text()))
    files = drawn(path.stem)
    expected = {"table.png", *(f"hand-{seat}.png" for seat in range(deal.players))}
    assert set(files) == expected | ({"scores.png"} if deal.is_over else set())
    hands = [decode(files[f"hand-{seat}.png"]).tobytes() for seat in range(deal.players)]
    assert len(set(hands)) == deal.players  # each seat sees its own cards


@pytest.mark.parametrize("name", sorted(SHOWN))
def test_the_documentation_pictures_are_what_the_code_draws(name):
    example, file = SHOWN[name]
    with Image.open(DOCS / "pictures" / name) as stored:
        shown = stored.convert("RGB")
    now = Image.open(io.BytesIO(drawn(example)[file])).convert("RGB")
    assert shown.size == now.size and shown.tobytes() == now.tobytes(), f"regenerate docs/pictures/{name}"
