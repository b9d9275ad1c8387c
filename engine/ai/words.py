"""Card and meld names for the reasons computer players give ("a pair of Kings", "a Two"), as
:class:`~engine.errors.Words` so that the bot can say them in each player's language.

Each rank's phrase is a message of its own ("a King", "a Queen", "a single King"): in Spanish,
Italian and Portuguese the article and adjectives follow the card's grammatical gender.
"""

from __future__ import annotations

from .. import meld_keys
from ..cards import JOKER_RANK, SUIT_LETTERS, TWO
from ..errors import Words

_A_CARD = {2: Words("a Two"), 3: Words("a Three"), 4: Words("a Four"), 5: Words("a Five"), 6: Words("a Six"),
           7: Words("a Seven"), 8: Words("an Eight"), 9: Words("a Nine"), 10: Words("a Ten"),
           11: Words("a Jack"), 12: Words("a Queen"), 13: Words("a King"), 14: Words("an Ace"),
           15: Words("a Joker")}
_A_SINGLE = {2: Words("a single Two"), 3: Words("a single Three"), 4: Words("a single Four"),
             5: Words("a single Five"), 6: Words("a single Six"), 7: Words("a single Seven"),
             8: Words("a single Eight"), 9: Words("a single Nine"), 10: Words("a single Ten"),
             11: Words("a single Jack"), 12: Words("a single Queen"), 13: Words("a single King"),
             14: Words("a single Ace"), 15: Words("a single Joker")}
_THE_TOP = {2: Words("the top Two"), 3: Words("the top Three"), 4: Words("the top Four"),
            5: Words("the top Five"), 6: Words("the top Six"), 7: Words("the top Seven"),
            8: Words("the top Eight"), 9: Words("the top Nine"), 10: Words("the top Ten"),
            11: Words("the top Jack"), 12: Words("the top Queen"), 13: Words("the top King"),
            14: Words("the top Ace"), 15: Words("the top Joker")}
_PLURAL = {2: Words("Twos"), 3: Words("Threes"), 4: Words("Fours"), 5: Words("Fives"), 6: Words("Sixes"),
           7: Words("Sevens"), 8: Words("Eights"), 9: Words("Nines"), 10: Words("Tens"), 11: Words("Jacks"),
           12: Words("Queens"), 13: Words("Kings"), 14: Words("Aces"), 15: Words("Jokers")}
_SUITS = dict(zip(SUIT_LETTERS, (Words("Clubs"), Words("Diamonds"), Words("Hearts"), Words("Spades")),
                  strict=True))
_NUMBERS = {2: Words("two"), 3: Words("three"), 4: Words("four"), 5: Words("five"), 6: Words("six"),
            7: Words("seven"), 8: Words("eight"), 9: Words("nine")}


def a_card(rank: int) -> Words:
    """One card of ``rank`` with its article: "a King", "an Ace"."""
    return _A_CARD[rank]


def a_single(rank: int) -> Words:
    """The only card of ``rank`` a hand holds: "a single King"."""
    return _A_SINGLE[rank]


def the_top(rank: int) -> Words:
    """The pile's top card: "the top King"."""
    return _THE_TOP[rank]


def ranks_name(rank: int) -> Words:
    """The plural: "Kings", "Sixes"."""
    return _PLURAL[rank]


def number(n: int) -> Words | int:
    """A small number in words ("two"); a larger one as it is."""
    return _NUMBERS.get(n, n)


def count_of(rank: int, count: int) -> Words:
    """Words for a number of cards of one rank: "a King", "two Kings"."""
    if count == 1:
        return a_card(rank)
    # Translators: a number of cards of one rank in a computer player's reason: "two Kings".
    return Words("{count} {ranks}", count=number(count), ranks=ranks_name(rank))


def listed(parts: list[Words]) -> Words:
    """Phrases listed: "a, b and c" (one phrase is itself)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        # Translators: the last two of a list of cards: "a Queen and a Joker".
        return Words("{first} and {last}", first=parts[0], last=parts[1])
    # Translators: a list of cards, its first item and the rest: "two Kings, a Queen and a Joker".
    return Words("{first}, {rest}", first=parts[0], rest=listed(parts[1:]))


def separately(parts: list[Words]) -> Words:
    """Phrases of their own (a hand's melds) one after another: "a; b; c"."""
    first, *rest = parts
    # Translators: the melds a computer player lays down, one after another: "three Kings; three Fives".
    return Words("{first}; {rest}", first=first, rest=separately(rest)) if rest else first


def cards_count(n: int) -> Words:
    """A number of cards: "1 card", "12 cards"."""
    return Words("1 card") if n == 1 else Words("{count} cards", count=n)


def cards_phrase(ranks) -> Words:
    """Cards listed by rank in words: "two Kings and a Joker"."""
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    order = sorted(counts, key=lambda r: (r in (TWO, JOKER_RANK), -r))
    return listed([count_of(r, counts[r]) for r in order])


def meld_name(key: int) -> Words:
    """A side's meld in words: "Kings", "Kings #2", "wild meld", "Hearts sequence"."""
    kind = meld_keys.kind(key)
    if kind == meld_keys.GROUP:
        name = ranks_name(meld_keys.rank(key))
    elif kind == meld_keys.WILD:
        name = Words("wild meld")
    else:
        name = Words("{suit} sequence", suit=_SUITS[SUIT_LETTERS[meld_keys.suit(key)]])
    nth = meld_keys.number(key)
    # Translators: a side's second (third...) meld of one kind: "Kings #2".
    return name if nth == 1 else Words("{meld} #{number}", meld=name, number=nth)


def meld_phrases(meld) -> list[Words]:
    """Each meld a ``Meld`` lays down, in words: "three Kings", "a run of four Hearts"."""
    parts = [cards_phrase(g) for g in meld.groups]
    parts += [Words("a wild meld of {cards}", cards=cards_phrase(g)) for g in meld.wild]
    parts += [Words("a run of {count} {suit}", count=number(len(run)), suit=_SUITS[SUIT_LETTERS[run[0] & 3]])
              for run in meld.sequences]
    return parts
