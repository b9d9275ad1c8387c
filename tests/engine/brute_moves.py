"""A slow enumerator of the moves a hand could type, by brute force over its cards, written for
tests: it knows the notation and the variant's sizes, and nothing of engine/legal.py.

``exact_candidates`` are the moves ``Deal.legal_actions()`` must list whenever ``Deal.apply``
accepts them; ``opening_candidates`` are openings of several melds, of which the listing promises
only one canonical set, so only that some opening is listed when one of them is accepted.
"""

from __future__ import annotations

from itertools import combinations

from engine import Deal, meld_keys
from engine.actions import Acaba, Add, Answer, Ask, Bonus, Call, Discard, Draw, Meld, Merge, Pass, Take
from engine.cards import JOKER_RANK, THREE, TWO
from engine.meld_keys import SEQUENCE, WILD, kind, suit
from engine.rules.called_hands import SpecialHands

WILDS = (TWO, JOKER_RANK)


def wild_mixes(deal: Deal, counts: list[int], most: int) -> list[tuple[int, ...]]:
    """Every mix of the hand's wild cards of at most ``most`` cards, Twos before Jokers."""
    held = [counts[r] if r in deal.rules.wild_ranks else 0 for r in WILDS]
    return [(TWO,) * t + (JOKER_RANK,) * j
            for j in range(min(held[1], most) + 1) for t in range(min(held[0], most - j) + 1)]


def group_mixes(deal: Deal, counts: list[int]) -> list[tuple[int, ...]]:
    """Wild-card mixes for a group: up to one more than any group may hold, so refusals are tried."""
    return wild_mixes(deal, counts, deal.rules.meld_max_wilds + 1)


def suit_ranks(deal: Deal, seat: int, of_suit: int) -> list[int]:
    """The natural ranks the hand holds in a suit, low to high, once each."""
    wild = deal.rules.wild_ranks
    return sorted({c >> 2 for c in deal.hands[seat] if c & 3 == of_suit and c >> 2 not in wild | {THREE}})


def runs_held(deal: Deal, seat: int) -> list[tuple[int, ...]]:
    """Every run of consecutive ranks the hand holds in one suit, as card codes."""
    out = []
    for of_suit in range(4):
        ranks = suit_ranks(deal, seat, of_suit)
        for start in range(len(ranks)):
            end = start + 1
            while end <= len(ranks) and ranks[end - 1] - ranks[start] == end - 1 - start:
                out.append(tuple(r * 4 + of_suit for r in ranks[start:end]))
                end += 1
    return out


def lengthenings(deal: Deal, seat: int, key: int, meld: list[int]) -> list:
    """Sets of held ranks of a sequence's suit that keep it one run when added."""
    ranks = sorted(c >> 2 for c in meld)
    held = set(suit_ranks(deal, seat, suit(key))) - set(ranks)
    below = list(range(ranks[0] - 1, -1, -1))
    above = list(range(ranks[-1] + 1, 16))
    low = [below[:a] for a in range(len(below) + 1) if set(below[:a]) <= held]
    high = [above[:b] for b in range(len(above) + 1) if set(above[:b]) <= held]
    return [tuple(lo + hi) for lo in low for hi in high if lo + hi]


def exact_candidates(deal: Deal) -> list:
    """Moves of the seat to move that the listing must contain whenever ``apply`` accepts them."""
    seat, rules = deal.turn, deal.rules
    side = deal.side_of[seat]
    counts = deal.hand_counts(seat)
    mixes = group_mixes(deal, counts)
    melds = deal.melds[side]
    out = [Draw(), Pass(), Ask(), Ask(acaba=True), Acaba(), Bonus(), Answer(True), Answer(False)]
    called = rules.feature(SpecialHands)
    out += [Call(hand.name) for hand in (called.hands if called else ())]
    out += [Discard(rank) for rank in range(16) if counts[rank]]
    for rank in (*rules.natural_ranks, THREE):
        out += [Meld(((rank,) * k + w,)) for k in range(1, counts[rank] + 1) for w in mixes]
    out += [Meld((w,)) for w in mixes if w]
    if rules.has_wild_melds:
        out += [Meld(wild=(w,)) for w in wild_mixes(deal, counts, rules.wild_melds.most + 1) if w]
    if rules.sequences.reads_suits:
        out += [Meld(sequences=(run,)) for run in runs_held(deal, seat)]
    for key, meld in melds.items():
        out += additions(deal, seat, counts, key, meld)
    out += [Merge(source, target) for source in melds for target in melds if target < source]
    out += takes(deal, seat, counts)
    return out


