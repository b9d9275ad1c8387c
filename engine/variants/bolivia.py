"""Bolivia: Samba with melds of wild cards (a bolivia of seven scores 2500), an escalera (a sequence
canasta) among the two canastas needed to go out, black threes left in hand costing 100 each when
someone goes out, and a target of 15000 (docs/rules/bolivia.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields, replace

from .. import meld_keys
from ..cards import THREE
from ..errors import Words
from ..rules.merges import MeldMerges
from ..rules.sequences import Sequences
from ..rules.several_melds import SeveralMelds
from ..rules.wild_melds import WildMelds
from .entry import Variant
from .samba import SAMBA, SambaRules, SambaWording


@dataclass(frozen=True)
class BoliviaRules(SambaRules):
    """Bolivia's clauses: the names and bonuses of its canastas, the escalera needed to go out,
    and the black-three penalty."""

    black_three_in_hand: int = 100

    def hand_penalty(self, card: int, someone_went_out: bool) -> int:
        if someone_went_out and card >> 2 == THREE and not self.laid_out.is_laid_out(card):
            return self.black_three_in_hand
        return super().hand_penalty(card, someone_went_out)


class BoliviaWording(SambaWording, of=BoliviaRules):
    """Bolivia's words: the bolivia and the escalera, needed to go out."""

    rules: BoliviaRules

    def canasta_term(self, kind: str) -> Words:
        names = {meld_keys.WILD: Words("bolivia"), meld_keys.SEQUENCE: Words("escalera")}
        return names.get(kind) or super().canasta_term(kind)

    def going_out_need(self) -> Words:
        return Words("{canastas}, one of them an escalera", canastas=super().going_out_need())

    def going_out_missing(self, kinds: Counter, laid_out: int) -> Words | None:
        if sum(kinds.values()) >= self.rules.going_out.canastas and not kinds[meld_keys.SEQUENCE]:
            return Words("an escalera needed to go out")
        return super().going_out_missing(kinds, laid_out)


BOLIVIA = BoliviaRules(**{
    **{field.name: getattr(SAMBA, field.name) for field in fields(SAMBA)},
    "key": "bolivia",
    "name": "Bolivia",
    # Samba's features with melds of wild cards, whose new melds are listed before the runs'
    "features": (SeveralMelds(),
                 WildMelds(fewest=3, most=7),
                 Sequences(fewest=3, most=7),
                 MeldMerges()),
    "wild_canasta_bonus": 2500,  # a bolivia
    "going_out": replace(SAMBA.going_out, sequences=1),  # an escalera
    "target": 15000,
})

VARIANTS = (Variant(BOLIVIA, Words("Bolivia")),)
