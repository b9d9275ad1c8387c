"""The rules of a side's opening (its first meld of the deal): the minimum by the side's score, what
counts toward it, the canasta or clean melds it may ask for, and when it is laid down."""

from __future__ import annotations

from functools import cached_property

from ..errors import Words

CLASSIC_OPENING_MINIMUMS = ((3000, 120), (1500, 90), (0, 50), (None, 15))


class OpeningRules:
    """What a side's opening needs: Classic's clauses, overridden by a variant subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    wild_ranks: frozenset[int]
    card_values: tuple[int, ...]
    opening_minimums: tuple[tuple[int | None, int], ...]
    opening_canastas: tuple[tuple[int, frozenset[str]], ...]
    clean_opening_below: int | None
    wilds_count_to_open: bool

    def opening_minimum(self, score: int) -> int:
        """The initial-meld minimum for a side whose cumulative score is ``score``."""
        for threshold, minimum in self.opening_minimums:
            if threshold is None or score >= threshold:
                return minimum
        raise AssertionError("opening_minimums must end with a (None, n) row")

    @cached_property
    def opening_values(self) -> tuple[int, ...]:
        """By rank, what a card counts toward the opening minimum: its value, and nothing for a
        wild card where the variant says so (Italian)."""
        if self.wilds_count_to_open:
            return self.card_values
        return tuple(0 if rank in self.wild_ranks else value for rank, value in enumerate(self.card_values))

    def opening_value(self, rank: int) -> int:
        return self.opening_values[rank]

    def clean_opening(self, score: int) -> bool:
        """Whether the opening of a side at ``score`` is made of clean melds only (Canastone)."""
        return self.clean_opening_below is not None and score < self.clean_opening_below

    def opening_canasta(self, score: int) -> frozenset[str]:
        """The kinds of canasta one of which the opening of a side at ``score`` must hold (empty:
        no canasta is asked)."""
        if not self.opening_canastas:
            return frozenset()
        reached = [(threshold, kinds) for threshold, kinds in self.opening_canastas if score >= threshold]
        return max(reached, key=lambda row: row[0])[1] if reached else frozenset()

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
