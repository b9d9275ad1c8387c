"""The splash (Americana), a feature not every variant has: a natural canasta of one rank laid from the
hand alone opens at any score."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import Words
from .feature import Feature


@dataclass(frozen=True)
class Splash(Feature):
    """A side's opening of one group of at least ``naturals`` natural cards of one rank, all from hand,
    opens whatever the side's minimum."""

    naturals: int

    def makes(self, group, wild_ranks: frozenset[int]) -> bool:
        """Whether the one group ``group`` (ranks) of an opening from hand is a splash."""
        return len(group) >= self.naturals and len(set(group)) == 1 and group[0] not in wild_ranks

    def opening_words(self) -> tuple[Words, ...]:
        return (Words("; a **splash** ({size} naturals of a rank from hand) opens at any score",
                      size=self.naturals),)
