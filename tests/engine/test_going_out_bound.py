"""The bound from counts (engine/going_out_bound.py) that settles, for a hand holding no wild card,
that no way out exists: it must never say so where the going-out search finds a way, and it must
settle hands whose cards no runs can place, which the search's own quick tests let through."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import going_out_bound, meld_keys, variants
from engine.cards import codes
from engine.going_out import way_out

from .test_going_out_escalera import random_table


def counts_of(hand: list[int]) -> list[int]:
    counts = [0] * 16
    for card in hand:
        counts[card >> 2] += 1
    return counts


def natural_hand(rng: random.Random) -> list[int]:
    """Up to 30 natural cards of Samba's ranks, with runs of one suit in them, no wild card and
    now and then one or two black Threes."""
    hand = []
    for _ in range(rng.randint(0, 3)):
        suit, length = rng.randrange(4), rng.randint(3, 6)
        start = rng.randint(4, 15 - length)
        hand += [rank << 2 | suit for rank in range(start, start + length)]
    hand += [rng.randrange(4, 15) << 2 | rng.randrange(4) for _ in range(rng.randint(1, 14))]
    if rng.random() < 0.2:
        hand += [3 << 2 | 0] * rng.randint(1, 2)
    return hand


@pytest.mark.parametrize("variant", ["samba", "italian", "chile", "bolivia", "brazilian"])
def test_the_bound_never_settles_a_hand_the_search_takes_out(variant):
    rules = variants.get(variant)
    assert going_out_bound.applies(rules)
    rng = random.Random(variant)
    answers = Counter()
    for _ in range(600):
        melds, hand = random_table(rng), natural_hand(rng)
        melds = {key: cards for key, cards in melds.items() if meld_keys.kind(key) != meld_keys.WILD}
        settled = going_out_bound.cannot_place(rules, counts_of(hand), melds, hand)
        found = way_out(rules, counts_of(hand), melds, None, hand, 0) is not None
        assert not (settled and found), (melds, hand)
        answers[settled, found] += 1
    assert answers[True, False] >= 100 and answers[False, True] >= 10, answers  # both are met


def test_a_pair_that_no_run_can_take_leaves_no_way_out():
    rules = variants.get("samba")
    melds = {4: codes("4C 4D 4H 4S 4C 4D 4H"), 5: codes("5C 5D 5H 5S 5C 5D 5H")}
    hand = codes("6H 7H 8H 9C 9D KS KS KS")  # two Nines, no wild card, no run through either
    assert going_out_bound.cannot_place(rules, counts_of(hand), melds, hand)
    assert way_out(rules, counts_of(hand), melds, None, hand, 0) is None


def test_a_short_run_may_go_into_the_hand_not_only_onto_the_table_sequence_it_touches():
    # The Six could join the table's run of Hearts from the Seven, but then the Seven and Eight in
    # hand need a run of their own: the way out lays Six, Seven, Eight down together.
    rules = variants.get("samba")
    melds = {4: codes("4C 4D 4H 4S 4C 4D 4H"), 5: codes("5C 5D 5H 5S 5C 5D 5H"),
             meld_keys.sequence(2): codes("7H 8H 9H 10H")}
    hand = codes("6H 7H 8H KS KS KS AC")
    assert way_out(rules, counts_of(hand), melds, None, hand, 0) is not None
    assert not going_out_bound.cannot_place(rules, counts_of(hand), melds, hand)


def test_the_bound_holds_only_where_runs_of_three_may_split_and_wild_cards_stay_out_of_them():
    assert not going_out_bound.applies(variants.get("classic"))  # no sequences
    assert going_out_bound.applies(variants.get("samba"))
