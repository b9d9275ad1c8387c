"""Numbers as each language writes them: the bot's quick form says exactly what Babel's ``format_decimal``
says, for every language and any whole number."""

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
