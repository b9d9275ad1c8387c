"""What a seat works out from its view: unseen cards, who threw what, and reasons in words."""

from __future__ import annotations

from engine import seat_view
from engine.actions import Take
from engine.ai.discards import pile_worth
from engine.ai.heuristic import take_value
from engine.ai.knowledge import Knowledge
from engine.ai.words import cards_phrase, count_of, ranks_name
from tests.engine.positions import position as engine_position

from .positions import position


def test_unseen_counts_leave_out_the_hand_the_pile_the_melds_and_red_threes():
    deal = position(hands={0: "KC KD 5H"}, pile="KH 9C", melds=[{"Q": "QC QD QH"}, {"K": "KS KC KD"}])
    k = Knowledge(seat_view(deal, 0))
    assert k.unseen[13] == 8 - 2 - 1 - 3
    assert k.unseen[12] == 5
    red_threes_in_stock = 4
    assert k.unseen_total == sum(len(h) for h in deal.hands[1:]) + len(deal.stock) - red_threes_in_stock


def test_cards_in_the_pile_are_credited_to_the_seats_that_threw_them():
    deal = position(hands={0: "KC KD 5H"}, pile="4C 9C 8D 7H", turns=3, turn=0, phase="draw")
    k = Knowledge(seat_view(deal, 0))
    assert k.discarded_by[3] == [7]  # the player before us threw the top card
    assert k.discarded_by[2] == [8]
    assert k.discarded_by[1] == [9]
    assert k.discarded_by[0] == []  # the bottom card is the upcard, thrown by nobody


def test_no_pair_is_possible_when_fewer_than_two_cards_are_unseen():
    deal = position(hands={0: "9C 9D 9H 5H"}, pile="9S 9C", melds=[{}, {"9": "9D 9H 9S"}])
    k = Knowledge(seat_view(deal, 0))
    assert k.unseen[9] == 0
    assert k.chance_holds(1, 9, 2) == 0.0
    assert 0.0 < k.chance_holds(1, 5, 2) < 1.0


def test_cards_a_player_picked_up_with_the_pile_are_known_to_be_in_that_hand():
    deal = position(hands={0: "KC 5H", 1: "9C 9D 2C 4S"}, sizes={2: 11, 3: 11}, pile="6D",
                    picked_up=["", "9C 9D 2C", "", ""])
    k = Knowledge(seat_view(deal, 0))
    assert k.chance_holds(1, 9, 2) == 1.0 and k.chance_holds_wild(1) == 1.0
    assert k.chance_holds(1, 4, 1) < 1.0  # the fourth card is still a guess
    assert k.unseen[9] == 8 - 2  # known cards are not among the unseen ones
    assert k.expected_hand_value(1) == 10 + 10 + 20 + k.mean_unseen_value()  # two Nines, a Two


def test_cards_are_named_in_plain_words():
    assert str(ranks_name(6)) == "Sixes" and str(ranks_name(13)) == "Kings"
    assert str(count_of(14, 1)) == "an Ace" and str(count_of(8, 2)) == "two Eights"
    # two packs hold eight of a rank: counted in words up to nine, as "six Fives" is
    assert str(count_of(4, 8)) == "eight Fours" and str(count_of(5, 9)) == "nine Fives"
    assert str(count_of(5, 10)) == "10 Fives"
    assert str(cards_phrase((13, 13, 15))) == "two Kings and a Joker"


def test_cards_a_taken_pile_lays_out_are_worth_their_points_not_a_hand_cards():
    # Cuban sets black Threes from a taken pile aside for 5 each: worth less than two Fours to hold.
    def pile_of(cards: str) -> Knowledge:
        deal = engine_position("cuban", hands=["KC KS 9C 9D", None, None, None], pile=f"{cards} 8D KD",
                               melds=[{"Q": "QH QS QD"}, {}], has_melded=[True, True, True, True], turns=4)
        return Knowledge(seat_view(deal, 0))

    threes, fours = pile_of("3C 3S"), pile_of("4C 4S")
    take = Take((13, 13))
    assert take_value(fours, take) - take_value(threes, take) == 2 * 18 - 2 * 5
    assert pile_worth(fours) - pile_worth(threes) == 2 * (15 + 5) - 2 * 5
