"""After a yes, a move is listed wherever a way out still exists, not only where the going-out search
finds one within its steps: the corpus's Samba hand whose melds of Fives the step limit once refused."""

from __future__ import annotations

import json
import random
from pathlib import Path

from bot.measure.benchmarks import deadends
from engine import from_json, going_out

CORPUS = json.loads((Path(__file__).parent.parent / "fixtures" / "listing-corpus.json").read_text())
SAMBA_59 = next(entry for entry in CORPUS if entry["name"].startswith("samba, 59 cards after partner's yes"))
ONCE_REFUSED = ("meld 5 5 5 2 2 2", "meld 5 5 5 5 2 2 2")


def _deal():
    return from_json(SAMBA_59["position"], deadends.rules_of(SAMBA_59))


def test_melds_the_step_limit_once_refused_are_listed_and_random_listed_moves_then_go_out():
    deal = _deal()
    listed = {str(action): action for action in deal.legal_actions()}
    assert all(move in listed for move in ONCE_REFUSED)
    seat = deal.turn
    deal.apply(listed[ONCE_REFUSED[0]])
    rng = random.Random(0)
    while not deal.is_over:
        assert deal.turn == seat, "after a yes the player goes out this turn"
        legal = deal.legal_actions()
        assert legal, "no dead end"
        deal.apply(rng.choice(legal))
    assert deal.went_out == seat


def test_no_going_out_search_of_that_listing_stops_at_its_step_limit(monkeypatch):
    ran_out = []
    real_spend = going_out._Budget.spend

    def spend(budget):
        if budget.steps == 0:  # its last step spent: the search would stop here, way or none
            ran_out.append(budget)
        return real_spend(budget)

    monkeypatch.setattr(going_out._Budget, "spend", spend)
    _deal().legal_actions()
    assert not ran_out
