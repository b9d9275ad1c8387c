"""Which hands make the special hands (engine/special_hands.py) of Americana and International, each
shape with a near miss that a player may not call."""

from __future__ import annotations

import re

from engine import Deal
from engine.cards import codes

from .positions import listed, position, rejects


def after_drawing(variant: str, hand: str) -> Deal:
    """Seat 0 to play, having drawn, with ``hand``; no side has melded."""
    return position(variant, hands=[hand, None, None, None], phase="play", melds=[{}, {}])


def refuses(deal: Deal, action: str, text: str) -> None:
    """Assert that ``action`` is neither listed nor accepted, refused with exactly ``text``."""
    assert action not in listed(deal)
    rejects(deal, action, f"^{re.escape(text)}$")


PAIRS_WORDS = "your hand does not make Pairs: 7 natural pairs"
TWOS_WORDS = "your hand does not make Pairs with Twos: 7 pairs with 2s, As and 7s"
GARBAGE_WORDS = "your hand does not make Garbage: 4+4+3+3 of four ranks"


def test_seven_pairs_are_seven_ranks_twice_each_not_a_triple_beside_a_single():
    pairs = "KC KD QC QD JC JD 10C 10D 9C 9D 8C 8D 6C 6D"
    triple = "KC KD KH QC JC JD 10C 10D 9C 9D 8C 8D 6C 6D"  # still seven ranks: K K K and a lone Q
    assert "call pairs" in listed(after_drawing("americana", pairs))
    refuses(after_drawing("americana", triple), "call pairs", PAIRS_WORDS)
    assert "call schneider" in listed(after_drawing("international", pairs))
    refuses(after_drawing("international", triple), "call schneider",
            "your hand does not make Schneider: after drawing, seven natural pairs of different ranks")


def test_pairs_with_twos_are_pairs_not_three_twos_beside_a_single_card():
    deal = after_drawing("americana", "2C 2D 2H AC AD 7C 7D KC KD QC QD JC JD 10C")  # seven ranks
    refuses(deal, "call twos", TWOS_WORDS)


def test_pairs_with_twos_take_no_pair_of_jokers_even_with_their_twos_aces_and_sevens():
    deal = after_drawing("americana", "2C 2D AC AD 7C 7D JK JK KC KD QC QD JC JD")
    refuses(deal, "call twos", TWOS_WORDS)


def test_garbage_may_hold_four_twos_but_no_jokers():
    twos = after_drawing("americana", "2C 2D 2H 2S KC KD KH KS QC QD QH JC JD JH")
    assert "call garbage" in listed(twos)
    twos.apply("call garbage")
    assert twos.special == ("garbage", codes("2C 2D 2H 2S KC KD KH KS QC QD QH JC JD JH"))
    jokers = after_drawing("americana", "JK JK JK JK KC KD KH KS QC QD QH JC JD JH")
    refuses(jokers, "call garbage", GARBAGE_WORDS)
