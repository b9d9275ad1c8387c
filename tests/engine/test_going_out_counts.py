"""Whether a hand can go out, read from rank counts and meld sizes: the wild cards a hand holds
must fit the room the side's melds leave (each kind of meld its own way), the opening minimum is
met exactly at its value, a fourth black three may join three already melded, and black threes
keep their own meld sizes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import variants
from engine.actions import Ask
from engine.rules.going_out_policy import GoingOutPolicy
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.wild_melds import WildMelds

from .positions import four, position, rejects

CLASSIC = variants.get("classic")
FAMILY = replace(CLASSIC, key="classic", features=(
    SeveralMelds(), WildMelds(fewest=3, most=7), Sequences(fewest=3, most=7)))
SEVEN_AT_MOST = replace(CLASSIC, key="classic", max_meld_size=7)
# A King canasta already holding its three wild cards: it takes no more.
FULL_OF_WILDS = "KC KD KH KS 2C 2D 2H"


def may_ask(hand: str, melds, rules=None) -> bool:
    deal = position(hands=[hand, None, None, None], melds=melds, phase="play", rules=rules)
    return Ask() in deal.legal_actions()


def test_a_hand_worth_exactly_the_opening_minimum_may_go_out():
    # Not yet open, needing 50: a canasta of Sevens (35) and three Fives (15) make exactly 50.
    deal = four("7C 7D 7H 7S 7C 7D 7H 5C 5D 5H 9C", phase="play")
    assert deal.opening_minimum(0) == 50
    assert Ask() in deal.legal_actions()
    deal.apply("meld 7 7 7 7 7 7 7; 5 5 5")
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0


def test_with_three_packs_a_fourth_black_three_joins_the_three_just_melded():
    # Five black threes: three melded, a fourth added (a meld of four), the fifth discarded.
    deal = position(hands=["3C 3S 3C 3S 3C", None, None, None], phase="play",
                    melds=[{"K": "KC KD KH KS KC KD KH"}, {}], rules=replace(CLASSIC, packs=3))
    deal.apply("meld 3 3 3")
    deal.apply("add 3")
    deal.apply("discard 3")
    assert deal.is_over and deal.went_out == 0


def test_the_fourth_black_three_is_added_and_a_wild_card_with_no_room_is_the_last_discard():
    # The only canasta already holds three wild cards, so the Joker cannot be melded: it is discarded.
    deal = position(hands=["3C 3S 3C 3S JK", None, None, None], phase="play",
                    melds=[{"K": FULL_OF_WILDS}, {}])
    deal.apply("meld 3 3 3")
    deal.apply("add 3")
    deal.apply("discard JK")
    assert deal.is_over and deal.went_out == 0


def test_black_threes_keep_their_own_meld_sizes_where_other_melds_need_four_cards():
    # Found by the rules-space walk: with melds of at least four cards, a hand of three black
    # threes that had asked to go out could neither meld them nor discard.
    rules = replace(CLASSIC, key="classic", meld_min_size=4, packs=3)
    assert may_ask("3C 3S 3C", [{"K": "KC KD KH KS KC KD KH"}, {}], rules)
    deal = position(hands=["3C 3S 3C", None, None, None], phase="play",
                    melds=[{"K": "KC KD KH KS KC KD KH"}, {}], rules=rules)
    rejects(deal, "meld 3 3", "only as 3 or 4 of them")
    assert "meld 3 3 3" in {str(a) for a in deal.legal_actions()}
    deal.apply("meld 3 3 3")
    assert deal.is_over and deal.went_out == 0


def test_four_wild_cards_do_not_fit_a_new_meld_beside_a_canasta_full_of_wild_cards():
    # K K K takes three of the Twos; the Queen canasta already holds three wild cards.
    melds = [{"Q": "QC QD QH QS 2C 2D 2H"}, {}]
    assert not may_ask("KC KD KH 2S 2C 2D 2H 9C", melds)
    deal = four("KC KD KH 2S 2C 2D 2H 9C", phase="play", melds=melds)
    rejects(deal, "ask", "only when your hand can go out")
    assert may_ask("KC KD KH 2S 2C 2D 9C", melds)  # three Twos fit on the Kings


@pytest.mark.parametrize("wild_meld, able", [
    ("JK JK JK", True),  # the meld of wild cards takes both Twos (up to seven cards)
    ("JK JK JK JK 2S 2C", False),  # it has room for one more only
])
def test_wild_cards_in_hand_go_onto_a_meld_of_wild_cards_while_it_has_room(wild_meld, able):
    assert may_ask("2D 2S 9C", [{"K": FULL_OF_WILDS, "wild": wild_meld}, {}], FAMILY) is able


@pytest.mark.parametrize("second_kings, hand, able", [
    ("KS KC KD", "2S 2C 9C", True),  # a second King meld takes the wild cards
    ("KS KC 2S", "2C JK JK 9C", False),  # holding one, it takes two more, not three
])
def test_wild_cards_in_hand_go_onto_a_second_meld_of_a_rank(second_kings, hand, able):
    assert may_ask(hand, [{"K": FULL_OF_WILDS, "K#2": second_kings}, {}], FAMILY) is able


def test_a_sequence_takes_no_wild_card():
    assert not may_ask("2S 9C", [{"K": FULL_OF_WILDS, "seqH": "5H 6H 7H"}, {}], FAMILY)


@pytest.mark.parametrize("hand, able", [
    ("2C 9C", True),  # the six Kings take one wild card: seven, a full meld
    ("2C 2D 9C", False),  # a second one fits nowhere: the Queen canasta is full at seven
])
def test_wild_cards_fit_melds_only_up_to_the_largest_meld_allowed(hand, able):
    melds = [{"Q": "QC QD QH QS QC QD QH", "K": "KC KD KH KS KC KD"}, {}]
    assert may_ask(hand, melds, SEVEN_AT_MOST) is able


def test_naturals_that_would_overfill_a_meld_cannot_go_out():
    # Seven at most: six Kings on the table take one more, not two.
    melds = [{"Q": "QC QD QH QS QC QD QH", "K": "KC KD KH KS KC KD"}, {}]
    assert not may_ask("KH KS 9C", melds, SEVEN_AT_MOST)
    assert may_ask("KH 9C", melds, SEVEN_AT_MOST)


def test_a_new_meld_of_two_naturals_and_a_wild_card_goes_out():
    assert may_ask("5C 5D 2C 9C", [{"K": "KC KD KH KS KC KD KH"}, {}])
    assert not may_ask("5C 2C 2D 9C", [{"K": "KC KD KH KS KC KD KH"}, {}])


@pytest.mark.parametrize("hand, able", [("2C 9C", True), ("2C 2D 9C", False)])
def test_a_second_meld_of_a_rank_takes_wild_cards_only_up_to_the_largest_meld(hand, able):
    # Seven at most: the second Queen meld (six) has room for one wild card; the Kings and the
    # first Queen meld hold their three wild cards already.
    melds = [{"K": FULL_OF_WILDS, "Q": "QC QD 2S 2S JK", "Q#2": "QH QS QC QD QH QS"}, {}]
    assert may_ask(hand, melds, replace(FAMILY, max_meld_size=7)) is able


def test_wild_cards_may_spread_over_several_melds_on_the_table():
    # Four Twos: three onto the King canasta, one onto the Queens.
    assert may_ask("2C 2D 2H 2S 9C", [{"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH"}, {}])
    assert not may_ask("2C 2D 2H 2S JK JK JK 9C", [{"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH"}, {}])


def test_wild_cards_may_spread_over_several_new_melds():
    # Four Twos: three onto the new Fives, one onto the new Sixes.
    assert may_ask("5C 5D 5H 6C 6D 6H 2C 2D 2S 2S 9C", [{"K": FULL_OF_WILDS}, {}])


NEEDING_TWO = replace(CLASSIC, key="classic", going_out=GoingOutPolicy(canastas=2))


def test_a_canasta_made_from_the_hand_counts_once_toward_the_canastas_needed():
    queens = "QC QD QH QS QC QD QH 9C"
    assert may_ask(queens, [{"K": "KC KD KH KS KC KD KH"}, {}], NEEDING_TWO)
    assert not may_ask(queens, [{"K": "KC KD KH"}, {}], NEEDING_TWO)


@pytest.mark.parametrize("hand, able", [
    ("QC QD QH QS QC QD QH 9C", True),  # a new meld of exactly seven: a canasta
    ("QC QD QH QS QC QD QH QS 9C", False),  # eight Queens make no meld
    ("QC QD QH QS QC QD QH 2S 9C", False),  # seven Queens take no wild card
    ("QC QD QH QS QC QD 2S JK 9C", False),  # six Queens take one wild card, not two
])
def test_a_new_meld_holds_at_most_the_largest_meld_allowed(hand, able):
    assert may_ask(hand, [{"K": FULL_OF_WILDS}, {}], SEVEN_AT_MOST) is able


def test_a_new_meld_of_two_naturals_takes_two_more_wild_cards_at_most():
    assert may_ask("5C 5D 2C 2D JK 9C", [{"K": FULL_OF_WILDS}, {}])
    assert not may_ask("5C 5D 2S 2S JK JK 9C", [{"K": FULL_OF_WILDS}, {}])


def test_wild_cards_in_hand_may_complete_the_canasta_going_out_needs():
    # Four Queens and three wild cards: a new mixed canasta of seven.
    assert may_ask("QC QD QH QS 2C 2D 2S 9C", [{"K": "KC KD KH"}, {}])
    assert not may_ask("QC QD QH QS 2C 2D 9C", [{"K": "KC KD KH"}, {}])


@pytest.mark.parametrize("hand, able", [
    ("2C 2D 2H 2S 9C", True),  # two Twos on each meld: two canastas
    ("2C 2D 2H 9C", False),  # one canasta only: the third Two leaves the other meld short
])
def test_wild_cards_complete_the_canastas_needed_only_while_they_last(hand, able):
    melds = [{"K": "KC KD KH KS KC", "Q": "QC QD QH QS QC"}, {}]
    assert may_ask(hand, melds, NEEDING_TWO) is able


def test_completing_one_canasta_is_not_enough_when_two_are_needed():
    assert not may_ask("2C 2D 9C", [{"K": "KC KD KH KS KC"}, {}], NEEDING_TWO)
    assert may_ask("2C 2D 9C", [{"K": "KC KD KH KS KC", "Q": "QC QD QH QS QC QD QH"}, {}], NEEDING_TWO)


def test_three_black_threes_and_a_last_card_may_go_out():
    melds = [{"K": "KC KD KH KS KC KD KH"}, {}]
    assert may_ask("3C 3S 3C 9C", melds)  # meld 3 3 3, discard 9
    assert not may_ask("3C 3S 9C", melds)  # two black threes make no meld
