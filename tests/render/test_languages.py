"""Pictures in each table's language: the same picture speaks Spanish, Portuguese or Italian when asked,
every word of theirs has a glyph in the pictures' font, and nothing is left in English but names."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from engine import public_view, seat_view
from i18n import LANGUAGES, SOURCE, catalog_path, speaking, translate
from render import hand_png, score_sheet_png, table_png
from render.fonts import has_glyph
from tests.engine.positions import position

from .conftest import said
from .pngs import decode
from .positions import BOLIVIA_CANASTAS, NAMES, finished_match, played

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]


# The engine's words for text only: the rules summary's clauses and the terminal's help on the moves.
TEXT_ONLY = ("engine/rules/summary_", "engine/rules/move_help.py")


def picture_words(language: str) -> list[str]:
    """The translations of every message the pictures draw (the engine's words among them: what an opening
    needs, score lines, special hands; not those written for text only)."""
    with catalog_path(language).open("rb") as source:
        catalog = read_po(source)
    return [message.string for message in catalog
            if message.id and any(path.startswith(("render/", "engine/")) and not path.startswith(TEXT_ONLY)
                                  for path, _line in message.locations)]


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_font_draws_every_character_of_the_pictures_words(language):
    words = picture_words(language)
    assert len(words) > 50
    missing = {char for word in words for char in word if not has_glyph(char)}
    assert missing == set()


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_three_pictures_speak_the_language_asked(texts, language):
    deal = played("classic", seed=8, turns=10)
    match = finished_match("classic", seed=4)
    pictures = (lambda: table_png(public_view(deal), NAMES[4]),
                lambda: hand_png(seat_view(deal, 0), NAMES[4]),
                lambda: score_sheet_png(match.results[0], NAMES[4], target=match.target))
    for draw in pictures:
        decode(draw())
        english = set(said(texts))
        with speaking(language):
            decode(draw())
        spoken = set(said(texts))
        assert spoken != english
        left_in_english = {word for word in english & spoken if translate(word, language) != word}
        assert left_in_english == set()
    with speaking(language):
        score_sheet_png(match.results[0], NAMES[4], target=match.target)
    assert translate("Deal {number}: scores", language).format(number=1) in said(texts)


# Bolivia's four kinds of canasta on one side: natural, mixed, bolivia (wild cards alone), escalera.
@pytest.mark.parametrize("language, kinds", [("en", ["natural", "mixed"]), ("es", ["limpia", "sucia"]),
                                             ("it", ["pulita", "sporca"]), ("pt_BR", ["limpa", "suja"])])
def test_each_canasta_is_named_in_the_pictures_language(texts, language, kinds):
    deal = position("bolivia", hands=["4C 5D 6S", None, None, None], melds=[BOLIVIA_CANASTAS, {}])
    with speaking(language):
        decode(table_png(public_view(deal), NAMES[4]))
    captions = [f"7 {kind}" for kind in (*kinds, "bolivia", "escalera")]
    assert set(captions) <= set(said(texts))
