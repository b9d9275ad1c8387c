"""The face-down packet under the first upcard (Italian, Canastone): so many cards from the stock, by the
upcard's rank, lie under it face down, unseen by all, until the pile is taken with them."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import Words
from .feature import Feature


@dataclass(frozen=True)
class Packet(Feature):
    words: Words  # what it lays under the first upcard, for the rules summary
    # (rank, size) where the packet is not as big as the rank's number (Italian: Aces and Jokers 20).
    sizes: tuple[tuple[int, int], ...] = ()

    def size(self, card: int) -> int:
        """How many cards from the stock go face down under ``card`` turned as the first upcard."""
        rank = card >> 2
        return dict(self.sizes).get(rank, rank)

    def lay_under(self, deal, card: int) -> None:
        """Lay the packet ``card`` sizes, as far as the stock goes, at the bottom of ``deal``'s pile."""
        deal.packet = min(self.size(card), len(deal.stock))
        deal.pile.extend(deal.stock.pop() for _ in range(deal.packet))
