"""International Canasta (John Scarne's): four players, thirteen dealt and no upcard; the pile always
taken with a natural pair, melds of at most seven with at most two wild cards (none under five
naturals but in the opening, none with Sevens), canastas of Sevens and of Aces, Threes of both
colours laid out and scored by colour, a three-card bonus after the opening, the special hands
Schneider and Blitz, two canastas to go out, 1500 for four Sevens or Aces caught in hand, and a
target of 10000 (docs/rules/international.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import meld_keys
from ..errors import Words, slashed
from ..phases import ENDED_SPECIAL
from ..rules.called_hands import SpecialHands
from ..rules.closing import LastTurnAfterStock, WildsDiscardedLast
from ..rules.going_out_policy import GoingOutPolicy
from ..rules.opening_bonus import OpeningBonus
from ..rules.opening_table import OpeningTable
from ..rules.pile_taking import PileTaking
from ..rules.several_melds import SeveralMelds
from ..rules.wild_melds import WildMelds
from ..special_hands import SpecialHand, ace_to_king, seven_pairs
from .classic import CLASSIC
from .entry import Variant
from .joker import JokerRules, ThreesByColour
from .wild_mix import JOKERS, TWOS, WildMixWording

SEVEN, ACE = 7, 14
SEVENS, ACES = "sevens", "aces"  # natural canastas of Sevens and of Aces
WILD_BASE = 5  # the naturals a group holds before it takes a wild card
CAUGHT = 4  # Sevens or Aces in one hand that cost its side ``caught_penalty`` when a player goes out

SCHNEIDER = SpecialHand(
    "schneider", Words("Schneider"), 2000, before_drawing=False, shown=seven_pairs,
    words=Words("after drawing, seven natural pairs of different ranks"))
BLITZ = SpecialHand(
    "blitz", Words("Blitz"), 2500, before_drawing=True, shown=ace_to_king, others_lose_gains=True,
    words=Words("before drawing, A, 2, 4-K and a Joker in hand and a Three laid out"))


@dataclass(frozen=True)
class InternationalThrees(ThreesByColour):
    """Every Three laid out and scored by colour; a side without a canasta loses
    ``unmade_three_penalty`` for each instead."""

    unmade_three_penalty: int = 100  # each Three of a side without a canasta

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        return self.by_colour(cards) if canastas else -self.unmade_three_penalty * len(cards)

    def words(self, in_deck: int) -> Words:
        return Words("black too, by colour {points}; -{each} each without a canasta",
                     points=slashed(self.threes_by_count[1:]),
                     each=self.unmade_three_penalty)


@dataclass(frozen=True)
class InternationalRules(JokerRules):
    """International's clauses: wild cards by a group's naturals, the natural group an opening needs
    beside a short mixed one, Sevens and Aces canastas, Threes against a side without a canasta,
    and the penalty for Sevens or Aces caught in hand."""

    sevens_bonus: int = 2500
    aces_bonus: int = 2500
    caught_penalty: int = 1500

    def group_wild_limit(self, rank: int, naturals: int, opening: bool, held: int = 0) -> int:
        if rank == SEVEN:
            return 0
        if naturals >= WILD_BASE:
            return self.meld_max_wilds
        return 1 if opening and naturals >= 2 else 0

    def wild_limit_words(self, rank: int, naturals: int) -> Words:
        if rank == SEVEN:
            return Words("Sevens never meld with wild cards")
        if naturals >= WILD_BASE:
            return Words("a meld may hold at most {most} wild cards", most=self.meld_max_wilds)
        return Words("a meld takes wild cards only once it holds {count} natural cards (in your side's "
                     "opening, a new meld of two or more naturals may take one)", count=WILD_BASE)

    def opening_refusal(self, melds) -> Words | None:
        groups = [[r for r in ranks if r not in self.wild_ranks] for ranks in melds]
        short_mixed = any(naturals and len(naturals) < len(ranks) and len(naturals) < WILD_BASE
                          for naturals, ranks in zip(groups, melds, strict=True))
        if short_mixed and not any(len(naturals) == len(ranks) >= 3
                                   for naturals, ranks in zip(groups, melds, strict=True)):
            return Words("an opening with a wild card in a meld of fewer than five naturals also needs a "
                         "meld of three or more natural cards")
        return None

    def canasta_kind(self, key: int, cards) -> str:
        kind = super().canasta_kind(key, cards)
        if kind == "natural" and meld_keys.rank(key) in (SEVEN, ACE):
            return SEVENS if meld_keys.rank(key) == SEVEN else ACES
        return kind

    @property
    def canasta_kinds(self) -> tuple[str, ...]:
        return self.with_field_kinds(("natural", "mixed", SEVENS, ACES, meld_keys.WILD, JOKERS, TWOS))

    def canasta_bonus(self, kind: str) -> int:
        return {SEVENS: self.sevens_bonus, ACES: self.aces_bonus}.get(kind) or super().canasta_bonus(kind)

    def extra_score_lines(self, deal, side: int) -> tuple:
        someone_out = deal.went_out is not None or deal.ended == ENDED_SPECIAL
        lines = []
        sevens = Words("{count}+ Sevens caught in hand", count=CAUGHT)
        aces = Words("{count}+ Aces caught in hand", count=CAUGHT)
        for rank, key, label in ((SEVEN, "sevens_caught", sevens), (ACE, "aces_caught", aces)):
            caught = sum(1 for seat in deal.side_seats(side)
                         if sum(1 for card in deal.hands[seat] if card >> 2 == rank) >= CAUGHT)
            points = -self.caught_penalty * caught if someone_out else 0
            lines.append((key, label, points))
        return tuple(lines)


class InternationalWording(WildMixWording, of=InternationalRules):
    """International's words: wild cards by the naturals, its canastas of Aces and Sevens, its penalties."""

    rules: InternationalRules

    def meld_words(self) -> Words:
        return Words("wild cards only with {count}+ naturals (opening: one with a pair beside a natural meld "
                     "of 3); none with Sevens", count=WILD_BASE)

    def canasta_term(self, kind: str) -> Words:
        return {SEVENS: Words("Sevens canasta"), ACES: Words("Aces canasta")}.get(kind) or \
            super().canasta_term(kind)

    def extra_score_words(self) -> tuple[Words, ...]:
        return (Words("when someone goes out, a hand caught with {count}+ Sevens costs {points}, {count}+ "
                      "Aces "
                      "{points} more", count=CAUGHT, points=self.rules.caught_penalty),)


INTERNATIONAL = InternationalRules(**{
    **{field.name: getattr(CLASSIC, field.name) for field in fields(CLASSIC)},
    "key": "international",
    "name": "International Canasta (Scarne)",
    "hand_size": 13,
    "upcard": False,
    "pile_taking": PileTaking(always_frozen=True, one_card_rule=False, naturals=(2, 2), top_card_opens=False),
    "meld_max_wilds": 2,
    "max_meld_size": 7,
    "black_three_meld_sizes": frozenset(),
    "wild_canasta_bonus": 2000,
    "laid_out": InternationalThrees(unplayed_red_three_penalty=100),
    "concealed_bonus": 200,
    "going_out": GoingOutPolicy(canastas=2, concealed_needs_canasta=False),
    "opening": OpeningTable(((7500, 180), (5000, 150), (2500, 120), (None, 90))),
    "features": (*CLASSIC.features, SeveralMelds(when_full=True), WildMelds(fewest=3, most=7),
                 OpeningBonus(cards=3), SpecialHands((SCHNEIDER, BLITZ)),
                 LastTurnAfterStock(), WildsDiscardedLast()),
    "target": 10000,
})

VARIANTS = (Variant(INTERNATIONAL, Words("International Canasta (Scarne)")),)
