"""The rules of the upcard and the discard pile: what freezes and blocks it, what covers an upcard,
the packet under it, what comes with the pile, and which discards a hand may not make."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..cards import is_red_three
from ..errors import Words


class PileRules:
    """How the discard pile is started, frozen, blocked, taken and fed: Classic's clauses, overridden by a
    variant subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    stop_ranks: frozenset[int]
    wild_ranks: frozenset[int]
    pile_naturals: tuple[int, int] | None
    meld_max_wilds: int
    wild_discard_last: bool

    if TYPE_CHECKING:  # questions of the meld and going-out clauses these read
        @property
        def wild_melds(self) -> Any: ...
        @property
        def melds_out(self) -> bool: ...

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

    def take_naturals(self, frozen: bool) -> int | None:
        """How many naturals of the top card's rank, and no wild card, a take of the pile shows
        (``frozen``: the pile is frozen for the side), by the variant's own count (Canastone); None
        where Classic's ways take it (a natural pair, or a natural and a wild card where not frozen)."""
        return None if self.pile_naturals is None else self.pile_naturals[frozen]

    @cached_property
    def takes_by_naturals(self) -> bool:
        """Whether the pile is taken only by showing the variant's count of naturals
        (``take_naturals``), so that a frozen pile asks no natural pair of its own."""
        return self.pile_naturals is not None

    def opening_take_shape(self) -> tuple[int, int]:
        """(The fewest naturals of the top card's rank, the most wild cards) that a take to open
        shows with the top card: Classic's pair and a group's wild cards, or the variant's count of
        naturals for a frozen pile and no wild card."""
        if self.pile_naturals is None:
            return 2, self.meld_max_wilds
        return self.pile_naturals[True], 0

    @cached_property
    def checks_discards(self) -> bool:
        """Whether the variant refuses some discards that Classic allows (a last card that may not
        close, wild cards held for a wild meld or till last, an empty pile's dead ranks), so that
        Classic lists one discard per rank held unchecked."""
        return not self.melds_out or self.wild_melds.commits or self.wild_discard_last \
            or self.restricts_discards

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
