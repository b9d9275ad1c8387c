"""Positions that cannot happen are refused with a message that names the problem."""

from __future__ import annotations

import pytest

from engine import from_json

from .positions import FILLER_STOCK

BASE = {"variant": "classic", "hands": ["KC KD", "QC QD", "JC JD", "9C 9D"], "stock": FILLER_STOCK,
        "pile": "5C", "turn": 0, "phase": "draw"}


@pytest.mark.parametrize(("change", "message"), [
    ({"hands": ["KC KC KC", "QC", "JC", "9C"]}, "4 × KC; 2 packs hold 2"),
    ({"stock": "JK JK JK JK JK"}, "5 × JK; 2 packs hold 4"),
    ({"melds": [{"K": "QC QD QH"}, {}]}, "K meld holds QC"),
    ({"melds": [{"3": "3C 3S 3D"}, {}]}, "3 meld holds 3D"),
    ({"melds": [{"2": "2C 2D JK"}, {}]}, "only wild cards"),
    ({"red_threes": ["KH", "", "", ""]}, "names KH, not a red three"),
    ({"hands": ["KC 3H", "QC", "JC", "9C"]}, "holds a red three"),
    ({"phase": "dance"}, "unknown phase 'dance'"),
    ({"melds": [{}, {}, {}]}, "2 sides, the position gives melds for 3"),
    ({"turn": 9}, "turn 9: classic seats are numbered 0 to 3"),
    ({"side_of": [0, 1, 2, 1]}, "side_of names a side"),
])
def test_an_impossible_position_is_refused(change, message):
    with pytest.raises(ValueError, match=message):
        from_json(BASE | change)


def test_a_partial_position_without_a_stock_is_accepted():
    assert from_json(BASE | {"stock": ""}).stock == []
