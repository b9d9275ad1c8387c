"""Where going out asks for a sequence canasta (Bolivia's escalera, and Brazilian's), the going-out
search counts the sequences before anything else and gives up early when no escalera is within the
hand's reach; it must answer exactly as a search that plans every canasta's kind and checks the
escalera among them, on many random tables and hands."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from engine import meld_keys, variants
from engine.cards import CLUBS, JOKER, SPADES, THREE, TWO
from engine.going_out import follows, possible_with_hand, way_out


def by_kinds(rules):
    """``rules`` asking for the escalera through the kinds of the canastas the search plans."""

    class EscaleraByKinds(type(rules)):
        def goes_out_with(self, kinds: Counter, laid_out: int) -> bool:
            return sum(kinds.values()) >= self.going_out.canastas and kinds[meld_keys.SEQUENCE] >= 1

    fields = {name: getattr(rules, name) for name in rules.__dataclass_fields__}
    return EscaleraByKinds(**{**fields, "going_out": replace(rules.going_out, sequences=0)})


def random_table(rng: random.Random) -> dict:
    """A side's melds: a few groups (some with wild cards), sequences (some of a canasta's length)
    and now and then a meld of wild cards."""
    melds: dict[int, list[int]] = {}
    for rank in rng.sample(range(4, 15), rng.randint(0, 4)):
        naturals = rng.randint(3, 7)
        wilds = rng.randint(0, min(2, 7 - naturals))
        cards = [rank << 2 | rng.randrange(4) for _ in range(naturals)]
        melds[meld_keys.group(rank)] = cards + [TWO << 2] * wilds
    for suit in rng.sample(range(4), rng.randint(0, 2)):
        length = rng.choice((3, 4, 5, 6, 7, 7))
        start = rng.randint(4, 15 - length)
        melds[meld_keys.sequence(suit)] = [rank << 2 | suit for rank in range(start, start + length)]
    if rng.random() < 0.2:
        melds[meld_keys.wild()] = [JOKER] * rng.randint(3, 5)
    return melds


def random_hand(rng: random.Random) -> list[int]:
    """Up to 16 cards, often with a run of one suit in them (the cards an escalera is laid from)."""
    hand = []
    if rng.random() < 0.7:
        suit, length = rng.randrange(4), rng.randint(3, 8)
        start = rng.randint(4, 15 - min(length, 11))
        hand += [rank << 2 | suit for rank in range(start, min(start + length, 15))]
    for _ in range(rng.randint(1, 9)):
        rank = rng.choice((*range(4, 15), *range(4, 15), TWO, THREE, 15))
        suit = rng.choice((CLUBS, SPADES)) if rank == THREE else rng.randrange(4)  # a black three
        hand.append(JOKER if rank == 15 else rank << 2 | suit)
    return hand


@pytest.mark.parametrize("variant", ["bolivia", "brazilian"])
def test_counting_the_escalera_first_answers_as_planning_every_canastas_kind(variant):
    rules = variants.get(variant)
    assert rules.going_out.sequences == 1 and not by_kinds(rules).counts_canastas_only
    reference = by_kinds(rules)
    rng = random.Random(variant)
    answers = Counter()
    for _ in range(1500):
        melds, hand = random_table(rng), random_hand(rng)
        counts = [0] * 16
        for card in hand:
            counts[card >> 2] += 1
        opening = None if melds or rng.random() < 0.5 else rng.choice((50, 90, 120))
        answer = possible_with_hand(rules, counts, melds, opening, hand, 0)
        assert answer == possible_with_hand(reference, counts, melds, opening, hand, 0), (melds, hand)
        answers[answer] += 1
    assert min(answers[True], answers[False]) >= 100, answers  # both answers are tried often


@pytest.mark.parametrize("variant", ["bolivia", "brazilian"])
def test_following_a_way_found_for_another_hand_answers_true_only_where_the_search_does(variant):
    """A listing after a yes follows the way out found for the hand before each move
    (``going_out.follows``) before searching: it must never say yes where the search says no, and
    must say yes on the very hand the way was found for."""
    rules = variants.get(variant)
    rng = random.Random(f"follows/{variant}")
    followed = Counter()
    for _ in range(3000):
        melds, hand = random_table(rng), random_hand(rng)
        counts = _counts(hand)
        way = way_out(rules, counts, melds, None, hand, 0)
        if way is None or len(hand) < 3:
            continue
        assert follows(rules, counts, melds, None, hand, 0, way)
        smaller = hand[:]  # the hand after a move: a card or two gone
        for _ in range(rng.randint(1, 2)):
            smaller.remove(rng.choice(smaller))
        answer = follows(rules, _counts(smaller), melds, None, smaller, 0, way)
        if answer:
            assert possible_with_hand(rules, _counts(smaller), melds, None, smaller, 0), (melds, smaller, way)
        followed[answer] += 1
    assert followed[True] >= 20 and followed[False] >= 20, followed


def _counts(hand: list[int]) -> list[int]:
    counts = [0] * 16
    for card in hand:
        counts[card >> 2] += 1
    return counts
