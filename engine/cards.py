"""Cards as small ints: rank*4 + suit for the 52 faces, one code for the Joker.

A card's code says everything the rules need (rank, suit, colour) and keeps
hands, piles and stocks as plain lists of ints, cheap to copy and compare.
Several packs simply hold several copies of each code.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from .errors import IllegalAction

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUIT_LETTERS = "CDHS"
RED_SUITS = frozenset((DIAMONDS, HEARTS))

TWO, THREE, JACK, QUEEN, KING, ACE = 2, 3, 11, 12, 13, 14
JOKER_RANK = 15
JOKER = JOKER_RANK * 4  # the one code every Joker shares

RANK_LETTERS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
                10: "10", 11: "J", 12: "Q", 13: "K", 14: "A", 15: "JK"}
LETTER_RANKS = {v: k for k, v in RANK_LETTERS.items()} | {"T": 10, "*": 15, "JOKER": 15}
# Suits as people also type them: the symbols the bot shows, black or white, with or without the
# emoji variation selector a phone keyboard adds.
SUIT_SYMBOLS = str.maketrans({"♣": "C", "♧": "C", "♦": "D", "♢": "D", "♥": "H", "♡": "H",
                              "♠": "S", "♤": "S", "\ufe0f": None})


def make(rank: int, suit: int = 0) -> int:
    """The code of a card; Jokers ignore the suit."""
    return JOKER if rank == JOKER_RANK else rank * 4 + suit


def rank_of(card: int) -> int:
    return card >> 2


def suit_of(card: int) -> int:
    return card & 3


def is_red(card: int) -> bool:
    return card != JOKER and (card & 3) in RED_SUITS


def is_red_three(card: int) -> bool:
    return card >> 2 == THREE and (card & 3) in RED_SUITS


def card_name(card: int) -> str:
    """Rank and suit, e.g. ``10H``, ``QS``; a Joker is ``JK``."""
    if card == JOKER:
        return "JK"
    return RANK_LETTERS[card >> 2] + SUIT_LETTERS[card & 3]


def parse_rank(token: str) -> int:
    """The rank a player typed: ``K``, ``10``/``T``, ``JK``; raises IllegalAction (a ValueError) otherwise."""
    rank = LETTER_RANKS.get(token.upper())
    if rank is None:
        raise IllegalAction("'{token}' is not a card rank (use A K Q J 10 9 8 7 6 5 4 3 2 JK)", token=token)
    return rank


def parse_card(token: str) -> tuple[int, int | None]:
    """A typed card as (rank, suit or None): ``Q``, ``QH``, ``10s``, ``9♥``, ``JK``; raises IllegalAction
    (a ValueError) naming the token otherwise."""
    text = token.translate(SUIT_SYMBOLS).upper()
    if text in LETTER_RANKS:
        return LETTER_RANKS[text], None
    if len(text) >= 2 and text[-1] in SUIT_LETTERS and text[:-1] in LETTER_RANKS:
        rank = LETTER_RANKS[text[:-1]]
        if rank == JOKER_RANK:
            return rank, None
        return rank, SUIT_LETTERS.index(text[-1])
    raise IllegalAction("'{token}' is not a card (examples: Q, 10H, JK)", token=token)


def full_deck(packs: int, jokers_per_pack: int = 2) -> list[int]:
    """Every card of ``packs`` packs, in a fixed order."""
    one_pack = [rank * 4 + suit for rank in range(2, 15) for suit in range(4)]
    return one_pack * packs + [JOKER] * (jokers_per_pack * packs)


def shuffled_deck(packs: int, seed: int | str, jokers_per_pack: int = 2) -> list[int]:
    """A reproducible shuffle: the same seed always gives the same order."""
    deck = full_deck(packs, jokers_per_pack)
    random.Random(seed).shuffle(deck)
    return deck


def sort_key(card: int) -> tuple[int, int]:
    """Hand order: wild cards first, then Ace down to Three, suits grouped."""
    rank = card >> 2
    if rank == JOKER_RANK:
        return (0, 0)
    if rank == TWO:
        return (1, card & 3)
    return (2 + ACE - rank, card & 3)


_NAME_OF = {code: card_name(code) for code in full_deck(1)}
_CODE_OF = {name: code for code, name in _NAME_OF.items()}


def names(cards: Iterable[int]) -> str:
    """Cards by name, space-separated: ``"KH 10S JK"`` (a table lookup, since positions are written often)."""
    return " ".join(map(_NAME_OF.__getitem__, cards))


def codes(text: str | Sequence[str]) -> list[int]:
    """Cards from full names (``"KH KS JK"``), for fixtures and tests."""
    tokens = text.split() if isinstance(text, str) else text
    out = []
    for token in tokens:
        code = _CODE_OF.get(token)
        if code is not None:  # the usual case: a name as positions write it
            out.append(code)
            continue
        rank, suit = parse_card(token)
        if suit is None and rank != JOKER_RANK:
            raise ValueError(f"'{token}' needs a suit here (e.g. {token}H)")
        out.append(make(rank, suit or 0))
    return out
