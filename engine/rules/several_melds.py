"""Several melds of one rank for a side (Samba, Joker, International), a feature not every variant
has: when a side may start another meld of a rank (or of wild cards) it has, and which of them
further naturals join; ``ONE_MELD_EACH`` answers for Classic's one meld per rank
(``Rules.several_melds``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import ClassVar

from .. import meld_keys, melding
from ..actions import Meld
from ..cards import THREE
from ..errors import IllegalAction, Words
from ..listing_kinds import meld_ranks, wild_sets
from ..per_rules import PerRules
from .feature import Feature


@dataclass(frozen=True)
class SeveralMelds(Feature):
    """A side may start another meld of a rank it has (never of black Threes); where ``when_full``,
    only once each it has of that kind holds its most cards (``group_most`` for a rank,
    ``wild_most`` for wild cards; None: uncapped, so never) (Joker, International). A variant
    declares it in ``Rules.features``; ``Rules.several_melds`` binds it to the game's meld sizes."""

    when_full: bool = False
    group_most: int | None = None
    wild_most: int | None = None

    # Whether a rank's naturals may go to more than one of its melds (its groups are capped).
    splits_naturals: bool = field(init=False, repr=False, compare=False, default=False)
    meld_kind: ClassVar[str] = meld_keys.GROUP  # its adds: to a rank's second or later group

    def __post_init__(self) -> None:
        object.__setattr__(self, "splits_naturals", self.group_most is not None)

    def new_melds(self, rules, melds: dict, counts: list[int], wilds: tuple[int, int],
                  held: list[int]) -> list:
        """New groups of a rank the side has a meld of, where it may start another."""
        return _further_groups(rules, melds, counts, wilds)

    def additions(self, rules, key: int, meld: list[int], counts: list[int], hand: tuple[list[int], int],
                  wilds: tuple[int, int]) -> list:
        """The naturals of the group's rank and the wild cards that may join a second or later group
        (the first's adds are Classic's)."""
        rank = meld_keys.rank(key)
        jokers, twos = wilds
        room = rules.meld_size_cap - len(meld)
        return [meld_ranks(rank, k, j, t) for k in range(counts[rank] + 1)
                for j, t in wild_sets(jokers, twos, melding.wild_room(rules, meld, k))
                if 0 < k + j + t <= room]

    def takes_top_onto(self, key: int, top: int) -> bool:
        """The top card goes onto a further group of its rank."""
        return meld_keys.first(key) == top >> 2

    def may_start_another(self, melds, key: int) -> bool:
        """Whether a side with ``melds`` may start a further meld like ``key``."""
        if not self.when_full:
            return True
        first = meld_keys.first(key)
        most = self.wild_most if meld_keys.kind(key) == meld_keys.WILD else self.group_most
        return most is not None and all(len(cards) >= most for other, cards in melds.items()
                                        if meld_keys.first(other) == first)

    def natural_home(self, melds, rank: int) -> int | None:
        """The meld further naturals of ``rank`` join: where melds are capped, the first with room
        (None when all are full, which lets the side start another), else the rank's first."""
        if rank not in melds:
            return None
        most = self.group_most
        if most is None:
            return rank
        return next((key for key in sorted(key for key in melds if meld_keys.first(key) == rank)
                     if len(melds[key]) < most), None)

    def place(self, melds, assigned: set[int], key: int, what: str | Words) -> None:
        """Refuse a new meld like ``key`` (the first key of its kind) where the side may not start
        one, or two in one move; ``assigned`` gathers the kinds the move has started."""
        several = key != THREE and self.may_start_another(melds, key)
        if key in melds and not several:
            if key != THREE:
                raise IllegalAction("your side's {meld} meld is not full yet: add to it with 'add'",
                                    meld=what)
            raise IllegalAction("your side already has a {meld} meld: add to it with 'add'", meld=what)
        if key in assigned and (not several or self.when_full):
            raise IllegalAction("two {meld} melds in one move: put them in one meld", meld=what)
        assigned.add(key)


class OneMeldEach:
    """Classic's answers: a side has one meld of each rank, and one of wild cards."""

    splits_naturals = False
    when_full = False

    def may_start_another(self, melds, key: int) -> bool:
        return False


    def natural_home(self, melds, rank: int) -> int | None:
        return rank if rank in melds else None

    def place(self, melds, assigned: set[int], key: int, what: str | Words) -> None:
        if key in melds:
            raise IllegalAction("your side already has a {meld} meld: add to it with 'add'", meld=what)
        if key in assigned:
            raise IllegalAction("two {meld} melds in one move: put them in one meld", meld=what)
        assigned.add(key)


ONE_MELD_EACH = OneMeldEach()


def _further_groups(rules, melds: dict, counts: list[int], wilds: tuple[int, int]) -> list:
    """New groups of a rank the side has a meld of, where it may start another (``wilds``: the
    Jokers and Twos that may go into groups)."""
    out: list[Meld] = []
    fewest = rules.meld_min_naturals
    several = rules.several_melds
    natural = rules.natural_ranks
    for rank in sorted(meld_keys.first_groups(melds)):  # the ranks melded, low to high as natural_ranks
        if counts[rank] >= fewest and rank in natural and several.may_start_another(melds, rank):
            limits = _new_group_limits(rules, rank, counts[rank])
            out += _further_group_melds(rank, counts[rank], *wilds, limits, fewest, rules.meld_min_size,
                                        rules.max_meld_size)
    return out


def _new_group_limits(rules, rank: int, naturals: int) -> tuple:
    """The wild cards a new group of ``rank`` takes by its count of naturals, up to ``naturals``
    (none below the fewest a group holds), kept per rule set."""
    known = _LIMITS.under(rules)
    limits = known.get((rank, naturals))
    if limits is None:
        fewest = rules.meld_min_naturals
        limits = known[rank, naturals] = tuple(melding.new_group_wilds(rules, rank, k) if k >= fewest else 0
                                               for k in range(naturals + 1))
    return limits


_LIMITS = PerRules(1 << 10)  # ``_new_group_limits`` by rank and naturals


@lru_cache(maxsize=1 << 12)
def _further_group_melds(rank: int, naturals: int, jokers: int, twos: int, limits: tuple, fewest: int,
                         min_size: int, max_size: int | None) -> tuple:
    """``_further_groups`` of one rank, worked out once per shape (``limits``: the wild cards a new
    group takes, by its count of naturals)."""
    return tuple(Meld((meld_ranks(rank, k, j, t),)) for k in range(fewest, naturals + 1)
                 for j, t in wild_sets(jokers, twos, limits[k])
                 if min_size <= k + j + t <= (max_size or k + j + t))
