"""Text from people: cleaned of what nobody sees on its way in, made safe for a terminal on its way out."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from bot.core.printable import cleaned, printable

INVISIBLE = ("\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c",
             "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\x00", "\x07", "\x1b", "\r", "\x85",
             "\ud800", "\udfff")


def test_bidi_zero_width_control_characters_and_lone_surrogates_are_dropped():
    for character in INVISIBLE:
        assert cleaned(f"Thurs{character}day") == "Thursday", repr(character)
    assert cleaned("\u202eevil\u2066name\u2069") == "evilname"
    assert cleaned("ab\ud800cd").encode("utf-8") == b"abcd"  # a database can store it


def test_what_people_read_is_kept():
    for text in ("Thursday Club", "Ünïcödé 名前 🃏", "نادي الخميس", "קלוב", "a\tb\nc", "Café  Crème", ""):
        assert cleaned(text) == text


@given(st.text())
def test_cleaned_text_always_encodes_and_holds_no_format_or_control_character(text):
    result = cleaned(text)
    result.encode("utf-8")
    assert all(c in "\t\n" or unicodedata.category(c) not in ("Cc", "Cf", "Cs") for c in result)
    assert cleaned(result) == result


def test_printable_shows_controls_and_cuts_long_text():
    assert printable("a\x1b[31mb") == "a?[31mb"
    assert printable("x" * 100, 10) == "x" * 9 + "…"
