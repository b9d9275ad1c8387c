"""Brazilian Canasta: Bolivia with an opening table that asks for a canasta at high scores, the pile
never taken to open, a yes from partner before going out, short sequences costing 1000, a wild
canasta of 2000, red Threes scored by a table of their own and counted only for a side with a
canasta, full sequences lengthened on the way out, and a target of 10000 (docs/rules/brazilian.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from .. import meld_keys
from ..errors import Words
from ..rules.feature import replacing
from ..rules.laid_out import LaidOut
from ..rules.opening_table import OpeningTable
from ..rules.sequences import Sequences
from .bolivia import BOLIVIA, BoliviaRules, BoliviaWording
from .entry import Variant

ANY_CANASTA = frozenset({"natural", "mixed", meld_keys.WILD, meld_keys.SEQUENCE})
NATURAL_CANASTA = frozenset({"natural", meld_keys.SEQUENCE})  # no wild card in it
BRAZILIAN_OPENING_MINIMUMS = ((9000, 0), (8000, 200), (7000, 0), (5000, 150), (3000, 120), (1500, 90),
                              (0, 50), (None, 15))
BRAZILIAN_OPENING_CANASTAS: tuple[tuple[int, frozenset[str]], ...] = (
    (7000, ANY_CANASTA), (8000, frozenset()), (9000, NATURAL_CANASTA))


@dataclass(frozen=True)
class RedThreesByTable(LaidOut):
    """Red Threes scored by how many a side holds (``table``), against a side with no canasta."""

    table: tuple[int, ...] = (0, 100, 200, 300, 400, 1000, 1200)  # by how many a side holds

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        points = self.table[len(cards)]
        return points if canastas else -points

    def words(self, in_deck: int) -> Words:
        table = self.table
        return Words("{each} each up to 4, {five} for 5, {six} for 6; against a side with no canasta",
                     each=table[1], five=table[5], six=table[6])


@dataclass(frozen=True)
class BrazilianRules(BoliviaRules):
    """Brazilian's clauses: its canastas' names and bonuses, its red-three table and the
    short-sequence penalty."""

    short_sequence_size: int = 4  # a sequence of this many cards or fewer costs its side
    short_sequence_penalty: int = 1000

    def extra_score_lines(self, deal, side: int) -> tuple:
        short = sum(1 for key, cards in deal.melds[side].items()
                    if meld_keys.kind(key) == meld_keys.SEQUENCE and len(cards) <= self.short_sequence_size)
        return (("short_sequences", Words("short sequences on the table"),
                 -self.short_sequence_penalty if short else 0, short),)


class BrazilianWording(BoliviaWording, of=BrazilianRules):
    """Brazilian's words: its wild canasta, and its extra score lines."""

    rules: BrazilianRules

    def canasta_term(self, kind: str) -> Words:
        return Words("wild canasta") if kind == meld_keys.WILD else super().canasta_term(kind)

    def extra_score_words(self) -> tuple[Words, ...]:
        return (Words("a side with a sequence of {size} or fewer cards loses {points}",
                      size=self.rules.short_sequence_size, points=self.rules.short_sequence_penalty),)


BRAZILIAN = BrazilianRules(**{
    **{field.name: getattr(BOLIVIA, field.name) for field in fields(BOLIVIA)},
    "key": "brazilian",
    "name": "Brazilian Canasta",
    "opening": OpeningTable(BRAZILIAN_OPENING_MINIMUMS, BRAZILIAN_OPENING_CANASTAS),
    "pile_taking": replace(BOLIVIA.pile_taking, for_opening=False),
    "going_out": replace(BOLIVIA.going_out, must_ask=True),
    "laid_out": RedThreesByTable(),
    "features": replacing(BOLIVIA.features, Sequences(fewest=3, most=7, grow_going_out=True)),
    "wild_canasta_bonus": 2000,
    "target": 10000,
})

VARIANTS = (Variant(BRAZILIAN, Words("Brazilian Canasta")),)
