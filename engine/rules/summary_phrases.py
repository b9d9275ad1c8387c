"""Small phrases the rules summary's clauses share, as Words: ranks in the plural, lists joined with
"and", ordinals, counts of cards and naturals."""

from __future__ import annotations

from functools import reduce

from ..cards import JOKER_RANK, RANK_LETTERS, THREE, TWO
from ..errors import Words, either


def joined(words: list) -> Words | str:
    """Phrases joined with "and", as each language says it: "Jokers and Twos"."""
    return reduce(lambda first, second: Words("{first} and {second}", first=first, second=second), words)


def rank_word(rank: int) -> Words:
    """A rank in the plural as the summary names wild cards and stop cards: "Jokers", "black Threes"."""
    words = {JOKER_RANK: Words("Jokers"), TWO: Words("Twos"), THREE: Words("black Threes"),
             7: Words("Sevens"), 14: Words("Aces")}
    return words.get(rank) or Words("{rank}s", rank=RANK_LETTERS[rank])


def ranks_words(ranks: frozenset[int]) -> Words | str:
    """Ranks in the plural, high to low, joined with "and"."""
    return joined([rank_word(rank) for rank in sorted(ranks, reverse=True)])


def rank_run(ranks: list[int]) -> Words | str:
    """``[8, 9, 10, 11, 12, 13]`` -> ``8-K``; other lists are joined (``Joker``, ``2 and A``)."""
    if len(ranks) > 2 and ranks == list(range(ranks[0], ranks[-1] + 1)):
        return f"{RANK_LETTERS[ranks[0]]}-{RANK_LETTERS[ranks[-1]]}"
    return joined([Words("Joker") if rank == JOKER_RANK else RANK_LETTERS[rank] for rank in ranks])


def ordinal(n: int) -> Words:
    """13th, 1st: each language writes its own ordinal from these four."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return Words("{n}th", n=n)
    return {1: Words("{n}st", n=n), 2: Words("{n}nd", n=n), 3: Words("{n}rd", n=n)}[n % 10]


def sizes_words(sizes: frozenset[int]) -> Words:
    """Meld sizes allowed: "3 or 4 of them"."""
    return Words("{sizes} of them", sizes=either([str(size) for size in sorted(sizes)]))


def cards_words(n: int) -> Words:
    return Words("1 card") if n == 1 else Words("{count} cards", count=n)


def naturals_words(n: int) -> Words:
    return Words("1 natural") if n == 1 else Words("{count} naturals", count=n)
