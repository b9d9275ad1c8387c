"""When the stock runs out: forced takes, passing, and a red three as the last card."""

from __future__ import annotations

import pytest

from engine import IllegalAction, dumps
from engine.actions import Pass, Take
from engine.cards import codes

from .positions import four

OURS = {"Q": "QC QD QH"}


def test_drawing_from_an_empty_stock_is_refused():
    deal = four("5C 6C", stock="", pile="9C", melds=[OURS, {}])
    before = dumps(deal)
    with pytest.raises(IllegalAction, match="stock is empty"):
        deal.apply("draw")
    assert dumps(deal) == before


def test_must_take_a_pile_whose_top_card_fits_the_sides_meld():
    deal = four("5C 6C", stock="", pile="9C QS", melds=[OURS, {}])
    assert deal.legal_actions() == [Take()]
    with pytest.raises(IllegalAction, match="must take"):
        deal.apply("pass")


def test_may_pass_when_taking_would_form_a_new_meld_and_passing_ends_the_deal():
    deal = four("KC KD 6C", stock="", pile="9C KS", melds=[OURS, {}])
    assert Pass() in deal.legal_actions() and Take((13, 13)) in deal.legal_actions()
    deal.apply("pass")
    assert deal.is_over and deal.ended == "stock" and deal.went_out is None


def test_deal_ends_when_the_next_player_cannot_take_the_pile():
    deal = four("5C 6C 7C", stock="", pile="9C", melds=[OURS, {}], phase="play")
    deal.apply("discard 7")  # seat 1 holds no pair of 7s and has no melds
    assert deal.is_over and deal.ended == "stock"


def test_play_goes_on_after_the_last_card_is_drawn():
    deal = four("5C 6C 7C", stock="8D", pile="9C", melds=[OURS, {}])
    deal.apply("draw")
    assert deal.stock == [] and deal.phase == "play" and not deal.is_over


def test_a_red_three_as_the_last_stock_card_ends_the_deal_at_once():
    deal = four("5C 6C 7C", stock="3H", pile="9C", melds=[OURS, {}])
    deal.apply("draw")
    assert deal.is_over and deal.ended == "stock" and deal.red_threes[0] == codes("3H")


def test_red_three_drawn_is_laid_out_and_replaced():
    deal = four("5C 6C 7C", stock="3D 8S 9S", pile="9C", melds=[OURS, {}])
    deal.apply("draw")
    assert deal.red_threes[0] == codes("3D") and codes("8S")[0] in deal.hands[0]
    assert len(deal.hands[0]) == 4
