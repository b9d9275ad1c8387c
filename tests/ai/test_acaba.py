"""Computer players and Acaba (British Canasta): they declare it only when the deal is lost by more
than the declaration gives away, and answer a partner's "Acaba?" the same way."""

from __future__ import annotations

import pytest

from engine import seat_view
from engine.actions import Acaba, Answer, Draw
from engine.ai import make_player

from .positions import position

CANASTAS = {"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH QS QC QD QH", "J": "JC JD JH JS JC JD JH",
            "10": "10C 10D 10H 10S 10C 10D 10H", "9": "9C 9D 9H 9S 9C 9D 9H"}
HAND = "AC AD 8C 8D 7C 6S 5S 4C 4D 2C JK"


def behind(canastas: int, turn: int = 0, phase: str = "draw", **fields):
    """Side 1 has ``canastas`` natural canastas on the table; side 0 has not opened; seat 0 holds
    ``HAND`` and is to move, before its draw (unless ``turn`` and ``phase`` say otherwise)."""
    theirs = dict(list(CANASTAS.items())[:canastas])
    return position("british", hands={0: HAND}, melds=[{}, theirs], pile="5C", phase=phase,
                    turn=turn, **fields)


def decide(level: str, deal, seat: int = 0):
    # hard thinks over four guessed deals, the same on any machine (a time budget would not be)
    return make_player(level, seed=1, max_samples=4).decide(seat_view(deal, seat), deal.legal_actions())


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_far_behind_medium_and_hard_declare_acaba(level):
    decision = decide(level, behind(4))  # about 2280 on their table against our hands
    assert decision.action == Acaba()
    assert str(decision.reason).startswith("Acaba: the other side leads this deal by about")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_deal_that_can_still_turn_is_played_on(level):
    decision = decide(level, behind(1))  # one canasta: about 570 behind
    assert decision.action != Acaba() and decision.action == Draw()


def test_easy_declares_only_when_the_table_alone_shows_2500_behind():
    assert decide("easy", behind(4)).action == Draw()  # 2280 on the table
    assert decide("easy", behind(5)).action == Acaba()  # 2850


def test_partner_answers_acaba_by_its_own_reckoning():
    asked = {"asker": 0, "question": "acaba"}
    lost = behind(4, turn=2, phase="answer", turn_state=asked)
    assert decide("medium", lost, seat=2).action == Answer(True)
    close = behind(1, turn=2, phase="answer", turn_state=asked)
    refusal = decide("medium", close, seat=2)
    assert refusal.action == Answer(False) and str(refusal.reason).startswith("No Acaba")
    assert decide("easy", close, seat=2).action == Answer(True)  # easy always agrees
