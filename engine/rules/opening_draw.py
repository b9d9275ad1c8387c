"""The opening draw (Mexicana): the player who makes a side's first meld of the deal then draws cards
from the stock, all that are left when fewer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import Words
from .feature import Feature


@dataclass(frozen=True)
class OpeningDraw(Feature):
    cards: int  # what a side's first meld brings its maker from the stock

    def opening_cards(self) -> int:
        return self.cards

    def opening_words(self) -> tuple[Words, ...]:
        return (Words("; whoever makes it then draws {cards} cards from the stock (all that are left when "
                      "fewer)", cards=self.cards),)

    def view_fields(self, deal) -> dict[str, Any]:
        return {"opening_draw": self.cards}
