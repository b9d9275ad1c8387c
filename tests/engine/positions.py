"""Builders for test positions: a JSON position with sensible defaults for what a test leaves out."""

from __future__ import annotations

import pytest

from engine import Deal, IllegalAction, dumps, from_json

FILLER_STOCK = "4C 5C 6C 7C 8C 9C 10C JC QC KC AC 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"


def position(variant: str = "classic", *, hands, stock: str = FILLER_STOCK, pile: str = "",
             melds=None, turn: int = 0, phase: str = "draw", **fields) -> Deal:
    """A deal from the fields a test cares about; hands not given are a harmless filler."""
    data = {"variant": variant, "hands": list(hands), "stock": stock, "pile": pile,
            "turn": turn, "phase": phase, "dealer": (turn - 1) % len(hands)}
    if melds is not None:
        data["melds"] = melds
    data.update(fields)
    return from_json(data)


def four(hand0: str, *, others: str = "4H 4S 9H 9S 6H 6S QH", **kwargs) -> Deal:
    """A Classic position where seat 0 holds ``hand0`` and the other seats a filler hand."""
    return position(hands=[hand0, others, others, others], **kwargs)


def rejects(deal: Deal, text: str, match: str) -> None:
    """Assert that ``text`` is refused with a message matching ``match`` and changes nothing."""
    before = dumps(deal)
    with pytest.raises(IllegalAction, match=match):
        deal.apply(text)
    assert dumps(deal) == before
