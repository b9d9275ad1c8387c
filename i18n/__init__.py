"""The languages the bot speaks, and their message catalogs (gettext ``.po`` files read with Babel).

English is the source language: every message is written in English in the code, and each other
language has a catalog in ``i18n/locales/<language>.po`` translating it. Adding a language is
adding a catalog (``python -m bot.i18n.catalogs init LANG``) and its line in ``DISCORD_LOCALES``.
A catalog is compiled in memory when first used, so the ``.po`` files are the only copy.

A package of its own, below the bot and the pictures alike: it imports only Babel and the engine
(its ``Words``, and the variants' names from its registry), so ``render`` can ask it for words without
reaching into the bot.

A message for a person is written ``_("You are not seated at table #{table}.", table=table_id)``:
it comes out in the language of the person the bot is answering, which the bot sets from each
interaction's locale (``speaking``) before discord.py handles it, so every task that handling starts
speaks it too.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
from functools import cache
from io import BytesIO
from pathlib import Path

from babel.dates import format_date
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import get_group_symbol
from babel.support import Translations

from engine.errors import Phrases, Words

SOURCE = "en"
LOCALES_DIR = Path(__file__).parent / "locales"
TEMPLATE = LOCALES_DIR / "canasta.pot"

# Discord's locale codes -> the catalog that serves them (English for every other locale).
DISCORD_LOCALES = {"es-ES": "es", "es-419": "es", "pt-BR": "pt_BR", "it": "it"}
LANGUAGES = (SOURCE, *dict.fromkeys(DISCORD_LOCALES.values()))
# Each language by its own name, as a table's language is offered.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "pt_BR": "Português (Brasil)", "it": "Italiano"}


def language_of(locale: object) -> str:
    """The language for a Discord locale (``discord.Locale`` or its code, e.g. ``"pt-BR"``)."""
    code = getattr(locale, "value", locale)
    return DISCORD_LOCALES.get(str(code), SOURCE)


def catalog_path(language: str) -> Path:
    return LOCALES_DIR / f"{language}.po"


@cache
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (English: none, messages stay as written)."""
    if language == SOURCE:
        return gettext.NullTranslations()
    with catalog_path(language).open("rb") as source:
        catalog = read_po(source, locale=language)
    compiled = BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return Translations(compiled)


def translate(message: str, language: str, context: str | None = None) -> str:
    """``message`` in ``language`` (``context`` tells apart one English text with two meanings)."""
    found = translations(language)
    return found.pgettext(context, message) if context else found.gettext(message)


_speaking: ContextVar[str] = ContextVar("canasta_language", default=SOURCE)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Within the block (and the tasks it starts), ``_`` answers in ``language``."""
    token = _speaking.set(language)
    try:
        yield
    finally:
        _speaking.reset(token)


def spoken() -> str:
    """The language ``_`` answers in here."""
    return _speaking.get()


def _(message: str, /, **fields: object) -> str:
    """``message`` in the language of the person the bot is answering, its ``{fields}`` filled in."""
    text = translate(message, _speaking.get())
    return text.format(**fields) if fields else text


@cache
def _grouping(language: str) -> str:
    """The language's thousands separator (Babel's data), looked up once: a picture writes dozens of
    numbers, and ``format_decimal`` costs some 20 µs each."""
    return get_group_symbol(language)


def number(value: int) -> str:
    """A whole number as the current language writes it (Babel's pattern ``#,##0``): 12,300 in
    English, 12.300 in Spanish."""
    return f"{value:,}".replace(",", _grouping(_speaking.get()))


def signed(value: int) -> str:
    """A gain or loss with its sign: +1,230 / -30 in English, +1.230 in Portuguese."""
    return f"{value:+,}".replace(",", _grouping(_speaking.get()))


def calendar_day(moment: date) -> str:
    """A day as the current language writes it, short: 30 Jun 2025, 30 jun 2025, 30 giu 2025."""
    return format_date(moment, "d MMM y", locale=_speaking.get())


def say(words: Words | Phrases) -> str:
    """The engine's sentence (an illegal move's explanation) in the current language: the sentence
    translated, then its fields filled in, the phrases among them translated too (and a day or a whole
    number as the language writes it: 1,500 in English, 1.500 in Spanish). ``Phrases`` are said part
    after part."""
    def field(value: object) -> object:
        if isinstance(value, date):
            return calendar_day(value)
        if type(value) is int:
            return number(value)
        return say(value) if isinstance(value, (Words, Phrases)) else value

    if isinstance(words, Phrases):
        text = "".join(str(field(part)) for part in words)
        return text[:1].upper() + text[1:] if words.capitalised else text
    text = translate(words.template, _speaking.get())
    if not words.fields:
        return text
    return text.format(**{name: field(value) for name, value in words.fields.items()})
