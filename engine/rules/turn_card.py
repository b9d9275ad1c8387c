"""The turn card (Americana): the card so many places from the stock's bottom is turned sideways at the
deal, and once it is drawn the deal is near its end; while it is still in the stock, a player who makes
the side's opening may keep one card and discard it for bonus cards from the stock (a talon)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import Phrases, Words
from .feature import Feature
from .summary_phrases import ordinal


@dataclass(frozen=True)
class TurnCard(Feature):
    place: int  # from the stock's bottom
    # The talon's bonus cards: (when the side is the first of the deal to meld, when another side has
    # melded before); None: the last card of an opening is kept, as elsewhere.
    talon: tuple[int, int] | None = None

    def in_stock(self, stock: int) -> bool:
        """Whether the turn card is still in a stock of ``stock`` cards."""
        return stock >= self.place

    def table_lines(self) -> tuple[Words | Phrases, ...]:
        parts: list = [Words("- **Turn card:** {place} from the stock's bottom", place=ordinal(self.place))]
        if self.talon:
            first, later = self.talon
            parts.append(Words("; before it is drawn, a side's first meld may empty the hand but its "
                               "discard, for {first} **bonus cards** ({later} if the other side has melded)",
                               first=first, later=later))
        return (Phrases((*parts, ".")),)

    def view_fields(self, deal) -> dict[str, Any]:
        return {"turn_card": self.place, "turn_card_in_stock": self.in_stock(len(deal.stock))}

    def discard_help(self) -> tuple[tuple[str, Words], ...]:
        if not self.talon:
            return ()
        first, then = self.talon
        return (("discard 9", Words("an opening that leaves you one card may discard it; {first} bonus cards "
                                    "come from the stock ({then} once the other side has melded) while the "
                                    "turn card is still in it", first=first, then=then)),)
