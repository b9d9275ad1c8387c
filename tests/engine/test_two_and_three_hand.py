"""Two-hand and three-hand Canasta: bigger hands, two-card draws, canastas, the temporary partnership."""

from __future__ import annotations

import pytest

from engine import Deal, IllegalAction, from_json, score_deal, variants
from engine.rules.partnership import PartnershipByTake
from engine.rules.wording import wording_of

from .positions import position

CANASTA_K = "KC KD KH KS KC KD KH"


def test_two_hand_deals_fifteen_and_draws_two_keeping_one_discard():
    deal = Deal.new(variants.get("classic-2p"), seed=5)
    assert [len(h) for h in deal.hands] == [15, 15]
    seat = deal.turn
    deal.apply("draw")
    assert len(deal.hands[seat]) == 17  # drawn red threes are replaced, so always two more


def test_two_hand_draw_takes_two_cards_from_a_stacked_stock():
    deal = position("classic-2p", hands=["5C 6C", "4H 4S"], stock="8D 9D 10D")
    deal.apply("draw")
    assert len(deal.hands[0]) == 4 and len(deal.stock) == 1


def test_two_hand_needs_two_canastas_to_go_out():
    deal = position("classic-2p", hands=["9C", "4H 4S"], phase="play", melds=[{"K": CANASTA_K}, {}])
    with pytest.raises(IllegalAction, match="2 canastas"):
        deal.apply("discard 9")
    deal = position("classic-2p", hands=["9C", "4H 4S"], phase="play",
                    melds=[{"K": CANASTA_K, "Q": "QC QD QH QS QC QD QH"}, {}])
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_three_hand_deals_thirteen_and_starts_as_three_lone_players():
    deal = Deal.new(variants.get("classic-3p"), seed=2)
    assert [len(h) for h in deal.hands] == [13] * 3
    assert deal.live_sides() == [0, 1, 2]
    assert variants.get("classic-3p").target == 7500


def test_three_hand_first_taker_plays_alone_against_a_temporary_partnership():
    deal = position("classic-3p", hands=["KC KD JK 5C 6C", "QC QD QH 7C 8C", "JC JD JH 7D 8D"],
                    pile="4C KH", melds=[{}, {"Q": "QS QC QD"}, {"J": "JS JC JD"}])
    deal.apply("take K K JK")
    assert deal.first_taker == 0
    assert deal.side_of[1] == deal.side_of[2] != deal.side_of[0]
    partners = deal.side_of[1]
    assert set(deal.melds[partners]) == {12, 11}
    assert deal.partners(1) == [2]


def test_without_the_partnership_feature_a_take_leaves_three_players_each_for_themselves():
    three_hand = variants.get("classic-3p")
    alone = three_hand.without_feature(PartnershipByTake)
    deal = position("classic-3p", hands=["KC KD JK 5C 6C", "QC QD QH 7C 8C", "JC JD JH 7D 8D"],
                    pile="4C KH", melds=[{}, {"Q": "QS QC QD"}, {"J": "JS JC JD"}], rules=alone)
    deal.apply("take K K JK")
    assert deal.first_taker is None and deal.side_of == [0, 1, 2]
    assert three_hand.has_partners and not alone.has_partners
    assert three_hand.keeps_record("first_taker") and not alone.keeps_record("first_taker")
    assert "until someone first takes the discard pile" in str(wording_of(three_hand).players_words())
    assert str(wording_of(alone).players_words()) == "3, each for themselves."


def test_three_hand_partners_each_score_the_whole_partnership():
    from engine import Match
    match = Match(variants.get("classic-3p"), seed=1)
    deal = position("classic-3p", hands=["9C", "4C", "5C"], phase="play",
                    melds=[{"K": CANASTA_K}, {"Q": "QC QD QH"}, {}], side_of=[0, 1, 1], first_taker=0)
    match.deal = deal
    result = match.apply("discard 9")
    # Seat 0: 70 + 500 + 100 = 670.  Partners 1 and 2: 30 - 5 - 5 = 20 each.
    assert result.team_points == (670, 20, 20)
    sides = {s.side: s.total for s in score_deal(deal)}
    assert sides == {0: 670, 1: 20}


THREE_HAND_MERGED = {"variant": "classic-3p", "turn": 1, "phase": "play",
                     "hands": ["5C 6C", "3C 3S 3C JS 9C", "4C 6D 8C"],
                     "melds": [{"A": "AC AD AH"}, {"J": "JC JD JH JK JK 2C 2D"}, {}],
                     "side_of": [0, 1, 1], "first_taker": 0, "has_melded": [True, True, True],
                     "stock": "4D 5D 6H", "pile": ""}


def test_three_hand_a_natural_joins_a_merged_meld_holding_four_wild_cards():
    deal = from_json(THREE_HAND_MERGED)
    assert "add J" in [str(a) for a in deal.legal_actions()]
    deal.apply("add J")
    assert len(deal.melds[1][11]) == 8
    with pytest.raises(IllegalAction, match="at most 3 wild"):
        from_json(THREE_HAND_MERGED | {"hands": ["5C 6C", "2S 9C 9D", "4C"]}).apply("add 2 to J")


def test_three_hand_black_threes_melded_on_the_way_out_leave_a_way_out():
    deal = from_json(THREE_HAND_MERGED)
    deal.apply("meld 3 3 3")
    assert [str(a) for a in deal.legal_actions()] == ["add J"]
    deal.apply("add J")
    deal.apply("discard 9")
    assert deal.went_out == 1


def test_three_hand_after_yes_the_last_natural_still_joins_the_merged_meld():
    deal = from_json(THREE_HAND_MERGED | {"hands": ["5C 6C", "JS AC 9C 9D 9H", "4C 6D 8C"]})
    for text in ("ask", "yes", "meld 9 9 9"):
        deal.apply(text)
    assert "add J" in [str(a) for a in deal.legal_actions()]
    deal.apply("add J")
    deal.apply("discard A")
    assert deal.went_out == 1


def test_two_hand_goes_out_by_adds_that_make_both_canastas():
    deal = position("classic-2p", hands=["6H 2C", "4H 4S"], phase="play",
                    melds=[{"5": "5C 5D 5H 5S 2D JK", "6": "6C 6D 6S 6C 6D 6S"}, {}])
    listed = [str(a) for a in deal.legal_actions()]
    assert "add 6" in listed and "add 2 to 5" in listed
    deal.apply("add 6")
    deal.apply("add 2 to 5")
    assert deal.went_out == 0 and deal.canastas(0) == 2


def test_two_hand_a_last_card_that_cannot_make_the_canastas_is_not_kept():
    deal = position("classic-2p", hands=["6H 9C", "4H 4S"], phase="play",
                    melds=[{"5": "5C 5D 5H 5S 2D JK", "6": "6C 6D 6S 6C 6D 6S"}, {}])
    with pytest.raises(IllegalAction, match="2 canastas"):
        deal.apply("add 6")
    assert "add 6" not in [str(a) for a in deal.legal_actions()]
