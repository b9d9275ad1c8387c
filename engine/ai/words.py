"""Card and seat names for the reasons computer players give ("a pair of Kings", "a Two")."""

from __future__ import annotations

from .. import meld_keys
from ..cards import JOKER_RANK, SUIT_LETTERS, TWO

_SINGULAR = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight",
             9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace", 15: "Joker"}
_SUITS = dict(zip(SUIT_LETTERS, ("Clubs", "Diamonds", "Hearts", "Spades"), strict=True))
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def rank_name(rank: int) -> str:
    return _SINGULAR[rank]


def ranks_name(rank: int) -> str:
    """The plural: "Kings", "Sixes"."""
    word = _SINGULAR[rank]
    return word + ("es" if word.endswith("x") else "s")


def a_card(rank: int) -> str:
    word = _SINGULAR[rank]
    return ("an " if word[0] in "AEIO" else "a ") + word


def count_of(rank: int, count: int) -> str:
    """Words for a number of cards of one rank: "a King", "two Kings"."""
    if count == 1:
        return a_card(rank)
    return f"{_NUMBERS.get(count, str(count))} {ranks_name(rank)}"


def cards_phrase(ranks) -> str:
    """Cards listed by rank in words: "two Kings and a Joker"."""
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    order = sorted(counts, key=lambda r: (r in (TWO, JOKER_RANK), -r))
    parts = [count_of(r, counts[r]) for r in order]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def number(n: int) -> str:
    return _NUMBERS.get(n, str(n))


def meld_name(key: int) -> str:
    """A side's meld in words: "Kings", "Kings #2", "wild meld", "Hearts sequence"."""
    kind = meld_keys.kind(key)
    if kind == meld_keys.GROUP:
        name = ranks_name(meld_keys.rank(key))
    elif kind == meld_keys.WILD:
        name = "wild meld"
    else:
        name = _SUITS[SUIT_LETTERS[meld_keys.suit(key)]] + " sequence"
    return name if meld_keys.number(key) == 1 else f"{name} #{meld_keys.number(key)}"


def meld_phrases(meld) -> list[str]:
    """Each meld a ``Meld`` lays down, in words: "three Kings", "a run of four Hearts"."""
    parts = [cards_phrase(g) for g in meld.groups]
    parts += [f"a wild meld of {cards_phrase(g)}" for g in meld.wild]
    parts += [f"a run of {number(len(run))} {_SUITS[SUIT_LETTERS[run[0] & 3]]}" for run in meld.sequences]
    return parts
