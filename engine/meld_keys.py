"""Which meld on a side's table: a group of one rank, a meld of wild cards only, or a sequence.

A side's melds are a dict from a key to the meld's cards. A key is a small int so that Classic's
lookups stay cheap: the first group of a rank has the rank itself as its key (so ``melds[KING]``
is the King meld), and further melds of the same kind add 64 per number. The text form, its
label, is what players type after ``to`` and what positions store: ``K``, ``K#2``, ``wild``,
``wild#2``, ``seqH``, ``seqH#2`` (see docs/notation.md).
"""

from __future__ import annotations

from .cards import LETTER_RANKS, RANK_LETTERS, SUIT_LETTERS
from .errors import IllegalAction

GROUP, WILD, SEQUENCE = "group", "wild", "sequence"

_WILD_BASE = 16
_SEQUENCE_BASE = 32
_STRIDE = 64


def group(rank: int, number: int = 1) -> int:
    """The key of the ``number``-th meld of ``rank`` (the first is the rank itself)."""
    return rank + _STRIDE * (number - 1)


def wild(number: int = 1) -> int:
    """The key of a side's ``number``-th meld of wild cards only."""
    return _WILD_BASE + _STRIDE * (number - 1)


def sequence(suit: int, number: int = 1) -> int:
    """The key of a side's ``number``-th sequence in ``suit``."""
    return _SEQUENCE_BASE + suit + _STRIDE * (number - 1)


# The kind of every key by its first key (``key % _STRIDE``), looked up rather than worked out:
# the listing asks for it over every meld of a side.
_KINDS = (GROUP,) * _WILD_BASE + (WILD,) + (SEQUENCE,) * (_STRIDE - _WILD_BASE - 1)


def kind(key: int) -> str:
    """Whether ``key`` names a group, a wild meld or a sequence."""
    return _KINDS[key % _STRIDE]


def wild_keys(keys) -> list[int]:
    """Those of ``keys`` that name melds of wild cards only, in their order."""
    return [key for key in keys if key % _STRIDE == _WILD_BASE]


def sequence_items(melds: dict) -> list[tuple[int, list[int]]]:
    """(key, cards) of the sequences among ``melds``, in their order."""
    return [(key, cards) for key, cards in melds.items() if key % _STRIDE > _WILD_BASE]


def firsts(keys) -> list[int]:
    """``first`` of each of ``keys``, in their order."""
    return [key % _STRIDE for key in keys]


def beyond_first_groups(keys) -> list[int]:
    """Those of ``keys`` that are not the first group of their rank (``is_first_group``), in their order."""
    return [key for key in keys if key >= _WILD_BASE]


def first_groups(keys) -> list[int]:
    """Those of ``keys`` that name the first group of their rank (``is_first_group``), in their order."""
    return [key for key in keys if key < _WILD_BASE]


def is_first_group(key: int) -> bool:
    """Whether ``key`` names the first group of its rank (its key is the rank itself)."""
    return key < _WILD_BASE


def rank(key: int) -> int:
    """The rank of a group's key."""
    return key % _STRIDE


def suit(key: int) -> int:
    """The suit of a sequence's key."""
    return key % _STRIDE - _SEQUENCE_BASE


def number(key: int) -> int:
    return key // _STRIDE + 1


def first(key: int) -> int:
    """The key of the first meld of the same rank, wild cards or suit."""
    return key % _STRIDE


def next_free(melds, key: int) -> int:
    """The lowest-numbered key like ``key`` (same rank, wild, or suit) that ``melds`` lacks."""
    key = first(key)
    while key in melds:
        key += _STRIDE
    return key


def label(key: int) -> str:
    """The key's text: ``K``, ``K#2``, ``wild``, ``seqH#2``."""
    base = key % _STRIDE
    if base < _WILD_BASE:
        text = RANK_LETTERS[base]
    elif base == _WILD_BASE:
        text = "wild"
    else:
        text = "seq" + SUIT_LETTERS[base - _SEQUENCE_BASE]
    return text if key < _STRIDE else f"{text}#{number(key)}"


def parse(text: str) -> int:
    """The key a label names; IllegalAction (a ValueError) with examples otherwise."""
    name, hash_sign, count = text.strip().partition("#")
    upper = name.upper()
    if upper == "WILD":
        key = _WILD_BASE
    elif upper.startswith("SEQ") and len(upper) == 4 and upper[3] in SUIT_LETTERS:
        key = _SEQUENCE_BASE + SUIT_LETTERS.index(upper[3])
    elif upper in LETTER_RANKS and upper not in ("JK", "JOKER", "*"):
        key = LETTER_RANKS[upper]
    else:
        raise IllegalAction("'{text}' names no meld (examples: K, K#2, wild, seqH)", text=text)
    if not hash_sign:
        return key
    if not count.isdigit() or not 1 <= int(count) <= 9:
        raise IllegalAction("'{text}': a meld's number after '#' is 1 to 9, e.g. K#2", text=text)
    return key + _STRIDE * (int(count) - 1)
