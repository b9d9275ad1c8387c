"""Whether a player could get rid of every card this turn: for ``ask`` and binding answers.

The hand is disposed of by adding to the side's melds, making new melds, and at most
one final discard; going out also needs the side's canastas (wild cards may be
spent to complete them) and, for a side not yet open, the opening minimum. The
search reads rank counts and meld sizes only, so a move's effect can be tried on
counts (``possible``) without playing it on a copy of the deal.
"""

from __future__ import annotations

from . import meld_keys
from .cards import THREE


def can_go_out(deal, seat: int, ignore_answer: bool = False) -> bool:
    if deal.go_out_forbidden() and not ignore_answer:
        return False
    return hand_goes_out(deal, seat, deal.hand_counts(seat))


def hand_goes_out(deal, seat: int, counts: list[int]) -> bool:
    """Whether ``seat``'s hand, as rank ``counts``, could go out onto its side's melds now (first
    reaching the opening minimum if the side has not opened), partner's answer aside."""
    side = deal.side_of[seat]
    opening = None if deal.is_open(side) else deal.opening_minimum(seat)
    return possible(deal.rules, counts, deal.melds[side], opening)


def possible(rules, counts: list[int], melds: dict, opening: int | None) -> bool:
    """Whether a hand of these rank ``counts`` can go out onto ``melds`` (key -> cards; only the
    cards' ranks are read), reaching ``opening`` points first if given."""
    loose = [r for r in rules.natural_ranks if counts[r] == 1 and r not in melds]
    if len(loose) + (counts[THREE] in (1, 2)) > 1:
        return False  # at most one card can be the final discard
    if loose and rules.meld_min_naturals > 1:  # the loose card can only be the final discard
        candidates = loose
    else:
        candidates = [None, *(rank for rank in range(16) if counts[rank])]
    for discard in candidates:
        rest = counts[:]
        if discard is not None:
            rest[discard] -= 1
        if _disposable(rules, melds, rest, opening):
            return True
    return False


def _disposable(rules, melds: dict, counts: list[int], opening: int | None) -> bool:
    if counts[THREE] and counts[THREE] + len(melds.get(THREE, ())) not in rules.black_three_meld_sizes:
        return False
    if opening is not None and sum(counts[r] * rules.value(r) for r in range(16)) < opening:
        return False
    wilds = sum(rules.wilds_in(counts))
    most = rules.max_meld_size or 10**6
    places = []  # every meld the hand would leave: (its size, wild cards it could still take)
    for key, cards in melds.items():
        if key < 16:  # a rank's first meld takes the hand's naturals of that rank
            size = len(cards) + counts[key]
            places.append((size, _wild_room(rules, cards, most - size) if wilds else 0))
        elif meld_keys.kind(key) == meld_keys.SEQUENCE:  # extensions left out: a safe underestimate
            places.append((len(cards), 0))
        elif meld_keys.kind(key) == meld_keys.WILD:
            places.append((len(cards), rules.wild_meld_sizes[1] - len(cards)))
        else:
            places.append((len(cards), _wild_room(rules, cards, most - len(cards)) if wilds else 0))
    for rank in rules.natural_ranks:
        n = counts[rank]
        if n and rank not in melds:
            if n < rules.meld_min_naturals:
                return False
            short = max(0, rules.meld_min_size - n)
            wilds -= short
            places.append((n + short, max(0, min(rules.meld_max_wilds - short, most - n - short))))
    if wilds < 0 or any(size > most for size, _ in places) or wilds > sum(free for _, free in places):
        return False
    target = rules.canasta_size
    canastas = sum(1 for size, _ in places if size >= target)
    gaps = sorted(target - size for size, free in places if size < target and target - size <= free)
    for gap in gaps:
        if canastas >= rules.canastas_to_go_out or gap > wilds:
            break
        wilds -= gap
        canastas += 1
    return canastas >= rules.canastas_to_go_out


def _wild_room(rules, cards, size_room: int) -> int:
    """How many more wild cards a group takes: its wild-card limit, within its size limit."""
    held = sum(1 for c in cards if c >> 2 in rules.wild_ranks)
    return max(0, min(rules.meld_max_wilds - held, size_room))
