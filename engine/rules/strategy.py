"""The questions a computer player asks of a variant's rules to plan its play (which cards are wild,
whether the pile can be taken to open, whether partner must agree to going out, how the hand
refills; when a meld is a canasta it asks the meld clauses): the rules answer them, so that the
players test no rule field.

``Rules`` inherits :class:`StrategyQuestions`; each answer is the rules' own, read from their fields
here, where a variant's clause lives.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from .. import meld_keys
from ..cards import JOKER_RANK, TWO

if TYPE_CHECKING:
    from .pile_taking import PileTaking


class StrategyQuestions:
    """What a computer player needs to know of the rules' clauses, asked rather than read."""

    if TYPE_CHECKING:  # the fields of ``Rules`` these questions read
        wild_ranks: frozenset[int]
        pile_taking: PileTaking
        draw_count: int
        max_meld_size: int | None
        going_out: Any

        @property
        def counts_canastas_only(self) -> bool: ...
        @property
        def ends_on_short_stock(self) -> bool: ...
        @property
        def merges_melds(self) -> bool: ...
        @property
        def wild_melds(self) -> Any: ...
        @property
        def sequences(self) -> Any: ...

        def opening_value(self, rank: int) -> int: ...

    @cached_property
    def wild_variants_monotone(self) -> bool:
        """Whether, after a yes, laying more wild cards onto a meld never keeps going out possible
        where fewer did not (``engine.moves.prospects.wild_variants_monotone`` says why): the
        going-out search counts canastas only, melds have no size limit, no wild meld holds the
        side's wild cards, and Jokers and Twos are the only wild cards."""
        return self.counts_canastas_only and self.max_meld_size is None and not self.wild_melds.commits \
            and self.wild_ranks <= {TWO, JOKER_RANK}

    @cached_property
    def wild_by_rank(self) -> tuple[bool, ...]:
        """By rank (index 0 to the Joker's), whether cards of it are wild: ``is_wild`` as a table, for
        the loops over every rank a playout runs each turn."""
        return tuple(rank in self.wild_ranks for rank in range(JOKER_RANK + 1))

    def wilds_among(self, ranks: Iterable[int]) -> int:
        """How many of ``ranks`` (a move's cards, by rank) are wild cards."""
        wild = self.wild_ranks
        return sum(1 for rank in ranks if rank in wild)

    def has_wild(self, ranks: Iterable[int]) -> bool:
        """Whether any of ``ranks`` (a move's cards, by rank) is a wild card."""
        return not self.wild_ranks.isdisjoint(ranks)

    def wilds_in_hand(self, counts: Sequence[int]) -> int:
        """How many wild cards a hand (or what is known of one) holding rank ``counts`` has."""
        return sum(counts[rank] for rank in self.wild_ranks)

    def may_go_out(self, permission: bool | None) -> bool:
        """Whether a seat whose partner has answered ``permission`` this turn (None: not asked) may go
        out as far as asking goes (the going-out policy's answer)."""
        return self.going_out.may_go_out(permission)

    def enough_canastas(self, canastas: int) -> bool:
        """Whether a side with ``canastas`` canastas has as many as going out asks for, so that it
        need keep no cards back for taking the pile."""
        return canastas >= self.going_out.canastas

    @cached_property
    def frozen_pile_outlasts_stock(self) -> bool:
        """Whether every take of the pile needs a natural pair (it is always frozen) and play goes on
        after the stock runs out (Uruguay, Cuban, Italian, International; not Americana, whose deal
        ends with the stock): a hand then keeps more cards back for the frozen takes to come."""
        return self.pile_taking.always_frozen and not self.ends_on_short_stock

    @cached_property
    def runs_refill_hand(self) -> bool:
        """Whether a hand refills itself and the side's runs can take the pile: two cards drawn a turn,
        sequences played and a pile not always frozen (Samba, Bolivia, Brazilian)."""
        return self.sequences.reads_suits and self.draw_count > 1 and not self.pile_taking.always_frozen

    @cached_property
    def naturals_meld_in_runs(self) -> bool:
        """Whether a natural card may be melded in a same-suit run as well as with others of its rank:
        where it may not, a count of the hand's ranks tells which cards are stranded."""
        return self.sequences.reads_suits

    def may_merge(self, source: int, target: int) -> bool:
        """Whether a side's meld ``source`` may join its meld ``target``: two melds of one kind (a
        rank, wild cards, a suit's run), where the variant lets melds merge."""
        return self.merges_melds and meld_keys.first(source) == meld_keys.first(target)

    @cached_property
    def naturals_alone_open(self) -> bool:
        """Whether only natural cards count toward an opening (Italian), so that a hand keeps its
        pairs and sets for it rather than counting on its wild cards."""
        return not any(self.opening_value(rank) for rank in self.wild_ranks)
