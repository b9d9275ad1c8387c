"""The exact forms engine/legal.py lists where it picks canonical ones: openings beside a sequence,
the opening that melds a whole hand, Canastone's openings before drawing, a frozen pile taken
onto a sequence and the other melds of an opening take (written from the mutation survivors of
legal.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import variants
from engine.actions import Meld, Take

from .positions import position

OPEN = [True] * 4


def openings_of_several_melds(deal) -> list[str]:
    return [str(a) for a in deal.legal_actions() if isinstance(a, Meld) and a.melds > 1]


def listed_takes(deal) -> list[str]:
    return [str(a) for a in deal.legal_actions() if isinstance(a, Take)]


def test_each_run_short_of_the_minimum_is_listed_with_the_groups_the_rest_of_the_hand_makes():
    # JC-AC is worth the 50 alone (a single opening); 10C-AC too; every shorter run needs Kings.
    deal = position("samba", hands=["10C JC QC KC AC 4H 5H 6H 7H KD KH KS 9D", None, None, None],
                    phase="play")
    assert openings_of_several_melds(deal) == [
        "meld K K K K; seq 10C JC QC", "meld K K K K; seq 4H 5H 6H", "meld K K K K; seq 4H 5H 6H 7H",
        "meld K K K K; seq 5H 6H 7H", "meld K K K; seq 10C JC QC KC", "meld K K K; seq JC QC KC",
        "meld K K K; seq QC KC AC"]


def test_an_opening_adds_the_groups_of_three_before_pairs_that_need_a_wild_card():
    # After the four Kings, the Queens (30) come before the Aces (a pair, 40 with the Two).
    deal = position(hands=["KC KD KH KS QC QD QH AC AD 2C 5D 7S 9H", None, None, None], phase="play")
    assert openings_of_several_melds(deal) == ["meld K K K K; Q Q Q"]


SEVEN_AT_MOST = replace(variants.get("classic"), max_meld_size=7)  # Classic with a meld size limit


def test_an_opening_holds_a_meld_of_the_largest_size_and_passes_over_a_larger_one():
    seven = position(hands=["KC KD KH KS KC KD KH QC QD QH 5D 7S 9H", None, None, None], phase="play",
                     rules=SEVEN_AT_MOST)
    assert openings_of_several_melds(seven) == ["meld K K K K K K K; Q Q Q"]
    eight = position(hands=["KC KD KH KS KC KD KH KS QC QD QH JC JD JH 9H", None, None, None],
                     phase="play", rules=SEVEN_AT_MOST)  # the eight Kings never meld at once
    assert openings_of_several_melds(eight) == ["meld Q Q Q; J J J"]


def test_a_run_leaves_the_other_naturals_of_its_ranks_for_a_group():
    deal = position("samba", hands=["8H 9H 10H 8C 8D 8S KC 5D", None, None, None], phase="play")
    assert openings_of_several_melds(deal) == ["meld 8 8 8; seq 8H 9H 10H"]


def test_the_opening_that_melds_the_whole_hand_spends_wild_cards_on_the_longest_meld_first():
    # Going out at once needs a canasta: the Kings take one Two to make it, the Queens the other.
    deal = position("classic", hands=["KC KD KH KS KC KD QC QD QH QS QC 2C 2D 4D", None, None, None],
                    phase="play")
    assert openings_of_several_melds(deal) == ["meld K K K K K K 2; Q Q Q Q Q 2"]


@pytest.mark.parametrize("variant, hand, openings", [
    # a pair with a wild card is a meld of the whole hand too
    ("classic", "KC KD KH KS KC KD 2C QC QD JK 4D",
     ["meld K K K K K K; Q Q 2", "meld K K K K K K 2; Q Q JK"]),
    # the longest meld, not the highest rank, gets the wild cards first
    ("classic", "QC QD QH QS QC QD KC KD KH KS KC 2C 2D 4D", ["meld K K K K K; Q Q Q Q Q Q 2 2"]),
    # a canasta may take all three wild cards a meld holds
    ("classic", "QC QD QH KC KD KH KS 2C 2D JK 4D", ["meld K K K K; Q Q Q", "meld K K K K 2 2 JK; Q Q Q"]),
    # Cuban's melds hold at most 7 cards: a canasta of exactly 7 is made
    ("cuban", "KC KD KH KS KC KD 2C QC QD QH 4D",
     ["meld K K K K K K; Q Q Q", "meld K K K K K K 2; Q Q Q"]),
    # seven wild cards: the melds take six, and a set that leaves one in hand is no whole hand
    ("classic", "KC KD KH KS QC QD QH 2C 2D 2H 2S JK JK JK",
     ["meld K K K K; Q Q Q", "meld K K K K JK JK JK; Q Q Q 2 2 2", "meld K K K K 2 JK JK; Q Q Q 2 2 2"]),
])
def test_the_whole_hand_opening_beside_the_canonical_one(variant, hand, openings):
    deal = position(variant, hands=[hand, None, None, None], phase="play")
    assert openings_of_several_melds(deal) == openings


def test_an_opening_short_of_the_minimum_is_raised_with_wild_cards_where_the_groups_take_them():
    # International: 75 in Aces and Fives; in an opening a group of three naturals takes one wild card.
    deal = position("international", hands=["AC AD AH 5C 5D 5H JK 4S 9C 6D", None, None, None],
                    phase="play")
    assert openings_of_several_melds(deal) == ["meld A A A; 5 5 5 JK", "meld A A A JK; 5 5 5"]
    # Cuban: seven Kings are the largest meld, so the Joker cannot raise them to the 90.
    capped = position("cuban", hands=["KC KD KH KS KC KD KH JK 5C 4D", None, None, None], phase="play",
                      team_scores=[1500, 0])
    assert [str(a) for a in capped.legal_actions() if isinstance(a, Meld)] == [
        "meld K K K K JK", "meld K K K K K JK", "meld K K K K K K JK"]


def test_openings_beside_a_wild_meld_use_the_wild_cards_it_leaves():
    deal = position("bolivia", hands=["2C 2D 2H JK 9C 9D KC KD KH 5C 4D 6S", None, None, None],
                    phase="play", team_scores=[3000, 0])  # 120 to open
    assert openings_of_several_melds(deal) == [
        "meld K K K; 9 9 2 JK", "meld K K K JK; 9 9 2", "meld 9 9 2; wild 2 2 JK",
        "meld K K K; wild 2 2 2 JK", "meld K K K; wild 2 2 JK"]
    # The Fives fall 15 short beside a wild meld of three, and the Joker is in it: a Two raises them.
    raised = position("bolivia", hands=["2C 2D 2H JK 5C 5D 5H 9S 4D 6S KC", None, None, None],
                      phase="play", team_scores=[3000, 0])
    assert openings_of_several_melds(raised) == ["meld 5 5 5; wild 2 2 2 JK", "meld 5 5 5 2; wild 2 2 JK"]


def test_italian_lists_a_larger_meld_of_twos_where_the_smallest_is_refused():
    # Jokers go in first: Joker, Joker, Two holds too few Twos, so the meld of Twos starts at four.
    deal = position("italian", hands=["JK JK 2C 2D 2H AC AD AH 5D 6S 7C 9D", None, None, None],
                    phase="play")
    assert openings_of_several_melds(deal) == ["meld A A A; wild 2 2 2 JK JK", "meld A A A; wild 2 2 JK JK"]


@pytest.mark.parametrize("variant, hand, opening", [
    ("uruguay", "KC KD KH KS KC KD KH 2C 2D 2H", "meld K K K K K K K; wild 2 2 2"),
    ("chile", "AC AD AH AS AC AD AH 4H 5H 6H", "meld A A A A A A A; seq 4H 5H 6H"),
])
def test_an_opening_beside_a_wild_meld_or_a_run_that_melds_the_whole_hand_goes_out(variant, hand, opening):
    # a canasta of exactly seven cards counts toward going out without a discard
    deal = position(variant, hands=[hand, None, None, None], phase="play", team_scores=[3000, 0])
    assert openings_of_several_melds(deal) == [opening]
    deal.apply(opening)
    assert deal.phase == "over"


def test_canastone_opens_before_drawing_only_keeping_a_card():
    keeps_one = position("canastone", hands=["KC KD KH KS 9C 9D 9H 4D", None, None, None])
    assert [str(a) for a in keeps_one.legal_actions()] == ["draw", "meld K K K K; 9 9 9"]
    keeps_none = position("canastone", hands=["KC KD KH KS 9C 9D 9H", None, None, None])
    assert [str(a) for a in keeps_none.legal_actions()] == ["draw"]


def test_canastone_lists_an_opening_worth_exactly_the_minimum_and_one_with_a_pair():
    exact = position("canastone", hands=["KC KD KH KS KC 4D", None, None, None])  # 50 clean
    assert [str(a) for a in exact.legal_actions()] == ["draw", "meld K K K K K"]
    pair = position("canastone", hands=["AC AD JK 9C 5D 4D", None, None, None], team_scores=[3000, 0])
    assert [str(a) for a in pair.legal_actions()] == ["draw", "meld A A JK"]  # 90, wild cards allowed


def test_a_frozen_pile_is_taken_onto_a_sequence_listed_after_a_group():
    deal = position("samba", hands=["4H 5H 9C 9D 5D KC", None, None, None], pile="2C 9S 6H",
                    melds=[{"K": "KC KD KH", "seqH": "7H 8H 9H"}, {}], has_melded=OPEN)
    assert listed_takes(deal) == ["take 5 4 to seqH"]


def test_a_frozen_pile_is_offered_onto_a_sequence_beside_the_takes_of_a_natural_pair():
    deal = position("samba", hands=["9C 9D 8S 7S KC 5D", None, None, None], pile="2C 6H 9S",
                    melds=[{"9": "9H 9C 9D", "seqS": "10S JS QS"}, {}], has_melded=OPEN)
    assert listed_takes(deal) == ["take 9 9 to 9#2", "take 8 7 to seqS", "take 9 9"]


def test_an_opening_take_leaves_the_other_melds_the_wild_cards_it_does_not_show():
    # 90 to open: with the Two shown beside the Fives, the Kings take the Joker; with the Twos shown,
    # the melds beside them get the Twos left (one, then none), never a card the take spent.
    joker = position(hands=["5D 5S 2C JK KH KS QH QS QC 8D 9C 10D", None, None, None], pile="4C 5H",
                     team_scores=[1500, 0])
    assert listed_takes(joker) == ["take 5 5; K K 2; Q Q Q JK", "take 5 5 2; K K JK; Q Q Q",
                                    "take 5 5 JK; Q Q Q", "take 5 5 2 JK; Q Q Q"]
    twos = position(hands=["5D 5S 2C 2D 2H KH KS QH QS 8D 9C 10D", None, None, None], pile="4C 5H",
                    team_scores=[1500, 0])
    assert listed_takes(twos) == ["take 5 5; K K 2; Q Q 2", "take 5 5 2; K K 2; Q Q 2",
                                   "take 5 5 2 2; Q Q 2"]


def test_an_opening_take_of_some_naturals_of_its_rank_melds_the_others_nowhere_else():
    # Taking the Queen with two of the four leaves two Queens in hand: the other meld is the Kings.
    deal = position(hands=["QD QS QC QH KH KS 2C 8D 9C 10D 4S", None, None, None], pile="4C QD")
    assert listed_takes(deal) == ["take Q Q; K K 2", "take Q Q 2", "take Q Q Q; K K 2", "take Q Q Q 2",
                                   "take Q Q Q Q", "take Q Q Q Q 2"]
