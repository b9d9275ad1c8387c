"""Completeness of ``Deal.legal_actions()`` against a slow brute-force enumerator that knows nothing
of engine/legal.py, over every position of random deals; and direct tests of ``can_go_out``."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from engine import Deal, IllegalAction, dumps, variants
from engine.actions import Add, Answer, Ask, Discard, Draw, Meld, Pass, Take
from engine.cards import JOKER_RANK, THREE, TWO
from engine.going_out import can_go_out

from .positions import four, position

DEALS_PER_VARIANT = 40


def accepts(deal: Deal, action) -> bool:
    try:
        deal.clone().apply(action)
    except IllegalAction:
        return False
    return True


def wild_mixes(deal: Deal, counts: list[int]) -> list[tuple[int, ...]]:
    """Every mix of the hand's wild cards, up to one more than a meld may hold."""
    rules = deal.rules
    most = rules.meld_max_wilds + 1
    jokers = counts[JOKER_RANK] if JOKER_RANK in rules.wild_ranks else 0
    twos = counts[TWO] if TWO in rules.wild_ranks else 0
    return [(TWO,) * t + (JOKER_RANK,) * j
            for j in range(min(jokers, most) + 1) for t in range(min(twos, most - j) + 1)]


def exact_candidates(deal: Deal) -> list:
    """Moves of the seat to move that the listing must contain whenever ``apply`` accepts them."""
    seat = deal.turn
    side = deal.side_of[seat]
    counts = deal.hand_counts(seat)
    mixes = wild_mixes(deal, counts)
    out = [Draw(), Pass(), Ask(), Answer(True), Answer(False)]
    out += [Discard(rank) for rank in range(16) if counts[rank]]
    for rank in (*deal.rules.natural_ranks, THREE):
        out += [Meld(((rank,) * k + w,)) for k in range(1, counts[rank] + 1) for w in mixes]
    out += [Meld((w,)) for w in mixes if w]
    for target in deal.melds[side]:
        out += [Add(target, (target,) * k + w) for k in range(counts[target] + 1) for w in mixes
                if k or w]
    if deal.is_open(side):  # only the shortest forms: take, take K K, take K 2, take K JK
        out += [take for take in takes(deal, counts, mixes)
                if not take.cards or len(take.cards) == 2 and take.cards[0] == deal.pile[-1] >> 2]
    else:
        out += takes(deal, counts, mixes)
    return out


def takes(deal: Deal, counts: list[int], mixes) -> list[Take]:
    """Every take of the top card with cards from hand and no further melds."""
    if not deal.pile:
        return []
    top = deal.pile[-1] >> 2
    return [Take((top,) * k + w) for k in range(counts[top] + 1) for w in mixes]


def base_groups(deal: Deal, counts: list[int], exclude: int | None = None) -> list[tuple[int, ...]]:
    """A meld of each rank holding all its naturals, a pair made up with one wild card."""
    spare = [TWO] * counts[TWO] * (TWO in deal.rules.wild_ranks) + \
        [JOKER_RANK] * counts[JOKER_RANK] * (JOKER_RANK in deal.rules.wild_ranks)
    out = []
    for rank in deal.rules.natural_ranks:
        if rank != exclude and counts[rank] >= 3:
            out.append((rank,) * counts[rank])
        elif rank != exclude and counts[rank] == 2 and spare:
            out.append((rank, rank, spare[0]))
    return out


def fits(counts: list[int], groups) -> bool:
    need = [0] * 16
    for g in groups:
        for r in g:
            need[r] += 1
    return all(n <= c for n, c in zip(need, counts, strict=True))


def several_meld_openings(deal: Deal, counts: list[int]) -> list[Meld]:
    groups = base_groups(deal, counts)
    return [Meld(combo) for size in (2, 3) for combo in combinations(groups, size)
            if fits(counts, combo)]


def opening_takes(deal: Deal, counts: list[int], mixes) -> list[Take]:
    """Takes by a side not yet open with one or two further melds from hand."""
    out = []
    for take in takes(deal, counts, mixes):
        rest = counts[:]
        for r in take.cards:
            rest[r] -= 1
        groups = base_groups(deal, rest, exclude=take.cards[0] if take.cards else None)
        for size in (1, 2):
            out += [Take(take.cards, combo) for combo in combinations(groups, size)
                    if fits(rest, combo)]
    return out


