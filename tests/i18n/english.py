"""Finding English left in another language's text: a word of the English messages that the language's
own translations never use ("Computer" in Spanish, "easy" in Portuguese), outside what people type as
written in every language (moves, quoted or in a list; variant keys and option values), mentions and the
names given."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from babel.messages.pofile import read_po

from engine import parse
from engine.errors import IllegalAction
from engine.variants import CATALOGUE
from i18n import TEMPLATE, catalog_path

WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters or more: "a", "to", "of" are words in many
FIELD = re.compile(r"\{\w+\}")
CODE = re.compile(r"`[^`]*`")
OPTION = re.compile(r"--[\w-]+|\w+(?:/\w+)+\.\w+")  # a command line's option or a file's path, typed
BOLD = re.compile(r"\*\*([^*]+)\*\*")
# A quoted phrase: 'draw', "ask", «meld Q Q Q» (an apostrophe inside a word, "dall'inizio", opens none).
QUOTED = re.compile(r"(?<!\w)(?:'([^'\n]+)'|\"([^\"\n]+)\"|“([^”\n]+)”|«([^»\n]+)»)(?!\w)")
PIECE = re.compile(r"[^,;:()\n]+")  # a piece of a list: "draw, take K K, meld Q Q Q"
# The notation's words, which begin a move or a meld as typed: "'wild' needs wild cards".
NOTATION = {"draw", "take", "meld", "add", "merge", "discard", "ask", "yes", "no", "pass", "acaba", "bonus",
            "call", "wild", "seq"}
# Words typed as written in every language, in lowercase: the notation's words (players type the moves in
# the one notation everywhere, "su yes lo declara"), the terminal's words ("Escribe una jugada, o help"),
# variant keys and option values ("o none"); a meld key ("seqH").
TYPED = (NOTATION | {"help", "hint", "moves", "auto", "quit", "none", "true", "false", "seqH", "seqD", "seqC",
                     "seqS"} | {word for info in CATALOGUE for word in info.key.split("-")})
MENTION = re.compile(r"<[@#][!&]?\d+>")
# Words a language writes as English does, in the same sentences: the game's, the cards', the variants' and
# the special hands' names everywhere, each language's name for itself ("Español" in the language menu),
# names of things (CSV, openskill Plackett-Luce), loanwords and words spelled alike ("un par natural").
SHARED = {"canasta", "canastas", "can", "joker", "jokers", "acaba", "escalera", "escaleras",  # can.: canastas
          "splash", "samba", "sambas", "mexicana", "canastone", "scarne", "schneider", "blitz",
          "americana", "english", "español", "português", "brasil", "italiano",
          "csv", "openskill", "plackett", "luce", "bot", "min", "ref", "club"}
LOANWORDS = {"es": SHARED | {"natural", "control"},
             "pt_BR": SHARED | {"natural", "rating", "links", "extra", "declare"},
             "it": SHARED | {"computer", "rating", "privacy"}}


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


def _is_move(phrase: str) -> bool:
    """Whether ``phrase`` is a move as typed, or words of the notation ("wild 2 2 JK", "meld wild ...")."""
    if not phrase.split() or phrase.istitle():  # "Draw": a button's name, said in the language
        return False
    if all(word in TYPED for word in WORD.findall(phrase)):
        return True
    try:
        parse(phrase)
    except IllegalAction:
        return False
    return True


def _unless_move(match: re.Match) -> str:
    """A bold phrase, left out when it is a move as typed (``**discard 7**``)."""
    return " " if _is_move(match.group(1)) else match.group(0)


def _unless_typed(match: re.Match) -> str:
    """A quoted phrase, left out when it is typed as written: a move or one lowercase word, a value typed
    (``'ask'``, ``'hints'``, ``'{value}'``)."""
    phrase = next(group for group in match.groups() if group is not None)
    one_word = len(phrase.split()) <= 1 and not phrase[:1].isupper()
    return " " if one_word or _is_move(phrase) else match.group(0)


def _unless_listed_move(match: re.Match) -> str:
    """A piece of a list, left out when it is a move as typed, in lowercase ("draw", "take K K")."""
    phrase = match.group(0).strip()
    if not phrase[:1].islower():
        return match.group(0)
    try:
        parse(phrase)
    except IllegalAction:
        return match.group(0)
    return " "


def english_in(text: str, language: str, names: Iterable[str] = ()) -> set[str]:
    """The English words left in ``text``, said to be in ``language``; ``names`` are people's own (and a
    template's ``{fields}`` are left out)."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = OPTION.sub(" ", MENTION.sub(" ", CODE.sub(" ", FIELD.sub(" ", text))))
    text = PIECE.sub(_unless_listed_move, QUOTED.sub(_unless_typed, BOLD.sub(_unless_move, text)))
    return {word for word in WORD.findall(text)
            if word.casefold() in english_words(language) and word not in TYPED}
