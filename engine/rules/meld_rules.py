"""The rules of melds: wild cards and natural ranks, how many wild cards a group holds, melds of
wild cards and sequences, and what kind of canasta a meld makes."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from .. import meld_keys
from ..cards import JOKER_RANK, THREE, TWO
from ..errors import Words

if TYPE_CHECKING:
    from .sequences import NoSequences, Sequences
    from .wild_melds import NoWildMelds, WildMelds


class MeldRules:
    """What a meld may hold and what canasta it makes: Classic's clauses, overridden by a variant
    subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    wild_ranks: frozenset[int]
    meld_max_wilds: int
    canasta_size: int
    naturals_outnumber_wilds: bool
    wilds_join_canastas: bool
    max_meld_size: int | None

    if TYPE_CHECKING:  # the meld clauses' answer this concern reads
        @property
        def sequences(self) -> Sequences | NoSequences: ...
        @property
        def wild_melds(self) -> WildMelds | NoWildMelds: ...
        @property
        def has_wild_melds(self) -> bool: ...

    @cached_property
    def wild_cards(self) -> frozenset[int]:
        """The codes of the wild cards, every suit, so that a meld's wild cards are counted by code."""
        return frozenset(rank << 2 | suit for rank in self.wild_ranks for suit in range(4))

    @cached_property
    def natural_ranks(self) -> tuple[int, ...]:
        """Ranks that form ordinary melds, low to high: Four to Ace, and Two where it is not wild."""
        return tuple(r for r in range(TWO, JOKER_RANK) if r not in self.wild_ranks and r != THREE)

    @cached_property
    def more_wild_limits(self) -> bool:
        """Whether a group's room for wild cards has limits beyond their count and its size: no
        wild card onto a canasta, naturals outnumbering them (Canastone), a limit by its naturals
        (International)."""
        return not self.wilds_join_canastas or self.naturals_outnumber_wilds or self.wilds_by_naturals

    def group_wild_limit(self, rank: int, naturals: int, opening: bool, held: int = 0) -> int:
        """The most wild cards a group of ``rank`` holding ``naturals`` natural cards may hold
        (``opening``: a new group laid down in its side's opening; ``held``: the wild cards the
        group on the table holds already): ``meld_max_wilds`` in Classic."""
        return self.meld_max_wilds

    @cached_property
    def wilds_by_naturals(self) -> bool:
        """Whether ``group_wild_limit`` is overridden, so that Classic skips asking it."""
        return type(self).group_wild_limit is not MeldRules.group_wild_limit

    @cached_property
    def sequence_ranks(self) -> frozenset[int]:
        """Ranks that may stand in a sequence: the natural ranks."""
        return self.sequences.ranks

    @cached_property
    def wilds_in_sequences(self) -> bool:
        """Whether a wild rank may stand in a sequence (as a natural card of it)."""
        return bool(self.wild_ranks & self.sequence_ranks)

    @cached_property
    def caps_melds(self) -> bool:
        """Whether a meld holds at most ``max_meld_size`` cards."""
        return self.max_meld_size is not None

    @cached_property
    def wilds_are_jokers_and_twos(self) -> bool:
        """Whether the wild cards are Jokers and Twos at most (no other rank is wild)."""
        return self.wild_ranks <= {TWO, JOKER_RANK}

    @cached_property
    def twos_natural_barred(self) -> bool:
        """Whether Twos are natural and yet barred from groups (placing them changes a natural count)."""
        return self.bars_twos and TWO not in self.wild_ranks

    def wild_count(self, counts: list[int]) -> int:
        """How many wild cards rank ``counts`` hold, of every wild rank."""
        return sum(counts[rank] for rank in self.wild_ranks)

    def wilds_in(self, counts: list[int]) -> tuple[int, int]:
        """(Jokers, Twos) among rank counts, each only where the variant makes it wild."""
        return (counts[JOKER_RANK] if JOKER_RANK in self.wild_ranks else 0,
                counts[TWO] if TWO in self.wild_ranks else 0)

    def wild_meld_refusal(self, ranks) -> Words | None:
        """Why a meld of wild cards with these ``ranks`` (new, or grown by an addition) may not
        stand, beyond its size; None when it may (Italian's melds of Twos ask for Twos with few
        Jokers: ``engine.rules.wild_melds.TwosMelds``)."""
        return self.wild_melds.refusal(ranks)

    def wild_meld_room(self, cards) -> int:
        """How many more wild cards, of either kind, a meld of wild cards surely takes: its size
        limit (Italian: within its limit of Jokers too). Asked only where the variant has wild melds."""
        return self.wild_melds.room(cards)

    def twos_barred(self, melds: dict) -> bool:
        """Whether a side with ``melds`` may put no Two into a group (Italian: while a meld of Twos
        of its is short of a canasta); never in Classic."""
        return False

    @cached_property
    def bars_twos(self) -> bool:
        """Whether ``twos_barred`` can be true (overridden), so that Classic skips asking."""
        return type(self).twos_barred is not MeldRules.twos_barred

    def short_wild_meld(self, melds: dict) -> int | None:
        """The key of a side's first meld of wild cards short of a canasta among ``melds``, if any."""
        return next((key for key in meld_keys.wild_keys(melds) if len(melds[key]) < self.canasta_size), None)

    def wild_meld_short(self, melds: dict) -> bool:
        """Whether a side with ``melds`` has a meld of wild cards short of a canasta."""
        return self.short_wild_meld(melds) is not None

    def wilds_committed(self, melds: dict) -> bool:
        """Whether the side's wild cards may go only onto its short wild meld (``WildMelds.commits``)."""
        return self.wild_melds.commits and self.wild_meld_short(melds)

    def clean_meld(self, ranks) -> bool:
        """Whether a new meld of these ranks is clean: a group without wild cards (a meld of wild
        cards only is clean where a variant says so: Canastone)."""
        return not any(rank in self.wild_ranks for rank in ranks)

    def canasta_kind(self, key: int, cards) -> str:
        """What a canasta counts as: a sequence, a wild canasta (wild cards only), natural or mixed."""
        kind = meld_keys.kind(key)
        if kind != meld_keys.GROUP:
            return kind
        return "mixed" if any(c >> 2 in self.wild_ranks for c in cards) else "natural"

    @cached_property
    def canasta_kinds(self) -> tuple[str, ...]:
        """The kinds of canasta this game can have, in score-sheet order."""
        return self.with_field_kinds(("natural", "mixed"))

    def with_field_kinds(self, kinds: tuple[str, ...]) -> tuple[str, ...]:
        """``kinds`` (a variant's own canasta kinds), then those the fields turn on and it lacks (wild
        canastas, sequences): whatever fields a rule set combines, each canasta it can make is named
        and scored on the sheet."""
        more = (meld_keys.WILD,) * self.has_wild_melds + \
            (meld_keys.SEQUENCE,) * self.sequences.reads_suits
        return kinds + tuple(kind for kind in more if kind not in kinds)
