"""The numbers of a style change the careful player's choices the way they say."""

from __future__ import annotations

import dataclasses

import pytest

from engine import seat_view, variants
from engine.actions import Discard, Meld
from engine.ai.discards import discard_costs, group_ranks, keep_value, take_chance
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
    assert str(sharp.reason).startswith("Discarding")


def test_where_runs_refill_the_hand_the_guide_keeps_fewer_cards_back_than_medium():
    # Seven cards, three Nines: melding leaves four. Samba's guide melds (it keeps 4 where two cards
    # are drawn a turn and the side's runs can take the pile); medium keeps 5, the Classic guide 7.
    hand = "9C 9D 9H KS QS 5C 4D"
    melds = [{"A": "AC AD AH"}, {"K": "KC KD KH"}]
    decisions = {}
    for variant, style in (("samba", SHARP), ("samba", MEDIUM), ("classic", SHARP)):
        deal = position(variant, hands={0: hand}, sizes={1: 15, 2: 15, 3: 15} if variant == "samba" else None,
                        pile="6H 7S", melds=melds)
        view, legal = seat_view(deal, 0), deal.legal_actions()
        decisions[variant, style] = HeuristicPlayer("hard", 1, style=style).decide(view, legal).action
    assert decisions["samba", SHARP] == Meld(((9, 9, 9),))
    for kept in (decisions["samba", MEDIUM], decisions["classic", SHARP]):
        assert isinstance(kept, Discard) and kept.rank != 9


@pytest.mark.parametrize("variant, weight", [("classic", 3.0), ("bolivia", 3.0), ("brazilian", 3.0),
                                             ("samba", 1.0), ("classic-3p", 0.0)])
def test_the_guide_weighs_the_pile_risk_by_the_rules_and_the_sides_against_it(variant, weight):
    rules = variants.get(variant)
    sides = len(rules.teams) - 1
    assert SHARP.risk_weight_for(rules, sides) == weight
    assert MEDIUM.risk_weight_for(rules, sides) == 1.0


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


def test_where_the_pile_is_always_frozen_a_longer_hand_is_kept_for_taking_it():
    # Classic melds three Nines from eight cards (above); International, where every take shows a
    # natural pair from the hand, keeps them while the hand is shorter than ten after melding.
    hand = "9C 9D 9H KS KD QS QD JH JD 5C 4D 8H"
    others = {1: "4C 4H 5D 5H 6C 6D 7C 7D 8C 8D 10C 10D", 2: "4H 4S 5D 5S 6C 6S 7D 7H 8S 9S 10H JS",
              3: "QH QC KH 2C 2D"}
    deal = position("international", hands={0: hand, **others},
                    pile="6H 7S", melds=[{"A": "AC AD AH"}, {"K": "KC KH KC"}])
    view, legal = seat_view(deal, 0), deal.legal_actions()
    assert Meld(((9, 9, 9),)) in legal
    decision = HeuristicPlayer("medium", 1).decide(view, legal)
    assert isinstance(decision.action, Discard) and decision.action.rank != 9
    classic = position(hands={0: hand}, pile="6H 7S", melds=[{"A": "AC AD AH"}, {"K": "KC KH KC"}])
    assert HeuristicPlayer("medium", 1).decide(seat_view(classic, 0), classic.legal_actions()).action \
        == Meld(((9, 9, 9),))


def test_a_side_facing_a_high_opening_values_its_pairs_and_sets_by_their_points():
    # Unopened at 7500, International asks 180: each card of a pair or set is worth three times its
    # points more than at 0 (a King of a pair 60, an Ace of a set 180); a single card no more.
    hand = "KC KD AC AD AH 9C 5C 4D 8H 6S JH QS QD"
    costs = {}
    for score in (0, 7500):
        deal = position("international", hands={0: hand, 1: "4C 4H 5D 5H 6C 6D 7C 7D 8C 8D 10C 10D 10H",
                                                2: "4H 4S 5D 5S 6C 6S 7D 7H 8S 9S 10H JS JC",
                                                3: "QH QC KH KC 2C 2D 9D 9H JD JH 7S 8S 8H"},
                        pile="6H 7S", team_scores=(score, 0))
        k = Knowledge(seat_view(deal, 0))
        costs[score] = {action.rank: cost for cost, action in discard_costs(k, deal.legal_actions(), True)}
    assert costs[7500][13] - costs[0][13] == pytest.approx(60)
    assert costs[7500][14] - costs[0][14] == pytest.approx(180)
    assert costs[7500][9] == pytest.approx(costs[0][9])


def test_where_several_sides_oppose_the_sharp_guide_leaves_the_pile_risk_out():
    # Three players alone: what the next player takes is one opponent's gain of two, and the guide
    # that weighs it not at all beats the one that weighed it twice (docs/measuring.md).
    hand = "9C KS QS JH 5C 4D 8H"
    deal = position("classic-3p", hands={0: hand, 1: "KC KD 4C 4H 5D 5H 6C 6D 7C 7D 8C 8D 10C"},
                    pile="6H 7S 10D JD QD")
    k = Knowledge(seat_view(deal, 0))
    assert len(k.opponents) == 2
    legal = deal.legal_actions()
    sharp = {action: cost for cost, action in discard_costs(k, legal, True, SHARP)}
    medium = {action: cost for cost, action in discard_costs(k, legal, True, MEDIUM)}
    kept = {action: cost for cost, action in discard_costs(k, legal, True, dataclasses.replace(
        MEDIUM, several_sides_risk_weight=0.0))}
    assert medium[Discard(13)] > kept[Discard(13)]  # a King may give the next player the pile
    assert sharp == kept


def test_a_sequence_is_no_meld_of_its_highest_rank_when_weighing_a_discard():
    # The opponents' run of Hearts ends at the Seven, and a Seven cannot lengthen it: the pile risk of
    # a Seven is the chance the next player holds a pair, not a sure take as onto a group of Sevens.
    melds = [{"seqS": "7S 8S 9S"}, {"seqH": "5H 6H 7H"}]
    deal = position("samba", hands={0: "7C 9D KS QS JH 5C 4D 8H 10C 10D JC QC KC AC 6S"}, pile="4H 6C 8D",
                    melds=melds)
    k = Knowledge(seat_view(deal, 0))
    assert group_ranks(k.side) == set() and group_ranks(k.side_of(1)) == set()
    assert 0.0 < take_chance(k, 7) < 0.5
    assert keep_value(k, 9, True) == keep_value(k, 5, True)  # a lone Nine, kept as any lone card is
    grouped = position("samba", hands={0: "7C 9D KS QS JH 5C 4D 8H 10C 10D JC QC KC AC 6S"},
                       pile="4H 6C 8D", melds=[{"9": "9S 9H 9C"}, {"7": "7H 7D 7S"}])
    g = Knowledge(seat_view(grouped, 0))
    assert group_ranks(g.side) == {9} and take_chance(g, 7) == 1.0
    assert keep_value(g, 9, True) < keep_value(g, 5, True)
