"""Canasta Americana (Modern American Canasta): four players, thirteen dealt, a turn card and no
upcard; melds of at most seven with at most two wild cards, fewer than their naturals; Sevens never
and Aces only in the opening with wild cards; wild melds that hold the side's wild cards until they
are canastas; ranks closed by a natural canasta; every Three laid out; a splash opens at any
score; bonus cards for an opening that empties the hand; discards barred from an empty pile; the
special hands straight, pairs and garbage; penalties for unfinished Sevens, Aces and wild melds and
for Aces or Sevens left in hand; target 8500 (docs/rules/americana.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import meld_keys
from ..cards import JOKER_RANK
from ..errors import Words, slashed
from ..rules.called_hands import SpecialHands
from ..rules.closing import ClosingDiscard, ShortStockEnd, WildsDiscardedLast
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.opening_table import OpeningTable
from ..rules.pile_taking import PileTaking
from ..rules.splash import Splash
from ..rules.turn_card import TurnCard
from ..rules.wild_melds import WildMelds
from ..special_hands import SpecialHand, garbage, pairs_with_twos, seven_pairs, straight
from .classic import CLASSIC
from .entry import Variant
from .international import ACE, SEVEN, InternationalRules, InternationalWording
from .joker import ThreesByColour

ACE_WILD_BASE = 5  # natural Aces a dirty Ace meld holds before it takes another wild card
HELD = 3  # Aces, or Sevens, left in one hand at the deal's end that cost its side ``held_penalty``

def _after_drawing(name: str, title: Words, bonus: int, shown, words: Words) -> SpecialHand:
    """A special hand called after drawing by a side that has not melded, scoring its bonus alone."""
    return SpecialHand(name, title, bonus, before_drawing=False, shown=shown, words=words,
                       unopened_side=True, scores_alone=True)


STRAIGHT = _after_drawing("straight", Words("Straight"), 3000, straight,
                          Words("A-K and a Joker, your Three laid out"))
PAIRS = _after_drawing("pairs", Words("Pairs"), 2500, seven_pairs, Words("7 natural pairs"))
TWOS_PAIRS = _after_drawing("twos", Words("Pairs with Twos"), 2000, pairs_with_twos,
                            Words("7 pairs with 2s, As and 7s"))
GARBAGE = _after_drawing("garbage", Words("Garbage"), 2000, garbage, Words("4+4+3+3 of four ranks"))


@dataclass(frozen=True)
class AmericanaThrees(ThreesByColour):
    """Every Three laid out and scored by colour: added for a side with two canastas, nothing with one,
    against a side with none."""

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        points = self.by_colour(cards)
        return points if canastas >= 2 else 0 if canastas == 1 else -points

    def words(self, in_deck: int) -> Words:
        return Words("black too, by colour {points}: for a side with 2 canastas, 0 with 1, against one "
                     "with none",
                     points=slashed(self.threes_by_count[1:]))


@dataclass(frozen=True)
class AmericanaRules(InternationalRules):
    """Americana's clauses: wild cards in Sevens and Aces, the natural meld an opening holds, Threes
    by colour and by the side's canastas, melded cards against a side without a canasta, discards an
    empty pile refuses, and the penalties for unfinished melds and for Aces or Sevens held."""

    short_penalty: int = 2500  # Sevens, pure Aces, or a wild meld with all four Jokers, short of seven
    short_wild_penalty: int = 2000  # any other wild meld short of seven
    held_penalty_points: int = 1500  # a hand left with three or more Aces, or Sevens

    def group_wild_limit(self, rank: int, naturals: int, opening: bool, held: int = 0) -> int:
        if rank == SEVEN:
            return 0
        if rank == ACE:
            return self.meld_max_wilds if opening or held and naturals >= ACE_WILD_BASE else 0
        return self.meld_max_wilds

    def wild_limit_words(self, rank: int, naturals: int) -> Words:
        if rank == SEVEN:
            return Words("Sevens never meld with wild cards")
        if rank == ACE:
            return Words("Aces take wild cards only in your side's opening; a meld of Aces opened with one "
                         "takes another once it holds {count} natural Aces", count=ACE_WILD_BASE)
        return Words("a meld may hold at most {most} wild cards", most=self.meld_max_wilds)

    def opening_refusal(self, melds) -> Words | None:
        wild = self.wild_ranks
        for ranks in melds:
            wilds = sum(1 for rank in ranks if rank in wild)
            if not wilds or wilds == len(ranks) or ACE in ranks:
                return None
        return Words("an opening needs a meld without wild cards (or a meld of wild cards only, or of Aces)")

    def discard_refusal(self, rank: int, counts: list[int], pile_empty: bool,
                        dead: frozenset[int]) -> Words | None:
        if not pile_empty or rank in self.wild_ranks:
            return None  # wild cards wait for a hand of wild cards only (``WildsDiscardedLast``)
        tier = self._discard_tier(rank, dead)
        held = [r for r in range(JOKER_RANK) if counts[r] and r not in self.wild_ranks]
        if all(self._discard_tier(r, dead) >= tier for r in held):
            return None
        if tier == 2:
            return Words("a dead card may not start the pile while you hold a card that may")
        return Words("an Ace or a Seven may not start the pile while you hold another natural card that may")

    @staticmethod
    def _discard_tier(rank: int, dead: frozenset[int]) -> int:
        """Onto an empty pile the lowest tier held goes first: live cards but Aces and Sevens (0),
        live Aces and Sevens (1), dead cards (2)."""
        return 2 if rank in dead else int(rank in (ACE, SEVEN))

    def melded_points(self, points: int, canastas: int) -> int:
        return points if canastas else -points

    def short_meld_penalty(self, key: int, cards) -> int:
        if key == meld_keys.wild():
            jokers = sum(1 for card in cards if card >> 2 == JOKER_RANK)
            every_joker = jokers == self.jokers_per_pack * self.packs
            return self.short_penalty if every_joker else self.short_wild_penalty
        if key == SEVEN or key == ACE and not any(card >> 2 in self.wild_ranks for card in cards):
            return self.short_penalty
        return 0

    def held_penalty(self, rank: int, count: int) -> int:
        return self.held_penalty_points if rank in (ACE, SEVEN) and count >= HELD else 0

    def extra_score_lines(self, deal, side: int) -> tuple:
        melds = deal.melds[side]
        hands = [deal.hands[seat] for seat in deal.side_seats(side)]

        def short(key: int) -> int:
            cards = melds.get(key, ())
            return -self.short_meld_penalty(key, cards) if 0 < len(cards) < self.canasta_size else 0

        return (
            ("short_sevens", Words("Sevens short of a canasta"), short(SEVEN)),
            ("short_aces", Words("natural Aces short of a canasta"), short(ACE)),
            ("short_wild", Words("wild meld short of a canasta"), short(meld_keys.wild())),
            ("aces_held", Words("{count}+ Aces left in a hand", count=HELD), -self._held(hands, ACE)),
            ("sevens_held", Words("{count}+ Sevens left in a hand", count=HELD), -self._held(hands, SEVEN)),
        )

    def _held(self, hands, rank: int) -> int:
        """What these hands' cards of ``rank`` cost their side (``held_penalty``)."""
        return sum(self.held_penalty(rank, sum(1 for card in hand if card >> 2 == rank)) for hand in hands)


