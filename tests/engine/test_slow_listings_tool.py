"""tools/slow_listings.py climbs from positions of random play towards slower listings and writes what
it finds as corpus entries that read back as positions with actions to list."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine import from_json, going_out

from ..tools import load_tool


def test_the_search_writes_corpus_entries_of_grown_hands(tmp_path, capsys):
    tool = load_tool("slow_listings")
    out = tmp_path / "found.json"
    assert tool.main(["samba", "--rounds", "4", "--starts", "2", "--grow", "20", "--out", str(out)]) == 0
    entries = json.loads(out.read_text())
    assert len(entries) == 2 and all("slow_listings" in entry["name"] for entry in entries)
    for entry in entries:
        deal = from_json(entry["position"])
        assert deal.phase == "play" and len(deal.hands[deal.turn]) >= 20 and deal.legal_actions()
    assert capsys.readouterr().out.count(" ms ") == 2


def test_a_step_moves_cards_between_hand_and_stock_and_keeps_every_card():
    tool = load_tool("slow_listings")
    rng = random.Random(3)
    position = tool.start_positions("classic", 1, rng)[0]
    seat = position["turn"]
    cards = sorted(position["hands"][seat].split() + position["stock"].split())
    for _ in range(30):
        step = tool.mutate(position, rng)
        if step is not None:
            assert sorted(step["hands"][seat].split() + step["stock"].split()) == cards
            assert step["hands"][seat] != position["hands"][seat] or step["turn_state"]["must_go_out"]


def test_after_a_yes_a_step_keeps_only_hands_that_could_still_go_out():
    # Partner's yes is said only to a hand that could go out, and play leaves it so: a step that
    # took the way out away once made positions with nothing to list (a 63-card Brazilian one).
    tool = load_tool("slow_listings")
    corpus = json.loads((Path(__file__).parent.parent / "fixtures" / "listing-corpus.json").read_text())
    entry = next(e for e in corpus if e["name"].startswith("classic, 31 cards after partner's yes"))
    rng = random.Random(5)
    kept = 0
    for _ in range(120):
        step = tool.mutate(entry["position"], rng)
        if step is not None:
            deal = from_json(step)
            assert going_out.can_go_out(deal, deal.turn, ignore_answer=True) and deal.legal_actions()
            kept += 1
    assert kept > 20
