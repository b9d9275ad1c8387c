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
# Words a language writes as English does, in the same sentences: the game's and cards' names everywhere,
# loanwords and words spelled alike ("un par natural").
SHARED = {"canasta", "canastas", "can", "joker", "jokers", "acaba", "escalera", "escaleras"}  # can.: canastas
LOANWORDS = {"es": SHARED | {"natural"}, "pt_BR": SHARED | {"natural", "rating"},
             "it": SHARED | {"computer", "rating"}}


def _words(texts: Iterable[str]) -> set[str]:
    return {word.casefold() for text in texts for word in WORD.findall(FIELD.sub(" ", text))}


def _pairs(path) -> list[tuple[str, str]]:
    with path.open("rb") as source:
        catalog = read_po(source)
    return [(message.id, message.string or "") for message in catalog
            if message.id and isinstance(message.id, str)]


@cache
def english_words(language: str) -> frozenset[str]:
    """The words of the English messages that ``language``'s catalog never writes but where the English
    has it too: a word copied into a translation ("um computador de nível easy") stays English, a word
    the language uses of its own ("total", "canasta") does not."""
    english = _words(message for message, _translation in _pairs(TEMPLATE))
    own = set()
    for message, translation in _pairs(catalog_path(language)):
        own |= _words([translation]) - _words([message])
    return frozenset(english - own - LOANWORDS[language])


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
