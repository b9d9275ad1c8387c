"""Samba: three packs, fifteen cards, draw two; same-suit sequences (a samba of seven scores 1500),
several melds of a rank that may merge, and two canastas to go out (docs/rules/samba.md)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import meld_keys
from ..errors import Words
from ..rules import Rules
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.laid_out import LaidOut
from ..rules.merges import MeldMerges
from ..rules.opening_table import OpeningTable
from ..rules.pile_taking import PileTaking
from ..rules.sequences import Sequences
from ..rules.several_melds import SeveralMelds
from ..rules.wording import RulesWording
from .entry import Variant

SAMBA_OPENING_MINIMUMS = ((7000, 150), (3000, 120), (1500, 90), (0, 50), (None, 15))


@dataclass(frozen=True)
class SambaRules(Rules):
    """Samba's clauses that data cannot say: a sequence canasta is a samba worth 1500."""

    samba_bonus: int = 1500

    def canasta_bonus(self, kind: str) -> int:
        return self.samba_bonus if kind == meld_keys.SEQUENCE else super().canasta_bonus(kind)


class SambaWording(RulesWording, of=SambaRules):
    """Samba's words: a sequence canasta is a samba."""

    rules: SambaRules

    def canasta_term(self, kind: str) -> Words:
        return Words("samba") if kind == meld_keys.SEQUENCE else super().canasta_term(kind)


SAMBA = SambaRules(
    key="samba",
    name="Samba",
    players=4,
    teams=((0, 2), (1, 3)),
    packs=3,
    hand_size=15,
    draw_count=2,
    pile_taking=PileTaking(sequence_cards=2),  # a frozen pile lengthens a sequence with two cards from hand
    features=(SeveralMelds(), Sequences(fewest=3, most=7),
              MeldMerges()),
    going_out=GoingOutPolicy(canastas=2),
    going_out_bonus=200,
    concealed_bonus=0,
    laid_out=LaidOut(all_red_threes_bonus=1000),
    opening=OpeningTable(SAMBA_OPENING_MINIMUMS),
    target=10000,
)

VARIANTS = (Variant(SAMBA, Words("Samba")),)
