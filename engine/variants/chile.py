"""Chile: Samba with eleven cards dealt, one drawn, one canasta to go out, and a table that plays
either Samba's sequences (``chile``) or melds of wild cards only (``chile-wild``), never both; a
canasta of wild cards scores 2000, as in Uruguay (docs/rules/chile.md)."""

from __future__ import annotations

from dataclasses import replace

from ..errors import Words
from ..rules.feature import without
from ..rules.pile_taking import PileTaking
from ..rules.sequences import Sequences
from ..rules.wild_melds import WildMelds
from .entry import Variant
from .samba import SAMBA

CHILE = replace(SAMBA, key="chile", name="Chile", hand_size=11, draw_count=1,
                going_out=replace(SAMBA.going_out, canastas=1),
                wild_canasta_bonus=2000)
CHILE_WILD = replace(CHILE, key="chile-wild", name="Chile with wild-card melds",
                     pile_taking=PileTaking(),  # no sequence to take a frozen pile onto
                     features=(*without(CHILE.features, Sequences), WildMelds(fewest=3, most=7)))

VARIANTS = (Variant(CHILE, Words("Chile")), Variant(CHILE_WILD, Words("Chile with wild-card melds")))
