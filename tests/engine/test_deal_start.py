"""Starting a deal: dealing, the upcard, dealt red threes, stacked decks and seeds."""

from __future__ import annotations

from engine import Deal, dumps, variants
from engine.cards import codes, full_deck, is_red_three

CLASSIC = variants.get("classic")


def stacked(hands: list[str], rest: str, players: int = 4, hand_size: int = 11) -> list[int]:
    """A deck that deals ``hands`` (seat 1 first when seat 0 deals) then ``rest`` in order."""
    cards = [codes(h) for h in hands]
    order = []
    for i in range(hand_size):
        for seat in range(players):
            order.append(cards[seat][i])
    return order + codes(rest)


def test_deal_gives_eleven_cards_each_and_turns_an_upcard():
    deal = Deal.new(CLASSIC, seed=3)
    in_hands = sum(len(h) for h in deal.hands)
    laid = sum(len(r) for r in deal.red_threes)
    assert [len(h) for h in deal.hands] == [11] * 4
    assert len(deal.stock) + len(deal.pile) + in_hands + laid == 108
    assert deal.turn == 1 and deal.phase == "draw"


def test_same_seed_same_deal_and_different_seed_different_deal():
    assert dumps(Deal.new(CLASSIC, seed=11)) == dumps(Deal.new(CLASSIC, seed=11))
    assert dumps(Deal.new(CLASSIC, seed=11)) != dumps(Deal.new(CLASSIC, seed=12))


def test_stacked_deck_deals_one_card_at_a_time_from_the_dealers_left():
    deck = full_deck(2)
    deal = Deal.new(CLASSIC, deck=deck, dealer=3)
    # Seat 0 sits left of dealer 3, so it gets cards 0, 4, 8, ...
    assert deal.hands[0][:2] == [deck[0], deck[4]]
    assert deal.hands[3][:2] == [deck[3], deck[7]]


HANDS = ["4C 4D 5C 5D 6C 6D 7C 7D 8C 8D 9C",
         "4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9D",
         "10C 10D JC JD QC QD KC KD AC AD 9H",
         "10H 10S JH JS QH QS KH KS AH AS 9S"]


def test_upcard_wild_or_red_three_is_covered_and_freezes_the_pile():
    deck = stacked(HANDS, "JK 2C 3H KC 5S 6S")
    deal = Deal.new(CLASSIC, deck=deck, dealer=3)
    assert [c for c in deal.pile] == codes("JK 2C 3H KC")
    assert deal.pile_frozen()
    assert deal.stock[-1] == codes("5S")[0]


def test_black_three_may_stay_as_the_upcard():
    deal = Deal.new(CLASSIC, deck=stacked(HANDS, "3S KC 5S"), dealer=3)
    assert deal.pile == codes("3S")
    assert not deal.pile_frozen()


def test_dealt_red_threes_are_laid_out_and_replaced_before_the_first_turn():
    hands = list(HANDS)
    hands[1] = "3H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9D"
    deal = Deal.new(CLASSIC, deck=stacked(hands, "KC 3D QS JS"), dealer=3)
    # Upcard KC; seat 1's 3H is replaced by 3D (laid out too), which is replaced by QS.
    assert deal.red_threes[1] == codes("3H 3D")
    assert len(deal.hands[1]) == 11
    assert not any(is_red_three(c) for c in deal.hands[1])
    assert codes("QS")[0] in deal.hands[1]
