"""What the listing works out once and shares: the pile's own conditions asked once for all takes,
and a rank's single openings kept per rule set and shape of hand."""

from __future__ import annotations

import pytest

from engine import IllegalAction, dumps, moves
from engine.legal import takes

from .positions import position


def test_a_pile_no_take_may_have_is_refused_before_any_cards_are_shown():
    deal = position(hands=["7H", None, None, None], pile="7C", melds=[{"7": "7S 7D 7C"}, {}])
    before = dumps(deal)
    with pytest.raises(IllegalAction, match="with one card in hand you may not take a pile of one card"):
        moves.check_pile_open(deal)
    assert takes(deal) == []
    with pytest.raises(IllegalAction, match="with one card in hand you may not take a pile of one card"):
        deal.apply("take")
    assert dumps(deal) == before


def test_a_take_is_checked_from_the_listing_counts_without_using_them_up():
    deal = position(hands=["9H 9S 2C 5D 6D", None, None, None], pile="4C 9D", melds=[{"7": "7S 7D 7C"}, {}])
    counts = deal.hand_counts(0)
    moves.check_pile_open(deal)
    listed = takes(deal)
    assert [str(a) for a in listed] == ["take 9 9", "take 9 2"]
    assert deal.hand_counts(0) == counts
    for take in listed:
        moves.check_take_shown(deal, take, deal.hand_counts(0))


@pytest.mark.parametrize("order", [("classic", "international", "classic"),
                                   ("international", "classic", "international")])
def test_single_openings_follow_the_rule_set_asked_for_in_turn(order):
    hand = "KH KS KD 2C JK 5H 5S 5D 9C 9D 7H"
    first = {}
    for key in order:
        deal = position(key, hands=[hand, None, None, None], phase="play")
        listed = [str(a) for a in deal.legal_actions()]
        first.setdefault(key, listed)
        assert listed == first[key]
        for action in deal.legal_actions():
            deal.clone().apply(action)  # every listed opening is accepted
    assert first["classic"] != first["international"]
