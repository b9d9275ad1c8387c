"""The listing stays bounded: positions that once listed thousands of actions, or took seconds to
list (tests/fixtures/listing-corpus.json, also timed by ``canasta bench engine``), list a few
canonical ones (a few hundred for a 63-card hand), each of which applies and round-trips through
its text form."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import from_json, parse

CORPUS = json.loads((Path(__file__).parent.parent / "fixtures" / "listing-corpus.json").read_text())


@pytest.mark.parametrize("entry", CORPUS, ids=[entry["name"] for entry in CORPUS])
def test_a_heavy_position_lists_a_bounded_number_of_actions_that_all_apply(entry):
    deal = from_json(entry["position"])
    legal = deal.legal_actions()
    assert 0 < len(legal) <= entry.get("most", 300)
    for action in legal:
        assert parse(str(action)) == action
        deal.clone().apply(action)


def test_an_unopened_two_hand_take_is_listed_once_per_way_of_melding_the_top_card():
    deal = from_json(CORPUS[0]["position"])
    takes = [a for a in deal.legal_actions() if str(a).startswith("take")]
    shown = [a.cards for a in takes]
    assert len(shown) == len(set(shown)), "one canonical opening per set of cards shown"
    deal.apply("take K K; Q Q Q; J J J")  # an unlisted way of taking is still accepted
    assert deal.phase == "play"
