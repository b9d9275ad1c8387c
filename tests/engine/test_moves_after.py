"""What engine/moves/ judges and records after a move: whether the player could still go out
(after a take keeping one card, an addition to a sequence, black threes before a first meld that
draws) and what a merge records for asking and for going out concealed. Written from the mutants
of moves.py that survived (docs/mutation.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import meld_keys, variants
from engine.cards import HEARTS, codes
from engine.rules.opening_table import OpeningTable
from engine.rules.sequences import Sequences

from .positions import listed, position, rejects

ACES = "AC AD AH AS AC AD AH"
KINGS = "KC KD KH KS KC KD KH"
OPEN = [True] * 4


def test_a_take_that_keeps_one_card_is_allowed_when_adding_that_card_goes_out():
    # The Kings of the pile leave the Queen alone in hand; it makes the Queens a canasta, which goes out.
    deal = position("classic", hands=["KC KD QS", None, None, None], pile="KH",
                    melds=[{"Q": "QC QD QH QC QD QH"}, {}], has_melded=OPEN)
    deal.apply("take K K")
    assert listed(deal) == {"add Q"}
    deal.apply("add Q")
    assert deal.is_over and deal.went_out == 0


def test_black_threes_are_refused_before_a_first_meld_that_draws_thirteen_cards():
    # Mexicana: the opening brings thirteen cards from the stock, so the player cannot go out now.
    deal = position("mexicana", hands=["KC KD KH 9H 9S 9D 3C 3S 3C 4S 6S", None, None, None],
                    phase="play", melds=[{}, {}])
    rejects(deal, "meld K K K; 9 9 9; 3 3 3", "^black threes can be melded only when going out, and after "
            "this meld you could not go out this turn$")


@pytest.mark.parametrize("hand", ["10S 10H JS QS", "10H 10S JS QS"])
def test_an_addition_to_a_sequence_takes_the_card_of_its_suit_from_the_hand_it_must_go_out_with(hand):
    # After yes: the Ten of hearts goes on the hearts, the Ten of spades then leads J Q onto the spades.
    deal = position("samba", hands=[hand, None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"A": ACES, "K": KINGS, "seqH": "7H 8H 9H", "seqS": "7S 8S 9S"}, {}],
                    turn_state={"permission": True, "must_go_out": True})
    deal.apply("add 10 to seqH")
    deal.apply("add Q J 10 to seqS")
    assert deal.is_over and deal.went_out == 0


def test_a_merge_is_a_meld_of_the_turn_so_asking_comes_before_it():
    deal = position("samba", hands=["JC JD JH 5C", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"A": ACES, "K": KINGS, "Q": "QC QD QH", "Q#2": "QS QC QD"}, {}])
    assert "ask" in listed(deal)  # J J J and a discard go out
    deal.apply("merge Q#2 into Q")
    assert "ask" not in listed(deal)
    rejects(deal, "ask", "^ask before you meld: you have already melded this turn")


JACKS_OUT = ("meld J J J J J J J", "discard 5")  # the second canasta, and out


@pytest.mark.parametrize("hand, melds, merging, concealed", [
    # Partner's two meld of Queens merged: cards were added to melds made before the turn.
    ("", {"Q": "QC QD QH", "Q#2": "QS QC QD"}, [], False),
    # The player's own new Queens merged into partner's Queens: likewise.
    ("QH QS QD", {"Q": "QC QD QH"}, ["meld Q Q Q"], False),
    # Two new melds of Queens merged into one: everything is still of this turn.
    ("QH QS QD QC QD QH", {}, ["meld Q Q Q; Q Q Q"], True),
])
def test_a_merge_touching_a_meld_of_an_earlier_turn_spoils_going_out_concealed(hand, melds, merging,
                                                                               concealed):
    deal = position("samba", hands=[f"JC JD JH JS JC JD JH 5C {hand}".strip(), None, None, None],
                    phase="play", melds=[{"A": ACES} | melds, {}], has_melded=[False, False, True, False])
    for action in (*merging, "merge Q#2 into Q", *JACKS_OUT):
        deal.apply(action)
    assert deal.is_over and deal.concealed is concealed


def test_the_pile_taken_onto_a_sequence_brings_cards_of_its_suit_from_hand_and_never_overfills_it():
    deal = position("samba", hands=["JS JH QH 5S 9D", None, None, None], pile="5C 10H", has_melded=OPEN,
                    melds=[{"seqH": "7H 8H 9H"}, {}])
    rejects(position("samba", hands=["JS QH 5S 9D", None, None, None], pile="5C 10H", has_melded=OPEN,
                     melds=[{"seqH": "7H 8H 9H"}, {}]), "take J Q to seqH", "^you do not hold JH$")
    deal.apply("take J Q to seqH")
    assert sorted(deal.melds[0][meld_keys.sequence(HEARTS)]) == sorted(codes("7H 8H 9H 10H JH QH"))
    assert sorted(deal.hands[0]) == sorted(codes("JS 5S 9D 5C"))
    # Brazilian lets a sequence grow past seven cards only on the way out, which taking the pile never is.
    full = position("brazilian", hands=["QH 5S 9D", None, None, None], pile="5C JH", has_melded=OPEN,
                    melds=[{"seqH": "4H 5H 6H 7H 8H 9H 10H"}, {}])
    rejects(full, "take to seqH", r"^a sequence holds at most 7 cards \(more only on the way out\)$")


def test_taking_the_pile_melds_and_onto_an_old_meld_spoils_going_out_concealed():
    # Partner's Kings take the top King: the player has melded now, and not all in new melds.
    deal = position("classic", hands=["KC KD QC QD QH QS QC QD QH", None, None, None], pile="9C KH",
                    melds=[{"K": "KS KC KD"}, {}], has_melded=[False, False, True, False])
    deal.apply("take K K")
    assert deal.has_melded[0] and deal.added_to_old
    deal.apply("meld Q Q Q Q Q Q Q")
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0 and not deal.concealed


@pytest.mark.parametrize("hand, melds, action", [
    ("2C 5S", {"Q": "QC QD QH QS QC QD"}, "add 2 to Q"),
    ("QC QD QH QS QC QD 2C 5S", {}, "meld Q Q Q Q Q Q 2"),
])
def test_after_yes_a_move_making_the_dirty_canasta_canastone_asks_for_keeps_going_out(hand, melds, action):
    # The Kings are the clean canasta; the Two makes the Queens the dirty one, and the Five closes.
    deal = position("canastone", hands=[hand, None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"K": KINGS} | melds, {}], turn_state={"permission": True, "must_go_out": True})
    deal.apply(action)
    deal.apply("discard 5S")
    assert deal.is_over and deal.went_out == 0


def test_after_yes_the_way_out_counts_the_laid_out_cards_where_sequences_are_tried_too():
    # Mexicana counts red Threes to go out; with sequences, as a variant being built.
    rules = replace(variants.get("mexicana"), key="mexicana-sequences")
    rules = rules.with_feature(Sequences(fewest=3, most=7))
    deal = position("mexicana", hands=["9S 9D 9H 5C", None, None, None], phase="play", rules=rules,
                    has_melded=OPEN, melds=[{"K": KINGS, "A": ACES}, {}], red_threes=["3H 3D", "", "", ""],
                    turn_state={"permission": True, "must_go_out": True})
    deal.apply("meld 9 9 9")
    deal.apply("discard 5C")
    assert deal.is_over and deal.went_out == 0


def test_a_discard_of_a_named_suit_plays_that_card():
    deal = position("classic", hands=["9C 9D 5S", None, None, None], phase="play")
    deal.apply("discard 9D")
    assert deal.pile[-1] == codes("9D")[0] and sorted(deal.hands[0]) == sorted(codes("9C 5S"))


def test_an_addition_to_a_sequence_needs_the_cards_of_its_suit():
    deal = position("samba", hands=["10S 5C 9D", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"seqH": "7H 8H 9H"}, {}])
    rejects(deal, "add 10 to seqH", "^you do not hold 10H$")


def test_a_meld_holds_the_cards_left_once_its_sequences_are_laid():
    deal = position("samba", hands=["4H 5H 6H 4C 4D 9S KC", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"Q": "QC QD QH"}, {}])
    rejects(deal, "meld seq 4H 5H 6H; 4 4 4", "^you hold 2 × 4, and this move needs 3$")
    deal.apply("meld seq 4H 5H 6H")
    assert deal.has_melded[0] and sorted(deal.hands[0]) == sorted(codes("4C 4D 9S KC"))


def test_the_pile_fills_a_meld_to_its_largest_size_and_no_further():
    # Cuban: a meld holds at most seven cards; the top King and a pair from hand make four Kings seven.
    full = position("cuban", hands=["KC KD 5S 9D", None, None, None], pile="4C KH", has_melded=OPEN,
                    melds=[{"K": "KC KS KH KS 2D"}, {}])
    rejects(full, "take K K", "^your K meld is full$")
    deal = position("cuban", hands=["KC KD 5S 9D", None, None, None], pile="4C KH", has_melded=OPEN,
                    melds=[{"K": "KC KD KH KS"}, {}])
    deal.apply("take K K")
    assert len(deal.melds[0][meld_keys.group(13)]) == 7


def test_a_sequence_grows_past_seven_only_with_the_last_cards():
    # Brazilian: an addition that keeps two cards is not on the way out.
    deal = position("brazilian", hands=["JH 5S 9D", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"seqH": "4H 5H 6H 7H 8H 9H 10H"}, {}])
    rejects(deal, "add J to seqH", r"^a sequence holds at most 7 cards \(more only on the way out\)$")


def test_an_opening_by_the_pile_holds_the_canasta_the_variant_asks_of_openings():
    # Brazilian asks for a canasta from 7000 but never opens by the pile: Classic asking it, as a
    # variant being built.
    rules = replace(variants.get("classic"), key="classic-canasta-opening",
                    opening=OpeningTable(canastas=((0, frozenset({"natural"})),)))
    mixed = position("classic", hands=["AC AD AH AS AC 2D 5S 9D", None, None, None], pile="4C AH",
                     rules=rules)
    rejects(mixed, "take A A A A A 2",
            "^at 0 points your side opens only with a natural canasta among its first melds$")
    deal = position("classic", hands=["AC AD AH AS AC AD 5S 9D", None, None, None], pile="4C AH", rules=rules)
    rejects(deal, "take A A",
            "^at 0 points your side opens only with a natural canasta among its first melds$")
    deal.apply("take A A A A A A")
    assert deal.is_open(0) and len(deal.melds[0][meld_keys.group(14)]) == 7


@pytest.mark.parametrize("hand, pile, melds, action", [
    # Not open: the pair and the Aces leave nothing in hand.
    ("KC KD AC AD AH", "KH", {}, "take K K; A A A"),
    # Open: the card under the top one comes too, and alone it could not go out.
    ("KC KD", "5C KH", {"Q": "QC QD QH"}, "take K K"),
])
def test_a_take_that_leaves_too_few_cards_to_go_out_is_refused(hand, pile, melds, action):
    deal = position("classic", hands=[hand, None, None, None], pile=pile, melds=[melds, {}],
                    has_melded=[bool(melds)] * 4)
    rejects(deal, action, r"^to go out, your side needs a canasta: keep two cards \(one to discard\)$")


@pytest.mark.parametrize("variant, hand, pile, melds, action, kept", [
    ("canastone", "KC KD 5S", "KH", {"Q": "QC QD QH QS"}, "take K K", 2),  # the Five and the stock's card
    ("mexicana", "AC AD 5S", "AH", {}, "take A A", 14),  # the Five and thirteen the opening draws
])
def test_a_take_counts_the_cards_that_come_from_the_stock_with_it(variant, hand, pile, melds, action, kept):
    deal = position(variant, hands=[hand, None, None, None], pile=pile, melds=[melds, {}],
                    has_melded=[bool(melds)] * 4)
    deal.apply(action)
    assert deal.phase == "play" and len(deal.hands[0]) == kept


def test_an_opening_take_of_a_group_with_a_wild_card_gets_the_opening_allowance():
    # International lets a group of three naturals hold a wild card in an opening; its takes show
    # naturals only, so: International taking the pile with wild cards, as a variant being built.
    international = variants.get("international")
    rules = replace(international, key="international-wild-takes",
                    pile_taking=replace(international.pile_taking, naturals=None))
    deal = position("international", hands=["AC AD JK KC KD KH 5S 9D", None, None, None], pile="4C AH",
                    rules=rules)
    bare = position("international", hands=["AC AD JK KC KD 2H 5S 9D", None, None, None], pile="4C AH",
                    rules=rules)
    rejects(bare, "take A A JK; K K 2", "^an opening with a wild card in a meld of fewer than five naturals "
            "also needs a meld of three or more natural cards$")
    deal.apply("take A A JK; K K K")
    assert deal.is_open(0) and len(deal.melds[0][meld_keys.group(14)]) == 4

