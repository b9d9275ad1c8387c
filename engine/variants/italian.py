"""Italian Canasta: Samba with a face-down packet under the first upcard, a pile always frozen,
melds of Twos whose canastas pay only the side going out, wild cards that count nothing toward
the opening, red Threes by count, bonuses for five and ten canastas and a target of 12000
(docs/rules/italian.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import meld_keys
from ..cards import JOKER_RANK, TWO, is_red_three
from ..errors import Words
from ..rules.laid_out import LaidOut
from ..rules.merges import MeldMerges
from ..rules.opening_table import OpeningTable
from ..rules.packet import Packet
from ..rules.pile_taking import PileTaking
from ..rules.sequences import Sequences
from ..rules.several_melds import SeveralMelds
from ..rules.wild_melds import TwosMelds
from .entry import Variant
from .samba import SAMBA, SambaRules, SambaWording

TWOS = "twos"  # a canasta of Twos without a Joker (the other canasta of Twos is the wild kind)


@dataclass(frozen=True)
class ItalianRedThrees(LaidOut):
    """Red Threes at ``red_three_value`` each, ``red_three_value_from_four`` each for a side with four or
    more, against a side that has not melded."""

    red_three_value_from_four: int = 200  # each, for a side with four or more

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        count = sum(1 for card in cards if is_red_three(card))
        points = count * (self.red_three_value_from_four if count >= 4 else self.red_three_value)
        return points if side_has_melded else -points

    def words(self, in_deck: int) -> Words:
        return Words("{each} each, {more} each for four or more; they count against a side that has not "
                     "melded",
                     each=self.red_three_value, more=self.red_three_value_from_four)


@dataclass(frozen=True)
class ItalianRules(SambaRules):
    """Italian's clauses: the meld of Twos and its hold on Twos, red Threes by count,
    the many-canasta bonuses."""

    natural_twos_bonus: int = 3000
    five_canastas_bonus: int = 2000  # five natural canastas
    five_mixed_canastas_bonus: int = 1000  # five canastas, a mixed one among them
    ten_canastas_bonus: int = 2000

    def twos_barred(self, melds: dict) -> bool:
        return self.wild_meld_short(melds)

    def canasta_kind(self, key: int, cards) -> str:
        kind = super().canasta_kind(key, cards)
        if kind == meld_keys.WILD and all(card >> 2 == TWO for card in cards):
            return TWOS
        return kind

    @property
    def canasta_kinds(self) -> tuple[str, ...]:
        return self.with_field_kinds(("natural", "mixed", TWOS, meld_keys.WILD, meld_keys.SEQUENCE))

    def canasta_bonus(self, kind: str) -> int:
        return self.natural_twos_bonus if kind == TWOS else super().canasta_bonus(kind)

    def bonus_needs_going_out(self, kind: str) -> bool:
        return kind in (TWOS, meld_keys.WILD)

    def extra_score_lines(self, deal, side: int) -> tuple:
        out = deal.went_out is not None and deal.side_of[deal.went_out] == side
        kinds = [self.canasta_kind(key, cards) for key, cards in deal.melds[side].items()
                 if len(cards) >= self.canasta_size]
        # A canasta of Twos is a canasta here only where it scores as one: for the side going out.
        kinds = [kind for kind in kinds if out or not self.bonus_needs_going_out(kind)]
        natural = sum(1 for kind in kinds if kind in ("natural", meld_keys.SEQUENCE, TWOS))
        five = self.five_canastas_bonus if natural >= 5 else \
            self.five_mixed_canastas_bonus if len(kinds) >= 5 else 0
        ten = self.ten_canastas_bonus if len(kinds) >= 10 else 0
        return (("five_canastas", Words("five canastas"), five), ("ten_canastas", Words("ten canastas"), ten))


class ItalianWording(SambaWording, of=ItalianRules):
    """Italian's words: the meld of Twos, its canastas of Twos, the many-canasta bonuses."""

    rules: ItalianRules

    def wild_meld_words(self) -> Words:
        twos = self.rules.feature(TwosMelds)
        assert twos is not None
        return Words("{count}+ Twos, at most {most} Jokers; until it is a canasta, your side's Twos join "
                     "no other "
                     "meld", count=twos.fewest_twos, most=twos.most_jokers)

    def canasta_term(self, kind: str) -> Words:
        return {TWOS: Words("Twos canasta"), meld_keys.WILD: Words("mixed Twos canasta")}.get(kind) or \
            super().canasta_term(kind)

    def extra_score_words(self) -> tuple[Words, ...]:
        return (Words("five canastas {points} when five are natural (sambas, Twos canastas too), else "
                      "{mixed}; "
                      "ten {ten} more", points=self.rules.five_canastas_bonus,
                      mixed=self.rules.five_mixed_canastas_bonus, ten=self.rules.ten_canastas_bonus),
                Words("a canasta of Twos pays only the side going out"))


ITALIAN = ItalianRules(**{
    **{field.name: getattr(SAMBA, field.name) for field in fields(SAMBA)},
    "key": "italian",
    "name": "Italian Canasta",
    "laid_out": ItalianRedThrees(all_red_threes_bonus=SAMBA.laid_out.all_red_threes_bonus),
    "pile_taking": PileTaking(always_frozen=True),  # taken with a natural pair only, never by a sequence
    # melds of Twos grow like any meld: twelve Twos and three Jokers at most
    # Samba's features with melds of Twos, whose new melds are listed before the runs', and the packet
    "features": (
        SeveralMelds(),
        TwosMelds(fewest=3, most=15, fewest_twos=2, most_jokers=3),
        Sequences(fewest=3, most=7),
        MeldMerges(),
        # Aces and Jokers 20, else the rank's number: Jack 11, Queen 12, King 13
        Packet(Words("on a face-down packet sized by its rank (J 11, Q 12, K 13, A or Joker 20)"),
               sizes=((JOKER_RANK, 20), (14, 20))),
    ),
    "wild_canasta_bonus": 2000,
    "opening": OpeningTable(((10000, 200), (7500, 180), (5000, 160), (3000, 120), (1500, 90), (0, 50),
                             (None, 0)), wilds_count=False),
    "target": 12000,
})

VARIANTS = (Variant(ITALIAN, Words("Italian Canasta")),)
