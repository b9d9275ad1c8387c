"""Melds of wild cards only (Uruguay, Cuban, Bolivia, Italian's Twos...), a feature not every
variant has: the sizes such a meld may have, what it asks of its cards beyond them (Italian's Twos:
``TwosMelds``) and whether it holds the side's wild cards until it is a canasta; ``NO_WILD_MELDS``
answers for a game without them (``Rules.wild_melds``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import ClassVar

from .. import meld_keys, melding
from ..actions import Meld
from ..cards import JOKER_RANK, TWO
from ..errors import IllegalAction, Words
from ..listing_kinds import meld_ranks, wild_sets
from ..per_rules import PerRules
from .feature import Feature


@dataclass(frozen=True)
class WildMelds(Feature):
    """Melds of wild cards only, of ``fewest`` to ``most`` cards; where ``commits``, while a side's is
    short of a canasta its wild cards go only onto it (Canastone, Americana). A variant declares it
    in ``Rules.features``; ``Rules.wild_melds`` binds it to the game's wild ranks (``wilds``)."""

    fewest: int
    most: int
    commits: bool = False
    wilds: frozenset[int] = frozenset()
    meld_kind: ClassVar[str] = meld_keys.WILD

    def new_melds(self, rules, melds: dict, counts: list[int], wilds: tuple[int, int],
                  held: list[int]) -> tuple:
        """New melds of the hand's wild cards, where the side may start one."""
        key = meld_keys.wild()
        if key in melds and not melding.may_start_another(rules, melds, key):
            return ()
        return _new_wild_melds(rules, *rules.wilds_in(counts))

    def additions(self, rules, key: int, meld: list[int], counts: list[int], hand: tuple[list[int], int],
                  wilds: tuple[int, int]) -> tuple:
        """The hand's wild cards that may join the meld."""
        return _wild_additions(rules, meld, *rules.wilds_in(counts))

    def openings_beside(self, rules, hand: list[int], counts: list[int], minimum: int, clean: bool,
                        groups) -> list:
        """Openings of a wild meld beside groups: for each size the wild meld may take, the hand's
        Jokers first and then Twos in it, and the rest of the minimum made, one canonical set per
        leading rank, by groups with the wild cards left over."""
        wild_melds = rules.wild_melds  # bound to the game's wild ranks
        jokers, twos = rules.wilds_in(counts)
        sets = set()
        for size in range(wild_melds.fewest, min(jokers + twos, wild_melds.most) + 1):
            in_meld = min(jokers, size)
            wild = meld_ranks(TWO, 0, in_meld, size - in_meld)
            if rules.wild_meld_refusal(wild) is not None:
                continue
            rest = counts[:]
            rest[JOKER_RANK] -= in_meld
            rest[TWO] -= size - in_meld
            needed = minimum - sum(rules.opening_value(r) for r in wild)
            sets |= {(made, wild) for made in (groups(rest, needed, first=rank)
                                               for rank in rules.natural_ranks
                                               if rules.enough_naturals(rest[rank])) if made}
        return [Meld(made, wild=(wild,)) for made, wild in sorted(sets)]

    def check_new(self, ranks) -> None:
        """Raise unless ``ranks`` make a new meld of wild cards, by its kind and size."""
        if any(rank not in self.wilds for rank in ranks):
            raise IllegalAction("a wild meld holds wild cards only")
        if not self.fewest <= len(ranks) <= self.most:
            raise IllegalAction("a wild meld holds {fewest} to {most} cards", fewest=self.fewest,
                                most=self.most)
        self._check_cards(ranks)

    def check_addition(self, meld: list[int], ranks) -> None:
        """Raise unless ``ranks`` may join the wild meld ``meld``, by their kind and its size."""
        if any(rank not in self.wilds for rank in ranks):
            raise IllegalAction("only wild cards go on a wild meld")
        if len(meld) + len(ranks) > self.most:
            raise IllegalAction("a wild meld holds at most {most} cards", most=self.most)
        self._check_cards([card >> 2 for card in meld] + list(ranks))

    def _check_cards(self, ranks) -> None:
        refusal = self.refusal(ranks)
        if refusal is not None:
            raise IllegalAction(refusal)

    def refusal(self, ranks) -> Words | None:
        """Why a meld of wild cards of these ``ranks`` may not stand beyond its size; None when it
        may (``Rules.wild_meld_refusal``)."""
        return None

    def room(self, cards) -> int:
        """How many more wild cards, of either kind, the meld of ``cards`` surely takes: its size
        limit (``Rules.wild_meld_room``)."""
        return self.most - len(cards)

    def holds(self, size: int) -> bool:
        """Whether a meld of wild cards may hold ``size`` cards (its limit of Jokers aside)."""
        return size <= self.most

    def no_naturals_refusal(self) -> Words:
        """Why a group of wild cards alone may not stand, pointing to wild melds."""
        return Words("a meld needs natural cards; wild cards cannot meld on their own: "
                     "write it 'meld wild ...'")


