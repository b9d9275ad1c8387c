"""What the pile says about hidden hands (engine.ai.inference), and guessed deals that keep to it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import Deal, seat_view, variants
from engine.ai import make_player
from engine.ai.determinize import sample_deal
from engine.ai.inference import Limit, hand_limits
from tests.engine.test_random_play import all_cards

from .positions import position
from .test_no_peeking import positions

OPEN = [{"Q": "QC QD QH"}, {"J": "JC JD JH"}]


def test_each_card_in_the_pile_limits_who_threw_it_and_who_let_it_go_by():
    deal = position(hands={0: "4C 4D 6H 7S 8S"}, pile="5C 9D KH", melds=OPEN, turn=0, phase="draw",
                    turns=10)
    assert hand_limits(seat_view(deal, 0)) == [
        Limit(3, 13, 1, 0),  # the King on top: thrown by seat 3; seat 0 (to draw) has not passed it
        Limit(2, 9, 1, 0), Limit(3, 9, 1, 1),  # seat 3 passed the Nine and has drawn once since
        Limit(1, 5, 1, 0), Limit(2, 5, 1, 1),
    ]


def test_once_the_seat_to_move_has_drawn_it_has_let_the_top_card_go_by():
    deal = position(hands={1: "4C 4D 6H 7S 8S 9S"}, pile="5C 9D KH", melds=OPEN, turn=1, phase="play",
                    turns=11)
    limits = hand_limits(seat_view(deal, 3))  # seat 3 watches seat 1 play
    assert Limit(1, 13, 1, 1) in limits
    assert Limit(0, 13, 1, 0) in limits  # seat 0 threw the King
    assert all(limit.seat != 3 for limit in limits)  # the watcher's own hand is known


def test_stop_cards_wild_cards_and_sides_not_open_say_nothing():
    closed = [{"Q": "QC QD QH"}, {}]  # seats 1 and 3 have not opened: a pair may not have opened
    deal = position(hands={0: "4C 4D 6H 7S 8S"}, pile="2D 5C 9D 3S 7H", melds=closed, turn=0,
                    phase="draw", turns=10)
    limits = hand_limits(seat_view(deal, 0))
    # The Seven on top and the Nine say something of whoever threw them, and the Nine of seat 2
    # (open) that let it go by; the Three and the Two say nothing; seat 1 let the Five go by
    # before its side opened (the viewer threw it).
    assert {(limit.seat, limit.rank) for limit in limits} == {(3, 7), (1, 9), (2, 9)}


def test_cards_dealt_before_anyone_played_limit_no_one():
    deal = Deal.new(variants.get("classic"), seed=4)  # the turned upcard was thrown by no one
    assert hand_limits(seat_view(deal, deal.turn)) == []


def test_guessed_hands_keep_to_the_limits_and_unlimited_guesses_do_not():
    rng = random.Random(3)
    kept = broken = checked = 0
    for seed in (31, 32, 33):
        for deal in positions("classic", seed=seed, every=3):
            view = seat_view(deal, deal.turn)
            limits = [Limit(x.seat, x.rank, x.most, 0) for x in hand_limits(view)]  # no chance draws
            if not limits:
                continue
            for use in (True, False):
                guess = sample_deal(view, rng, limits=limits if use else None)
                assert seat_view(guess, view.seat) == view
                for limit in limits:
                    held = Counter(card >> 2 for card in guess.hands[limit.seat])[limit.rank]
                    known = Counter(card >> 2 for card in view.picked_up[limit.seat])[limit.rank]
                    over = held > max(limit.most, known)
                    if use:
                        kept += not over
                        checked += 1
                    else:
                        broken += over
    assert checked > 150
    assert kept == checked
    assert broken > 0  # the limits do bind: uniform guesses break them


@pytest.mark.parametrize("key", variants.playable())
def test_a_guess_within_the_limits_still_holds_exactly_the_unseen_cards(key):
    rng = random.Random(6)
    for deal in positions(key, seed=17, every=6):
        view = seat_view(deal, deal.turn)
        guess = sample_deal(view, rng, limits=hand_limits(view))
        assert seat_view(guess, view.seat) == view
        assert all_cards(guess) == all_cards(deal)


def test_what_the_limits_say_is_nearly_always_true_of_medium_players():
    rules = variants.get("classic")
    told = wrong = 0
    for seed in range(6):
        deal = Deal.new(rules, seed=f"truth/{seed}")
        players = [make_player("medium", seed=s) for s in range(rules.players)]
        while not deal.is_over:
            view = seat_view(deal, deal.turn)
            for limit in hand_limits(view):
                told += 1
                held = Counter(card >> 2 for card in deal.hands[limit.seat])[limit.rank]
                wrong += held > limit.most + limit.draws
            deal.apply(players[deal.turn].decide(view, deal.legal_actions()).action)
    assert told > 500
    assert wrong <= 0.02 * told

