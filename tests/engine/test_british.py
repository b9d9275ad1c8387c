"""British Canasta, rule by rule: Acaba declared at the start of a turn, asked of partner first or
not, and what it scores, each with a legal and an illegal case; the scoring worked out by hand
(docs/rules/british.md)."""

from __future__ import annotations

import pytest

from engine import Match, dumps, from_json, parse, variants
from engine.actions import Acaba, Ask
from engine.rules.acaba import AcabaDeclaration
from engine.scoring import ScoreItem, SideScore

from .positions import listed, position, rejects, side

BRITISH = variants.get("british")
KINGS = "KC KD KH KS KC KD KH"  # a natural canasta: 70 in cards and 500


def table(phase: str = "draw", turn: int = 0, **fields):
    """Side 0 (seats 0 and 2) has a natural canasta of Kings and two red Threes laid out; side 1 has
    nothing on the table; seat 0 holds a pair of Aces."""
    hands = [None, None, None, None]
    hands[turn] = "AC AD 9C"
    return position("british", hands=hands, turn=turn, phase=phase, pile="5C 8D",
                    melds=[{"K": KINGS}, {}], red_threes=["3H", "", "3D", ""], **fields)


def test_acaba_and_asking_for_it_are_offered_before_the_draw_only():
    deal = table()
    assert {"acaba", "ask acaba", "draw"} <= listed(deal)
    deal.apply("draw")
    assert not {"acaba", "ask acaba"} & listed(deal)
    rejects(deal, "acaba", "start of your turn, before you draw")
    rejects(deal, "ask acaba", "start of your turn, before you draw")


def test_other_variants_have_no_acaba():
    deal = position("classic", hands=["AC AD 9C", None, None, None], pile="5C")
    assert "acaba" not in listed(deal)
    rejects(deal, "acaba", "there is no Acaba in Classic Canasta")
    rejects(deal, "ask acaba", "there is no Acaba in Classic Canasta")


def test_acaba_ends_the_deal_with_0_to_the_declaring_side_and_1500_to_the_other():
    deal = table(turn=1)  # side 1, with nothing on the table, declares against side 0's canasta
    deal.apply("acaba")
    assert deal.is_over and deal.ended == "acaba" and deal.declarer == 1 and deal.went_out is None
    # Side 0 would have had 70 + 500 + 200 in red Threes, less its hands: Acaba replaces all of it.
    assert side(deal, 0) == SideScore(0, (0, 2), (ScoreItem("acaba", "Acaba", 1500),))
    assert side(deal, 1) == SideScore(1, (1, 3), (ScoreItem("acaba", "Acaba", 0),))
    assert side(deal, 0).total == 1500 and side(deal, 1).total == 0


def test_the_declaring_side_scores_nothing_even_when_it_leads_on_the_table():
    deal = table(turn=2)  # seat 2 is side 0's: its canasta and red Threes are given up
    deal.apply("acaba")
    assert side(deal, 0).total == 0 and side(deal, 1).total == 1500


def test_partners_yes_declares_acaba_for_the_asker():
    deal = table()
    deal.apply("ask acaba")
    assert deal.phase == "answer" and deal.turn == 2 and deal.asker == 0 and deal.question == "acaba"
    assert listed(deal) == {"yes", "no"}
    rejects(deal, "acaba", "waiting for partner to answer")
    deal.apply("yes")
    assert deal.is_over and deal.declarer == 0  # the asker declared, not the partner who answered
    assert side(deal, 1).total == 1500


def test_partners_no_forbids_acaba_for_the_rest_of_the_turn_only():
    deal = table()
    deal.apply("ask acaba")
    deal.apply("no")
    assert deal.phase == "draw" and deal.turn == 0 and not deal.is_over
    assert "acaba" not in listed(deal) and "ask acaba" not in listed(deal)
    rejects(deal, "acaba", "partner said no to Acaba")
    rejects(deal, "ask acaba", "partner said no to Acaba")
    deal.apply("draw")
    deal.apply("discard 9")
    assert deal.turn == 1 and "acaba" in listed(deal)  # the next player may declare


def test_a_no_to_acaba_leaves_the_going_out_question_of_the_same_turn():
    deal = position("british", hands=["QC QD QH", None, None, None], pile="5C",
                    melds=[{"K": KINGS}, {}], stock="9D 5D 6D")
    deal.apply("ask acaba")
    deal.apply("no")
    deal.apply("draw")  # 9D: Q Q Q then discarding the Nine goes out with the canasta of Kings
    assert "ask" in listed(deal)
    deal.apply("ask")
    assert deal.question is None  # this question is about going out
    deal.apply("yes")
    assert deal.must_go_out and not deal.is_over


def test_acaba_with_the_stock_empty_instead_of_taking_or_passing():
    deal = position("british", hands=["AC AD 9C", None, None, None], pile="5C 8D",
                    melds=[{"K": KINGS}, {}], stock="")
    assert {"pass", "acaba"} <= listed(deal)
    deal.apply("acaba")
    assert deal.ended == "acaba"


def test_a_two_player_table_under_the_same_rules_has_no_partner_to_ask():
    from dataclasses import replace

    rules = replace(variants.get("classic-2p"), features=(AcabaDeclaration(points=1500),))
    deal = position("classic-2p", hands=["AC AD 9C", None], pile="5C", rules=rules)
    assert "acaba" in listed(deal) and "ask acaba" not in listed(deal)
    rejects(deal, "ask acaba", "no partner to ask")


def test_the_notation_of_acaba():
    assert parse("ACABA") == Acaba() and str(Acaba()) == "acaba"
    assert parse("ask  acaba") == Ask(acaba=True) and str(Ask(acaba=True)) == "ask acaba"
    with pytest.raises(Exception, match="'ask acaba' asks to declare Acaba"):
        parse("ask now")


def test_an_acaba_question_survives_a_round_trip_through_json():
    deal = table()
    deal.apply("ask acaba")
    again = from_json(dumps(deal))
    assert dumps(again) == dumps(deal) and again.question == "acaba"
    again.apply("yes")
    assert again.declarer == 0
    over = from_json(dumps(again))
    assert over.declarer == 0 and side(over, 1).total == 1500


def test_a_position_asking_acaba_where_there_is_none_is_refused():
    with pytest.raises(ValueError, match="classic has no such question"):
        position("classic", hands=["AC AD 9C", None, None, None], phase="answer", turn=2,
                 turn_state={"asker": 0, "question": "acaba"})


def test_acaba_counts_toward_the_match_like_any_deal():
    match = Match(BRITISH, seed=3)
    match.scores = [4000, 3600]
    match.deal.team_scores = (4000, 3600)
    declarer = match.deal.turn
    result = match.apply("acaba")
    other = 1 - BRITISH.team_of(declarer)
    assert result.ended == "acaba" and result.declarer == declarer
    assert result.team_points[other] == 1500 and result.team_points[1 - other] == 0
    assert match.scores[other] == (4000, 3600)[other] + 1500
    assert match.is_over == (match.scores[other] >= 5000)
