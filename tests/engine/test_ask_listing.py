"""The listing offers ``ask`` exactly where ask's own check passes: it asks the check's conditions
(``moves.check_may_ask``) and whether the hand can go out separately, the search once."""

from __future__ import annotations

import random

import pytest

from engine import Deal, IllegalAction, moves, variants
from engine.actions import Ask


def _ask_passes(deal) -> bool:
    try:
        moves.check(deal, Ask())
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("key", ["classic", "classic-2p", "americana", "italian"])
def test_ask_is_listed_where_its_check_passes(key):
    rules = variants.get(key)
    chooser = random.Random(63)
    asked = 0
    for seed in range(6):
        deal = Deal.new(rules, seed=seed)
        while not deal.is_over:
            listed = deal.legal_actions()
            if deal.phase == "play":
                offered = Ask() in listed
                assert offered == _ask_passes(deal)
                asked += offered
            deal.apply(chooser.choice(listed))
    if rules.players > 2:
        assert asked  # the deals meet hands that may ask, not only refusals