def additions(deal: Deal, seat: int, counts: list[int], key: int, meld: list[int]) -> list[Add]:
    if kind(key) == SEQUENCE:
        return [Add(key, cards) for cards in lengthenings(deal, seat, key, meld)]
    if kind(key) == WILD:
        return [Add(key, w) for w in wild_mixes(deal, counts, deal.rules.wild_melds.most + 1) if w]
    of_rank = meld_keys.rank(key)
    return [Add(key, (of_rank,) * k + w) for k in range(counts[of_rank] + 1)
            for w in group_mixes(deal, counts) if k or w]


def takes(deal: Deal, seat: int, counts: list[int]) -> list[Take]:
    """Takes of the top card: every one with cards from hand and no further melds by a side not yet
    open; once open, only the shortest forms the listing promises (more cards are melded after)."""
    if not deal.pile:
        return []
    rules = deal.rules
    side = deal.side_of[seat]
    melds = deal.melds[side]
    top = deal.pile[-1] >> 2
    mixes = group_mixes(deal, counts)
    every = [Take((top,) * k + w) for k in range(counts[top] + 1) for w in mixes]
    if not deal.is_open(side):
        return every
    shortest = [t for t in every if not t.cards or len(t.cards) == 2 and t.cards[0] == top]
    naturals = rules.pile_taking.naturals
    if naturals:
        shortest.append(Take((top,) * naturals[deal.pile_frozen_for(side)]))
    others = [key for key in melds if key != top]  # "to K" for the King meld is plain "take"
    shortest += [Take(target=key) for key in others]
    shortest += [Take((top, top), target=key) for key in others]
    shown = rules.pile_taking.sequence_cards
    if shown and deal.pile_frozen_for(side):  # an open pile goes to a sequence by "take to seqD"
        top_card = deal.pile[-1]
        for key, meld in melds.items():
            if kind(key) == SEQUENCE and suit(key) == top_card & 3:
                grown = [*meld, top_card]
                shortest += [Take(cards, target=key) for cards in lengthenings(deal, seat, key, grown)
                             if len(cards) == shown]
    return shortest


# ---------------------------------------------------------------------- openings of several melds


def base_melds(deal: Deal, seat: int, counts: list[int], exclude: int | None = None) -> list[Meld]:
    """Single melds an opening may combine: a group of each rank with all its naturals (a pair made
    up with one wild card), a wild meld of the fewest cards, and each run the hand holds."""
    rules = deal.rules
    spare = [r for r in WILDS for _ in range(counts[r]) if r in rules.wild_ranks]
    out = []
    for rank in rules.natural_ranks:
        if rank == exclude:
            continue
        if counts[rank] >= 3:
            out.append(Meld(((rank,) * counts[rank],)))
        elif counts[rank] == 2 and spare:
            out.append(Meld(((rank, rank, spare[0]),)))
    if rules.has_wild_melds and len(spare) >= rules.wild_melds.fewest:
        out.append(Meld(wild=(tuple(spare[:rules.wild_melds.fewest]),)))
    if rules.sequences.reads_suits:
        fewest = rules.sequences.fewest
        out += [Meld(sequences=(run,)) for run in runs_held(deal, seat) if len(run) >= fewest]
    return out


def combined(parts) -> Meld:
    return Meld(tuple(g for m in parts for g in m.groups), tuple(w for m in parts for w in m.wild),
                tuple(s for m in parts for s in m.sequences))


def fits(counts: list[int], move: Meld) -> bool:
    """Whether the hand's rank counts hold the move's cards, no card of a run used twice."""
    need = [0] * 16
    for r in move.ranks:
        need[r] += 1
    codes = [c for run in move.sequences for c in run]
    return all(n <= c for n, c in zip(need, counts, strict=True)) and len(codes) == len(set(codes))


def opening_candidates(deal: Deal) -> list[Meld]:
    """Openings of two or three of the base melds that the hand holds at once."""
    seat = deal.turn
    counts = deal.hand_counts(seat)
    singles = base_melds(deal, seat, counts)
    return [move for size in (2, 3) for parts in combinations(singles, size)
            if fits(counts, move := combined(parts))]


def opening_takes(deal: Deal) -> list[Take]:
    """Takes by a side not yet open with one or two further groups from hand."""
    seat = deal.turn
    counts = deal.hand_counts(seat)
    out = []
    for take in takes(deal, seat, counts):
        rest = counts[:]
        for r in take.cards:
            rest[r] -= 1
        exclude = take.cards[0] if take.cards else None
        groups = [m.groups[0] for m in base_melds(deal, seat, rest, exclude) if m.groups]
        for size in (1, 2):
            out += [Take(take.cards, combo) for combo in combinations(groups, size)
                    if fits(rest, Meld(combo))]
    return out
