"""Whether a player could get rid of every card this turn: for ``ask`` and binding answers.

The hand is disposed of by adding to the side's melds, making new melds, and at most
one final discard; going out also needs the side's canastas (wild cards may be
spent to complete them) and, for a side not yet open, the opening minimum.
"""

from __future__ import annotations

from . import meld_keys
from .cards import THREE


def can_go_out(deal, seat: int, ignore_answer: bool = False) -> bool:
    if deal.go_out_forbidden() and not ignore_answer:
        return False
    counts = deal.hand_counts(seat)
    side = deal.side_of[seat]
    melds = deal.melds[side]
    loose = sum(1 for r in deal.rules.natural_ranks if counts[r] == 1 and r not in melds)
    if loose + (counts[THREE] in (1, 2)) > 1:
        return False  # at most one card can be the final discard
    opening = None if deal.is_open(side) else deal.opening_minimum(seat)
    for discard in [None, *(rank for rank in range(16) if counts[rank])]:
        rest = counts[:]
        if discard is not None:
            rest[discard] -= 1
        if _disposable(deal, side, rest, opening):
            return True
    return False


def _disposable(deal, side: int, counts: list[int], opening: int | None) -> bool:
    rules = deal.rules
    melds = deal.melds[side]
    black = counts[THREE] + len(melds.get(THREE, ()))
    if counts[THREE] and black not in rules.black_three_meld_sizes:
        return False
    if opening is not None and sum(counts[r] * rules.value(r) for r in range(16)) < opening:
        return False
    wilds = sum(rules.wilds_in(counts))
    sizes, room = [], []
    most = rules.max_meld_size or 10**6
    for key, cards in melds.items():
        kind = meld_keys.kind(key)
        if kind == meld_keys.SEQUENCE:  # its extensions are left out: a safe underestimate
            sizes.append(len(cards))
            room.append(0)
        elif kind == meld_keys.WILD:
            sizes.append(len(cards))
            room.append(rules.wild_meld_sizes[1] - len(cards))
        else:  # the hand's naturals of a rank go to its first meld
            sizes.append(len(cards) + (counts[key] if key < len(counts) else 0))
            wild_room = rules.meld_max_wilds - sum(1 for c in cards if c >> 2 in rules.wild_ranks)
            room.append(max(0, min(wild_room, most - sizes[-1])))
    for rank in rules.natural_ranks:
        if counts[rank] and rank not in melds:
            if counts[rank] < rules.meld_min_naturals:
                return False
            short = max(0, 3 - counts[rank])
            wilds -= short
            sizes.append(counts[rank] + short)
            room.append(max(0, min(rules.meld_max_wilds - short, most - sizes[-1])))
    if wilds < 0 or wilds > sum(room):
        return False
    if rules.max_meld_size is not None and any(s > rules.max_meld_size for s in sizes):
        return False
    target = rules.canasta_size
    canastas = sum(1 for s in sizes if s >= target)
    gaps = sorted(target - s for s, r in zip(sizes, room, strict=False) if s < target and target - s <= r)
    for gap in gaps:
        if gap > wilds:
            break
        wilds -= gap
        canastas += 1
    return canastas >= rules.canastas_to_go_out
