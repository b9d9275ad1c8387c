"""The rules of the upcard and the discard pile: what freezes and blocks it, what covers an upcard,
the packet under it, what comes with the pile, and which discards a hand may not make."""

from __future__ import annotations

from functools import cached_property

from ..cards import is_red_three
from ..errors import Words


class PileRules:
    """How the discard pile is started, frozen, blocked, taken and fed: Classic's clauses, overridden by a
    variant subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    stop_ranks: frozenset[int]
    wild_ranks: frozenset[int]

    def packet_size(self, card: int) -> int:
        """How many cards from the stock go face down under the first upcard, by that card
        (Italian: by its rank); Classic has no packet."""
        return 0

    @cached_property
    def has_packet(self) -> bool:
        """Whether the first upcard may cover a face-down packet (``packet_size`` overridden)."""
        return type(self).packet_size is not PileRules.packet_size

    def freezes_pile(self, card: int) -> bool:
        """Whether this card in the discard pile freezes it (wild cards and red Threes); such a
        card turned as the first upcard is covered by the next one."""
        return (card >> 2) in self.wild_ranks or is_red_three(card)

    def upcard_covered(self, card: int) -> bool:
        """Whether this card turned as an upcard is covered by the next one: a card that freezes
        the pile (Canastone: wild cards and Threes)."""
        return self.freezes_pile(card)

    def blocks_pile(self, rank: int) -> bool:
        """Whether a top card of this rank keeps the next player from taking the pile."""
        return rank in self.wild_ranks or rank in self.stop_ranks

    def stock_cards_with_pile(self) -> int:
        """How many cards from the stock come with the discard pile to the player who takes it
        (Classic: none; Canastone: one)."""
        return 0

    def frozen_sequence_take(self) -> int | None:
        """How many cards from hand must lengthen a side's sequence together with the top card
        for a frozen pile to be taken that way; None: a frozen pile needs a natural pair."""
        return None

    def discard_refusal(self, rank: int, counts: list[int], pile_empty: bool,
                        dead: frozenset[int]) -> Words | None:
        """Why a card of ``rank`` may not be discarded from a hand of these rank ``counts`` (it
        holds more than that card) onto the pile (``pile_empty``: there is none) while the ranks in
        ``dead`` are closed; None when it may. Classic refuses nothing here (Americana does)."""
        return None

    @cached_property
    def restricts_discards(self) -> bool:
        """Whether ``discard_refusal`` is overridden, so that Classic skips asking it."""
        return type(self).discard_refusal is not PileRules.discard_refusal
