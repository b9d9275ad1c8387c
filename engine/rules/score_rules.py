"""The rules of scoring: card values, canasta bonuses, laid-out cards (red Threes), what a hand left
at the deal's end costs, and the penalties and lines a variant adds."""

from __future__ import annotations

from collections import Counter
from functools import cached_property

from .. import meld_keys
from ..cards import JOKER_RANK, THREE, TWO
from .laid_out import LaidOut
from .meld_rules import MeldRules


def by_count(table: tuple[int, ...], count: int) -> int:
    """A score by how many cards, ``table[count]``, continued past the table's end by its last step:
    tables written for two packs (four Threes of a colour) still score the six three packs hold."""
    last = len(table) - 1
    if count <= last:
        return table[count]
    return table[last] + (count - last) * (table[last] - table[last - 1])


def card_values(values: dict[int, int]) -> tuple[int, ...]:
    """A rank-indexed tuple of card values (index 0 and 1 unused)."""
    return tuple(values.get(rank, 0) for rank in range(JOKER_RANK + 1))


CLASSIC_CARD_VALUES = card_values({
    JOKER_RANK: 50, TWO: 20, 14: 20,
    13: 10, 12: 10, 11: 10, 10: 10, 9: 10, 8: 10,
    7: 5, 6: 5, 5: 5, 4: 5, THREE: 5,
})


class ScoreRules(MeldRules):
    """What cards, canastas and laid-out cards score, and what is left in hand costs: Classic's clauses,
    overridden by a variant subclass where it differs."""

    # The fields of ``Rules`` this concern reads.
    packs: int
    canasta_size: int
    card_values: tuple[int, ...]
    natural_canasta_bonus: int
    mixed_canasta_bonus: int
    wild_canasta_bonus: int | None
    laid_out: LaidOut

    def value(self, rank: int) -> int:
        return self.card_values[rank]

    @property
    def red_threes_in_deck(self) -> int:
        return 2 * self.packs

    def laid_out_points(self, cards, side_has_melded: bool, canastas: int,
                        kinds: Counter | None = None) -> int:
        """What a side's laid-out ``cards`` score (``LaidOut.points``; ``canastas``: how many the side has
        made; ``kinds``: them by kind, where known, for a variant that reads the mix (Canastone))."""
        return self.laid_out.points(cards, side_has_melded, canastas, self.red_threes_in_deck, kinds)

    def hand_penalty(self, card: int, someone_went_out: bool) -> int:
        """What a card left in hand costs its side when the deal ends: its value, and for a red
        Three stuck in hand (which the engine never leaves there) the unplayed penalty."""
        if self.laid_out.is_laid_out(card):
            return self.laid_out.unplayed_red_three_penalty
        return self.value(card >> 2)

    def extra_score_lines(self, deal, side: int) -> tuple:
        """Score lines a variant adds to a side's sheet at the deal's end, as (key, label Words, points)
        or (key, label Words, points, count) where the line counts something of the side's (shown beside
        the points, as a canasta line's count is), the same keys for every side (0 where a line does not
        apply: the sheet has one row per key) (Brazilian: short sequences; Cuban: all black Threes).
        Classic has none."""
        return ()

    def canasta_bonus(self, kind: str) -> int:
        """A canasta's bonus by kind: Classic's 500 natural and 300 mixed; a wild canasta scores
        ``wild_canasta_bonus`` (mixed's when None), and by default a sequence (naturals only)
        counts as natural, until a variant says more."""
        if kind == meld_keys.WILD and self.wild_canasta_bonus is not None:
            return self.wild_canasta_bonus
        return self.natural_canasta_bonus if kind in ("natural", meld_keys.SEQUENCE) \
            else self.mixed_canasta_bonus

    @cached_property
    def canasta_premiums(self) -> tuple[int, ...]:
        """By rank, what a natural canasta of it scores beyond an ordinary natural canasta (Mexicana's
        Sevens: 500); 0 for a rank that makes no natural canasta."""
        premiums = [0] * 16
        for rank in self.natural_ranks:
            cards = [rank << 2] * self.canasta_size
            premiums[rank] = self.canasta_bonus(self.canasta_kind(meld_keys.group(rank), cards)) \
                - self.natural_canasta_bonus
        return tuple(premiums)

    @cached_property
    def wild_melds_pay(self) -> bool:
        """Whether melds of wild cards only exist and their canasta outscores a natural one
        (Bolivia), so that wild cards are worth gathering in a meld of their own."""
        return self.has_wild_melds and \
            self.canasta_bonus(meld_keys.WILD) > self.natural_canasta_bonus

    def bonus_needs_going_out(self, kind: str) -> bool:
        """Whether a canasta of this kind earns its bonus only for the side that goes out (Italian
        canastas of Twos; the other side counts their cards alone)."""
        return False

    def short_meld_penalty(self, key: int, cards) -> int:
        """What a side's meld ``key`` holding ``cards`` costs it if the deal ends with the meld short
        of a canasta (Americana: Sevens, natural Aces, wild melds); nothing in Classic. Computer
        players read it before starting such a meld."""
        return 0

    def held_penalty(self, rank: int, count: int) -> int:
        """What a hand left with ``count`` cards of ``rank`` at the deal's end costs its side beyond
        their values (Americana: three or more Aces, or Sevens); nothing in Classic. Computer
        players read it to shed such cards."""
        return 0

    def melded_points(self, points: int, canastas: int) -> int:
        """What a side's melded cards, worth ``points``, score when it has made ``canastas``: all
        of them in Classic (Americana: nothing without a canasta)."""
        return points
