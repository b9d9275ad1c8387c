"""Melds beyond one group per rank: same-suit sequences, melds of wild cards only and further
groups of a rank, each where the rules allow it, listed, applied and refused with a reason."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import IllegalAction, meld_keys, parse, public_view, variants
from engine.cards import KING, codes
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.wild_melds import WildMelds

from .positions import listed, position, rejects, side

CLASSIC = variants.get("classic")
FAMILY = replace(CLASSIC, key="classic", features=(
    SeveralMelds(), WildMelds(fewest=3, most=7), Sequences(fewest=3, most=7)))


def playing(hand: str, melds=None, rules=FAMILY):
    return position(hands=[hand, None, None, None], melds=melds or [{"Q": "QC QD QH"}, {}],
                    phase="play", rules=rules)


# ---------------------------------------------------------------------- sequences


def test_a_sequence_is_listed_and_laid_down_under_its_suit():
    deal = playing("4H 5H 6H 9C 9S")
    assert "meld seq 4H 5H 6H" in listed(deal)
    deal.apply("meld seq 6h 4h 5h")
    assert deal.melds[0][meld_keys.sequence(2)] == codes("4H 5H 6H")
    assert codes("9C 9S") == sorted(deal.hands[0])
    view = next(m for m in public_view(deal).sides[0].melds if m.kind == meld_keys.SEQUENCE)
    assert (view.label, view.rank) == ("seqH", 6)


def test_a_sequence_grows_at_either_end_with_cards_of_its_suit():
    deal = playing("4H 8H 9H KC QS", melds=[{"seqH": "5H 6H 7H"}, {}])
    assert {"add 4 to seqH", "add 9 8 to seqH", "add 9 8 4 to seqH"} <= listed(deal)
    deal.apply("add 8H 9H to seqH")
    assert sorted(deal.melds[0][meld_keys.sequence(2)]) == codes("5H 6H 7H 8H 9H")


@pytest.mark.parametrize("move, reason", [
    ("meld seq 4H 5S 6H", "one suit"),
    ("meld seq 4H 6H 7H", "without gaps"),
    ("add 10 to seqH", "without gaps"),
    ("add 4 4 to seqH", "repeats"),
])
def test_a_broken_sequence_is_refused(move, reason):
    deal = playing("4H 4H 5S 6H 7H 10H", melds=[{"seqH": "5H 6H 7H"}, {}])
    rejects(deal, move, reason)


def test_a_sequence_card_of_another_suit_is_a_typing_error():
    with pytest.raises(IllegalAction, match="suit"):
        parse("add 4S to seqH")
    with pytest.raises(IllegalAction, match="with its suit"):
        parse("meld seq 4 5 6")


def test_classic_has_no_sequences():
    deal = playing("4H 5H 6H 9C 9S", rules=CLASSIC)
    assert not any(a.startswith("meld seq") for a in listed(deal))
    rejects(deal, "meld seq 4H 5H 6H", "no sequences")


# ---------------------------------------------------------------------- wild melds


def test_a_meld_of_wild_cards_only_is_listed_laid_down_and_added_to():
    deal = playing("2C 2D JK JK 5C 6C")
    assert "meld wild 2 2 JK" in listed(deal)
    deal.apply("meld wild 2 2 JK")
    assert sorted(deal.melds[0][meld_keys.wild()]) == sorted(codes("2C 2D JK"))
    assert "add JK to wild" in listed(deal)
    deal.apply("add JK to wild")
    assert len(deal.melds[0][meld_keys.wild()]) == 4


def test_wild_cards_without_the_keyword_are_refused_with_the_way_to_write_it():
    rejects(playing("2C 2D JK 5C 6C"), "meld 2 2 JK", "meld wild")


def test_a_natural_card_on_a_wild_meld_is_refused():
    deal = playing("2C 5C 6C", melds=[{"Q": "QC QD QH", "wild": "2H 2S JK"}, {}])
    rejects(deal, "add 5 to wild", "only wild cards")


def test_classic_has_no_wild_melds():
    rejects(playing("2C 2D JK 5C 6C", rules=CLASSIC), "meld wild 2 2 JK",
                   "no melds of wild cards only")


# ---------------------------------------------------------------------- several groups of a rank


def test_a_second_meld_of_a_rank_takes_the_next_number():
    deal = playing("KC KD KH 2C 9S 9C 8D", melds=[{"K": "KS KS KD"}, {}])
    assert "meld K K K" in listed(deal)
    deal.apply("meld K K K")
    assert meld_keys.group(KING, 2) in deal.melds[0]
    assert "add 2 to K#2" in listed(deal)
    deal.apply("add 2 to K#2")
    assert len(deal.melds[0][meld_keys.group(KING, 2)]) == 4
    assert [m.label for m in public_view(deal).sides[0].melds][:2] == ["K", "K#2"]


def test_classic_keeps_one_meld_per_rank():
    deal = playing("KC KD KH 2C 9S", melds=[{"K": "KS KS KD"}, {}], rules=CLASSIC)
    rejects(deal, "meld K K K", "already has a K meld")


def test_adding_to_a_meld_the_side_lacks_names_it():
    rejects(playing("KC KD 9S 9C", melds=[{"K": "KS KS KD"}, {}]), "add K to K#2",
                   "no K#2 meld")


# ---------------------------------------------------------------------- taking the pile onto a meld


def drawing(hand: str, pile: str, melds, rules=FAMILY):
    return position(hands=[hand, None, None, None], melds=melds, pile=pile, rules=rules,
                    has_melded=[True, False, False, False])


def test_the_top_card_lengthens_a_sequence_of_its_suit():
    deal = drawing("9C 9S 8H", "4C 7H", [{"seqH": "4H 5H 6H"}, {}])
    assert "take to seqH" in listed(deal)  # the shortest form; more cards may go with it
    deal.apply("take 8H to seqH")
    assert sorted(deal.melds[0][meld_keys.sequence(2)]) == codes("4H 5H 6H 7H 8H")
    assert sorted(deal.hands[0]) == sorted(codes("9C 9S 4C"))


@pytest.mark.parametrize("pile, move, reason", [
    ("JK 7H", "take to seqH", "frozen"),
    ("4C 7S", "take to seqH", "suit"),
    ("4C KH", "take to Q", "does not go on your Q meld"),
    ("4C KH", "take to K#3", "no K#3 meld"),
])
def test_a_take_onto_the_wrong_meld_is_refused(pile, move, reason):
    deal = drawing("9C 9S KC KD", pile, [{"seqH": "4H 5H 6H", "Q": "QC QD QH", "K": "KS KS KD"}, {}])
    rejects(deal, move, reason)


def test_the_top_card_goes_onto_a_second_meld_of_its_rank_or_starts_one():
    deal = drawing("9C 9S KC KD", "4C KH", [{"K": "KS KS KD", "K#2": "KH KC 2C"}, {}])
    assert {"take", "take to K#2"} <= listed(deal)
    deal.apply("take to K#2")
    assert len(deal.melds[0][meld_keys.group(KING, 2)]) == 4
    deal = drawing("9C 9S KC KD", "4C KH", [{"K": "KS KS KD"}, {}])
    assert "take K K to K#2" in listed(deal)
    deal.apply("take K K to K#2")
    assert len(deal.melds[0][meld_keys.group(KING, 2)]) == 3 and len(deal.melds[0][KING]) == 3


def test_classic_takes_onto_its_one_meld_of_the_rank():
    deal = drawing("9C 9S KC KD", "4C KH", [{"K": "KS KS KD"}, {}], rules=CLASSIC)
    rejects(deal, "take K K to K#2", "already has a K meld")


# ---------------------------------------------------------------------- three-hand merging


def test_partners_sequences_of_one_suit_stay_two_melds_when_the_partnership_forms():
    rules = variants.get("classic-3p").with_feature(Sequences(fewest=3, most=7))
    deal = position("classic-3p", hands=["KC KD 9S 9C", None, None], pile="4C KH",
                    melds=[{"A": "AC AD AH"}, {"seqH": "5H 6H 7H"}, {"seqH": "9H 10H JH"}],
                    has_melded=[True, True, True], rules=rules)
    deal.apply("take K K")
    side = deal.side_of[1]
    assert deal.side_of[2] == side
    assert {meld_keys.label(k) for k in deal.melds[side]} == {"seqH", "seqH#2"}


# ---------------------------------------------------------------------- scoring


def test_canastas_score_by_kind_and_the_sheet_has_a_line_for_each_kind_the_game_has():
    deal = position(hands=["", None, None, None], phase="over", rules=FAMILY, went_out=0, ended="out",
                    melds=[{"seqH": "4H 5H 6H 7H 8H 9H 10H", "wild": "2C 2D 2H 2S JK JK 2C",
                            "K": "KC KD KH KS KC KD 2D"}, {}])
    us = side(deal, 0)
    assert [i.key for i in us.items][1:5] == ["natural_canastas", "mixed_canastas", "wild_canastas",
                                              "sequence_canastas"]
    assert us.points("sequence_canastas") == FAMILY.natural_canasta_bonus
    assert us.points("wild_canastas") == us.points("mixed_canastas") == FAMILY.mixed_canasta_bonus
    assert us.points("natural_canastas") == 0
    classic_keys = [i.key for i in side(position(hands=["", None, None, None]), 0).items]
    assert "wild_canastas" not in classic_keys and "sequence_canastas" not in classic_keys
