"""Lines typed in the terminal game, made ready for the engine's parser: bounded, suits as letters."""

from __future__ import annotations

MAX_LINE = 200  # the longest real move ("meld ...; ...; ...") is far shorter
SUIT_LETTERS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S"}


def too_long(line: str) -> str | None:
    """Why ``line`` is refused before parsing, or None when it may be parsed."""
    if len(line) > MAX_LINE:
        return f"that line is {len(line):,} characters long; a move is at most {MAX_LINE}"
    return None


def with_suit_letters(line: str) -> str:
    """``line`` with cards typed as hands show them (``K♦``) in the notation.

    A suit is kept where the notation names one: a discard (``discard KD``) and sequences
    (``meld seq 4H 5H 6H``, ``add 7H to seqH``); elsewhere it is dropped, since melds name ranks.
    """
    discard = line.lower().split(None, 1)[:1] == ["discard"]
    return ";".join(_letters(chunk, discard or "seq" in chunk.lower()) for chunk in line.split(";"))


def _letters(chunk: str, keep: bool) -> str:
    letters = (SUIT_LETTERS.get(char) for char in chunk)
    return "".join(char if letter is None else letter if keep else ""
                   for char, letter in zip(chunk, letters, strict=True))
