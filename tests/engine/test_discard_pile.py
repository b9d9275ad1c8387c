"""Taking the discard pile: frozen and unfrozen piles, stop cards, the one-card rule."""

from __future__ import annotations

from engine.cards import codes

from .positions import four, rejects

OPEN = [{"Q": "QC QD QH"}, {}]



def test_unfrozen_pile_taken_with_a_natural_pair():
    deal = four("KC KD 5C 6D", pile="9C 4S KH", melds=OPEN)
    deal.apply("take K K")
    assert sorted(deal.melds[0][13]) == sorted(codes("KH KC KD"))
    assert sorted(deal.hands[0]) == sorted(codes("5C 6D 9C 4S"))
    assert deal.pile == [] and deal.phase == "play"


def test_unfrozen_pile_taken_with_a_natural_and_a_wild_card():
    deal = four("KC 2D 5C 6D", pile="9C KH", melds=OPEN)
    deal.apply("take K 2")
    assert len(deal.melds[0][13]) == 3


def test_unfrozen_pile_taken_by_laying_the_top_card_on_the_sides_meld():
    deal = four("5C 6D 7H", pile="9C QS", melds=OPEN)
    deal.apply("take")
    assert len(deal.melds[0][12]) == 4 and sorted(deal.hands[0]) == sorted(codes("5C 6D 7H 9C"))


def test_pile_holding_a_wild_card_is_frozen_to_everyone_and_needs_a_natural_pair():
    deal = four("KC 2D 5C 6D", pile="2C 9C KH", melds=OPEN)
    rejects(deal, "take K 2", "natural pair")
    deal = four("5C 6D 7H", pile="JK 9C QS", melds=OPEN)
    rejects(deal, "take", "natural pair")


def test_natural_pair_takes_a_pile_frozen_by_a_wild_card():
    deal = four("KC KD 5C 6D", pile="2C 9C KH", melds=OPEN)
    deal.apply("take K K")
    assert deal.pile_freezers == 0 and codes("2C")[0] in deal.hands[0]


def test_pile_is_frozen_to_a_side_that_has_not_opened():
    deal = four("KC 2D AC AD JK", pile="9C KH")
    rejects(deal, "take K 2; A A JK", "natural pair")


def test_top_card_wild_stops_the_pile():
    rejects(four("5C 6D 7H", pile="9C 2H", melds=OPEN), "take", "wild card tops")


def test_black_three_on_top_stops_the_pile_for_one_turn():
    rejects(four("3C 3S 7H 8H", pile="9C 3S", melds=OPEN), "take 3 3", "stops the pile")


def test_a_pair_shown_for_a_rank_the_side_has_melded_goes_onto_that_meld():
    deal = four("QC QD 5C 6D", pile="9C QS", melds=OPEN)
    deal.apply("take Q Q")
    assert sorted(deal.melds[0][12]) == sorted(codes("QC QD QH QS QC QD"))
    assert sorted(deal.hands[0]) == sorted(codes("5C 6D 9C"))


def test_a_frozen_pile_topped_by_a_rank_the_side_has_melded_is_taken_with_a_natural_pair():
    # Seeds 001 and 003 both allow it: the top card and the pair join the side's King meld.
    deal = four("KS KC 5C", pile="JK 4C KD", melds=[{"K": "KC KD KH"}, {}])
    assert "take K K" in [str(a) for a in deal.legal_actions()]
    deal.apply("take K K")
    assert sorted(deal.melds[0][13]) == sorted(codes("KC KD KH KD KS KC"))
    assert sorted(deal.hands[0]) == sorted(codes("5C JK 4C"))


def test_a_frozen_pile_is_not_taken_onto_a_meld_without_a_natural_pair():
    deal = four("KS 2C 5C", pile="JK 4C KD", melds=[{"K": "KC KD KH"}, {}])
    rejects(deal, "take", "natural pair")
    rejects(deal, "take K 2", "natural pair")


def test_shown_cards_must_match_the_top_card():
    rejects(four("JC JD 5C 6D", pile="9C QS", melds=OPEN), "take J J", "must be Q or wild")


def test_cannot_show_cards_you_do_not_hold():
    rejects(four("KC 5C 6D", pile="9C KH", melds=OPEN), "take K K", "you hold 1 × K, and this move needs 2")


def test_one_card_in_hand_cannot_take_a_one_card_pile():
    rejects(four("7H", pile="QS", melds=OPEN), "take", "one card in hand")


def test_one_card_rule_lifts_when_the_stock_is_empty():
    deal = four("7H 8H", pile="QS", melds=[{"Q": "QC QD QH", "K": "KC KD KH KS KC KD KH"}, {}],
                stock="")
    deal.apply("take")
    assert deal.phase == "play"


def test_red_three_in_the_pile_is_laid_out_without_replacement():
    deal = four("KC KD 5C 6D", pile="3H 9C KH", melds=OPEN)
    stock_before = len(deal.stock)
    deal.apply("take K K")
    assert deal.red_threes[0] == codes("3H")
    assert len(deal.stock) == stock_before


def test_discarding_a_wild_card_freezes_the_pile():
    deal = four("5C 2D 7H", pile="9C", melds=OPEN, phase="play")
    assert not deal.pile_frozen()
    deal.apply("discard 2")
    assert deal.pile_frozen()
