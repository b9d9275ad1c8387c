"""Several melds of one rank for a side (Samba, Joker, International), a feature not every variant
has: when a side may start another meld of a rank (or of wild cards) it has, and which of them
further naturals join; ``ONE_MELD_EACH`` answers for Classic's one meld per rank
(``Rules.several_melds``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import meld_keys
from ..cards import THREE
from ..errors import IllegalAction, Words
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

    def __post_init__(self) -> None:
        object.__setattr__(self, "splits_naturals", self.group_most is not None)

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
