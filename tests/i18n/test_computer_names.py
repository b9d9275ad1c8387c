"""A computer player's name says its level in the reader's language too, stored reasons included."""

from __future__ import annotations

import json

import pytest

from bot.service.info import computer_name, computer_words
from discord_ui.lobby_card import level_label
from engine.ai import LEVELS
from i18n import LANGUAGES, SOURCE, speaking
from i18n.stored import said, stored

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_level_is_left_in_english_in_a_computers_name_or_the_lobbys_menu(language):
    for level in LEVELS:
        with speaking(language):
            name, label = computer_name(level, 2), level_label(level)
        assert "3" in name and level not in name, (language, name)
        assert level not in label, (language, label)


def test_english_names_the_level_as_the_commands_write_it():
    assert [computer_name(level, 0) for level in LEVELS] == [
        "Computer 1 (random)", "Computer 1 (easy)", "Computer 1 (medium)", "Computer 1 (hard)"]
    assert level_label("hard") == "Computer (hard)"


@pytest.mark.parametrize("level", LEVELS)
def test_a_name_stored_in_a_reason_is_told_in_the_readers_language(level):
    reason = stored(computer_words(level, 3))
    with speaking("es"):
        assert said(reason) == computer_name(level, 3)


def test_a_name_stored_before_levels_were_translated_is_told_as_today():
    """Reasons stored with the level as a field of its own ("Computer {number} ({level})")."""
    older = json.dumps({"template": "Computer {number} ({level})", "fields": {"number": 4, "level": "easy"}})
    with speaking("pt_BR"):
        assert said(older) == computer_name("easy", 3) == "Computador 4 (fácil)"
