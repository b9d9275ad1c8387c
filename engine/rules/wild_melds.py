"""Melds of wild cards only (Uruguay, Cuban, Bolivia, Italian's Twos...), a feature not every
variant has: the sizes such a meld may have and whether it holds the side's wild cards until it is
a canasta; ``NO_WILD_MELDS`` answers for a game without them (``Rules.wild_melds``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import IllegalAction, Words
from .feature import Feature


@dataclass(frozen=True)
class WildMelds(Feature):
    """Melds of the ``wilds`` ranks only, of ``fewest`` to ``most`` cards; where ``commits``, while
    a side's is short of a canasta its wild cards go only onto it (Canastone, Americana). What a
    variant asks beyond the sizes (Italian's Twos) is ``Rules.wild_meld_refusal``."""

    fewest: int
    most: int
    wilds: frozenset[int]
    commits: bool = False

    def check_new(self, ranks) -> None:
        """Raise unless ``ranks`` make a new meld of wild cards, by its kind and size."""
        if any(rank not in self.wilds for rank in ranks):
            raise IllegalAction("a wild meld holds wild cards only")
        if not self.fewest <= len(ranks) <= self.most:
            raise IllegalAction("a wild meld holds {fewest} to {most} cards", fewest=self.fewest,
                                most=self.most)

    def check_addition(self, meld: list[int], ranks) -> None:
        """Raise unless ``ranks`` may join the wild meld ``meld``, by their kind and its size."""
        if any(rank not in self.wilds for rank in ranks):
            raise IllegalAction("only wild cards go on a wild meld")
        if len(meld) + len(ranks) > self.most:
            raise IllegalAction("a wild meld holds at most {most} cards", most=self.most)

    def no_naturals_refusal(self) -> Words:
        """Why a group of wild cards alone may not stand, pointing to wild melds."""
        return Words("a meld needs natural cards; wild cards cannot meld on their own: "
                     "write it 'meld wild ...'")


class NoWildMelds:
    """The answers of a game without melds of wild cards only."""

    def check_new(self, ranks) -> None:
        raise IllegalAction("this game has no melds of wild cards only")

    def no_naturals_refusal(self) -> Words:
        return Words("a meld needs natural cards; wild cards cannot meld on their own")


NO_WILD_MELDS = NoWildMelds()
