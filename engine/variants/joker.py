"""Joker Canasta: Classic for four with thirteen dealt, melds of at most seven (a full one is followed
by a new meld of its rank), two canastas to go out, a pile always frozen, canastas of wild cards
(2000, all four Jokers 3000, all Twos 4000), black Threes laid out like red ones and both scored
by colour, its own opening table and a target of 8500 (docs/rules/joker.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import meld_keys
from ..cards import JOKER_RANK, THREE, TWO, is_red_three
from ..rules import Rules
from .classic import CLASSIC

JOKERS = "jokers"  # a wild canasta holding all four Jokers
TWOS = "twos"  # a wild canasta of Twos only


@dataclass(frozen=True)
class JokerRules(Rules):
    """Joker's clauses: every Three laid out and scored by colour, and wild canastas by their mix."""

    threes_by_count: tuple[int, ...] = (0, 100, 300, 500, 1000)  # a side's Threes of one colour
    four_jokers_bonus: int = 3000
    twos_only_bonus: int = 4000

    def is_laid_out(self, card: int) -> bool:
        return card >> 2 == THREE

    def freezes_pile(self, card: int) -> bool:
        return (card >> 2) in self.wild_ranks or card >> 2 == THREE

    @property
    def laid_out_name(self) -> str:
        return "three"

    def laid_out_points(self, cards, side_has_melded: bool, canastas: int) -> int:
        red = sum(1 for card in cards if is_red_three(card))
        points = self.threes_by_count[red] + self.threes_by_count[len(cards) - red]
        return points if canastas else -points

    def laid_out_words(self) -> str:
        counts = self.threes_by_count
        return (f"black ones too, scored by colour: the first {counts[1]}, the second and third "
                f"{counts[2] - counts[1]} each, the fourth {counts[4] - counts[3]} ({counts[4]} for all "
                "four of a colour); they count against a side without a canasta")

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
        return ("natural", "mixed", meld_keys.WILD, JOKERS, TWOS)

    def canasta_name(self, kind: str) -> str:
        return {JOKERS: "four-Joker canasta", TWOS: "Twos canasta"}.get(kind) or super().canasta_name(kind)

    def canasta_bonus(self, kind: str) -> int:
        return {JOKERS: self.four_jokers_bonus, TWOS: self.twos_only_bonus}.get(kind) or \
            super().canasta_bonus(kind)


JOKER = JokerRules(**{
    **{field.name: getattr(CLASSIC, field.name) for field in fields(CLASSIC)},
    "key": "joker",
    "name": "Joker Canasta",
    "hand_size": 13,
    "canastas_to_go_out": 2,
    "max_meld_size": 7,
    "several_melds_per_rank": True,
    "another_meld_when_full": True,
    "pile_always_frozen": True,
    "wild_meld_sizes": (3, 7),
    "wild_canasta_bonus": 2000,
    "opening_minimums": ((5000, 155), (3000, 125), (None, 95)),
    "target": 8500,
})

RULES = (JOKER,)
