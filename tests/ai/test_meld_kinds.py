"""Computer players under rules with sequences, wild melds and several melds of a rank: every level
plays whole deals to the end, choosing only listed actions, and medium lays sequences down."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import Deal, meld_keys, seat_view, variants
from engine.actions import Ask, Meld
from engine.ai import make_player
from engine.ai.playout import play_turn_part
from engine.cards import KING, codes
from engine.rules.going_out_policy import GoingOutPolicy
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.wild_melds import WildMelds
from tests.engine.positions import position

# Samba-like: three packs, fifteen cards, draw two, two canastas to go out (computer players read
# the rules from their view, so rules no registry holds play too).
FAMILY = replace(variants.get("classic"), key="family", packs=3, hand_size=15, draw_count=2,
                 going_out=GoingOutPolicy(canastas=2), features=(
    SeveralMelds(), WildMelds(fewest=3, most=7), Sequences(fewest=3, most=7)))


def play(level: str, seed: int) -> list:
    deal = Deal.new(FAMILY, seed=seed)
    players = [make_player(level, seed=seed + seat, max_samples=1) for seat in range(4)]  # hard: a glance
    chosen = []
    while not deal.is_over:
        legal = deal.legal_actions()
        action = players[deal.to_move].decide(seat_view(deal, deal.to_move), legal).action
        assert action in legal
        deal.apply(action)
        chosen.append(action)
        assert len(chosen) < 2000
    return chosen


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_plays_a_deal_with_the_new_kinds_of_meld_to_its_end(level):
    assert play(level, seed=1)


def test_medium_lays_sequences_down():
    sequences = sum(1 for seed in range(3) for action in play("medium", seed)
                    if isinstance(action, Meld) and action.sequences)
    assert sequences > 0


def test_the_hard_levels_look_ahead_merges_lays_sequences_and_gathers_wild_cards_in_bolivia():
    deal = position("bolivia", hands=["4H 5H 6H 9S 10S 2C 2D JK KC QD JD 8C 7D 5C", None, None, None],
                    phase="play", melds=[{"K": "KS KH KD", "K#2": "KS KH KD", "seqS": "6S 7S 8S"}, {}])
    while not deal.is_over and deal.turn == 0:
        assert play_turn_part(deal)
    melds = deal.melds[0]
    assert meld_keys.group(KING, 2) not in melds and len(melds[KING]) == 7  # merged, then the King added
    assert sorted(melds[meld_keys.sequence(3)]) == codes("6S 7S 8S 9S 10S")
    assert sorted(melds[meld_keys.sequence(2)]) == codes("4H 5H 6H")
    assert sorted(melds[meld_keys.wild()]) == sorted(codes("2C 2D JK"))


def test_the_look_ahead_gathers_wild_cards_where_a_wild_canasta_pays_2000_in_chile_wild():
    deal = position("chile-wild", hands=["2C 2D JK KC QD JD 8C", None, None, None],
                    phase="play", melds=[{"K": "KS KH KD"}, {}])
    while not deal.is_over and deal.turn == 0:
        assert play_turn_part(deal)
    assert sorted(deal.melds[0][meld_keys.wild()]) == sorted(codes("2C 2D JK"))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_asks_partner_first_where_going_out_needs_a_yes(level):
    deal = position("brazilian", hands=["KS KH 9C", None, None, None], phase="play",
                    melds=[{"seqS": "4S 5S 6S 7S 8S 9S 10S", "K": "KC KD KH KS KC"}, {}])
    decision = make_player(level, seed=1).decide(seat_view(deal, 0), deal.legal_actions())
    assert decision.action == Ask()
