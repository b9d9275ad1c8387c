"""Finding English left in another language's text: a word of the English messages that the language's
own translations never use ("Computer" in Spanish, "easy" in Portuguese), outside move notation in
backticks or bold, mentions, custom ids and the names given."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from babel.messages.pofile import read_po

from engine import parse
from engine.errors import IllegalAction
from i18n import TEMPLATE, catalog_path

WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters or more: "a", "to", "of" are words in many
FIELD = re.compile(r"\{\w+\}")
CODE = re.compile(r"`[^`]*`")
BOLD = re.compile(r"\*\*([^*]+)\*\*")
MENTION = re.compile(r"<[@#][!&]?\d+>")


def _words(texts: Iterable[str]) -> set[str]:
    return {word.casefold() for text in texts for word in WORD.findall(FIELD.sub(" ", text))}


def _messages(path, translated: bool) -> list[str]:
    with path.open("rb") as source:
        catalog = read_po(source)
    return [message.string if translated else message.id for message in catalog
            if message.id and isinstance(message.id, str) and message.string is not None]


@cache
def english_words(language: str) -> frozenset[str]:
    """The words of the English messages that ``language``'s catalog never writes."""
    return frozenset(_words(_messages(TEMPLATE, False)) - _words(_messages(catalog_path(language), True)))


def _not_notation(match: re.Match) -> str:
    """A bold phrase, left out when it is a move as typed (``**discard 7**``)."""
    try:
        parse(match.group(1))
    except IllegalAction:
        return match.group(0)
    return " "


def english_in(text: str, language: str, names: Iterable[str] = ()) -> set[str]:
    """The English words left in ``text``, said to be in ``language``; ``names`` are people's own."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = BOLD.sub(_not_notation, MENTION.sub(" ", CODE.sub(" ", text)))
    return {word for word in WORD.findall(text) if word.casefold() in english_words(language)}