def check_position(deal: Deal) -> None:
    listed = deal.legal_actions()
    where = dumps(deal)
    for action in listed:
        assert accepts(deal, action), f"listed {action} is refused in {where}"
    listed_set = set(listed)
    for candidate in exact_candidates(deal):
        if candidate not in listed_set and accepts(deal, candidate):
            pytest.fail(f"{candidate} is accepted but not listed in {where}")
    side = deal.side_of[deal.turn]
    if deal.is_open(side):
        return
    counts = deal.hand_counts(deal.turn)
    if deal.phase == "play" and not any(isinstance(a, Meld) for a in listed):
        accepted = next((m for m in several_meld_openings(deal, counts) if accepts(deal, m)), None)
        assert accepted is None, f"{accepted} is accepted but no opening is listed in {where}"
    if deal.phase == "draw" and not any(isinstance(a, Take) for a in listed):
        accepted = next((t for t in opening_takes(deal, counts, wild_mixes(deal, counts))
                         if accepts(deal, t)), None)
        assert accepted is None, f"{accepted} is accepted but no take is listed in {where}"


@pytest.mark.parametrize("key", ["classic", "classic-2p", "classic-3p"])
def test_the_listing_holds_every_accepted_move_up_to_its_canonical_forms(key):
    positions = 0
    for seed in range(DEALS_PER_VARIANT):
        deal = Deal.new(variants.get(key), seed=seed)
        rng = random.Random(seed)
        while not deal.is_over:
            check_position(deal)
            positions += 1
            deal.apply(rng.choice(deal.legal_actions()))
    assert positions > 100 * DEALS_PER_VARIANT


# ---------------------------------------------------------------------- can_go_out


CANASTA = {"K": "KC KD KH KS KC KD KH"}


def goes_out_by_listed_moves(deal: Deal) -> bool:
    """Whether some sequence of listed moves this turn (without asking) ends the deal by going out."""
    if deal.is_over:
        return deal.went_out is not None
    if deal.phase != "play":
        return False
    turn = deal.turns
    for action in deal.legal_actions():
        if isinstance(action, Ask):
            continue
        after = deal.clone()
        after.apply(action)
        if (after.is_over or after.turns == turn) and goes_out_by_listed_moves(after):
            return True
    return False


def playing(hand: str, **kwargs) -> Deal:
    return four(hand, phase="play", **kwargs)


@pytest.mark.parametrize("deal, expected", [
    pytest.param(playing("5C 5D 5H", melds=[CANASTA, {}]), True, id="meld all"),
    pytest.param(playing("5C 5D 5H 9C", melds=[CANASTA, {}]), True, id="final discard"),
    pytest.param(playing("QS QC 2D 2H JK 9C", melds=[{"Q": "QC QD QH"}, {}]), True,
                 id="wild cards complete the canasta"),
    pytest.param(playing("QS QC 2D 9C", melds=[{"Q": "QC QD QH"}, {}]), False,
                 id="one wild card short of a canasta"),
    pytest.param(playing("5C 5D 5H 9C", melds=[{"Q": "QC QD QH"}, {}]), False, id="no canasta"),
    pytest.param(playing("5C 5D 5H 9C", melds=[CANASTA, {}],
                         turn_state={"asker": 0, "permission": False}), False,
                 id="partner said no"),
    pytest.param(playing("5C 5D 5H 9C 9D 9H 9S 9C 9D 9H 4C"), True,
                 id="not open: a canasta and 85 of 50"),
    pytest.param(playing("5C 5D 5H 5S 5C 5D 5H 4C"), False, id="not open: 35 below 50"),
    pytest.param(playing("3C 3S", melds=[CANASTA, {}]), False, id="two black threes"),
    pytest.param(playing("3C 3S 3C", melds=[CANASTA, {}]), True, id="three black threes"),
    pytest.param(position("classic-2p", hands=["5C 5D 5H 9C", None], phase="play",
                          melds=[CANASTA, {}]), False, id="two-hand: one canasta"),
    pytest.param(position("classic-2p", hands=["5C 5D 5H 9C", None], phase="play",
                          melds=[CANASTA | {"Q": "QC QD QH QS QC QD QH"}, {}]), True,
                 id="two-hand: two canastas"),
    pytest.param(position("classic-2p", hands=["QS QC 2D 2H 9C", None], phase="play",
                          melds=[CANASTA | {"Q": "QC QD QH"}, {}]), True,
                 id="two-hand: wild cards make the second canasta"),
])
def test_can_go_out(deal, expected):
    assert can_go_out(deal, 0) is expected
    if expected:
        assert goes_out_by_listed_moves(deal)
