"""Medium's rules of thumb in set positions, and the reasons it gives for them."""

from __future__ import annotations

from engine import seat_view
from engine.actions import Answer, Ask, Discard, Take
from engine.ai import make_player
from engine.ai.finishing import way_out_after_yes

from .positions import position

OPPONENT_MELDS = {"K": "KC KD KH", "Q": "QC QD QH", "J": "JC JD JS", "9": "9C 9D 9S"}


def decide(deal, level: str = "medium"):
    return make_player(level, seed=1).decide(seat_view(deal, deal.turn), deal.legal_actions())


def test_medium_does_not_throw_a_card_the_next_player_can_lay_off():
    deal = position(hands={0: "KS 8H JH QS AS 4H 4S"}, pile="9H 7D 8S 6H 4C 10C",
                    melds=[{"5": "5C 5D 5H"}, {"K": "KC KD KH"}])
    decision = decide(deal)
    assert isinstance(decision.action, Discard)
    assert decision.action.rank != 13
    assert str(decision.reason).startswith("Discarding")


def test_medium_keeps_back_a_card_the_next_player_was_seen_to_pick_up_a_pair_of():
    def medium_throws(**seen):
        deal = position(hands={0: "9H KS KD 7D 7H", 1: "9C 9D 5S 6S 8S"}, pile="5C 6D",
                        melds=[{"Q": "QC QD QH"}, {"J": "JC JD JH"}], **seen)
        return decide(deal).action

    assert medium_throws() == Discard(9)  # a lone Nine is the cheapest card to give up...
    assert medium_throws(picked_up=["", "9C 9D", "", ""]).rank != 9  # ...unless they took two


def test_medium_freezes_a_rich_pile_when_every_card_is_risky():
    pile = "4C 5D 6H 7S 8C 10H 4D 5S 6C 7D 8H 10S 4H 5C 6D 7H 8S 10C 4S 5H"
    deal = position(hands={0: "2C KS QS JH 9H"}, pile=pile,
                    melds=[{"A": "AC AD AH"}, OPPONENT_MELDS])
    decision = decide(deal)
    assert decision.action == Discard(2)
    assert "freeze the pile" in str(decision.reason) and "20 cards" in str(decision.reason)


def test_medium_prefers_a_black_three_to_a_wild_card_as_a_stopper():
    pile = "4C 5D 6H 7S 8C 10H 4D 5S 6C 7D 8H 10S"
    deal = position(hands={0: "2C 3S KS QS JH"}, pile=pile, melds=[{"A": "AC AD AH"}, OPPONENT_MELDS])
    decision = decide(deal)
    assert decision.action == Discard(3)
    assert "black Three" in str(decision.reason)


def test_medium_takes_a_big_pile_with_a_natural_pair():
    pile = "4C 5D 6H 7S 9C 10H 4D 5S 6C 7D JH 8H"
    deal = position(hands={0: "8C 8D KS QS 5H 6S 9D 10D JS AS AD"}, pile=pile, phase="draw",
                    melds=[{"7": "7C 7H 7S"}, {}])
    decision = decide(deal)
    assert decision.action == Take((8, 8))
    assert str(decision.reason) == "Taking the pile (12 cards) with a pair of Eights."


def test_medium_draws_rather_than_spend_a_joker_on_a_one_card_pile():
    deal = position(hands={0: "9C JK KS QS 5H 6S 10D JS AS AD 4C"}, pile="9H", phase="draw",
                    melds=[{"7": "7C 7H 7S"}, {}])
    assert Take((9, 15)) in deal.legal_actions()
    decision = decide(deal)
    assert decision.action.__class__.__name__ == "Draw"
    assert "Joker" in str(decision.reason)


def test_medium_asks_partner_before_going_out_when_ahead_and_partner_agrees():
    deal = position(hands={0: "QC QD QH 5S", 2: "6C 7D 9H 10S JH"}, sizes={1: 9, 3: 9},
                    melds=[{"K": "KC KD KH KS KC KD KH", "A": "AC AD AH"}, {}], pile="9C 8D")
    decision = decide(deal)
    assert decision.action == Ask()
    assert "may I go out" in str(decision.reason)
    deal.apply(decision.action)
    answer = decide(deal)
    assert answer.action == Answer(True)
    assert str(answer.reason).startswith("Yes")
    deal.apply(answer.action)
    while not deal.is_over:
        deal.apply(decide(deal).action)
    assert deal.went_out == 0


def test_partner_says_no_when_holding_a_heavy_hand_and_behind():
    deal = position(hands={0: "QC QD QH 5S", 2: "JK JK 2C 2D AS KH 10S 9H 10H 9D"},
                    melds=[{"8": "8C 8D 8H 8S 8C 8D 2H"},
                           {"K": "KC KD KS KC KD KS KH", "A": "AC AD AH AS AC AD AH",
                            "6": "6C 6D 6H 6S 6C 6D 6H"}],
                    pile="9C 4D", phase="answer", turn=2, turn_state={"asker": 0})
    decision = decide(deal)
    assert decision.action == Answer(False)
    assert str(decision.reason).startswith("No: I hold")


def test_easy_always_takes_a_sizeable_pile_it_can_take():
    pile = "4C 5D 6H 7S 9C 10H 4D 5S 6C 7D JH 8H"
    deal = position(hands={0: "8C JK KS QS 5H 6S 9D 10D JS AS AD"}, pile=pile, phase="draw",
                    melds=[{"7": "7C 7H 7S"}, {}])
    decision = decide(deal, "easy")
    assert isinstance(decision.action, Take)
    assert str(decision.reason).startswith("Taking the pile (12 cards)")


def test_medium_asks_to_go_out_with_an_opening_that_spends_wild_cards_on_a_canasta():
    # The side has not opened and needs 120 or only 15: either way the hand goes out with the
    # wild cards placed to make a canasta, an opening the engine lists when the hand can go out.
    hand = "QC QD QH QS QC 7C 7D 7H 2C 2D 2H AS"
    near_out = {"sizes": {1: 3}, "melds": [{}, {"K": "KC KD KH KS KC KD KH"}], "pile": "9H"}
    for scores in ((3000, 3000), (0, 0)):
        deal = position(hands={0: hand}, team_scores=scores, **near_out)
        assert way_out_after_yes(deal, 0)
        assert decide(deal).action == Ask()
