"""Melds: the initial-meld minimum, one meld per rank, wild-card limits, canastas."""

from __future__ import annotations

import pytest

from engine.cards import codes

from .positions import four, rejects


def playing(hand, **kwargs):
    return four(hand, phase="play", **kwargs)


@pytest.mark.parametrize("score, minimum", [(-20, 15), (0, 50), (1495, 50), (1500, 90),
                                            (2995, 90), (3000, 120), (7000, 120)])
def test_initial_meld_minimum_follows_the_sides_score(score, minimum):
    deal = playing("KC KD KH 5C", team_scores=[score, 0])
    assert deal.opening_minimum(0) == minimum


def test_initial_meld_below_the_minimum_is_refused_with_the_totals():
    # Q Q Q = 30 points; the side needs 50 at a score of 0.
    rejects(playing("QC QD QH 5C 6C"), "meld Q Q Q", "your melds total 30; your side needs 50")


def test_several_melds_together_make_the_initial_meld():
    # K K K (30) + Q Q Q (30) = 60 >= 50
    deal = playing("KC KD KH QC QD QH 5C 6C")
    deal.apply("meld K K K; Q Q Q")
    assert set(deal.melds[0]) == {13, 12}


def test_wild_cards_count_toward_the_initial_meld():
    # A A (40) + Joker (50) = 90 at a score of 1500, which needs 90.
    deal = playing("AC AD JK 5C 6C", team_scores=[1500, 0])
    deal.apply("meld A A JK")
    assert len(deal.melds[0][14]) == 3


def test_negative_score_needs_only_fifteen():
    deal = playing("4C 4D 4H 6C 7C", team_scores=[-100, 0])
    deal.apply("meld 4 4 4")  # 15 points
    assert len(deal.melds[0][4]) == 3 and deal.is_open(0)
    rejects(playing("4C 4D 4H 6C 7C", team_scores=[0, 0]), "meld 4 4 4", "total 15; your side needs 50")


def test_a_move_needing_cards_not_held_says_which():
    deal = playing("KC KD 5C 6C")
    rejects(deal, "meld K K 2", "you have no 2 in your hand")
    rejects(deal, "meld K K K", "you hold 2 × K, and this move needs 3")


def test_black_threes_are_refused_for_going_out_not_for_the_opening_minimum():
    rejects(playing("3C 3S 3C 9C 8C"), "meld 3 3 3", "only when going out")


def test_yes_or_no_when_nobody_asked_says_so():
    rejects(four("5C 6C"), "yes", "nobody has asked you")
    rejects(playing("5C 6C"), "no", "nobody has asked you")


def test_taking_the_pile_counts_top_card_and_extra_melds_but_not_the_rest_of_the_pile():
    # top K (10) + K K (20) + Q Q Q (30) = 60 >= 50; the Aces inside the pile do not count.
    deal = four("KC KD QC QD QH 5C 6C", pile="AC AD KH")
    rejects(deal, "take K K", "your melds total 30; your side needs 50")
    deal.apply("take K K; Q Q Q")
    assert set(deal.melds[0]) == {13, 12}
    assert sorted(deal.hands[0]) == sorted(codes("5C 6C AC AD"))


def test_one_meld_per_rank_per_side():
    deal = playing("KC KD KH 5C 6C", melds=[{"K": "KS KC KD"}, {}])
    rejects(deal, "meld K K K", "already has a K meld")
    deal.apply("add K K K")
    assert len(deal.melds[0][13]) == 6


def test_a_meld_needs_two_naturals_and_three_cards():
    deal = playing("KC 2D JK 5C QC QD", melds=[{"A": "AS AC AD"}, {}])
    rejects(deal, "meld K 2 JK", "at least 2 natural")
    rejects(deal, "meld Q Q", "at least 3 cards")


def test_a_meld_holds_at_most_three_wild_cards():
    deal = playing("KC KD 2C 2D 2H JK 5C", melds=[{"A": "AS AC AD"}, {}])
    rejects(deal, "meld K K 2 2 2 JK", "at most 3 wild")
    deal.apply("meld K K 2 2 2")
    rejects(deal, "add JK to K", "at most 3 wild")


def test_wild_cards_cannot_meld_alone_in_classic():
    rejects(playing("2C 2D JK 5C 6C", melds=[{"A": "AS AC AD"}, {}]), "meld 2 2 JK", "natural cards")


def test_cannot_add_to_a_meld_the_side_does_not_have():
    rejects(playing("KC 5C 6C", melds=[{"A": "AS AC AD"}, {}]), "add K", "no K meld")


def test_cannot_add_other_ranks_to_a_meld():
    rejects(playing("KC 5C 6C", melds=[{"A": "AS AC AD"}, {}]), "add K to A", "only A and wild")


def test_seven_cards_make_a_canasta_and_a_wild_card_turns_it_mixed():
    deal = playing("AH AS 2C 5C 6C 7C", melds=[{"A": "AS AC AD AH AC"}, {}])
    deal.apply("add A A")
    assert deal.canastas(0) == 1
    deal.apply("add 2 to A")
    meld = deal.melds[0][14]
    assert len(meld) == 8 and any(c >> 2 == 2 for c in meld)


def test_melding_a_card_not_held_is_refused():
    rejects(playing("KC KD 5C 6C", melds=[{"A": "AS AC AD"}, {}]), "meld K K K",
            "you hold 2 × K, and this move needs 3")


def test_actions_out_of_phase_explain_what_to_do():
    rejects(four("KC KD KH 5C"), "meld K K K", "draw first")
    rejects(playing("KC KD KH 5C"), "draw", "already drawn")
    rejects(playing("KC KD KH 5C"), "yes", "nobody has asked you")
