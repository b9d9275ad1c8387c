"""The questions asked of a variant's rules about the table a match is played at (which seats and sides
it has, what score ends the match), so that the tools and services that seat players test no field.

``Rules`` inherits :class:`TableQuestions`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING


class TableQuestions:
    """Seats, sides and the match's target, asked of the rules."""

    if TYPE_CHECKING:  # the fields of ``Rules`` these questions read
        players: int
        teams: tuple[tuple[int, ...], ...]
        target: int

    def has_seat(self, seat: int) -> bool:
        """Whether the table has a seat numbered ``seat`` (from 0)."""
        return 0 <= seat < self.players

    def one_per_seat(self, values) -> bool:
        """Whether ``values`` hold one item for each seat of the table."""
        return len(values) == self.players

    def has_side(self, side: int) -> bool:
        """Whether the table has a side (a team) numbered ``side`` (from 0)."""
        return 0 <= side < len(self.teams)

    def match_target(self, wanted: int | None) -> int:
        """The score that wins a match for which ``wanted`` was asked (None: the variant's own)."""
        return self.target if wanted is None else wanted
