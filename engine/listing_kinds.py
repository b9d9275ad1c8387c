"""The listing's part for melds beyond Classic's one group per rank (engine.legal calls it): it asks the
features that bring further groups of a rank, melds of wild cards only and same-suit sequences for the
adds to their melds and their new melds, and those that join melds for their moves (the hooks
``additions``, ``new_melds`` and ``table_actions`` of engine.rules.feature), and keeps those a hand may
make; with the helpers those features list them by."""

from __future__ import annotations

from functools import lru_cache

from . import meld_keys
from .actions import Add, Meld, Merge
from .cards import JOKER_RANK, TWO


@lru_cache(maxsize=1024)
def wild_sets(jokers: int, twos: int, room: int) -> tuple[tuple[int, int], ...]:
    """(jokers, twos) pairs that fit in ``room`` wild places."""
    return tuple((j, t) for j in range(min(jokers, room) + 1) for t in range(min(twos, room - j) + 1))


def group_wilds(rules, counts: list[int], melds: dict) -> tuple[int, int]:
    """(Jokers, Twos) of the hand that may go into groups: all of them, but no Two where the
    side's ``melds`` bar them (Italian), none while its wild meld holds them (Canastone)."""
    if not rules.may_keep_wilds_from_groups:
        return rules.wilds_in(counts)
    if rules.wilds_committed(melds):
        return 0, 0
    jokers, twos = rules.wilds_in(counts)
    if rules.bars_twos and rules.twos_barred(melds):
        twos = 0
    return jokers, twos


def meld_ranks(rank: int, naturals: int, jokers: int, twos: int) -> tuple[int, ...]:
    """A meld's ranks: ``naturals`` of ``rank``, then Twos, then Jokers."""
    return (rank,) * naturals + (TWO,) * twos + (JOKER_RANK,) * jokers


def other_kinds(deal, seat: int, counts: list[int], leaves_ok, wilds: tuple[int, int] | None = None) -> list:
    """Melds beyond Classic's one group per rank, where the variant has them: further groups of a
    rank, wild melds and sequences, new (worth the minimum, for a side not yet open) and added to,
    each that ``leaves_ok(cards used, whether it makes a canasta)`` keeps (asked only of moves keeping
    fewer than two cards: it keeps all others); ``wilds``: ``group_wilds`` of the hand, where the
    caller has it already."""
    rules = deal.rules
    side = deal.side_of[seat]
    melds = deal.melds[side]
    hand = deal.hands[seat]
    target = rules.canasta_size
    if wilds is None:
        wilds = group_wilds(rules, counts, melds)
    held = suit_ranks(hand) if rules.sequences.reads_suits else _NO_SUITS
    hand_size = len(hand)
    shape = (held, hand_size)
    out: list[Add | Meld | Merge] = []
    for key in meld_keys.beyond_first_groups(melds):  # a rank's first group: listed with Classic's adds
        lister = rules.lister_of(meld_keys.kind(key))
        if lister is None:
            continue
        meld = melds[key]
        size = len(meld)
        out.extend(_add(key, cards) for cards in lister.additions(rules, key, meld, counts, shape, wilds)
                   if hand_size - len(cards) >= 2
                   or leaves_ok(len(cards), size < target <= size + len(cards)))
    new = [meld for lister in rules.meld_listers
           for meld in lister.new_melds(rules, melds, counts, wilds, held)]
    if not deal.is_open(side):
        minimum = deal.opening_minimum(seat)
        new = [m for m in new if sum(rules.opening_value(r) for r in m.ranks) >= minimum]
    out.extend(m for m in new if hand_size - m.size >= 2 or leaves_ok(m.size, m.size >= target))
    for lister in rules.table_listers:
        out.extend(lister.table_actions(rules, melds))
    return out


@lru_cache(maxsize=1 << 14)
def _add(key: int, ranks: tuple) -> Add:
    """The add of ``ranks`` to the meld ``key``, one object per add (actions are values)."""
    return Add(key, ranks)


_NO_SUITS = [0, 0, 0, 0]  # ``suit_ranks`` where the variant has no sequences (no runs held)


def suit_ranks(hand) -> list[int]:
    """Each suit's ranks held in ``hand``, as bits (rank r is bit r)."""
    held = [0, 0, 0, 0]
    for card in hand:
        held[card & 3] |= _RANK_BIT[card]
    return held


_RANK_BIT = tuple(1 << (card >> 2) for card in range(64))  # each card code's rank as a bit


def lengthenings(rules, meld: list[int], held: int, hand_size: int | None) -> tuple:
    """The ranks that lengthen a sequence at either end, from a hand of ``hand_size`` cards holding the
    ranks ``held`` (as bits) in the sequence's suit (a full one that may grow on the way out: only by
    all the hand but a last card, or by any number where ``hand_size`` is None, for a going-out
    plan)."""
    if not held:
        return ()  # no card of the suit to lengthen it with
    sequences = rules.sequences
    if sequences.grows(meld):
        fewest, room = 1 if hand_size is None else max(1, hand_size - 1), len(rules.sequence_ranks)
    else:
        fewest, room = 1, sequences.most - len(meld)
    return _lengthenings(held, rules.sequence_ranks, min(meld) >> 2, max(meld) >> 2, fewest, room)


@lru_cache(maxsize=1 << 14)
def _lengthenings(held: int, sequence_ranks: frozenset, low: int, high: int, fewest: int, room: int) -> tuple:
    """``lengthenings`` of a sequence from rank ``low`` to ``high``, worked out once per shape."""
    below: list[int] = []
    above: list[int] = []
    while low - len(below) - 1 in sequence_ranks and held >> (low - len(below) - 1) & 1:
        below.append(low - len(below) - 1)
    while high + len(above) + 1 in sequence_ranks and held >> (high + len(above) + 1) & 1:
        above.append(high + len(above) + 1)
    return tuple(tuple(below[:a] + above[:b]) for a in range(len(below) + 1) for b in range(len(above) + 1)
                 if fewest <= a + b <= room)


def runs_held(rules, held: list[int]) -> list:
    """Every same-suit sequence (card codes, low to high) a hand holding each suit's ranks ``held``
    (``suit_ranks``) can lay down."""
    return rules.sequences.runs_held(held)