class AmericanaWording(InternationalWording, of=AmericanaRules):
    """Americana's words: wild cards in Sevens and Aces, and the penalties for unfinished melds and for
    Aces or Sevens held."""

    rules: AmericanaRules

    def meld_words(self) -> Words:
        return Words("at most {most} wild, fewer than the naturals; none with Sevens, with Aces only in the "
                     "opening (more at {aces} natural Aces)", most=self.rules.meld_max_wilds,
                     aces=ACE_WILD_BASE)

    def extra_score_words(self) -> tuple[Words, ...]:
        return (Words("Sevens, natural Aces or a wild meld of all four Jokers short of a canasta: -{short}; "
                      "another wild meld: -{wild}; {held}+ Aces or {held}+ Sevens left in a hand: -{each} "
                      "each",
                      short=self.rules.short_penalty, wild=self.rules.short_wild_penalty, held=HELD,
                      each=self.rules.held_penalty_points),)


AMERICANA = AmericanaRules(**{
    **{field.name: getattr(CLASSIC, field.name) for field in fields(CLASSIC)},
    "key": "americana",
    "name": "Canasta Americana",
    "hand_size": 13,
    "upcard": False,
    "pile_taking": PileTaking(always_frozen=True, one_card_rule=False, naturals=(2, 2), top_card_opens=False),
    "meld_max_wilds": 2,
    "naturals_outnumber_wilds": True,
    "max_meld_size": 7,
    "black_three_meld_sizes": frozenset(),
    "wild_canasta_bonus": 2000,
    "four_jokers_bonus": 2500,
    "twos_only_bonus": 3000,
    "concealed_bonus": 0,
    "going_out": GoingOutPolicy(canastas=2, ask_once=True),
    "opening": OpeningTable(((5000, 180), (3000, 155), (None, 125))),
    # A Three left in hand costs 5: the stock's last card, which stays in hand and ends the deal.
    "laid_out": AmericanaThrees(unplayed_red_three_penalty=5, last_laid_out_kept=True),
    "features": (*CLASSIC.features, WildMelds(fewest=3, most=7, commits=True),
                 TurnCard(place=9, talon=(4, 3)), SpecialHands((STRAIGHT, PAIRS, TWOS_PAIRS, GARBAGE)),
                 ClosingDiscard(wild_last=True),  # a wild card too may be the last card, not a Three
                 ShortStockEnd(), WildsDiscardedLast(),
                 Splash(naturals=7)),
    "target": 8500,
})

VARIANTS = (Variant(AMERICANA, Words("Canasta Americana")),)
