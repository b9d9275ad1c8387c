"""Positions for picture tests: seeded deals played by a fixed greedy rule, and hidden-card swaps."""

from __future__ import annotations

from engine import Deal, Match, from_json, to_json, variants
from engine.actions import Add, Discard, Meld, Take

NAMES = {2: ["Alice", "Bob"], 3: ["Alice", "Bob", "Carol"], 4: ["Alice", "Bob", "Carol", "Dan"],
         6: ["Alice", "Bob", "Carol", "Dan", "Erin", "Frank"]}
RED_THREES = ("3H", "3D")
# A Bolivia side holding one canasta of each kind: natural, mixed, a bolivia (wild cards) and an escalera.
BOLIVIA_CANASTAS = {"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH QS QC QD 2C",
                    "wild": "2D 2H 2S JK JK 2C 2D", "seqH": "4H 5H 6H 7H 8H 9H 10H"}


def greedy(deal: Deal):
    """Take the pile, else meld, else add, else discard the first card listed."""
    actions = deal.legal_actions()
    for kind in (Take, Meld, Add, Discard):
        chosen = [a for a in actions if isinstance(a, kind)]
        if chosen:
            return chosen[0]
    return actions[0]


def played(variant: str, seed: int, turns: int) -> Deal:
    """A deal played greedily for ``turns`` turns (or to its end), stopped at a draw."""
    deal = Deal.new(variants.get(variant), seed=seed)
    while not deal.is_over and not (deal.turns >= turns and deal.phase == "draw"):
        deal.apply(greedy(deal))
    return deal


def finished_match(variant: str, seed: int, target: int | None = None, deals: int = 1) -> Match:
    """A match played greedily until ``deals`` deals are scored (or it is won)."""
    match = Match(variants.get(variant), seed=seed, target=target)
    while len(match.results) < deals and not match.is_over:
        match.apply(greedy(match.deal))
    return match


def with_hand_from_stock(deal: Deal, seat: int) -> Deal:
    """The same deal except that ``seat`` holds other cards (swapped with the stock): only
    hidden cards differ."""
    data = to_json(deal)
    hand = data["hands"][seat].split()
    stock = data["stock"].split()
    fresh = [card for card in stock if card not in RED_THREES and card not in hand][: len(hand)]
    assert len(fresh) == len(hand), "the stock is too small for this swap"
    for card in fresh:
        stock.remove(card)
    data["hands"][seat] = " ".join(fresh)
    data["stock"] = " ".join(hand + stock)
    return from_json(data)


def with_big_hand(deal: Deal, seat: int, size: int = 40) -> Deal:
    """The same deal with ``seat`` holding ``size`` cards (extra ones from the stock)."""
    data = to_json(deal)
    hand = data["hands"][seat].split()
    stock = data["stock"].split()
    extra = [card for card in stock if card not in RED_THREES][: size - len(hand)]
    for card in extra:
        stock.remove(card)
    data["hands"][seat] = " ".join(hand + extra)
    data["stock"] = " ".join(stock)
    return from_json(data)
