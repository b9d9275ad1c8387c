"""Mexicana: Classic for four with three packs and thirteen dealt; a side's first meld brings its
player thirteen cards from the stock, a canasta of Sevens scores 1000, a Seven on top stops the pile,
and going out takes two canastas and at least as many red Threes (docs/rules/mexicana.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields

from .. import meld_keys
from ..cards import THREE
from ..errors import Words
from ..rules import Rules
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.laid_out import LaidOut
from ..rules.opening_draw import OpeningDraw
from ..rules.pile_taking import PileTaking
from ..rules.wording import RulesWording
from .classic import CLASSIC
from .entry import Variant

SEVENS = "sevens"  # a canasta of Sevens, natural or mixed
SEVEN = 7


@dataclass(frozen=True)
class MexicanaRules(Rules):
    """Mexicana's clauses: the canasta of Sevens, and red Threes matching the canastas to go out."""

    sevens_canasta_bonus: int = 1000

    def canasta_kind(self, key: int, cards) -> str:
        if meld_keys.kind(key) == meld_keys.GROUP and meld_keys.rank(key) == SEVEN:
            return SEVENS
        return super().canasta_kind(key, cards)

    @property
    def canasta_kinds(self) -> tuple[str, ...]:
        return self.with_field_kinds(("natural", "mixed", SEVENS))

    def canasta_bonus(self, kind: str) -> int:
        return self.sevens_canasta_bonus if kind == SEVENS else super().canasta_bonus(kind)

    def goes_out_with(self, kinds: Counter, laid_out: int) -> bool:
        return super().goes_out_with(kinds, laid_out) and laid_out >= sum(kinds.values())


class MexicanaWording(RulesWording, of=MexicanaRules):
    """Mexicana's words: the canasta of Sevens, and the red Threes going out needs."""

    rules: MexicanaRules

    def canasta_term(self, kind: str) -> Words:
        return Words("Sevens canasta") if kind == SEVENS else super().canasta_term(kind)

    def going_out_need(self) -> Words:
        return Words("{canastas}, and at least as many red threes laid out as canastas",
                     canastas=super().going_out_need())

    def going_out_missing(self, kinds: Counter, laid_out: int) -> Words | None:
        canastas = sum(kinds.values())
        if canastas >= self.rules.going_out.canastas and laid_out < canastas:
            short = canastas - laid_out
            return Words("1 more red three to go out") if short == 1 else \
                Words("{count} more red threes to go out", count=short)
        return super().going_out_missing(kinds, laid_out)


MEXICANA = MexicanaRules(**{
    **{field.name: getattr(CLASSIC, field.name) for field in fields(CLASSIC)},
    "key": "mexicana",
    "name": "Mexicana",
    "packs": 3,
    "hand_size": 13,
    "pile_taking": PileTaking(stop_ranks=frozenset({THREE, SEVEN})),
    "going_out": GoingOutPolicy(canastas=2),
    "laid_out": LaidOut(all_red_threes_bonus=1200),
    "features": (OpeningDraw(cards=13),),
})

VARIANTS = (Variant(MEXICANA, Words("Mexicana")),)
