"""Computer players in Canasta Americana: they keep clear of melds the deal may leave short (Sevens,
natural Aces), shed a third Ace or Seven before the deal ends, and weigh those penalties before
going out."""

from __future__ import annotations

from engine import seat_view
from engine.actions import Discard, Meld
from engine.ai import make_player
from engine.ai.heuristic import going_out_penalties, meld_risk
from engine.ai.knowledge import Knowledge

from .positions import position

OPEN = [{"K": "KC KD KH"}, {"Q": "QC QD QH"}]


def decide(deal, level: str = "medium"):
    return make_player(level, seed=1).decide(seat_view(deal, deal.turn), deal.legal_actions())


def test_medium_opens_without_a_meld_of_natural_aces_it_cannot_fill():
    deal = position("americana", hands={0: "AC AD AH KC KD KH QC QD QH JC JD 2C JK 9S"}, pile="6D")
    k = Knowledge(seat_view(deal, 0))
    openings = [a for a in deal.legal_actions() if isinstance(a, Meld)]
    assert any(meld_risk(k, a) for a in openings)  # pure Aces, three of seven: 2500 at stake
    decision = decide(deal)
    assert isinstance(decision.action, Meld) and decision.action in openings
    assert meld_risk(k, decision.action) == 0
    assert not any(group.count(14) == len(group) for group in decision.action.groups)


def test_medium_does_not_start_a_meld_of_sevens_it_cannot_fill():
    deal = position("americana", hands={0: "7C 7D 7H 9S 5D 6C 8H 10S JS 4C"}, melds=OPEN,
                    pile="6H")
    assert Meld(((7, 7, 7),)) in deal.legal_actions()
    action = decide(deal).action
    assert not (isinstance(action, Meld) and 7 in action.ranks)
    # Holding all seven, the meld is a canasta and worth laying down.
    k = Knowledge(seat_view(position("americana", hands={0: "7C 7D 7H 7S 7C 7D 7H 9S"}, melds=OPEN,
                                     pile="6H"), 0))
    assert meld_risk(k, Meld(((7,) * 7,))) == 0 and meld_risk(k, Meld(((7, 7, 7),))) == 0


def test_medium_sheds_a_third_seven_as_the_stock_runs_low():
    def throws(hand: str) -> Discard:
        deal = position("americana", hands={0: hand}, melds=OPEN, pile="4H 5D",
                        sizes={1: 30, 2: 30, 3: 30})
        assert deal.stock and len(deal.stock) <= 12
        return decide(deal).action

    assert throws("7C 7D 7H JS QS 9D 8C") == Discard(7)  # three Sevens would cost 1500
    assert throws("7C 7D JS QS 9D 8C 8D") != Discard(7)


def test_going_out_counts_the_sevens_it_would_have_to_meld_short():
    deal = position("americana", hands={0: "7C 7D 7H 9S"}, melds=OPEN, pile="4H")
    assert going_out_penalties(Knowledge(seat_view(deal, 0))) == 2500
    classic = position("international", hands={0: "7C 7D 7H 9S"}, melds=OPEN, pile="4H")
    assert going_out_penalties(Knowledge(seat_view(classic, 0))) == 0
