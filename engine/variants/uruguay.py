"""Uruguay: Classic for four with melds of wild cards only (three to seven, a canasta of seven scoring
2000) and a discard pile that is always frozen (docs/rules/uruguay.md)."""

from __future__ import annotations

from dataclasses import replace

from ..errors import Words
from ..rules.pile_taking import PileTaking
from ..rules.wild_melds import WildMelds
from .classic import CLASSIC
from .entry import Variant

URUGUAY = replace(CLASSIC, key="uruguay", name="Uruguay", wild_canasta_bonus=2000,
                  pile_taking=PileTaking(always_frozen=True), features=(WildMelds(fewest=3, most=7),))

VARIANTS = (Variant(URUGUAY, Words("Uruguay")),)
