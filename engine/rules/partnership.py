"""A partnership made during the deal, a feature not every variant has: in three-hand Canasta each
plays for themselves until someone first takes the discard pile; that player then plays alone
against the other two as partners (``Deal.first_taker`` records who)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .feature import Feature


@dataclass(frozen=True)
class PartnershipByTake(Feature):
    """The deal's first take of the pile makes its taker play alone and the other players partners."""

    records: ClassVar[tuple[str, ...]] = ("first_taker",)

    def forms_now(self, deal) -> bool:
        """Whether a take now makes the partnership: nobody has taken the pile this deal."""
        return deal.first_taker is None

    def formed(self, side_of, players: int) -> bool:
        """Whether the sides by seat ``side_of`` hold the partnership (two seats share a side)."""
        return len(set(side_of)) < players
