"""Builders for test positions: a JSON position with sensible defaults for what a test leaves out."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Deal, IllegalAction, SideScore, dumps, from_json, score_deal, variants

FILLER_STOCK = "4C 5C 6C 7C 8C 9C 10C JC QC KC AC 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"


def position(variant: str = "classic", *, hands, stock: str | None = None, pile: str = "",
             melds=None, turn: int = 0, phase: str = "draw", rules=None, **fields) -> Deal:
    """A deal from the fields a test cares about; hands given as None and a stock not given are
    harmless fillers of cards the rest of the position leaves free. ``rules``: play it under
    rules that are not registered."""
    data = {"variant": variant, "hands": list(hands), "pile": pile,
            "turn": turn, "phase": phase, "dealer": (turn - 1) % len(hands)}
    if melds is not None:
        data["melds"] = melds
    data.update(fields)
    used = Counter(" ".join([*(h for h in data["hands"] if h), data["pile"], stock or "",
                             *data.get("red_threes", []),
                             *(cards for m in data.get("melds") or [] for cards in m.values())]).split())
    data["hands"] = [hand if hand is not None else _free(used, FILLER_ORDER.split(), 7) for hand in hands]
    data["stock"] = stock if stock is not None else _free(used, FILLER_STOCK.split())
    return from_json(data, rules)


def _free(used: Counter, order, most: int | None = None) -> str:
    """Cards of ``order`` that two packs still leave free after ``used`` (which it updates)."""
    free = []
    for card in order:
        if used[card] < 2 and (most is None or len(free) < most):
            used[card] += 1
            free.append(card)
    return " ".join(free)


# Filler hands are seven cards taken in this order from those the position leaves free.
FILLER_ORDER = ("4H 4S 9H 9S 6H 6S QH 5H 5S 10H 10S 7H 7S JH 8H 8S JS KH KS AH AS "
                "4C 5C 6C 7C 8C 9C 10C 4D 5D 6D 7D 8D 9D 10D")


def four(hand0: str, *, others: str | None = None, **kwargs) -> Deal:
    """A Classic position where seat 0 holds ``hand0`` and the other seats ``others`` or, by
    default, filler hands of cards the position leaves free."""
    return position(hands=[hand0, others, others, others], **kwargs)


def rejects(deal: Deal, text: str, match: str) -> None:
    """Assert that ``text`` is refused with a message matching ``match`` and changes nothing."""
    before = dumps(deal)
    with pytest.raises(IllegalAction, match=match):
        deal.apply(text)
    assert dumps(deal) == before


def refusal(variant: str, hand: str, melds: dict, action: str, *, rules=None, **fields) -> str:
    """The message refusing ``action`` at seat 0 (its side's ``melds``), which must leave the deal as
    it was; ``fields``: more of the position (the phase is play unless given)."""
    rules = rules or variants.get(variant)
    fields.setdefault("phase", "play")
    deal = position(variant, hands=[hand] + [None] * (rules.players - 1), rules=rules,
                    melds=[melds] + [{} for _ in rules.teams[1:]], **fields)
    before = dumps(deal)
    with pytest.raises(IllegalAction) as refused:
        deal.apply(action)
    assert dumps(deal) == before
    return str(refused.value)


def listed(deal: Deal) -> set[str]:
    """The text of every action the deal lists now."""
    return {str(a) for a in deal.legal_actions()}


def side(deal: Deal, number: int) -> SideScore:
    """Side ``number``'s score sheet for the deal."""
    return next(s for s in score_deal(deal) if s.side == number)
