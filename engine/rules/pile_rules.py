"""The rules of the upcard and the discard pile: what freezes and blocks it, what covers an upcard, and
which discards a hand may not make (how it is taken is the ``PileTaking`` policy the rules hold)."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..cards import is_red_three
from ..errors import Words
from .closing import WildsDiscardedLast
from .feature import Feature
from .pile_taking import PileTaking

if TYPE_CHECKING:
    from .held_features import F


class PileRules:
    """How the discard pile is started, frozen, blocked and fed: Classic's clauses, overridden by a
    variant subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    wild_ranks: frozenset[int]
    pile_taking: PileTaking
    features: tuple[Feature, ...]

    if TYPE_CHECKING:  # questions of the meld and going-out clauses these read
        @property
        def wild_melds(self) -> Any: ...
        @property
        def melds_out(self) -> bool: ...
        def feature(self, kind: type[F]) -> F | None: ...

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
        return rank in self._pile_blockers

    @cached_property
    def _pile_blockers(self) -> frozenset[int]:
        """The ranks that stop the pile on top: wild cards and the pile's stop ranks."""
        return self.wild_ranks | self.pile_taking.stop_ranks

    @cached_property
    def checks_discards(self) -> bool:
        """Whether the variant refuses some discards that Classic allows (a last card that may not
        close, wild cards held for a wild meld or till last, an empty pile's dead ranks), so that
        Classic lists one discard per rank held unchecked."""
        return not self.melds_out or self.wild_melds.commits \
            or self.feature(WildsDiscardedLast) is not None or self.restricts_discards

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
