"""Special hands: a whole hand of a set pattern that its player calls instead of playing on, which
ends the deal and scores a bonus of its own (International Canasta: Schneider and Blitz).

A variant holds its special hands in the feature ``engine.rules.called_hands.SpecialHands``, which
offers ``call <name>`` when a hand matches, moves the hand's cards aside into ``Deal.special`` and
scores the bonus.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from .cards import JOKER_RANK, THREE, TWO
from .errors import Words

ACE = 14


@dataclass(frozen=True)
class SpecialHand:
    """One special hand: ``shown(rules, hand, laid_out)`` gives the cards it is made of when the
    hand matches (a laid-out card it takes in included, last), else None."""

    name: str  # what is typed after "call"
    title: Words  # what the score sheet and the pictures call it
    bonus: int
    before_drawing: bool  # called at the start of the turn (else after drawing from the stock)
    shown: Callable[..., tuple[int, ...] | None]
    words: Words  # what it is, for the rules summary and a refusal to call it
    others_lose_gains: bool = False  # the other sides' points for the deal count against them
    unopened_side: bool = False  # called only while the caller's side has not melded (Americana)
    scores_alone: bool = False  # the caller's side scores the hand's bonus and nothing else (Americana)


def seven_pairs(rules, hand: list[int], laid_out: list[int]) -> tuple[int, ...] | None:
    """Fourteen natural cards in seven pairs of seven different ranks (Schneider)."""
    if len(hand) != 14:
        return None  # asked in every listing: the hand's size first
    counts = Counter(card >> 2 for card in hand)
    if len(counts) != 7 or any(n != 2 for n in counts.values()):
        return None
    if any(rules.is_wild(rank) or rank == THREE for rank in counts):
        return None
    return tuple(hand)


BLITZ_RANKS = frozenset({ACE, TWO, *range(4, 14)})  # with a Three laid out and a Joker: Ace to King


def ace_to_king(rules, hand: list[int], laid_out: list[int]) -> tuple[int, ...] | None:
    """Ace to King and a Joker, Twos and the Joker not wild (Blitz). Threes never stay in a hand, so
    the Three is one its player has laid out: the hand holds the thirteen other cards."""
    if len(hand) != 13:
        return None
    ranks = Counter(card >> 2 for card in hand)
    three = next((card for card in laid_out if card >> 2 == THREE), None)
    if three is None or ranks[JOKER_RANK] != 1:
        return None
    if set(ranks) - {JOKER_RANK} != BLITZ_RANKS or any(n != 1 for n in ranks.values()):
        return None
    return (*hand, three)


STRAIGHT_RANKS = frozenset({ACE, TWO, *range(4, 14), JOKER_RANK})  # with a laid-out Three: A to K, a Joker


def straight(rules, hand: list[int], laid_out: list[int]) -> tuple[int, ...] | None:
    """After drawing, one card of every rank from Ace to King and a Joker (Americana's straight).
    Threes never stay in a hand, so the Three is one its player has laid out, and the card that
    replaced it is the hand's fourteenth, shown with the others."""
    if len(hand) != 14:
        return None
    three = next((card for card in laid_out if card >> 2 == THREE), None)
    ranks = {card >> 2 for card in hand}
    if three is None or not ranks >= STRAIGHT_RANKS:
        return None
    return (*hand, three)


def pairs_with_twos(rules, hand: list[int], laid_out: list[int]) -> tuple[int, ...] | None:
    """Fourteen cards in seven pairs of seven different ranks, among them a pair of Twos, one of
    Aces and one of Sevens; no Joker and no Three (Americana)."""
    if len(hand) != 14:
        return None
    counts = Counter(card >> 2 for card in hand)
    if len(counts) != 7 or any(n != 2 for n in counts.values()):
        return None
    if not {TWO, ACE, 7} <= set(counts) or JOKER_RANK in counts or THREE in counts:
        return None
    return tuple(hand)


def garbage(rules, hand: list[int], laid_out: list[int]) -> tuple[int, ...] | None:
    """Fourteen cards of four ranks: two of them four times, two three times; no Joker and no
    Three (Americana)."""
    if len(hand) != 14:
        return None
    counts = Counter(card >> 2 for card in hand)
    if sorted(counts.values()) != [3, 3, 4, 4]:
        return None
    if JOKER_RANK in counts or THREE in counts:
        return None
    return tuple(hand)
