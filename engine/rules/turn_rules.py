"""The rules of the table and the turn: the deck, the sides and partners, the words a turn's moves
start with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .feature import Feature
from .going_out_policy import GoingOutPolicy
from .partnership import PartnershipByTake

if TYPE_CHECKING:
    from .held_features import F


class TurnRules:
    """Who plays with whom, with what deck, and which moves a turn offers."""

    # The fields of ``Rules`` this concern reads.
    teams: tuple[tuple[int, ...], ...]
    packs: int
    jokers_per_pack: int
    going_out: GoingOutPolicy
    features: tuple[Feature, ...]

    if TYPE_CHECKING:
        def feature(self, kind: type[F]) -> F | None: ...

    @property
    def deck_size(self) -> int:
        return self.packs * (52 + self.jokers_per_pack)

    def team_of(self, seat: int) -> int:
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        raise ValueError(f"seat {seat} is in no team")

    @property
    def has_partners(self) -> bool:
        """Whether a player has a partner: sides of two or more, or a partnership made for each deal."""
        return any(len(team) > 1 for team in self.teams) or self.feature(PartnershipByTake) is not None

    def verbs(self) -> tuple[str, ...]:
        """The words this game's moves start with, in the order of a turn (docs/notation.md)."""
        questions = any(held.question for held in self.features)
        asking = self.has_partners and (self.going_out.may_ask or questions)
        optional = (("ask", asking), ("yes", asking), ("no", asking))
        return ("draw", "take", "meld", "add", *(verb for held in self.features for verb in held.meld_verbs),
                "discard", *(verb for verb, kept in optional if kept),
                *(verb for held in self.features for verb in held.verbs),
                "pass")
