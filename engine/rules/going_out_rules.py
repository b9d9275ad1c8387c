"""The rules of going out: the canastas a side needs (``Rules.going_out``, engine.rules.going_out_policy),
and the last discard that closes the hand."""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from typing import TYPE_CHECKING

from .closing import ClosingDiscard
from .going_out_policy import GoingOutPolicy

if TYPE_CHECKING:
    from .held_features import F


class GoingOutRules:
    """When a side may go out: Classic's clauses, overridden by a variant subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    wild_ranks: frozenset[int]
    going_out: GoingOutPolicy

    if TYPE_CHECKING:
        def feature(self, kind: type[F]) -> F | None: ...

    def goes_out_with(self, kinds: Counter, laid_out: int) -> bool:
        """Whether a side whose canastas are of these ``kinds`` (kind -> how many), with ``laid_out``
        cards laid out (red Threes), may go out: Classic's policy counts the canastas (and, where
        asked, the sequences among them). A variant may ask for more, never for fewer than
        ``going_out.canastas`` in all: the listing and the going-out search count first."""
        return self.going_out.goes_out_with(kinds)

    @cached_property
    def counts_canastas_only(self) -> bool:
        """Whether going out asks only for a number of canastas, and of sequences among them
        (``goes_out_with`` overridden neither here nor in the going-out policy), so that the going-out
        search need not work out the kinds of the canastas it plans: it lays no sequence down, so it
        counts the table's."""
        return type(self).goes_out_with is GoingOutRules.goes_out_with \
            and type(self.going_out).goes_out_with is GoingOutPolicy.goes_out_with

    @cached_property
    def asks_for_sequences(self) -> bool:
        """Whether going out asks for sequence canastas (Bolivia's escalera)."""
        return self.going_out.sequences > 0

    def sequences_lacking(self, sequence_canastas: int) -> int:
        """How many more sequence canastas going out asks for than ``sequence_canastas``."""
        return self.going_out.sequences - sequence_canastas

    @cached_property
    def _closing_discard(self) -> ClosingDiscard | None:
        """The feature by which going out is by a final discard only (Canastone, Americana), or None."""
        return self.feature(ClosingDiscard)

    @cached_property
    def melds_out(self) -> bool:
        """Whether a player may go out by melding their last cards (not where going out is by a
        final discard only: ``ClosingDiscard``)."""
        return self._closing_discard is None

    def final_discard_ok(self, rank: int) -> bool:
        """Whether a last card of this rank may be discarded to go out: any, but as ``ClosingDiscard``
        says where going out is by a final discard only."""
        closing = self._closing_discard
        return closing is None or closing.final_discard_ok(rank, self.wild_ranks)
