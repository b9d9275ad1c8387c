"""The terminal's text table and score sheet: labelled scores, canastas by their names, a pile counted in
words, points in a column."""

from __future__ import annotations

import pytest

from engine import Deal, public_view, variants
from i18n import speaking
from render.text import score_text, table_text
from tests.engine.positions import position

from .positions import BOLIVIA_CANASTAS

NAMES = ["You", "West", "Partner", "East"]


def table(seed: int) -> str:
    return table_text(public_view(Deal.new(variants.get("classic"), seed=seed)), NAMES)


def test_the_pile_count_is_singular_for_one_card():
    assert "Pile: 7♠ (1 card)   Stock: 60" in table(2)
    assert "Pile: K♦ (2 cards) FROZEN" in table(1)


def test_each_sides_score_is_labelled():
    assert "You & Partner, score 0 (needs 50 to open): no melds yet" in table(1)
    ahead = Deal.new(variants.get("classic"), seed=1, team_scores=(1920, -35))
    text = table_text(public_view(ahead), NAMES)
    assert "You & Partner, score 1,920 (needs 90 to open)" in text
    assert "West & East, score -35 (needs 15 to open)" in text


def test_laid_out_threes_are_named_by_what_they_are():
    from tests.engine.positions import position

    classic = position("classic", hands=["9C 9D", None, None, None], red_threes=["3H", "", "", ""])
    assert "red threes: 3♥" in table_text(public_view(classic), NAMES)
    joker = position("joker", hands=["9C 9D", None, None, None], red_threes=["3H 3C", "", "", ""])
    text = table_text(public_view(joker), NAMES)
    assert "threes: 3♥ 3♣" in text and "red threes" not in text


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_score_sheet_keeps_its_points_in_one_column_with_thousands_grouped(language):
    from i18n import speaking
    from tests.render.positions import finished_match

    result = finished_match("americana", seed=11).results[0]
    with speaking(language):
        sheet = score_text(result.sides, NAMES)
    items = [line for line in sheet.splitlines() if line.startswith("  ")]
    points = [line.rsplit(" ", 1)[1] for line in items]
    assert len({len(line) for line in items}) == 1, sheet  # the points end in one column
    assert all("  " in line.strip() for line in items), sheet  # even the longest name stands clear of them
    separator = "," if language == "en" else "."
    assert all(abs(int(p.replace(separator, ""))) < 1000 or separator in p for p in points), sheet
    assert any(separator in p for p in points), sheet


@pytest.mark.parametrize("language, mixed", [("en", "Q×7 (1 wild) mixed canasta"),
                                             ("es", "Q×7 (comodines: 1) canasta sucia")])
def test_each_canasta_is_called_what_the_variant_calls_it_and_a_wild_meld_does_not_count_its_wild_cards(
        language, mixed):
    deal = position("bolivia", hands=["4C 5D 6S", None, None, None],
                    melds=[BOLIVIA_CANASTAS, {"wild": "2S JK 2H"}])
    with speaking(language):
        text = table_text(public_view(deal), NAMES)
    assert f"{mixed}, wild×7 bolivia, seqH×7 escalera" in text
    assert ": wild×3" in text and "wild×3 (" not in text
