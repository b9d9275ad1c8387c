"""Samba, rule by rule: what sets it apart from Classic, each with a legal and an illegal case,
and its scoring worked out by hand (docs/rules/samba.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Deal, meld_keys, variants
from engine.cards import JOKER_RANK, KING, codes
from engine.rules.sequences import Sequences

from .positions import listed, position, rejects, side

SAMBA = variants.get("samba")
KINGS_MIXED = "KC KD KH 2C"
FOUR_KINGS = "KS KC KD KH"


def playing(hand: str, melds=None, **fields) -> Deal:
    return position("samba", hands=[hand, None, None, None], phase="play",
                    melds=melds or [{"Q": "QC QD QH"}, {}], **fields)


def drawing(hand: str, pile: str, melds=None, **fields) -> Deal:
    return position("samba", hands=[hand, None, None, None], pile=pile,
                    melds=melds or [{"Q": "QC QD QH"}, {}], **fields)


# ---------------------------------------------------------------------- deal and draw


def test_three_packs_fifteen_cards_each_and_a_draw_of_two():
    deal = Deal.new(SAMBA, seed=3)
    everything = [c for h in deal.hands for c in h] + deal.stock + deal.pile + \
        [c for r in deal.red_threes for c in r]
    assert len(everything) == 162
    assert max(n for c, n in Counter(everything).items() if c >> 2 != JOKER_RANK) == 3
    assert all(len(h) == 15 for h in deal.hands)
    seat = deal.turn
    before = len(deal.hands[seat])
    deal.apply("draw")
    assert len(deal.hands[seat]) == before + 2  # a red three drawn is laid out and replaced
    rejects(deal, "discard 9; discard 8", "exactly one card")


# ---------------------------------------------------------------------- sequences


def test_a_sequence_of_natural_cards_from_hand_is_melded_and_a_wild_card_never_joins_it():
    deal = playing("8S 9S 10S 2C 5H 6H")
    assert "meld seq 8S 9S 10S" in listed(deal)
    rejects(deal, "add 2 to seqS", "no seqS meld")
    deal.apply("meld seq 8S 9S 10S")
    rejects(deal, "add 2 to seqS", "natural cards only")


def test_the_top_card_never_starts_a_sequence():
    deal = drawing("5H 6H 9C 9S", pile="8C 4H")
    assert not any(str(a).startswith("take") for a in deal.legal_actions())
    rejects(deal, "take 5 6", "must be 4 or wild cards")


def test_a_sequence_stops_at_seven_cards_a_samba():
    deal = playing("4H QH KC KS", melds=[{"seqH": "5H 6H 7H 8H 9H 10H JH"}, {}])
    rejects(deal, "add 4 to seqH", "at most 7")
    rejects(deal, "add Q to seqH", "at most 7")


def test_an_unfrozen_pile_is_taken_onto_a_sequence_with_its_top_card_alone():
    deal = drawing("9C 9S KC", pile="4C 8H", melds=[{"seqH": "5H 6H 7H", "Q": "QC QD QH"}, {}])
    assert "take to seqH" in listed(deal)
    deal.apply("take to seqH")
    assert sorted(deal.melds[0][meld_keys.sequence(2)]) == codes("5H 6H 7H 8H")


def test_a_frozen_pile_is_taken_onto_a_sequence_only_with_two_more_cards_of_its_suit():
    melds = [{"seqH": "5H 6H 7H", "Q": "QC QD QH"}, {}]
    deal = drawing("9H 10H KC", pile="2C 8H", melds=melds)  # the Two freezes the pile
    assert deal.pile_frozen()
    rejects(deal, "take to seqH", "lengthen a sequence with the top card and 2 cards")
    rejects(deal, "take 9 to seqH", "lengthen a sequence with the top card and 2 cards")
    assert "take 10 9 to seqH" in listed(deal)
    deal.apply("take 9H 10H to seqH")
    assert sorted(deal.melds[0][meld_keys.sequence(2)]) == codes("5H 6H 7H 8H 9H 10H")
    assert sorted(codes("KC 2C")) == sorted(deal.hands[0])


def test_in_classic_a_frozen_pile_never_goes_onto_a_sequence():
    family = variants.get("classic").with_feature(Sequences(fewest=3, most=7))
    deal = position(hands=["9H 10H KC", None, None, None], pile="2C 8H", rules=family,
                    melds=[{"seqH": "5H 6H 7H", "Q": "QC QD QH"}, {}])
    rejects(deal, "take 9 10 to seqH", "only with a natural pair")


# ---------------------------------------------------------------------- melds of a rank


def test_a_second_meld_of_a_rank_and_merging_the_two_into_a_canasta():
    deal = playing("KS KC KD KH 9C 9S", melds=[{"K": KINGS_MIXED}, {}])
    assert "meld K K K K" in listed(deal)
    deal.apply("meld K K K K")
    assert set(deal.melds[0]) == {KING, meld_keys.group(KING, 2)}
    assert "merge K#2 into K" in listed(deal)
    deal.apply("merge K#2 into K")
    assert list(deal.melds[0]) == [KING] and len(deal.melds[0][KING]) == 8
    assert deal.canastas(0) == 1


@pytest.mark.parametrize("melds, move, reason", [
    ({"K": KINGS_MIXED, "Q": "QC QD QH"}, "merge Q into K", "not melds of one kind"),
    ({"K": "KC KD 2C 2D", "K#2": "KS KH 2H JK"}, "merge K#2 into K", "at most 3 wild cards"),
    ({"seqH": "4H 5H 6H", "seqH#2": "9H 10H JH"}, "merge seqH#2 into seqH", "without gaps"),
    ({"seqH": "4H 5H 6H", "seqH#2": "6H 7H 8H"}, "merge seqH#2 into seqH", "without gaps or repeats"),
    ({"K": KINGS_MIXED}, "merge K#2 into K", "no K#2 meld"),
    ({"K": KINGS_MIXED}, "merge K into K", "no K#2|two different"),
])
def test_a_merge_that_would_break_a_meld_is_refused(melds, move, reason):
    rejects(playing("9C 9S 8D", melds=[melds, {}]), move, reason)


def test_two_runs_of_a_suit_that_meet_merge_into_a_samba():
    deal = playing("7H 9C 9S", melds=[{"seqH": "4H 5H 6H", "seqH#2": "8H 9H 10H"}, {}])
    deal.apply("add 7 to seqH")
    deal.apply("merge seqH#2 into seqH")
    assert sorted(deal.melds[0][meld_keys.sequence(2)]) == codes("4H 5H 6H 7H 8H 9H 10H")


def test_classic_keeps_one_meld_per_rank_and_never_merges():
    deal = position(hands=["KS KC KD 9C 9S", None, None, None], phase="play",
                    melds=[{"K": KINGS_MIXED}, {}])
    rejects(deal, "merge K#2 into K", "cannot be merged")


# ---------------------------------------------------------------------- going out


def test_going_out_needs_two_canastas():
    one = {"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH"}
    deal = playing("9C", melds=[one, {}])
    rejects(deal, "discard 9", "needs 2 canastas")
    two = dict(one, seqS="4S 5S 6S 7S 8S 9S 10S")
    deal = playing("9C", melds=[two, {}])
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0


TWO_CANASTAS = {"A": "AC AD AH AS AC AD AH", "K": "KC KD KH KS KC KD KH"}


def test_a_hand_that_goes_out_only_through_a_new_sequence_may_ask_and_play_towards_it_after_yes():
    deal = playing("4C 5C 6C 9D", [TWO_CANASTAS, {}], has_melded=[True] * 4)
    assert "ask" in listed(deal)
    deal.apply("ask")
    deal.apply("yes")
    deal.apply("meld seq 4C 5C 6C")
    deal.apply("discard 9D")
    assert deal.is_over and deal.went_out == 0
    # Bound to go out, the Ten of hearts may go on the hearts first: the spades then make a sequence.
    bound = playing("10S 10H JS QS", [TWO_CANASTAS | {"seqH": "7H 8H 9H"}, {}], has_melded=[True] * 4,
                    turn_state={"permission": True, "must_go_out": True})
    assert "add 10 to seqH" in listed(bound)
    bound.apply("add 10 to seqH")
    bound.apply("meld seq 10S JS QS")
    assert bound.is_over and bound.went_out == 0


def test_a_new_samba_of_cards_that_groups_would_take_is_the_second_canasta_on_the_way_out():
    groups = {rank: f"{rank}C {rank}D {rank}S" for rank in ("4", "5", "6", "7", "8", "9", "10")}
    deal = playing("4H 5H 6H 7H 8H 9H 10H JD", [{"A": "AC AD AH AS AC AD AH"} | groups, {}],
                   has_melded=[True] * 4)
    assert "ask" in listed(deal)  # adding each card to its group makes no canasta; the samba does
    deal.apply("meld seq 4H 5H 6H 7H 8H 9H 10H")
    deal.apply("discard JD")
    assert deal.is_over and deal.went_out == 0


def test_the_opening_minimum_rises_to_150_from_7000():
    assert [SAMBA.opening.minimum(s) for s in (-10, 0, 1500, 3000, 6995, 7000)] == [15, 50, 90, 120, 120, 150]


# ---------------------------------------------------------------------- scoring


def test_worked_example_a_samba_six_red_threes_and_going_out():
    deal = position("samba", hands=["9C", "AC JK", "", "4C"], phase="play",
                    melds=[{"K": "KC KD KH KS KC 2D KH", "seqS": "4S 5S 6S 7S 8S 9S 10S"},
                           {"5": "5C 5D 5H"}],
                    red_threes=["3H 3D 3H", "", "3D 3H 3D", ""])
    deal.apply("discard 9")
    us, them = side(deal, 0), side(deal, 1)
    # Us: melds K K K K K K (6 x 10) + 2 (20) = 80, and 4..7 (4 x 5) + 8 9 10 (3 x 10) = 50: 130;
    # a mixed canasta 300; a samba 1500; all six red threes 1000 (not 600 + 1000); going out 200,
    # and no concealed bonus in Samba.  Total 130 + 300 + 1500 + 1000 + 200 = 3130.
    assert us.points("melds") == 130
    assert us.points("mixed_canastas") == 300
    assert us.points("sequence_canastas") == 1500
    assert next(i.label for i in us.items if i.key == "sequence_canastas") == "1 samba"
    assert us.points("red_threes") == 1000
    assert us.points("going_out") == 200 and us.points("concealed") == 0
    assert us.total == 3130
    # Them: three Fives 15; hands AC JK (20 + 50) and 4C (5) = -75.  Total 15 - 75 = -60.
    assert them.points("melds") == 15 and them.points("hand") == -75
    assert them.total == -60
