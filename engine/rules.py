"""The rules of one variant as immutable data, plus hooks for what data cannot say.

Everything the engine asks about a variant is a field here: how many packs and
players, what a meld may hold, what the pile allows, what scores what. Variants
are instances of :class:`Rules` found by key in :mod:`engine.variants`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .cards import JOKER_RANK, THREE, TWO


def card_values(values: dict[int, int]) -> tuple[int, ...]:
    """A rank-indexed tuple of card values (index 0 and 1 unused)."""
    return tuple(values.get(rank, 0) for rank in range(JOKER_RANK + 1))


CLASSIC_CARD_VALUES = card_values({
    JOKER_RANK: 50, TWO: 20, 14: 20,
    13: 10, 12: 10, 11: 10, 10: 10, 9: 10, 8: 10,
    7: 5, 6: 5, 5: 5, 4: 5, THREE: 5,
})

CLASSIC_OPENING_MINIMUMS = ((3000, 120), (1500, 90), (0, 50), (None, 15))


@dataclass(frozen=True)
class Rules:
    """One variant's rules. Field names follow docs/rules and engine/variants/README.md."""

    key: str
    name: str
    players: int
    teams: tuple[tuple[int, ...], ...]
    packs: int = 2
    jokers_per_pack: int = 2
    hand_size: int = 11
    draw_count: int = 1

    # The upcard and the discard pile.
    upcard: bool = True
    pile_always_frozen: bool = False
    stop_ranks: frozenset[int] = frozenset({THREE})
    one_card_pile_rule: bool = True

    # Melds.
    wild_ranks: frozenset[int] = frozenset({TWO, JOKER_RANK})
    meld_min_naturals: int = 2
    meld_max_wilds: int = 3
    canasta_size: int = 7
    max_meld_size: int | None = None
    black_three_meld_sizes: frozenset[int] = frozenset({3, 4})

    # Scoring.
    card_values: tuple[int, ...] = CLASSIC_CARD_VALUES  # by rank
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    red_three_value: int = 100
    all_red_threes_bonus: int = 800
    unplayed_red_three_penalty: int = 200
    going_out_bonus: int = 100
    concealed_bonus: int = 100
    canastas_to_go_out: int = 1
    opening_minimums: tuple[tuple[int | None, int], ...] = CLASSIC_OPENING_MINIMUMS
    target: int = 5000

    # Partnerships.
    temporary_partnership: bool = False
    may_ask_to_go_out: bool = True

    def opening_minimum(self, score: int) -> int:
        """The initial-meld minimum for a side whose cumulative score is ``score``."""
        for threshold, minimum in self.opening_minimums:
            if threshold is None or score >= threshold:
                return minimum
        raise AssertionError("opening_minimums must end with a (None, n) row")

    @cached_property
    def natural_ranks(self) -> tuple[int, ...]:
        """Ranks that form ordinary melds, low to high: Four to Ace, and Two where it is not wild."""
        return tuple(r for r in range(TWO, JOKER_RANK) if r not in self.wild_ranks and r != THREE)

    def wilds_in(self, counts: list[int]) -> tuple[int, int]:
        """(Jokers, Twos) among rank counts, each only where the variant makes it wild."""
        return (counts[JOKER_RANK] if JOKER_RANK in self.wild_ranks else 0,
                counts[TWO] if TWO in self.wild_ranks else 0)

    def value(self, rank: int) -> int:
        return self.card_values[rank]

    @property
    def red_threes_in_deck(self) -> int:
        return 2 * self.packs

    @property
    def deck_size(self) -> int:
        return self.packs * (52 + self.jokers_per_pack)

    def team_of(self, seat: int) -> int:
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        raise ValueError(f"seat {seat} is in no team")
