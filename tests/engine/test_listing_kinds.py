"""What engine/listing_kinds lists beyond Classic's one group per rank: merges, additions to wild
melds and later groups, and sequences grown on the way out (written from mutation survivors)."""

from __future__ import annotations

from engine import meld_keys
from engine.actions import Add, Ask, Merge
from engine.cards import JOKER_RANK
from engine.going_out import can_go_out

from .positions import position

KING = 13
OPEN = [True] * 4


def test_a_merge_refused_into_one_meld_is_still_listed_into_the_next():
    # K holds the three wild cards a Samba meld may: K#3's Two cannot join it, but K#3 joins K#2.
    deal = position("samba", hands=["5C 6D 9H 8S", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"K": "KC KD KH KS 2C 2D 2S", "K#2": "KS KC KD", "K#3": "KH KS 2H"}, {}])
    merges = [a for a in deal.legal_actions() if isinstance(a, Merge)]
    assert merges == [Merge(meld_keys.group(KING, 2), KING),
                      Merge(meld_keys.group(KING, 3), meld_keys.group(KING, 2))]


def test_a_joker_joins_an_italian_meld_of_twos_that_already_holds_enough_twos():
    deal = position("italian", hands=["JK 5C 6D 9H", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"wild": "2C 2D 2H", "K": "KC KD KH"}, {}])
    assert Add(meld_keys.wild(), (JOKER_RANK,)) in deal.legal_actions()


def test_a_later_group_is_offered_only_what_fits_under_the_largest_meld():
    # Joker Canasta's melds hold at most 7 cards: K#2 has 6, so one more King and no more.
    deal = position("joker", hands=["KC KD 5C 6D 9H", None, None, None], phase="play", has_melded=OPEN,
                    melds=[{"K": "KH KS 2D", "K#2": "KS KC KD KH 2C 2S"}, {}])
    adds = [a for a in deal.legal_actions() if isinstance(a, Add)]
    assert Add(meld_keys.group(KING, 2), (KING,)) in adds
    assert Add(meld_keys.group(KING, 2), (KING, KING)) not in adds


BRAZILIAN_CANASTAS = [{"seqH": "4H 5H 6H 7H 8H 9H 10H", "K": "KC KD KH KS KC KD KH"}, {}]


def test_a_full_escalera_grows_by_one_card_on_the_way_out():
    deal = position("brazilian", hands=["JH 5C", None, None, None], phase="play", has_melded=OPEN,
                    melds=BRAZILIAN_CANASTAS, turn_state={"asker": 0, "permission": True})
    assert Add(meld_keys.sequence(2), (11,)) in deal.legal_actions()


def test_the_going_out_search_plans_one_card_onto_a_full_escalera():
    # Meld 5 5 5, add the Jack of hearts to the escalera, discard the Nine.
    deal = position("brazilian", hands=["JH 5C 5D 5S 9C", None, None, None], phase="play",
                    has_melded=OPEN, melds=BRAZILIAN_CANASTAS)
    assert can_go_out(deal, 0)
    assert Ask() in deal.legal_actions()


def test_naturals_added_with_a_wild_card_open_its_room_on_a_later_international_group():
    # K#2 holds four naturals, so no wild card alone; with a fifth King it takes a Two too.
    deal = position("international", hands=["KC 2C 5D 6H 9S", None, None, None], phase="play",
                    has_melded=OPEN, melds=[{"K": "KH KS KD", "K#2": "KC KD KH KS"}, {}])
    adds = {str(a) for a in deal.legal_actions() if isinstance(a, Add)}
    assert adds == {"add K", "add K to K#2", "add K 2 to K#2"}


SAMBA_CANASTA = {"K": "KC KD KH KS KC KD KH"}


def test_an_addition_that_makes_the_second_canasta_goes_out_with_the_last_card():
    deal = position("samba", hands=["10H", None, None, None], phase="play", has_melded=OPEN,
                    melds=[SAMBA_CANASTA | {"seqH": "4H 5H 6H 7H 8H 9H"}, {}])
    assert [str(a) for a in deal.legal_actions()] == ["add 10 to seqH"]


def test_a_new_escalera_of_the_whole_hand_is_the_second_canasta_and_goes_out():
    deal = position("samba", hands=["4D 5D 6D 7D 8D 9D 10D", None, None, None], phase="play",
                    has_melded=OPEN, melds=[SAMBA_CANASTA, {}])
    assert "meld seq 4D 5D 6D 7D 8D 9D 10D" in {str(a) for a in deal.legal_actions()}
