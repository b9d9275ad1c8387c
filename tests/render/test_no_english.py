"""Every word drawn on the pictures, in each language, computer players' names included: no English word
is left but card names and people's own names."""

from __future__ import annotations

import pytest

from bot.service.info import computer_name
from engine import public_view, seat_view, variants
from i18n import LANGUAGES, SOURCE, speaking
from render import hand_png, score_sheet_png, table_png
from render.described import hand_words, score_sheet_words, table_words
from render.standings import StandingRow, Standings, standings_png
from tests.i18n.english import english_in

from .conftest import said
from .crowded import crowded
from .positions import finished_match, played

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]
PEOPLE = ["Alice", "Carol"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_english_word_is_drawn_on_any_picture(texts, language):
    deal, crowd = played("classic", seed=8, turns=30), crowded("bolivia")
    match = finished_match("classic", seed=4)
    with speaking(language):
        names = [PEOPLE[0], computer_name("easy", 1), PEOPLE[1], computer_name("hard", 3)]
        rows = (StandingRow(1, "Alice", 1530, 5, 2, 9000, 7000, 12, 0.3),)
        pictures = (lambda: table_png(public_view(deal), names),
                    lambda: table_png(public_view(crowd), names),
                    lambda: table_png(public_view(match.deal), names, match.results[0]),
                    lambda: hand_png(seat_view(deal, 0), names),
                    lambda: score_sheet_png(match.results[0], names, winner=0, target=match.target,
                                            match_scores=[match.results[0].team_scores]),
                    lambda: standings_png(Standings("Club", "", "", rows)))
        drawn = 0
        for draw in pictures:
            draw()
            for text in said(texts):
                assert english_in(text, language, PEOPLE + ["Club"]) == set(), text
                drawn += 1
    assert drawn > 60
    with speaking(SOURCE):
        table_png(public_view(deal), [PEOPLE[0], computer_name("easy", 1), PEOPLE[1], "Dan"])
    assert any(english_in(text, language) for text in said(texts)), "the check finds the English"


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("variant", [info.key for info in variants.CATALOGUE])
def test_every_variants_pictures_and_their_words_hold_no_english(texts, variant, language):
    """Each variant's most crowded table, a deal of it under way, a hand and a deal's score sheet, drawn and
    said in words for screen readers: its canasta kinds, special hands and packets named in the language."""
    crowd, deal = crowded(variant), played(variant, seed=3, turns=12)
    match = finished_match(variant, seed=5)
    players = variants.get(variant).players
    with speaking(language):
        people = ["Alice", "Carol", "Erin"]
        names = [computer_name("medium", seat) if seat % 2 else people[seat // 2] for seat in range(players)]
        words = [table_words(public_view(crowd), names), table_words(public_view(deal), names),
                 hand_words(seat_view(deal, 0), names), score_sheet_words(match.results[0], names, winner=0,
                                                                           target=match.target)]
        table_png(public_view(crowd), names)
        table_png(public_view(deal), names)
        hand_png(seat_view(deal, 0), names)
        score_sheet_png(match.results[0], names, winner=0, target=match.target,
                        match_scores=[match.results[0].team_scores])
    drawn = said(texts)
    for text in [*words, *drawn]:
        assert english_in(text, language, people) == set(), (variant, text)
    assert len(drawn) > 20
