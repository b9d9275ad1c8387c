"""Cards taken with the pile are public: every seat's view names them until their holder plays them."""

from __future__ import annotations

import pytest

from engine import dumps, from_json, public_view, seat_view
from engine.cards import codes

from .positions import four

OPEN = [{"Q": "QC QD QH"}, {}]


def test_the_cards_under_the_top_card_are_picked_up_in_view_of_everyone():
    deal = four("KC KD 5C 6D", pile="9C 4S KH", melds=OPEN)
    deal.apply("take K K")
    assert sorted(deal.picked_up[0]) == sorted(codes("9C 4S"))
    for seat in range(4):
        assert sorted(seat_view(deal, seat).picked_up[0]) == sorted(codes("9C 4S"))
    assert public_view(deal).picked_up[1:] == ((), (), ())


def test_red_threes_and_the_top_card_are_not_picked_up_into_the_hand():
    deal = four("KC KD 6D", pile="3H 9C KH", melds=OPEN)
    deal.apply("take K K")
    assert deal.picked_up[0] == codes("9C")


def test_a_picked_up_card_is_forgotten_once_its_holder_plays_it():
    deal = four("KC KD 5C 6D", pile="9C 4S 4H KH", melds=OPEN)
    deal.apply("take K K")
    deal.apply("discard 9C")
    assert sorted(deal.picked_up[0]) == sorted(codes("4S 4H"))
    deal = four("KC KD 4C 6D", pile="9C 4S 4H KH", melds=OPEN)
    deal.apply("take K K")
    deal.apply("meld 4 4 4")
    assert deal.picked_up[0] == codes("9C")


def test_playing_another_card_of_the_same_rank_keeps_the_picked_up_one_known():
    deal = four("KC KD 9D 6D", pile="9C 4S KH", melds=OPEN)
    deal.apply("take K K")
    deal.apply("discard 9D")
    assert sorted(deal.picked_up[0]) == sorted(codes("9C 4S"))


def test_picked_up_cards_survive_the_json_position():
    deal = four("KC KD 5C 6D", pile="9C 4S KH", melds=OPEN)
    deal.apply("take K K")
    again = from_json(dumps(deal))
    assert dumps(again) == dumps(deal)
    assert sorted(again.picked_up[0]) == sorted(codes("9C 4S"))


def test_a_position_cannot_say_a_player_picked_up_a_card_it_does_not_hold():
    with pytest.raises(ValueError, match="picked_up of seat 0"):
        four("KC KD 5C 6D", picked_up=["9C", "", "", ""])
    with pytest.raises(ValueError, match="4 seats, picked_up gives 2"):
        four("KC KD 5C 6D", picked_up=["", ""])
