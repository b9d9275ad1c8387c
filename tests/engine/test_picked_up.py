"""Cards taken with the pile are public: every seat's view names them until their holder plays them."""

from __future__ import annotations

import pytest

from engine import Deal, dumps, from_json, public_view, seat_view
from engine.cards import codes

from .positions import four

OPEN = [{"Q": "QC QD QH"}, {}]


def kings_take(hand: str, pile: str, *then: str) -> Deal:
    """Seat 0 (its side open) takes ``pile`` with a King on top using a pair of Kings, then plays ``then``."""
    deal = four("KC KD " + hand, pile=pile + " KH", melds=OPEN)
    for text in ("take K K", *then):
        deal.apply(text)
    return deal


def picked(deal: Deal, seat: int = 0) -> list[int]:
    return sorted(deal.picked_up[seat])


def test_the_cards_under_the_top_card_are_picked_up_in_view_of_everyone():
    deal = kings_take("5C 6D", "9C 4S")
    assert picked(deal) == sorted(codes("9C 4S"))
    for seat in range(4):
        assert sorted(seat_view(deal, seat).picked_up[0]) == sorted(codes("9C 4S"))
    assert public_view(deal).picked_up[1:] == ((), (), ())


def test_red_threes_and_the_top_card_are_not_picked_up_into_the_hand():
    assert picked(kings_take("6D", "3H 9C")) == codes("9C")


def test_a_picked_up_card_is_forgotten_once_its_holder_plays_it():
    assert picked(kings_take("5C 6D", "9C 4S 4H", "discard 9C")) == sorted(codes("4S 4H"))
    assert picked(kings_take("4C 6D", "9C 4S 4H", "meld 4 4 4")) == codes("9C")


def test_playing_another_card_of_the_same_rank_keeps_the_picked_up_one_known():
    assert picked(kings_take("9D 6D", "9C 4S", "discard 9D")) == sorted(codes("9C 4S"))


def test_picked_up_cards_survive_the_json_position():
    deal = kings_take("5C 6D", "9C 4S")
    again = from_json(dumps(deal))
    assert dumps(again) == dumps(deal)
    assert picked(again) == sorted(codes("9C 4S"))


def test_a_position_cannot_say_a_player_picked_up_a_card_it_does_not_hold():
    with pytest.raises(ValueError, match="picked_up of seat 0"):
        four("KC KD 5C 6D", picked_up=["9C", "", "", ""])
    with pytest.raises(ValueError, match="4 seats, picked_up gives 2"):
        four("KC KD 5C 6D", picked_up=["", ""])
