"""The English-finder the language tests lean on (tests/i18n/english.py): it finds the English a translation
leaves in, each English message said as if it were the language's, and lets pass what people type as
written in every language, card names, mentions and people's names; no translation of any catalog holds an
English word."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from i18n import LANGUAGES, SOURCE, TEMPLATE, catalog_path

from .english import english_in, english_words

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]


def translations(language: str) -> list[tuple[str, str]]:
    """Each message of ``language``'s catalog, singular and plural forms alike: (English, translation)."""
    with catalog_path(language).open("rb") as source:
        catalog = read_po(source)
    pairs = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        pairs += [(ids[min(i, len(ids) - 1)], string) for i, string in enumerate(strings)]
    return pairs


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_translation_in_any_catalog_leaves_an_english_word(language):
    checked = 0
    for message, translation in translations(language):
        assert english_in(translation, language) == set(), (message, translation)
        checked += 1
    assert checked > 1000


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_english_of_nearly_every_message_is_found_said_in_place_of_a_translation(language):
    with TEMPLATE.open("rb") as source:
        english = [message.id for message in read_po(source) if isinstance(message.id, str) and message.id]
    found = [message for message in english if english_in(message, language)]
    assert len(found) > 0.9 * len(english), [m for m in english if m not in found][:40]


@pytest.mark.parametrize(("language", "text", "left"), [
    ("es", "Computadora 3 (easy)", {"easy"}),
    ("pt_BR", "Computador 2 (medium) entrou", {"medium"}),
    ("it", "Computer 4 (random)", {"random"}),  # "computer" is Italian, the level is not
    ("es", "Tu mano · Deal 2", {"Deal"}),
    ("es", "**Draw** o **Take**", {"Draw", "Take"}),  # buttons named in bold: words to translate
    ("pt_BR", "Clique em 'Your hand' para ver as cartas", {"Your", "hand"}),
    ("it", "prima devi pescare: 'draw' o 'take the pile'", {"the", "pile"}),
    ("es", "Stock: 40 cartas. Pile: vacío.", {"Stock", "Pile"}),
])
def test_english_left_in_a_text_is_found(language, text, left):
    assert english_in(text, language) == left


@pytest.mark.parametrize(("language", "text"), [
    ("es", "Tu mano: K♥ 7♠ JK 2♣ Q Q 10♦"),  # cards as the pictures and panels write them
    ("es", "Descarta `discard 7` o **take K K**, como quieras"),  # moves as typed
    ("it", "prima devi pescare: 'draw' per il tallone o 'take' per il pozzo, non dall'inizio"),
    ("es", "Escribe tu jugada: draw, take K K, meld Q Q Q, add 2 to K, discard 9, ask, yes, no, pass"),
    ("pt_BR", "la opção 'hints' é true ou false; '{value}' não é válido"),
    ("es", "p. ej. classic (omítelo para ver la lista), o none; --seed 7 en docs/notation.md"),
    ("it", "<@1234> ha scartato; vedi <#5678>"),
    ("es", "Un Joker y una escalera natural: canasta"),  # words the language shares with English
])
def test_what_people_type_cards_and_shared_words_are_not_english(language, text):
    assert english_in(text, language) == set()


def test_peoples_names_are_theirs_even_when_they_are_english_words():
    assert {"Deal", "Easy"} <= set(english_in("Big Deal y Easy Rider juegan", "es"))
    assert english_in("Big Deal y Easy Rider juegan", "es", ["Big Deal", "Easy Rider"]) == set()


def test_a_word_copied_from_the_english_stays_english_though_the_translation_writes_it():
    # "hard" appeared in translations only where the English had it ("nivel hard"): still English.
    assert {"hard", "easy", "medium", "random"} <= english_words("es")
    assert "computer" not in english_words("it") and "computer" in english_words("es")
