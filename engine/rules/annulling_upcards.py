"""Upcards that annul the deal (Canastone): upcards are turned until one need not be covered, the
face-down packet, sized by that card, slid under them all; so many in a row that must be covered
annul the deal, which is shuffled and dealt again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .feature import Feature
from .packet import Packet


@dataclass(frozen=True)
class AnnullingUpcards(Feature):
    count: int  # this many upcards in a row that must be covered annul the deal

    turns_upcards: ClassVar[bool] = True

    def deal_start(self, deal) -> bool:
        rules = deal.rules
        turned = [deal.stock.pop()]
        while rules.upcard_covered(turned[-1]):
            if len(turned) == self.count:
                return False
            turned.append(deal.stock.pop())
        packet = rules.feature(Packet)
        if packet is not None:
            packet.lay_under(deal, turned[-1])
        for card in turned:
            deal._push_pile(card)
        return True
