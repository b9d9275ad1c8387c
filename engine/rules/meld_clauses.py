"""The meld clauses every variant has, as questions the core asks its rules (a mixin of ``Rules``):
which ranks are wild, when a meld is a canasta, what a group of one rank may hold, how many black
Threes meld; and the meld features not every variant has (sequences, wild melds, several melds of a
rank), each answered by an object, the absent ones by an object that refuses."""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING

from ..errors import Words, either
from .merges import MeldMerges
from .sequences import NO_SEQUENCES, NoSequences, Sequences
from .several_melds import ONE_MELD_EACH, OneMeldEach, SeveralMelds
from .splash import Splash
from .wild_melds import NO_WILD_MELDS, NoWildMelds, WildMelds

if TYPE_CHECKING:
    from .held_features import F


class MeldClauses:
    """What a meld may hold, answered from ``Rules``' meld fields."""

    if TYPE_CHECKING:  # Rules' fields and methods these questions read
        wild_ranks: frozenset[int]
        meld_min_naturals: int
        meld_min_size: int
        meld_max_wilds: int
        canasta_size: int
        max_meld_size: int | None
        black_three_meld_sizes: frozenset[int]
        naturals_outnumber_wilds: bool
        wilds_join_canastas: bool

        @property
        def wild_cards(self) -> frozenset[int]: ...
        @property
        def sequence_ranks(self) -> frozenset[int]: ...
        @property
        def wilds_by_naturals(self) -> bool: ...
        @property
        def more_wild_limits(self) -> bool: ...
        @property
        def bars_twos(self) -> bool: ...
        def group_wild_limit(self, rank: int, naturals: int, opening: bool, held: int = 0) -> int: ...
        @property
        def natural_ranks(self) -> tuple[int, ...]: ...
        def feature(self, kind: type[F]) -> F | None: ...

    @cached_property
    def sequences(self) -> Sequences | NoSequences:
        """The game's same-suit sequences (its feature, bound to the natural ranks), or the answers of
        a game without them."""
        held = self.feature(Sequences)
        if held is None:
            return NO_SEQUENCES
        return replace(held, ranks=frozenset(self.natural_ranks))

    @cached_property
    def wild_melds(self) -> WildMelds | NoWildMelds:
        """The game's melds of wild cards only (its feature, bound to the wild ranks), or the answers
        of a game without them."""
        held = self.feature(WildMelds)
        return NO_WILD_MELDS if held is None else replace(held, wilds=self.wild_ranks)

    @cached_property
    def has_wild_melds(self) -> bool:
        """Whether the game has melds of wild cards only."""
        return self.feature(WildMelds) is not None

    @cached_property
    def several_melds(self) -> SeveralMelds | OneMeldEach:
        """How many melds of a rank a side may have: several (the feature, bound to the most cards
        a group and a wild meld hold), or Classic's one."""
        held = self.feature(SeveralMelds)
        if held is None:
            return ONE_MELD_EACH
        wild_most = self.wild_melds.most if self.has_wild_melds else None
        return replace(held, group_most=self.max_meld_size, wild_most=wild_most)

    @cached_property
    def has_several_melds(self) -> bool:
        """Whether a side may have several melds of a rank."""
        return self.feature(SeveralMelds) is not None

    @cached_property
    def meld_size_cap(self) -> int:
        """The most cards a group may hold: ``max_meld_size``, or a number past any hand where
        groups are unlimited (so that a loop over sizes needs no test for that)."""
        return 10**6 if self.max_meld_size is None else self.max_meld_size

    def within_meld_size(self, size: int) -> bool:
        """Whether a group of ``size`` cards is within the size limit of a meld (where there is one)."""
        return size <= self.meld_size_cap

    def meld_size_ok(self, size: int) -> bool:
        """Whether a new group may hold ``size`` cards: the fewest a meld holds, and its limit."""
        return self.meld_min_size <= size <= self.meld_size_cap

    def short_of_meld(self, size: int) -> bool:
        """Whether ``size`` cards are too few for a meld."""
        return size < self.meld_min_size

    def enough_naturals(self, naturals: int) -> bool:
        """Whether ``naturals`` natural cards of a rank may make a group (with wild cards, where short)."""
        return naturals >= self.meld_min_naturals

    def within_wild_limit(self, wilds: int) -> bool:
        """Whether a group may hold ``wilds`` wild cards by their count (its other limits aside)."""
        return wilds <= self.meld_max_wilds

    def closed_to_wilds(self, size: int) -> bool:
        """Whether a group of ``size`` cards takes no more wild cards for being a canasta (where
        the variant keeps them off canastas; never in Classic)."""
        return not self.wilds_join_canastas and self.makes_canasta(size)

    def wilds_may_meld(self, clean: bool) -> bool:
        """Whether wild cards may be laid in an opening: in groups unless it is ``clean``, or in a
        meld of their own where the variant has those."""
        return not clean or self.has_wild_melds

    @cached_property
    def fewest_black_threes(self) -> int:
        """The fewest black Threes a meld of them holds (more than any hand where none may meld)."""
        return min(self.black_three_meld_sizes, default=10**6)

    def is_wild(self, rank: int) -> bool:
        """Whether cards of ``rank`` are wild."""
        return rank in self.wild_ranks

    def naturals_among(self, ranks) -> list[int]:
        """The ranks among ``ranks`` that are not wild, in their order."""
        wild = self.wild_ranks
        return [rank for rank in ranks if rank not in wild]

    def is_canasta(self, cards) -> bool:
        """Whether a meld of ``cards`` is a canasta: it holds the canasta's size at least."""
        return self.makes_canasta(len(cards))

    def makes_canasta(self, size: int) -> bool:
        """Whether a meld of ``size`` cards is a canasta."""
        return size >= self.canasta_size

    def fills_meld(self, size: int) -> bool:
        """Whether ``size`` cards of a rank are enough for a meld of their own (``meld_min_size``)."""
        return size >= self.meld_min_size

    @cached_property
    def lone_natural_melds(self) -> bool:
        """Whether one natural card may start a group with wild cards."""
        return self.enough_naturals(1)

    def black_threes_meld(self, size: int) -> bool:
        """Whether ``size`` black Threes make a meld."""
        return size in self.black_three_meld_sizes

    def canasta_shortfall(self, size: int) -> int:
        """How many cards a meld of ``size`` cards lacks to be a canasta (0 or less: it is one)."""
        return self.canasta_size - size

    def completes_canasta(self, size: int, added: int) -> bool:
        """Whether ``added`` cards make a meld of ``size`` cards, short of a canasta, one."""
        return size < self.canasta_size <= size + added

    def meld_short_of_canasta(self, size: int) -> bool:
        """Whether ``size`` cards of one rank make a meld that is not yet a canasta (a meld the deal
        may end with short, where a variant charges for that)."""
        return self.meld_min_size <= size < self.canasta_size

    def is_splash(self, action) -> bool:
        """Whether the ``Meld`` ``action`` is a splash, which opens at any score where the variant
        allows it (Americana): one canasta of natural cards of one rank, all from hand."""
        splash = self._splash
        if splash is None or action.wild or action.sequences or len(action.groups) != 1:
            return False
        return splash.makes(action.groups[0], self.wild_ranks)

    @cached_property
    def _splash(self) -> Splash | None:
        return self.feature(Splash)

    @cached_property
    def merges_melds(self) -> bool:
        """Whether two of a side's melds of one kind may join (``MeldMerges``)."""
        return self.feature(MeldMerges) is not None

    @cached_property
    def may_keep_wilds_from_groups(self) -> bool:
        """Whether a side's wild cards may be barred from its groups (``Rules.twos_barred``,
        ``Rules.wilds_committed``), so that Classic skips asking."""
        return self.bars_twos or self.wild_melds.commits

    def merge_refusal(self) -> Words | None:
        """Why melds may not be merged in this game; None where two melds of one kind may join."""
        return self._merge_refusal

    @cached_property
    def _merge_refusal(self) -> Words | None:
        return None if self.merges_melds else Words("melds cannot be merged in this game")

    def black_three_refusal(self, size: int) -> Words | None:
        """Why a meld of ``size`` black Threes may not stand (their sizes are a rule of their own,
        apart from the smallest meld); None when it may."""
        if size in self.black_three_meld_sizes:
            return None
        if not self.black_three_meld_sizes:
            return Words("black threes are never melded in this game: discard them")
        sizes = either(sorted(self.black_three_meld_sizes))
        return Words("black threes meld only as {sizes} of them", sizes=sizes)

    def size_refusal(self, size: int) -> Words | None:
        """Why a group of ``size`` cards is too big (``max_meld_size``); None when it is not."""
        most = self.max_meld_size
        if most is None or size <= most:
            return None
        return Words("a meld may hold at most {most} cards", most=most)

    def group_refusal(self, rank: int, naturals: int, wilds: int, opening: bool) -> Words | None:
        """Why a new group of ``rank`` with ``naturals`` natural and ``wilds`` wild cards may not
        stand (``opening``: laid down in its side's opening); None when it may."""
        if naturals < self.meld_min_naturals:
            return Words("a meld needs at least {count} natural cards", count=self.meld_min_naturals)
        if naturals + wilds < self.meld_min_size:
            return Words("a meld needs at least {count} cards", count=self.meld_min_size)
        if wilds:
            refusal = self._wilds_refusal(rank, naturals, wilds, opening, 0)
            if refusal is not None:
                return refusal
        return self.size_refusal(naturals + wilds)

    def added_wilds_refusal(self, meld: list[int], ranks, wilds: int) -> Words | None:
        """Why ``wilds`` wild cards among ``ranks`` may not join the group ``meld``: a finished
        canasta closed to them, or its limits; None when they may."""
        if not self.wilds_join_canastas and self.is_canasta(meld):
            return Words("wild cards cannot be added to a canasta: only natural cards")
        held = self.wilds_held(meld)
        rank = self.group_rank(meld) if self.wilds_by_naturals else 0
        return self._wilds_refusal(rank, len(meld) + len(ranks) - wilds - held, wilds + held, False, held)

    def _wilds_refusal(self, rank: int, naturals: int, wilds: int, opening: bool, held: int) -> Words | None:
        """Why a group of ``rank`` with ``naturals`` may not hold ``wilds`` wild cards (``held`` of
        them on the table already): their count, the naturals outnumbering them, a limit by rank."""
        if wilds > self.meld_max_wilds:
            return Words("a meld may hold at most {most} wild cards", most=self.meld_max_wilds)
        if self.naturals_outnumber_wilds and wilds >= naturals:
            return Words("a meld holds more natural cards than wild cards")
        if self.wilds_by_naturals and wilds > self.group_wild_limit(rank, naturals, opening, held):
            return self.wild_limit_words(rank, naturals)
        return None

    def wild_limit_words(self, rank: int, naturals: int) -> Words:
        """Why a group of ``rank`` with ``naturals`` naturals takes fewer wild cards than ``meld_max_wilds``
        (a variant that overrides ``group_wild_limit`` says why here too), for the player refused."""
        return Words("a meld may hold at most {most} wild cards", most=self.meld_max_wilds)

    def new_group_wilds(self, rank: int, naturals: int, opening: bool = False) -> int:
        """The most wild cards a new group of ``rank`` with ``naturals`` natural cards may hold
        (``opening``: laid down in its side's opening): its limit, and fewer than its naturals where
        they must outnumber them."""
        most = self.meld_max_wilds
        if self.wilds_by_naturals:
            most = self.group_wild_limit(rank, naturals, opening)
        return min(most, naturals - 1) if self.naturals_outnumber_wilds else most

    def group_wild_room(self, meld: list[int], joining: int) -> int:
        """How many more wild cards the group ``meld`` takes when ``joining`` naturals join it too,
        its size limit aside."""
        held = sum(map(self.wild_cards.__contains__, meld))
        room = self.meld_max_wilds - held
        if self.more_wild_limits:
            if not self.wilds_join_canastas and self.is_canasta(meld):
                return 0
            if self.naturals_outnumber_wilds:
                room = min(room, len(meld) + joining - 2 * held - 1)
            if self.wilds_by_naturals:
                room = min(room, self.group_wild_limit(self.group_rank(meld), len(meld) - held + joining,
                                                          False, held) - held)
        return max(0, room)

    def wilds_held(self, meld: list[int]) -> int:
        """How many wild cards a meld on the table holds."""
        return sum(map(self.wild_cards.__contains__, meld))

    def group_rank(self, meld: list[int]) -> int:
        """The rank of a group on the table (its first natural card)."""
        return next(card >> 2 for card in meld if card >> 2 not in self.wild_ranks)
