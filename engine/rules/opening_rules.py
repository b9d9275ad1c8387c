"""The rules of a side's opening (its first meld of the deal): the minimum by the side's score, what
counts toward it, the canasta or clean melds it may ask for, and when it is laid down."""

from __future__ import annotations

from functools import cached_property

from ..errors import Words
from .opening_table import OpeningTable


class OpeningRules:
    """What a side's opening needs, asked of the variant's ``OpeningTable`` by score, and the clauses a
    variant subclass overrides where it differs."""

    # The fields of ``Rules`` this concern reads.
    wild_ranks: frozenset[int]
    card_values: tuple[int, ...]
    opening: OpeningTable

    @cached_property
    def opening_values(self) -> tuple[int, ...]:
        """By rank, what a card counts toward the opening minimum: its value, and nothing for a
        wild card where the variant says so (Italian)."""
        return self.opening.values(self.card_values, self.wild_ranks)

    def opening_value(self, rank: int) -> int:
        return self.opening_values[rank]

    def opening_refusal(self, melds) -> Words | None:
        """Why an opening laying down these new melds (the ranks of each) may not stand, its points
        and canastas aside; None when it may (International asks for a natural group of three
        beside a group that holds a wild card under its five naturals)."""
        return None

    @cached_property
    def refuses_openings(self) -> bool:
        """Whether ``opening_refusal`` is overridden, so that Classic skips asking it."""
        return type(self).opening_refusal is not OpeningRules.opening_refusal

    def opens_before_drawing(self) -> bool:
        """Whether a side not yet open lays down its opening before drawing, and never once it has
        drawn (Canastone)."""
        return False
