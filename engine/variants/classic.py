"""Classic Canasta for four (2v2), two, and three (cutthroat) players."""

from __future__ import annotations

from ..errors import Words
from ..rules import Rules
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.partnership import PartnershipByTake
from .entry import Variant

CLASSIC = Rules(
    key="classic",
    name="Classic Canasta",
    players=4,
    teams=((0, 2), (1, 3)),
)

CLASSIC_2P = Rules(
    key="classic-2p",
    name="Two-hand Canasta",
    players=2,
    teams=((0,), (1,)),
    hand_size=15,
    draw_count=2,
    going_out=GoingOutPolicy(canastas=2),
)

CLASSIC_3P = Rules(
    key="classic-3p",
    name="Three-hand Canasta",
    players=3,
    teams=((0,), (1,), (2,)),
    hand_size=13,
    draw_count=2,
    features=(PartnershipByTake(),),  # each for themselves until a first take of the pile
    target=7500,
)

VARIANTS = (
    Variant(CLASSIC, Words("Classic Canasta")),
    Variant(CLASSIC_2P, Words("Two-hand Canasta")),
    Variant(CLASSIC_3P, Words("Three-hand Canasta")),
)
