"""The listing's part for melds beyond Classic's one group per rank: further groups of a rank,
melds of wild cards only and same-suit sequences, new, added to and merged (engine.legal calls it)."""

from __future__ import annotations

from functools import lru_cache

from . import meld_keys, melding
from .actions import Add, Meld, Merge
from .cards import JOKER_RANK, TWO
from .errors import IllegalAction
from .per_rules import PerRules
from .rules.sequences import suit_runs


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
        meld = melds[key]
        size = len(meld)
        out.extend(_add(key, cards) for cards in _additions(rules, key, meld, counts, shape, wilds)
                   if hand_size - len(cards) >= 2
                   or leaves_ok(len(cards), size < target <= size + len(cards)))
    # the kinds of meld the game's features bring (asked first: a listing runs often)
    new: list[Meld] = _further_groups(rules, melds, counts, wilds) if rules.has_several_melds else []
    if rules.has_wild_melds and (meld_keys.wild() not in melds
                                 or melding.may_start_another(rules, melds, meld_keys.wild())):
        new += _new_wild_melds(rules, *rules.wilds_in(counts))
    if rules.sequences.reads_suits:
        new += _run_melds(rules, held)
    if not deal.is_open(side):
        minimum = deal.opening_minimum(seat)
        new = [m for m in new if sum(rules.opening_value(r) for r in m.ranks) >= minimum]
    out.extend(m for m in new if hand_size - m.size >= 2 or leaves_ok(m.size, m.size >= target))
    if rules.merge_refusal() is None:
        out.extend(_merges(rules, melds))
    return out


def _further_groups(rules, melds: dict, counts: list[int], wilds: tuple[int, int]) -> list:
    """New groups of a rank the side has a meld of, where it may start another (``wilds``: the
    Jokers and Twos that may go into groups)."""
    out: list[Meld] = []
    fewest = rules.meld_min_naturals
    several = rules.several_melds
    for rank in rules.natural_ranks:
        if counts[rank] >= fewest and rank in melds and several.may_start_another(melds, rank):
            limits = _new_group_limits(rules, rank, counts[rank])
            out += _further_group_melds(rank, counts[rank], *wilds, limits, fewest, rules.meld_min_size,
                                        rules.max_meld_size)
    return out


def _new_group_limits(rules, rank: int, naturals: int) -> tuple:
    """The wild cards a new group of ``rank`` takes by its count of naturals, up to ``naturals``
    (none below the fewest a group holds), kept per rule set."""
    known = _LIMITS.under(rules)
    limits = known.get((rank, naturals))
    if limits is None:
        fewest = rules.meld_min_naturals
        limits = known[rank, naturals] = tuple(melding.new_group_wilds(rules, rank, k) if k >= fewest else 0
                                               for k in range(naturals + 1))
    return limits


_LIMITS = PerRules(1 << 10)  # ``_new_group_limits`` by rank and naturals


@lru_cache(maxsize=1 << 12)
def _further_group_melds(rank: int, naturals: int, jokers: int, twos: int, limits: tuple, fewest: int,
                         min_size: int, max_size: int | None) -> tuple:
    """``_further_groups`` of one rank, worked out once per shape (``limits``: the wild cards a new
    group takes, by its count of naturals)."""
    return tuple(Meld((meld_ranks(rank, k, j, t),)) for k in range(fewest, naturals + 1)
                 for j, t in wild_sets(jokers, twos, limits[k])
                 if min_size <= k + j + t <= (max_size or k + j + t))


def _new_wild_melds(rules, jokers: int, twos: int) -> tuple:
    """New melds of wild cards only from ``jokers`` and ``twos``, each of a size and mix the
    variant accepts (worked out once per rule set and count of wild cards)."""
    known = _WILD_MELDS.under(rules)
    melds = known.get((jokers, twos))
    if melds is None:  # (none where the variant has no wild melds)
        fewest, most = rules.wild_melds.fewest, rules.wild_melds.most
        sets = (meld_ranks(TWO, 0, j, t) for j, t in wild_sets(jokers, twos, most) if j + t >= fewest)
        melds = known[jokers, twos] = tuple(_wild_meld(ranks) for ranks in sets
                                            if rules.wild_meld_refusal(ranks) is None)
    return melds


def _wild_additions(rules, meld: list[int], jokers: int, twos: int) -> tuple:
    """The additions of the hand's ``jokers`` and ``twos`` to a meld of wild cards that the variant
    accepts (worked out once per rule set, ranks in the meld and count of wild cards)."""
    held = sorted(c >> 2 for c in meld)
    known = _WILD_ADDITIONS.under(rules)
    shape = (*held, -1, jokers, twos)
    additions = known.get(shape)
    if additions is None:
        room = rules.wild_melds.most - len(meld)
        sets = (meld_ranks(TWO, 0, j, t) for j, t in wild_sets(jokers, twos, room) if j + t)
        additions = known[shape] = tuple(ranks for ranks in sets
                                         if rules.wild_meld_refusal(held + list(ranks)) is None)
    return additions


# Per rule set: new wild melds by the hand's wild cards, additions to a wild meld by its ranks and
# the hand's wild cards (a refusal is worded each time it is asked, too slow for every listing).
_WILD_MELDS = PerRules(1 << 8)
_WILD_ADDITIONS = PerRules(1 << 12)


@lru_cache(maxsize=1 << 10)
def _wild_meld(ranks: tuple) -> Meld:
    """The new meld of wild cards ``ranks``, one object per meld."""
    return Meld(wild=(ranks,))


