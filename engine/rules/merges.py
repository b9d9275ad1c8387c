"""Merging melds (Samba), a feature not every variant has: two of a side's melds of one kind (a rank,
wild cards, a suit's run) may join, the later-numbered into the earlier (``merge K#2 into K``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from .. import meld_keys, melding
from ..actions import Merge
from ..errors import IllegalAction, Words
from ..per_rules import PerRules
from .feature import Feature


@dataclass(frozen=True)
class MeldMerges(Feature):
    """Two melds of one kind may join; what a merge may make is asked of the meld clauses
    (``engine.melding.check_merge``)."""

    meld_verbs: ClassVar[tuple[str, ...]] = ("merge",)

    def table_actions(self, rules, melds: dict) -> list:
        return _merges(rules, melds)

    def meld_help(self) -> tuple[tuple[str, Words], ...]:
        return (("merge K#2 into K", Words("join two melds of one rank, two wild melds, or two sequences of "
                                           "one suit that meet")),)

    def several_melds_words(self) -> Words:
        """What the rules summary's line on several melds of a rank adds of merging them."""
        return Words("; two of one kind may merge (`merge K#2 into K`)")


def _merges(rules, melds: dict) -> list:
    """Every legal merge of two melds of one kind, the later-numbered into the earlier (each pair's
    check kept per rule set by the two melds' cards: the table changes seldom between listings)."""
    pairs = _pairs(tuple(melds))
    if not pairs:
        return []  # one meld of each kind: nothing to merge
    known = _MERGES.under(rules)
    out = []
    for source, target in pairs:
        pair = (source, target, *melds[source], -1, *melds[target])
        merges = known.get(pair)
        if merges is None:
            merges = known[pair] = _merges_into(rules, melds, source, target)
        if merges:
            out.append(_merge(source, target))
    return out


@lru_cache(maxsize=1 << 12)
def _pairs(keys: tuple) -> tuple:
    """The (source, target) pairs of ``keys`` (a side's melds, in table order) of one kind, the
    target numbered before the source, in the order merges are listed (worked out once per keys)."""
    firsts = meld_keys.firsts(keys)
    kinds: dict[int, list[int]] = {}  # the keys by their kind's first key, in table order
    for key, first in zip(keys, firsts, strict=True):
        kinds.setdefault(first, []).append(key)
    return tuple((source, target) for source, first in zip(keys, firsts, strict=True)
                 for target in kinds[first] if target < source)


def _merges_into(rules, melds: dict, source: int, target: int) -> bool:
    """Whether the meld ``source`` may join the meld ``target`` (``melding.check_merge``)."""
    try:
        melding.check_merge(rules, melds, source, target)
    except IllegalAction:
        return False
    return True


@lru_cache(maxsize=1 << 12)
def _merge(source: int, target: int) -> Merge:
    """The merge of ``source`` into ``target``, one object per merge (actions are values)."""
    return Merge(source, target)


_MERGES = PerRules(1 << 14)  # whether a merge passes, by the two melds' keys and cards
