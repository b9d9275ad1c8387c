"""The numbers of a style change the careful player's choices the way they say."""

from __future__ import annotations

import dataclasses

import pytest

from engine import seat_view
from engine.actions import Discard, Meld
from engine.ai.discards import discard_costs
from engine.ai.heuristic import HeuristicPlayer
from engine.ai.knowledge import Knowledge
from engine.ai.style import MEDIUM, SHARP

from .positions import position


def test_a_bigger_reserve_keeps_three_of_a_kind_in_a_short_hand():
    deal = position(hands={0: "9C 9D 9H KS QS JH 5C 4D"}, pile="6H 7S",
                    melds=[{"A": "AC AD AH"}, {"K": "KC KD KH"}])
    view, legal = seat_view(deal, 0), deal.legal_actions()
    assert MEDIUM.reserve < SHARP.reserve
    medium = HeuristicPlayer("medium", 1, style=MEDIUM).decide(view, legal)
    assert medium.action == Meld(((9, 9, 9),))
    sharp = HeuristicPlayer("hard", 1, style=SHARP).decide(view, legal)
    cheapest = min(discard_costs(Knowledge(view), legal, True, SHARP), key=lambda x: x[0])[1]
    assert isinstance(sharp.action, Discard) and sharp.action.rank != 9  # the three Nines stay
    assert sharp.action == cheapest
    assert sharp.reason.startswith("Discarding")


def test_risk_weight_scales_only_the_pile_risk_of_a_discard():
    deal = position(hands={0: "9C KS QS JH 5C 4D 8H"}, pile="6H 7S 10C JD QD",
                    melds=[{"A": "AC AD AH"}, {"K": "KC KD KH"}])
    k = Knowledge(seat_view(deal, 0))
    legal = deal.legal_actions()

    def costs(weight: float) -> dict:
        style = dataclasses.replace(MEDIUM, risk_weight=weight)
        return {action: cost for cost, action in discard_costs(k, legal, True, style)}

    keep, once, twice = costs(0.0), costs(1.0), costs(2.0)
    assert once[Discard(13)] > keep[Discard(13)]  # the next player can lay a King off on their meld
    for action in keep:
        assert twice[action] - keep[action] == pytest.approx(2 * (once[action] - keep[action]))
