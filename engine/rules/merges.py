"""Merging melds (Samba), a feature not every variant has: two of a side's melds of one kind (a rank,
wild cards, a suit's run) may join, the later-numbered into the earlier (``merge K#2 into K``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..errors import Words
from .feature import Feature


@dataclass(frozen=True)
class MeldMerges(Feature):
    """Two melds of one kind may join; what a merge may make is asked of the meld clauses
    (``engine.melding.check_merge``)."""

    meld_verbs: ClassVar[tuple[str, ...]] = ("merge",)

    def meld_help(self) -> tuple[tuple[str, Words], ...]:
        return (("merge K#2 into K", Words("join two melds of one rank, two wild melds, or two sequences of "
                                           "one suit that meet")),)

    def several_melds_words(self) -> Words:
        """What the rules summary's line on several melds of a rank adds of merging them."""
        return Words("; two of one kind may merge (`merge K#2 into K`)")
