"""Joker Canasta: Classic for four with thirteen dealt, melds of at most seven (a full one is followed
by a new meld of its rank), two canastas to go out, a pile always frozen, canastas of wild cards
(2000, all four Jokers 3000, all Twos 4000), black Threes laid out like red ones and both scored
by colour, its own opening table and a target of 8500 (docs/rules/joker.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..cards import THREE, is_red_three
from ..errors import Words
from ..rules import by_count
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.laid_out import LaidOut
from ..rules.opening_table import OpeningTable
from ..rules.pile_taking import PileTaking
from ..rules.several_melds import SeveralMelds
from ..rules.wild_melds import WildMelds
from .classic import CLASSIC
from .entry import Variant
from .wild_mix import WildMixRules


@dataclass(frozen=True)
class ThreesByColour(LaidOut):
    """Every Three laid out, a side's of each colour scored by how many (``threes_by_count``), against a
    side without a canasta."""

    threes_by_count: tuple[int, ...] = (0, 100, 300, 500, 1000)  # a side's Threes of one colour

    def is_laid_out(self, card: int) -> bool:
        return card >> 2 == THREE

    @property
    def name(self) -> str:
        return "three"

    def by_colour(self, cards) -> int:
        """What these Threes score by colour, before any sign."""
        red = sum(1 for card in cards if is_red_three(card))
        return by_count(self.threes_by_count, red) + by_count(self.threes_by_count, len(cards) - red)

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        points = self.by_colour(cards)
        return points if canastas else -points

    def words(self, in_deck: int) -> Words:
        counts = self.threes_by_count
        return Words("black ones too, scored by colour: the first {first}, the second and third {next} "
                     "each, the "
                     "fourth {fourth} ({all} for all four of a colour); they count against a side without a "
                     "canasta", first=counts[1], next=counts[2] - counts[1], fourth=counts[4] - counts[3],
                     all=counts[4])


@dataclass(frozen=True)
class JokerRules(WildMixRules):
    """Joker's clauses: every Three laid out and scored by colour (``ThreesByColour``), and freezing the
    pile (wild canastas score by their mix)."""

    def freezes_pile(self, card: int) -> bool:
        return (card >> 2) in self.wild_ranks or card >> 2 == THREE


JOKER = JokerRules(**{
    **{field.name: getattr(CLASSIC, field.name) for field in fields(CLASSIC)},
    "key": "joker",
    "name": "Joker Canasta",
    "hand_size": 13,
    "going_out": GoingOutPolicy(canastas=2),
    "laid_out": ThreesByColour(),
    "max_meld_size": 7,
    "pile_taking": PileTaking(always_frozen=True),
    "features": (*CLASSIC.features, SeveralMelds(when_full=True), WildMelds(fewest=3, most=7)),
    "wild_canasta_bonus": 2000,
    "opening": OpeningTable(((5000, 155), (3000, 125), (None, 95))),
    "target": 8500,
})

VARIANTS = (Variant(JOKER, Words("Joker Canasta")),)
