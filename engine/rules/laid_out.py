"""The cards laid out as soon as held (red Threes), one policy object every variant's rules hold
(``Rules.laid_out``): which cards they are, which of a taken pile's are set aside, what they are called
and score, what one stuck in hand costs, and whether the stock's last card stays in hand; it words its
scoring for the rules summary. A variant scoring them otherwise holds a subclass."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import is_red_three
from ..errors import Words


@dataclass(frozen=True)
class LaidOut:
    """Red Threes, laid out as soon as held: ``red_three_value`` each, ``all_red_threes_bonus`` for all
    of the deck's, as much against a side that has melded nothing; one left in hand costs
    ``unplayed_red_three_penalty``; one drawn as the stock's last card stays in hand and ends the deal
    where ``last_laid_out_kept`` (Americana)."""

    red_three_value: int = 100
    all_red_threes_bonus: int = 800
    unplayed_red_three_penalty: int = 200
    last_laid_out_kept: bool = False

    def is_laid_out(self, card: int) -> bool:
        """Whether a card is laid out in front of its holder as soon as held (asked of every card drawn)."""
        return is_red_three(card)

    def from_pile(self, card: int) -> bool:
        """Whether a card in a pile the player takes is laid out instead of joining the hand."""
        return self.is_laid_out(card)

    @property
    def name(self) -> str:
        """What the cards laid out are called: "red three" (laying out black ones too: "three")."""
        return "red three"

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int,
               kinds: Counter | None = None) -> int:
        """What a side's laid-out ``cards`` score, of the ``in_deck`` red Threes the deck holds: so much
        each, the bonus for all of them, and as much against a side that has melded nothing
        (``canastas``: how many the side has made; ``kinds``: them by kind, where known)."""
        count = len(cards)
        points = self.all_red_threes_bonus if count == in_deck else count * self.red_three_value
        return points if side_has_melded else -points

    def words(self, in_deck: int) -> Words:
        """What ``points`` scores, in words for the rules summary."""
        return Words("{each} each, {all} for all {count}; they count against a side that has not melded",
                     each=self.red_three_value, all=self.all_red_threes_bonus, count=in_deck)
