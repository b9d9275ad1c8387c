"""Judging one move against another on the true deal (engine.ai.oracle)."""

from __future__ import annotations

import pytest

from engine import to_json
from engine.actions import Draw, Take, parse
from engine.ai.oracle import true_gain
from engine.ai.search import deal_margin
from engine.scoring import score_deal

from .positions import position


def rich_pile():
    """Seat 0 (open, a pair of Kings) may take a twelve-card pile topped by a King, or draw."""
    return position(hands={0: "KC KD 4H 5S 6S 8C 9C"}, melds=[{"Q": "QC QD QH"}, {"J": "JC JD JH"}],
                    pile="5C 6D 7H 7C 8D 9H 10S 10D AC AD 4C KH", turn=0, phase="draw", turns=30)


def test_taking_a_rich_pile_gains_clearly_over_drawing():
    deal = rich_pile()
    take = next(a for a in deal.legal_actions() if isinstance(a, Take))
    gain, error = true_gain(deal, 0, take, Draw(), samples=24, seed="rich")
    assert gain > 100 and gain > 2 * error


def test_a_move_judged_against_itself_gains_nothing_on_every_sample():
    deal = rich_pile()
    assert true_gain(deal, 0, Draw(), Draw(), samples=5, seed="same") == (0.0, 0.0)


def test_the_judged_deal_is_left_as_it_was():
    deal = rich_pile()
    before = to_json(deal)
    true_gain(deal, 0, parse("take K K"), Draw(), samples=3, seed="unchanged")
    assert to_json(deal) == before


def test_a_move_that_is_not_legal_is_refused_by_name():
    with pytest.raises(ValueError, match="'discard 5' is not legal here"):
        true_gain(rich_pile(), 0, parse("discard 5"), Draw(), samples=2, seed="bad")


def test_the_margin_is_ones_team_against_the_other_as_scored_hands_half_counted_mid_deal():
    deal = rich_pile()
    sides = {side.side: side for side in score_deal(deal)}
    ours, theirs = sides[deal.side_of[0]], sides[deal.side_of[1]]
    assert ours.points("hand") and theirs.points("hand")  # both sides hold cards that count against them
    assert deal_margin(deal, 0) == ours.total - theirs.total == -deal_margin(deal, 1)
    half = (ours.total - ours.points("hand") // 2) - (theirs.total - theirs.points("hand") // 2)
    assert deal_margin(deal, 0, hands_in_full=False) == half != deal_margin(deal, 0)
