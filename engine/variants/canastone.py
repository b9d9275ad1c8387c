"""Canastone, for four and for six: three packs, fifteen cards, a draw of two or the pile with one
stock card, the opening laid down before drawing, a packet under the upcards, groups with more
naturals than wild cards, wild melds that commit a side, closing with a clean and a dirty canasta by
a natural discard, red Threes scored by the side's canastas, and a target of 12000
(docs/rules/canastone.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from .. import meld_keys
from ..cards import JOKER_RANK, THREE, TWO
from ..errors import Words
from ..rules import Rules
from ..rules.annulling_upcards import AnnullingUpcards
from ..rules.closing import ClosingDiscard, ShortStockEnd
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.laid_out import LaidOut
from ..rules.opening_table import OpeningTable
from ..rules.packet import Packet
from ..rules.pile_taking import PileTaking
from ..rules.wild_melds import WildMelds
from ..rules.wording import RulesWording
from .entry import Variant

ACES = 14
# Canasta kinds: clean and dirty groups (Aces apart), and the three canastas of wild cards; a
# sequence, where a rule set adds them, holds no wild card and is clean.
CLEAN_ACES, DIRTY_ACES, TWOS, JOKERS = "natural_aces", "mixed_aces", "twos", "jokers"
CLEAN_KINDS = frozenset({"natural", CLEAN_ACES, TWOS, JOKERS, meld_keys.SEQUENCE})
DIRTY_KINDS = frozenset({"mixed", DIRTY_ACES, meld_keys.WILD})
_NAMES = {"natural": Words("clean canasta"), "mixed": Words("dirty canasta"),
          CLEAN_ACES: Words("clean Aces canasta"), DIRTY_ACES: Words("dirty Aces canasta"),
          meld_keys.WILD: Words("dirty wild canasta"), TWOS: Words("Twos canasta"),
          JOKERS: Words("Jokers canasta")}


@dataclass(frozen=True)
class CanastoneRedThrees(LaidOut):
    """Red Threes at 100 each, doubled from four, signed by the side's clean and dirty canastas."""

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        """100 each, doubled from four; the sign by the side's canastas: clean and dirty +, clean
        only 0, dirty only −, none − and doubled. Without ``kinds`` (a player's estimate from a count),
        two canastas read as clean and dirty and one as nothing either way."""
        points = 100 * len(cards) * (2 if len(cards) >= 4 else 1)
        if kinds is None:
            return points if canastas >= 2 else 0 if canastas else -2 * points
        clean, dirty = _has(kinds, CLEAN_KINDS), _has(kinds, DIRTY_KINDS)
        if clean:
            return points if dirty else 0
        return -points if dirty else -2 * points

    def words(self, in_deck: int) -> Words:
        return Words("100 each, ×2 from four; + with clean and dirty canastas, 0 with clean only, − with "
                     "dirty "
                     "only, −×2 with none")


@dataclass(frozen=True)
class CanastoneRules(Rules):
    """Canastone's clauses that data cannot say: the upcards, what is clean, the canasta
    kinds and what closing needs, red Threes by the canasta mix, the extra score lines."""

    clean_aces_bonus: int = 1000
    dirty_aces_bonus: int = 500
    twos_canasta_bonus: int = 3000
    jokers_canasta_bonus: int = 5000
    five_canastas_bonus: int = 1000  # five canastas, clean and dirty among them
    five_clean_canastas_bonus: int = 2000  # instead, where five of them are clean

    def upcard_covered(self, card: int) -> bool:
        return (card >> 2) in self.wild_ranks or card >> 2 == THREE

    def freezes_pile(self, card: int) -> bool:
        return (card >> 2) in self.wild_ranks

    def opens_before_drawing(self) -> bool:
        return True

    def clean_meld(self, ranks) -> bool:
        ranks = list(ranks)
        if all(rank in self.wild_ranks for rank in ranks):  # clean while it can still make a clean canasta
            return ranks.count(JOKER_RANK) == 0 or ranks.count(TWO) <= 1
        return super().clean_meld(ranks)

    def canasta_kind(self, key: int, cards) -> str:
        kind = super().canasta_kind(key, cards)
        if kind == meld_keys.WILD:
            ranks = [card >> 2 for card in cards]
            if ranks.count(JOKER_RANK) == 0:
                return TWOS
            return JOKERS if ranks.count(TWO) <= 1 else meld_keys.WILD
        if kind in ("natural", "mixed") and meld_keys.rank(key) == ACES:
            return CLEAN_ACES if kind == "natural" else DIRTY_ACES
        return kind

    @property
    def canasta_kinds(self) -> tuple[str, ...]:
        return self.with_field_kinds(("natural", "mixed", CLEAN_ACES, DIRTY_ACES, meld_keys.WILD, TWOS,
                                      JOKERS))

    def canasta_bonus(self, kind: str) -> int:
        return {CLEAN_ACES: self.clean_aces_bonus, DIRTY_ACES: self.dirty_aces_bonus,
                TWOS: self.twos_canasta_bonus, JOKERS: self.jokers_canasta_bonus}.get(kind) or \
            super().canasta_bonus(kind)

    def goes_out_with(self, kinds: Counter, laid_out: int) -> bool:
        return _has(kinds, CLEAN_KINDS) and _has(kinds, DIRTY_KINDS)

    def extra_score_lines(self, deal, side: int) -> tuple:
        kinds = [self.canasta_kind(key, cards) for key, cards in deal.melds[side].items()
                 if len(cards) >= self.canasta_size]
        clean = sum(1 for kind in kinds if kind in CLEAN_KINDS)
        mixed = clean and len(kinds) > clean
        five = 0
        if len(kinds) >= 5 and mixed:
            five = self.five_clean_canastas_bonus if clean >= 5 else self.five_canastas_bonus
        unopened = 0
        if not deal.is_open(side):
            unopened = -sum(self.hand_penalty(card, deal.went_out is not None)
                            for seat in deal.side_seats(side) for card in deal.hands[seat])
        return (("five_canastas", Words("five canastas"), five),
                ("unopened_hand", Words("hand again, unopened"), unopened))


