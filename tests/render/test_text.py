"""The terminal's text table: labelled scores and a pile counted in words that agree."""

from __future__ import annotations

from engine import Deal, public_view, variants
from render.text import table_text

NAMES = ["You", "West", "Partner", "East"]


def table(seed: int) -> str:
    return table_text(public_view(Deal.new(variants.get("classic"), seed=seed)), NAMES)


def test_the_pile_count_is_singular_for_one_card():
    assert "Pile: 7♠ (1 card)   Stock: 60" in table(2)
    assert "Pile: K♦ (2 cards) FROZEN" in table(1)


def test_each_sides_score_is_labelled():
    assert "You & Partner, score 0 (needs 50 to open): no melds yet" in table(1)


def test_laid_out_threes_are_named_by_what_they_are():
    from tests.engine.positions import position

    classic = position("classic", hands=["9C 9D", None, None, None], red_threes=["3H", "", "", ""])
    assert "red threes: 3♥" in table_text(public_view(classic), NAMES)
    joker = position("joker", hands=["9C 9D", None, None, None], red_threes=["3H 3C", "", "", ""])
    text = table_text(public_view(joker), NAMES)
    assert "threes: 3♥ 3♣" in text and "red threes" not in text
