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
    firsts = meld_keys.firsts(melds)
    if len(set(firsts)) == len(firsts):
        return []  # one meld of each kind: nothing to merge
    kinds: dict[int, list[int]] = {}  # the side's melds by their kind's first key, in table order
    for key, first in zip(melds, firsts, strict=True):
        kinds.setdefault(first, []).append(key)
    known = _MERGES.under(rules)
    out = []
    for source, first in zip(melds, firsts, strict=True):
        for target in kinds[first]:
            if target < source:
                pair = (source, target, *melds[source], -1, *melds[target])
                merges = known.get(pair)
                if merges is None:
                    merges = known[pair] = _merges_into(rules, melds, source, target)
                if merges:
                    out.append(_merge(source, target))
    return out


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