class CanastoneWording(RulesWording, of=CanastoneRules):
    """Canastone's words: clean and dirty canastas, going out with both, its wild melds and extra lines."""

    rules: CanastoneRules

    def wild_meld_words(self) -> Words:
        return Words("until then your side's wild cards go only on it and none may close")

    def canasta_term(self, kind: str) -> Words:
        return _NAMES.get(kind) or super().canasta_term(kind)

    def going_out_need(self) -> Words:
        return Words("a clean and a dirty canasta")

    def going_out_missing(self, kinds: Counter, laid_out: int) -> Words | None:
        clean, dirty = _has(kinds, CLEAN_KINDS), _has(kinds, DIRTY_KINDS)
        if not (clean or dirty):
            return Words("clean + dirty to close")
        if not clean:
            return Words("clean one to close")
        return None if dirty else Words("dirty one to close")

    def extra_score_words(self) -> tuple[Words, ...]:
        return (Words("five canastas (clean and dirty) {points}, {clean} when five are clean",
                      points=self.rules.five_canastas_bonus, clean=self.rules.five_clean_canastas_bonus),
                Words("an unopened side's hand counts twice"))


def _has(kinds: Counter, wanted: frozenset[str]) -> bool:
    return any(kinds[kind] for kind in wanted)


CANASTONE = CanastoneRules(
    key="canastone", name="Canastone", players=4, teams=((0, 2), (1, 3)),
    packs=3, hand_size=15, draw_count=2,
    pile_taking=PileTaking(one_card_rule=False, naturals=(2, 3), for_opening=False, stock_cards=1),
    meld_max_wilds=2, naturals_outnumber_wilds=True, wilds_join_canastas=False,
    black_three_meld_sizes=frozenset(),
    wild_canasta_bonus=2000, laid_out=CanastoneRedThrees(unplayed_red_three_penalty=500),
    going_out_bonus=300, concealed_bonus=0,
    going_out=GoingOutPolicy(canastas=2),
    opening=OpeningTable(((12000, 200), (10000, 180), (7000, 160), (5000, 120), (3000, 90), (None, 50)),
                         clean_below=3000),
    target=12000,
    features=(
        AnnullingUpcards(count=3),
        # as big as the natural upcard's rank: 4 for a Four up to 14 for an Ace
        Packet(Words("on a face-down packet as big as its rank (Ace 14); wild cards and Threes are covered, "
                     "three in a row redeal")),
        WildMelds(fewest=3, most=7, commits=True),
        ClosingDiscard(),
        ShortStockEnd(),
    ),
)

# Six players in two teams of three, each between two opponents; the next partner in turn order
# answers "may I close?".
CANASTONE_SIX = replace(CANASTONE, key="canastone-6p", name="Canastone for six", players=6,
                        teams=((0, 2, 4), (1, 3, 5)))

VARIANTS = (Variant(CANASTONE, Words("Canastone")), Variant(CANASTONE_SIX, Words("Canastone for six")))
