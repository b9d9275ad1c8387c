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

    Only ``discard`` names a suit (``discard KD``); in other moves a suit is dropped, since
    melds name ranks.
    """
    keep = line.lower().split(None, 1)[:1] == ["discard"]
    letters = (SUIT_LETTERS.get(char) for char in line)
    return "".join(char if letter is None else letter if keep else ""
                   for char, letter in zip(line, letters, strict=True))
