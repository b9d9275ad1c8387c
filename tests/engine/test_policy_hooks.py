"""Variant policy: a subclass of ``Rules``, or of a policy it holds, that overrides one Classic clause
changes play there and nowhere else, as a variant module will (here, black Threes laid out like red
ones by a laid-out policy, and a card from the stock coming with the discard pile, as Canastone's
pile-taking policy gives)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from engine import Deal, meld_keys, score_deal, variants
from engine.cards import THREE, codes, full_deck
from engine.rules import Rules
from engine.rules.laid_out import LaidOut
from engine.rules.opening_table import OpeningTable
from engine.rules.pile_taking import PileTaking
from engine.rules.sequences import Sequences
from engine.rules.wild_melds import WildMelds

from .positions import position, rejects, side

CLASSIC = variants.get("classic")


@dataclass(frozen=True)
class AllThreesLaidOut(LaidOut):
    def is_laid_out(self, card: int) -> bool:
        return card >> 2 == THREE

    def points(self, cards, side_has_melded: bool, canastas: int, in_deck: int, kinds=None) -> int:
        return 100 * len(cards)


ALL_THREES = replace(CLASSIC, laid_out=AllThreesLaidOut())


def stacked(rules: Rules) -> Deal:
    """Two full packs ordered so that seat 1 is dealt one black Three and nobody another Three."""
    deck = full_deck(rules.packs)
    black = codes("3S")[0]
    deck.remove(black)
    threes = [card for card in deck if card >> 2 == THREE]
    return Deal.new(rules, deck=[black] + [c for c in deck if c >> 2 != THREE] + threes)


def test_a_laid_out_rank_leaves_the_hand_at_the_deal_and_is_replaced():
    deal = stacked(ALL_THREES)
    assert deal.red_threes[1] == codes("3S") and len(deal.hands[1]) == 11
    assert not any(card >> 2 == THREE for card in deal.hands[1])


def test_the_classic_default_keeps_a_black_three_in_hand():
    deal = stacked(CLASSIC)
    assert deal.red_threes[1] == [] and codes("3S")[0] in deal.hands[1]


def test_laid_out_cards_score_by_the_overriding_method():
    deal = stacked(ALL_THREES)
    sheet = next(s for s in score_deal(deal) if 1 in s.seats)
    assert sheet.points("red_threes") == 100  # Classic would count it against an unopened side


def test_a_variant_can_give_a_stock_card_with_the_pile():
    rules = replace(CLASSIC, pile_taking=PileTaking(stock_cards=1))
    hand, pile, stock = "KC KD 9C 8S", "4C 5D KH", "JS 7H 6D 3H"  # the stock's top card first
    with_card = position(hands=[hand, None, None, None], pile=pile, stock=stock, rules=rules,
                         melds=[{"Q": "QC QD QH"}, {}])
    with_card.apply("take K K")
    # The King meld takes KH, KC, KD; 4C and 5D come from the pile and JS from the stock.
    assert sorted(with_card.hands[0]) == sorted(codes("9C 8S 4C 5D JS"))
    assert len(with_card.stock) == 3 and codes("JS")[0] not in with_card.stock
    plain = position(hands=[hand, None, None, None], pile=pile, stock=stock,
                     melds=[{"Q": "QC QD QH"}, {}])
    plain.apply("take K K")
    assert sorted(plain.hands[0]) == sorted(codes("9C 8S 4C 5D")) and len(plain.stock) == 4


def test_a_red_three_from_the_stock_with_the_pile_is_laid_out_and_replaced():
    rules = replace(CLASSIC, pile_taking=PileTaking(stock_cards=1))
    deal = position(hands=["KC KD 9C 8S", None, None, None], pile="4C KH", stock="3H 6D 7H",
                    rules=rules, melds=[{"Q": "QC QD QH"}, {}])
    deal.apply("take K K")
    assert deal.red_threes[0] == codes("3H") and codes("6D")[0] in deal.hands[0]
    assert deal.stock == codes("7H")
    assert deal.phase == "play"


@dataclass(frozen=True)
class OpensBeforeDrawing(Rules):
    def opens_before_drawing(self) -> bool:
        return True


OPENS_FIRST = OpensBeforeDrawing(**{f.name: getattr(CLASSIC, f.name) for f in fields(CLASSIC)})


def test_a_variant_can_let_a_side_open_before_drawing_and_then_take_the_pile():
    hand = "QC QD QS KC KD KS 9H 9S 5C"
    deal = position(hands=[hand, None, None, None], pile="4C 9D", rules=OPENS_FIRST)
    assert "meld K K K; Q Q Q" in {str(a) for a in deal.legal_actions()}
    deal.apply("meld K K K; Q Q Q")
    assert deal.phase == "draw" and deal.is_open(0)
    assert {"draw", "take 9 9"} <= {str(a) for a in deal.legal_actions()}
    rejects(deal, "meld 9 9 9", "draw first")  # open now: further melds wait for the draw
    deal.apply("take 9 9")
    assert deal.phase == "play" and sorted(deal.melds[0][9]) == sorted(codes("9D 9H 9S"))


def test_opening_before_drawing_keeps_a_card_and_is_only_for_that_variant():
    rejects(position(hands=["QC QD QS KC KD KS", None, None, None], rules=OPENS_FIRST),
            "meld K K K; Q Q Q", "keep a card")
    classic = position(hands=["QC QD QS KC KD KS 9H 9S 5C", None, None, None])
    rejects(classic, "meld K K K; Q Q Q", "draw first")
    assert not any(str(a).startswith("meld") for a in classic.legal_actions())


def test_an_opening_before_drawing_holds_the_canasta_the_variant_asks_of_openings():
    rules = replace(OPENS_FIRST, opening=OpeningTable(canastas=((0, frozenset({"natural"})),)))
    hand = "QC QD QS KC KD KS KH KC KD KH 5C"
    rejects(position(hands=[hand, None, None, None], rules=rules), "meld K K K; Q Q Q",
            "^at 0 points your side opens only with a natural canasta among its first melds$")
    deal = position(hands=[hand, None, None, None], rules=rules)
    deal.apply("meld K K K K K K K; Q Q Q")
    assert deal.phase == "draw" and deal.is_open(0)


def test_a_sequence_is_a_clean_meld_where_openings_must_be_clean():
    samba = variants.get("samba")
    rules = replace(samba, opening=replace(samba.opening, clean_below=3000))
    deal = position("samba", hands=["AC AD AH 2C 4H 5H 6H 9S", None, None, None], phase="play", rules=rules)
    rejects(deal, "meld A A 2; seq 4H 5H 6H", "clean melds only")
    deal.apply("meld A A A; seq 4H 5H 6H")
    assert deal.is_open(0)


def test_partners_of_three_hand_keep_each_meld_of_wild_cards_apart():
    # Three-hand with wild melds: the first taker plays alone, and the other two's melds join up,
    # groups of a rank into one and wild melds side by side.
    rules = variants.get("classic-3p").with_feature(WildMelds(fewest=3, most=7))
    deal = position("classic-3p", hands=["AC AD 9C 8S", "5C 6D", "7H 8D"], pile="4C AH", rules=rules,
                    melds=[{}, {"wild": "2C 2D JK", "Q": "QC QD QH"}, {"wild": "2H 2S JK", "Q": "QS QC QH"}],
                    has_melded=[False, True, True])
    deal.apply("take A A")
    assert deal.side_of == [0, 1, 1]
    assert {meld_keys.label(k): cards for k, cards in deal.melds[1].items()} == {
        "wild": codes("2C 2D JK"), "Q": codes("QC QD QH QS QC QH"), "wild#2": codes("2H 2S JK")}


@dataclass(frozen=True)
class ShortSequencesCost(Rules):
    """Brazilian's clause as a test: a side pays 1000 when it has a sequence of four or fewer."""

    def extra_score_lines(self, deal, side: int) -> tuple:
        short = any(meld_keys.kind(key) == meld_keys.SEQUENCE and len(cards) <= 4
                    for key, cards in deal.melds[side].items())
        return (("short_sequences", "a sequence of four or fewer", -1000 if short else 0),)


def test_a_variant_can_add_score_lines_that_count_in_the_total():
    rules = ShortSequencesCost(**{f.name: getattr(CLASSIC, f.name) for f in fields(CLASSIC)})
    rules = rules.with_feature(Sequences(fewest=3, most=7))
    deal = position(hands=["9C", "", "", ""], phase="play", rules=rules,
                    melds=[{"K": "KC KD KH KS KC KD KH"}, {"seqH": "4H 5H 6H"}])
    deal.apply("discard 9")
    us, them = side(deal, 0), side(deal, 1)
    assert us.points("short_sequences") == 0 and them.points("short_sequences") == -1000
    assert them.total == 15 - 1000  # the sequence's 4 + 5 + 6 in the melds line, then the penalty
    assert [i.key for i in them.items][-1] == "short_sequences"
