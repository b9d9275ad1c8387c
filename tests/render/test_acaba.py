"""Acaba (British Canasta) in the pictures and the text sheet: the question to partner, who declared
it when the deal ends, and the score sheet's single Acaba line."""

from __future__ import annotations

from engine import public_view, seat_view
from engine.match import deal_result
from render import hand_png, score_sheet_png, table_png
from render.text import score_text

from .conftest import said
from .pngs import decode
from .positions import NAMES, played


def test_partners_acaba_question_is_on_the_table_and_on_partners_hand(texts):
    deal = played("british", seed=4, turns=5)
    asker = deal.turn
    deal.apply("ask acaba")
    decode(table_png(public_view(deal), NAMES[4]))
    question = f"{NAMES[4][asker]} asks to declare Acaba: yes or no?"
    assert question in " ".join(said(texts))
    decode(hand_png(seat_view(deal, deal.turn), NAMES[4]))
    assert question in said(texts)


def test_a_deal_ended_by_acaba_says_who_declared_it_everywhere(texts):
    deal = played("british", seed=4, turns=6)
    declarer = deal.turn
    deal.apply("acaba")
    result = deal_result(deal)
    name = NAMES[4][declarer]

    decode(table_png(public_view(deal), NAMES[4], result))
    words = said(texts)
    assert name in words and "declared Acaba" in words

    decode(hand_png(seat_view(deal, 0), NAMES[4]))
    assert f"Deal over: {name} declared Acaba" in said(texts)

    decode(score_sheet_png(result, NAMES[4]))
    words = said(texts)
    assert f"{name} declared Acaba" in words
    assert "Acaba declared" in words and "+1,500" in " ".join(words)
    assert not {"Cards melded", "Red threes", "Cards left in hand"} & set(words)

    sheet = score_text(result.sides, NAMES[4])
    assert "Acaba" in sheet and "+1,500" in sheet
