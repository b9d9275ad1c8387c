"""Cuban Canasta: Classic for four with thirteen dealt, a pile always frozen, melds of at most seven,
melds of wild cards whose canastas score by their mix (2000, all four Jokers 3000, all Twos 4000),
red Threes scored by a table, black Threes taken with the pile set aside for points, no black Three
thrown on a player's first turn, its own opening table and a target of 10000
(docs/rules/cuban.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import meld_keys
from ..cards import THREE, is_red_three
from ..errors import Words, slashed
from ..rules import by_count
from ..rules.laid_out import LaidOut
from ..rules.opening_table import OpeningTable
from ..rules.pile_taking import PileTaking
from ..rules.wild_melds import WildMelds
from .classic import CLASSIC
from .entry import Variant
from .wild_mix import WildMixRules, WildMixWording


@dataclass(frozen=True)
class CubanThrees(LaidOut):
    """Red Threes scored by how many a side holds (``red_threes_by_count``), against a side without a
    canasta; black Threes found in a pile taken are set aside for ``black_three_points`` each."""

    red_threes_by_count: tuple[int, ...] = (0, 100, 300, 500, 1000)
    black_three_points: int = 5  # each black Three set aside from a taken pile

    def from_pile(self, card: int) -> bool:
        return card >> 2 == THREE

    @property
    def name(self) -> str:
        return "three"

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        red = sum(1 for card in cards if is_red_three(card))
        points = by_count(self.red_threes_by_count, red)
        return (points if canastas else -points) + self.black_three_points * (len(cards) - red)

    def words(self, in_deck: int) -> Words:
        return Words("red ones only, scoring {points} for one to four, against a side without a canasta; "
                     "black ones stay in the hand, and those found in a pile you take are set aside for "
                     "{each} each", points=slashed(self.red_threes_by_count[1:]),
                     each=self.black_three_points)


@dataclass(frozen=True)
class CubanRules(WildMixRules):
    """Cuban's clauses: Threes set aside from a taken pile, red Threes by count, all black Threes."""

    laid_out: CubanThrees = CubanThrees()
    all_black_threes_points: int = 100  # instead, a side holding every black Three, set aside or melded

    def extra_score_lines(self, deal, side: int) -> tuple:
        seats = deal.side_seats(side)
        aside = sum(1 for seat in seats for card in deal.red_threes[seat] if not is_red_three(card))
        melded = len(deal.melds[side].get(meld_keys.group(THREE), ()))
        # For all four, the 5 each counted elsewhere (set aside, or melded) is made up to the 100.
        every = aside + melded == 2 * self.packs
        each = self.laid_out.black_three_points
        points = self.all_black_threes_points - each * (aside + melded) if every else 0
        return (("all_black_threes", Words("all black threes"), points),)


class CubanWording(WildMixWording, of=CubanRules):
    """Cuban's words: its extra score lines."""

    rules: CubanRules

    def extra_score_words(self) -> tuple[Words, ...]:
        return (Words("a side holding every black Three, set aside from taken piles or melded, scores "
                      "{points} "
                      "for them in all", points=self.rules.all_black_threes_points),)


CUBAN = CubanRules(**{
    **{field.name: getattr(CLASSIC, field.name) for field in fields(CLASSIC)},
    "key": "cuban",
    "name": "Cuban Canasta",
    "hand_size": 13,
    "pile_taking": PileTaking(always_frozen=True),
    "laid_out": CubanThrees(),
    "max_meld_size": 7,
    "features": (*CLASSIC.features, WildMelds(fewest=3, most=7)),
    "wild_canasta_bonus": 2000,
    "no_black_three_first_turn": True,
    "opening": OpeningTable(((5000, 150), (3000, 120), (1500, 90), (0, 50), (None, 15))),
    "target": 10000,
})

VARIANTS = (Variant(CUBAN, Words("Cuban Canasta")),)
