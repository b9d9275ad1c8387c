"""Wild canastas told apart by their mix, as Joker and Cuban Canasta score them: a canasta of wild cards
only scores 2000, 3000 when it holds all four Jokers, 4000 when it is all Twos."""

from __future__ import annotations

from dataclasses import dataclass

from .. import meld_keys
from ..cards import JOKER_RANK, TWO
from ..errors import Words
from ..rules import Rules
from ..rules.wording import RulesWording

JOKERS = "jokers"  # a wild canasta holding all four Jokers
TWOS = "twos"  # a wild canasta of Twos only


@dataclass(frozen=True)
class WildMixRules(Rules):
    """Rules whose wild canastas score by their mix (``wild_canasta_bonus`` for any other mix)."""

    four_jokers_bonus: int = 3000
    twos_only_bonus: int = 4000

    def canasta_kind(self, key: int, cards) -> str:
        kind = super().canasta_kind(key, cards)
        if kind != meld_keys.WILD:
            return kind
        if all(card >> 2 == TWO for card in cards):
            return TWOS
        jokers = sum(1 for card in cards if card >> 2 == JOKER_RANK)
        return JOKERS if jokers == self.jokers_per_pack * self.packs else kind

    @property
    def canasta_kinds(self) -> tuple[str, ...]:
        return self.with_field_kinds(("natural", "mixed", meld_keys.WILD, JOKERS, TWOS))

    def canasta_bonus(self, kind: str) -> int:
        return {JOKERS: self.four_jokers_bonus, TWOS: self.twos_only_bonus}.get(kind) or \
            super().canasta_bonus(kind)


class WildMixWording(RulesWording, of=WildMixRules):
    """The names of wild canastas by their mix: four-Joker and Twos canastas."""

    rules: WildMixRules

    def canasta_term(self, kind: str) -> Words:
        return {JOKERS: Words("four-Joker canasta"), TWOS: Words("Twos canasta")}.get(kind) or \
            super().canasta_term(kind)