@dataclass(frozen=True)
class TwosMelds(WildMelds):
    """Italian's melds of Twos: at least ``fewest_twos`` Twos and at most ``most_jokers`` Jokers."""

    fewest_twos: int = 2
    most_jokers: int = 3

    def refusal(self, ranks) -> Words | None:
        ranks = list(ranks)
        if ranks.count(TWO) < self.fewest_twos:
            return Words("a meld of Twos holds at least {count} Twos", count=self.fewest_twos)
        if ranks.count(JOKER_RANK) > self.most_jokers:
            return Words("a meld of Twos holds at most {most} Jokers", most=self.most_jokers)
        return None

    def room(self, cards) -> int:
        jokers = sum(1 for card in cards if card >> 2 == JOKER_RANK)
        return min(super().room(cards), self.most_jokers - jokers)


class NoWildMelds:
    """The answers of a game without melds of wild cards only: no size fits one."""

    commits = False
    fewest = 1
    most = 0

    def refusal(self, ranks) -> Words | None:
        return None

    def room(self, cards) -> int:
        return 0

    def check_new(self, ranks) -> None:
        raise IllegalAction("this game has no melds of wild cards only")

    def no_naturals_refusal(self) -> Words:
        return Words("a meld needs natural cards; wild cards cannot meld on their own")


NO_WILD_MELDS = NoWildMelds()


def wild_melds_like(rules, fewest: int, most: int) -> WildMelds:
    """Melds of wild cards only of ``fewest`` to ``most`` cards, of the kind ``rules`` have where they
    have them (Canastone's hold the side's wild cards, Italian's are melds of Twos): for a rule set
    drawn from a variant's."""
    held = rules.feature(WildMelds)
    return WildMelds(fewest, most) if held is None else replace(held, fewest=fewest, most=most)


def _new_wild_melds(rules, jokers: int, twos: int) -> tuple:
    """New melds of wild cards only from ``jokers`` and ``twos``, each of a size and mix the
    variant accepts (worked out once per rule set and count of wild cards)."""
    known = _WILD_MELDS.under(rules)
    melds = known.get((jokers, twos))
    if melds is None:  # (none where the variant has no wild melds)
        fewest, most = rules.wild_melds.fewest, rules.wild_melds.most
        sets = (meld_ranks(TWO, 0, j, t) for j, t in wild_sets(jokers, twos, most) if j + t >= fewest)
        melds = known[jokers, twos] = tuple(_wild_meld(ranks) for ranks in sets
                                            if rules.wild_meld_refusal(ranks) is None)
    return melds


def _wild_additions(rules, meld: list[int], jokers: int, twos: int) -> tuple:
    """The additions of the hand's ``jokers`` and ``twos`` to a meld of wild cards that the variant
    accepts (worked out once per rule set, ranks in the meld and count of wild cards)."""
    held = sorted(c >> 2 for c in meld)
    known = _WILD_ADDITIONS.under(rules)
    shape = (*held, -1, jokers, twos)
    additions = known.get(shape)
    if additions is None:
        room = rules.wild_melds.most - len(meld)
        sets = (meld_ranks(TWO, 0, j, t) for j, t in wild_sets(jokers, twos, room) if j + t)
        additions = known[shape] = tuple(ranks for ranks in sets
                                         if rules.wild_meld_refusal(held + list(ranks)) is None)
    return additions


# Per rule set: new wild melds by the hand's wild cards, additions to a wild meld by its ranks and
# the hand's wild cards (a refusal is worded each time it is asked, too slow for every listing).
_WILD_MELDS = PerRules(1 << 8)
_WILD_ADDITIONS = PerRules(1 << 12)


@lru_cache(maxsize=1 << 10)
def _wild_meld(ranks: tuple) -> Meld:
    """The new meld of wild cards ``ranks``, one object per meld."""
    return Meld(wild=(ranks,))