def _run_melds(rules, held: list[int]) -> list:
    """The new meld of each run the hand holds (``held``: its ranks by suit, ``suit_ranks``; none
    held where the variant has no sequences)."""
    out: list[Meld] = []
    sequences = rules.sequences
    for suit, ranks in enumerate(held):
        if ranks:
            out += _suit_run_melds(ranks, suit, sequences.ranks, sequences.fewest, sequences.most)
    return out


@lru_cache(maxsize=1 << 14)
def _suit_run_melds(ranks: int, suit: int, sequence_ranks: frozenset, fewest: int, most: int) -> tuple:
    """``_run_melds`` in one suit, worked out once per suit's ranks held."""
    return tuple(Meld(sequences=(run,)) for run in suit_runs(ranks, suit, sequence_ranks, fewest, most))


@lru_cache(maxsize=1 << 14)
def _add(key: int, ranks: tuple) -> Add:
    """The add of ``ranks`` to the meld ``key``, one object per add (actions are values)."""
    return Add(key, ranks)


def _merges(rules, melds: dict) -> list:
    """Every legal merge of two melds of one kind, the later-numbered into the earlier (each pair's
    check kept per rule set by the two melds' cards: the table changes seldom between listings)."""
    firsts = meld_keys.firsts(melds)
    if len(set(firsts)) == len(firsts):
        return []  # one meld of each kind: nothing to merge
    kinds: dict[int, list[int]] = {}  # the side's melds by their kind's first key, in table order
    for key, first in zip(melds, firsts, strict=True):
        kinds.setdefault(first, []).append(key)
    known = _MERGES.under(rules)
    out = []
    for source, first in zip(melds, firsts, strict=True):
        for target in kinds[first]:
            if target < source:
                pair = (source, target, *melds[source], -1, *melds[target])
                merges = known.get(pair)
                if merges is None:
                    merges = known[pair] = _merges_into(rules, melds, source, target)
                if merges:
                    out.append(_merge(source, target))
    return out


def _merges_into(rules, melds: dict, source: int, target: int) -> bool:
    """Whether the meld ``source`` may join the meld ``target`` (``melding.check_merge``)."""
    try:
        melding.check_merge(rules, melds, source, target)
    except IllegalAction:
        return False
    return True


@lru_cache(maxsize=1 << 12)
def _merge(source: int, target: int) -> Merge:
    """The merge of ``source`` into ``target``, one object per merge (actions are values)."""
    return Merge(source, target)


_MERGES = PerRules(1 << 14)  # whether a merge passes, by the two melds' keys and cards


def _additions(rules, key: int, meld: list[int], counts: list[int], hand: tuple[list[int], int],
               wilds: tuple[int, int]):
    """Every way to add to a wild meld or a sequence, and to a second or later group of a rank
    (``hand``: its ranks by suit, ``suit_ranks``, and its size; ``wilds``: the Jokers and Twos that
    may go into groups, ``group_wilds``)."""
    kind = meld_keys.kind(key)
    if kind == meld_keys.WILD:
        return _wild_additions(rules, meld, *rules.wilds_in(counts))
    if kind == meld_keys.SEQUENCE:
        held, size = hand
        return lengthenings(rules, meld, held[meld_keys.suit(key)], size)
    rank = meld_keys.rank(key)  # a second or later group (the first's adds are Classic's)
    jokers, twos = wilds
    room = rules.meld_size_cap - len(meld)
    return [meld_ranks(rank, k, j, t) for k in range(counts[rank] + 1)
            for j, t in wild_sets(jokers, twos, melding.wild_room(rules, meld, k))
            if 0 < k + j + t <= room]


def extensions(rules, key: int, meld: list[int], hand: list[int], planning_out: bool = False) -> list:
    """Ranks that lengthen a sequence at either end with cards of its suit from hand (a full one
    that may grow on the way out: only by all the hand but a last card, or by any number when
    ``planning_out``, for a going-out plan)."""
    held = suit_ranks(hand)[meld_keys.suit(key)]
    return list(lengthenings(rules, meld, held, None if planning_out else len(hand)))


_NO_SUITS = [0, 0, 0, 0]  # ``suit_ranks`` where the variant has no sequences (no runs held)


def suit_ranks(hand) -> list[int]:
    """Each suit's ranks held in ``hand``, as bits (rank r is bit r)."""
    held = [0, 0, 0, 0]
    for card in hand:
        held[card & 3] |= 1 << (card >> 2)
    return held


def lengthenings(rules, meld: list[int], held: int, hand_size: int | None) -> tuple:
    """``extensions`` of a sequence, from a hand of ``hand_size`` cards (None: planning out) holding
    the ranks ``held`` (as bits) in the sequence's suit."""
    if melding.sequence_grows(rules, meld):
        fewest, room = 1 if hand_size is None else max(1, hand_size - 1), len(rules.sequence_ranks)
    else:
        fewest, room = 1, rules.sequences.most - len(meld)
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


def runs(rules, hand: list[int]) -> list:
    """Every same-suit sequence the hand can lay down (card codes, low to high)."""
    sequences = rules.sequences
    return sequences.runs_held(suit_ranks(hand)) if sequences.reads_suits else []


def runs_held(rules, held: list[int]) -> list:
    """``runs`` of a hand holding each suit's ranks ``held`` (``suit_ranks``)."""
    return rules.sequences.runs_held(held)

