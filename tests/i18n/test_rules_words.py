"""What the bot says about a variant's rules, in each language: the summary of ``/canasta rules``, the
variant's own words from the engine (what an opening needs, what a side lacks to go out, its score lines,
its special hands), and the terminal's text view. No English clause may slip through untranslated."""

from __future__ import annotations

import re
from importlib import import_module

import pytest
from babel.messages.pofile import read_po

from bot.core.rules_summary import choice_label, describe, find_variants, resolve
from bot.i18n.catalogs import code_messages
from engine import Deal, public_view, variants
from engine.errors import Words
from engine.rules.called_hands import SpecialHands
from engine.rules.packet import Packet
from engine.rules.wording import wording_of
from i18n import SOURCE, catalog_path, number, say, speaking, translate
from i18n.variants import variant_name
from render.labels import row_name
from render.text import score_text, table_text
from tests.render.positions import finished_match

TRANSLATED = ["es", "pt_BR", "it"]
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
NOTATION = re.compile(r"`[^`]*`|\([A-Z0-9#, ]+\)")  # moves and card names stay as typed
CLAUSE = re.compile(r"[^.;:,()]+")


def english_clauses(text: str) -> set[str]:
    """The clauses of an English text with three words or more: what a translation must not repeat."""
    plain = NOTATION.sub(" ", text.replace("**", ""))
    return {clause.strip() for clause in CLAUSE.findall(plain)
            if len(re.findall(r"[A-Za-z]{2,}", clause)) >= 3}


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("key", variants.playable())
def test_each_summary_is_in_the_language_asked_with_no_english_clause_left(language, key):
    rules = variants.get(key)
    english = describe(rules)
    with speaking(language):
        said = describe(rules)
        numbers = [number(value) for value in (rules.target, rules.deck_size, rules.hand_size,
                                                rules.going_out_bonus)]
    left = {clause for clause in english_clauses(english) if clause in said}
    assert not left, f"{language}, {key}: untranslated {sorted(left)}"
    assert said.count("\n") == english.count("\n")  # the same rules, line for line
    assert all(written in said for written in numbers)  # as the language writes them: 5.000 in Spanish


def test_the_clause_check_can_find_an_english_clause():
    assert english_clauses("- **Turn:** draw 1 card or take the whole discard pile, meld if you like.") == \
        {"draw 1 card or take the whole discard pile", "meld if you like"}


@pytest.mark.parametrize("language", TRANSLATED)
def test_variants_are_found_and_listed_by_their_name_in_the_language(language):
    with speaking(language):
        local = variant_name("classic-2p", "")
        assert local != "Two-hand Canasta"
        assert resolve(local.upper()).key == "classic-2p"
        assert [info.key for info in find_variants(local.lower())] == ["classic-2p"]
        assert local in choice_label(resolve("classic-2p"))


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("key", variants.playable())
def test_a_variants_name_inside_an_engine_sentence_is_the_languages_name_for_it(language, key):
    rules = variants.get(key)
    game = wording_of(rules).game
    assert translate(rules.name, language) == translate(str(game), language)
    with speaking(language):
        assert say(game) == variant_name(key, rules.name)


def test_each_variants_name_is_a_message_where_its_module_declares_it():
    written = {message: {path for path, _line in where} for message, where, _notes in code_messages()}
    for module in variants.MODULES:
        for variant in import_module(f"engine.variants.{module}").VARIANTS:
            assert f"engine/variants/{module}.py" in written.get(variant.name.template, ()), variant.key


def catalog(language: str):
    with catalog_path(language).open("rb") as source:
        return read_po(source)


def phrases(words: Words):
    """Every template inside ``words``, itself included."""
    yield words.template
    for value in words.fields.values():
        if isinstance(value, Words):
            yield from phrases(value)


def rule_words(rules) -> list[Words]:
    """What the engine says of a variant, for people to read."""
    called, wording = rules.feature(SpecialHands), wording_of(rules)
    hands = called.hands if called else ()
    found = [wording.laid_out_words(), wording.going_out_need(), *wording.extra_score_words(),
             *(wording.opening_need(score) for score in (-100, 0, 1500, 3000, 5000, 7000, 9000)),
             *(hand.title for hand in hands), *(hand.words for hand in hands),
             *(wording.canasta_term(kind) for kind in rules.canasta_kinds)]
    packet = rules.feature(Packet)
    found += [words for words in (packet.words if packet else None, wording.meld_words(),
                                  wording.wild_meld_words()) if words]
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_template_of_the_engines_rule_words_is_translated(language):
    translated = {message.id for message in catalog(language) if message.id and message.string.strip()}
    for key in variants.playable():
        for words in rule_words(variants.get(key)):
            for template in phrases(words):
                assert template in translated, f"{key}: '{template}' has no {language} translation"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_score_sheets_rows_are_in_the_language(language):
    for key in ("classic", "canastone", "americana", "brazilian", "international", "italian"):
        items = [item for side in finished_match(key, seed=4).results[0].sides for item in side.items]
        assert all(item.row is not None for item in items)
        with speaking(language):
            rows = {row_name(item) for item in items}
        with speaking(SOURCE):
            english = {row_name(item) for item in items}
        same = {row for row in rows & english if row != row.upper()}  # "Acaba", "Blitz" stay names
        assert not {row for row in same if len(row.split()) > 1}, f"{key}: {same}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_terminals_text_view_speaks_the_language(language):
    deal = Deal.new(variants.get("classic"), seed=2)
    english_table = table_text(public_view(deal), NAMES)
    with speaking(language):
        table = table_text(public_view(deal), NAMES)
    for words in ("Pile:", "Stock:", "Cards in hand", "to draw", "no melds yet", "needs 50 to open"):
        assert words in english_table and words not in table
    sides = finished_match("classic", seed=5).results[0].sides
    with speaking(language):
        sheet = score_text(sides, NAMES)
    assert "Cards left in hand" in score_text(sides, NAMES) and "Cards left in hand" not in sheet
