"""Numbers as each language writes them: the bot's quick form says exactly what Babel's ``format_decimal``
says, for every language and any whole number; the engine's sentences write theirs the same way."""

from __future__ import annotations

from babel.numbers import format_decimal
from hypothesis import given
from hypothesis import strategies as st

from i18n import LANGUAGES, number, signed, speaking


@given(st.integers(min_value=-10**9, max_value=10**9), st.sampled_from(LANGUAGES))
def test_numbers_are_written_as_babel_writes_them(value, language):
    with speaking(language):
        assert number(value) == format_decimal(value, locale=language)
        assert signed(value) == format_decimal(value, format="+#,##0;-#,##0", locale=language)


def test_the_languages_differ_where_they_should():
    with speaking("en"):
        assert (number(12300), signed(-30), signed(1230)) == ("12,300", "-30", "+1,230")
    with speaking("pt_BR"):
        assert (number(12300), signed(1230)) == ("12.300", "+1.230")


def test_the_engines_sentences_write_their_numbers_as_the_language_does():
    from engine.errors import Words, slashed
    from i18n import say

    ahead = Words("we should finish ahead by about {points}", points=1240)
    threes = Words("{first}/{rest}", first=100, rest=slashed((500, 1000)))
    with speaking("en"):
        assert (say(ahead), say(threes)) == ("we should finish ahead by about 1,240", "100/500/1,000")
    with speaking("es"):
        assert say(ahead) == "deberíamos terminar ganando por unos 1.240"
    # what is not a count keeps its form: a flag, a Discord id passed as text
    assert say(Words("{flag} {id}", flag=True, id="123456789012345678")) == "True 123456789012345678"
    assert str(ahead) == "we should finish ahead by about 1,240"  # the English of logs and records
