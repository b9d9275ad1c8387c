"""How a hand or a deal closes where it differs from Classic, features not every variant has: going out
by a final discard only (Canastone, Americana), wild cards discarded only from a hand of wild cards
(Americana, International), the deal ending when the stock is too short for a draw (Canastone,
Americana), and one more turn once the stock is out (International)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import THREE
from ..errors import Words
from .feature import Feature


@dataclass(frozen=True)
class ClosingDiscard(Feature):
    """Going out is always by a final discard: a player keeps a card and never melds out; the last card
    is a natural one other than a Three, or where ``wild_last`` any card but a Three (Americana)."""

    wild_last: bool = False

    def final_discard_ok(self, rank: int, wild_ranks: frozenset[int]) -> bool:
        """Whether a last card of ``rank`` may be discarded to go out."""
        return rank != THREE and (self.wild_last or rank not in wild_ranks)

    def going_out_words(self) -> tuple[Words, ...]:
        if self.wild_last:
            return (Words("; by discarding your last card"),)
        return (Words("; the last discard is natural, not a Three"),)


@dataclass(frozen=True)
class WildsDiscardedLast(Feature):
    """A wild card is discarded only from a hand that holds no natural card (wild cards go last)."""

    def refusal(self) -> Words:
        """Why a wild card may not be discarded from a hand holding a natural card."""
        return Words("a wild card may be discarded only when you hold no natural card")


@dataclass(frozen=True)
class ShortStockEnd(Feature):
    """The deal ends at the start of a turn whose player could not draw a full ``draw_count`` from the
    stock; without it play goes on from the pile once the stock is empty."""

    def deal_end_words(self, draw_count: int) -> Words | None:
        if draw_count == 1:
            return Words(". A deal ends when the stock is empty.")
        return Words(". A deal ends when the stock runs short.")


@dataclass(frozen=True)
class LastTurnAfterStock(Feature):
    """Once the stock is out, one more turn, in which only a side that has opened may take the pile;
    then the deal ends. Without it play goes on while players take the pile."""

    records: ClassVar[tuple[str, ...]] = ("last_turn",)

    def deal_end_words(self, draw_count: int) -> Words | None:
        return Words("; after the stock, one more turn.")
