"""A meld's identity in text: its label (K, K#2, wild, seqH), the moves that name it, and the
position format (version 2) that stores it, which still reads release 0.1's documents."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import IllegalAction, dumps, from_json, meld_keys, parse, to_json, variants
from engine.actions import Add, Meld, Take
from engine.ai.words import meld_name
from engine.cards import HEARTS, JOKER_RANK, KING, SPADES, TWO, codes
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.wild_melds import WildMelds

FAMILY = replace(variants.get("classic"), features=(
    SeveralMelds(), WildMelds(fewest=3, most=7), Sequences(fewest=3, most=7)))


@pytest.mark.parametrize("key, label", [
    (KING, "K"), (meld_keys.group(KING, 2), "K#2"), (meld_keys.group(10, 3), "10#3"),
    (meld_keys.wild(), "wild"), (meld_keys.wild(2), "wild#2"),
    (meld_keys.sequence(HEARTS), "seqH"), (meld_keys.sequence(SPADES, 2), "seqS#2"),
])
def test_every_kind_of_key_prints_and_parses_back(key, label):
    assert meld_keys.label(key) == label
    assert meld_keys.parse(label) == key
    assert meld_keys.parse(label.lower()) == key


@pytest.mark.parametrize("text", ["JK", "seqX", "K#0", "K#x", "wild#", "queen"])
def test_a_label_naming_no_meld_is_refused(text):
    with pytest.raises(ValueError, match="K#2|names no meld"):
        meld_keys.parse(text)


def test_kinds_numbers_and_the_first_of_each_are_read_from_the_key():
    key = meld_keys.sequence(HEARTS, 3)
    assert (meld_keys.kind(key), meld_keys.suit(key), meld_keys.number(key)) == ("sequence", HEARTS, 3)
    assert meld_keys.first(key) == meld_keys.sequence(HEARTS)
    assert meld_keys.next_free({KING: [], meld_keys.group(KING, 2): []}, KING) == meld_keys.group(KING, 3)


@pytest.mark.parametrize("text, action", [
    ("meld seq 6H 4H 5H; wild JK 2 2; Q Q Q",
     Meld(((12, 12, 12),), ((TWO, TWO, JOKER_RANK),), (tuple(codes("4H 5H 6H")),))),
    ("add 7 to seqH", Add(meld_keys.sequence(HEARTS), (7,))),
    ("add 7H 8h to seqh", Add(meld_keys.sequence(HEARTS), (7, 8))),
    ("add K K to K#2", Add(meld_keys.group(KING, 2), (KING, KING))),
    ("add 2 to wild#2", Add(meld_keys.wild(2), (TWO,))),
    ("take 8H to seqH", Take((8,), target=meld_keys.sequence(HEARTS))),
    ("take to seqh", Take(target=meld_keys.sequence(HEARTS))),
    ("take K K to K#2", Take((KING, KING), target=meld_keys.group(KING, 2))),
])
def test_moves_naming_melds_parse_and_print_canonically(text, action):
    assert parse(text) == action
    assert parse(str(action)) == action


def test_the_canonical_text_orders_groups_then_wild_melds_then_sequences():
    assert str(parse("meld seq 6H 4H 5H; wild JK 2 2; Q Q Q")) == \
        "meld Q Q Q; wild 2 2 JK; seq 4H 5H 6H"


@pytest.mark.parametrize("text, message", [
    ("take K K; wild 2 2 JK", "after you have drawn"),
    ("meld wild", "needs wild cards"),
    ("add 2 to JK", "names no meld"),
])
def test_malformed_meld_moves_say_what_is_wrong(text, message):
    with pytest.raises(IllegalAction, match=message):
        parse(text)


def test_computer_players_name_every_kind_of_meld():
    assert [str(meld_name(k)) for k in (KING, meld_keys.group(KING, 2), meld_keys.wild(),
                                        meld_keys.sequence(HEARTS))] == \
        ["Kings", "Kings #2", "wild meld", "Hearts sequence"]


# ---------------------------------------------------------------------- positions


def _family_position():
    return {"variant": "classic", "hands": ["9C 9S 5D", "", "", ""], "phase": "play",
            "melds": [{"K": "KC KD KH", "K#2": "KS KS 2C", "wild": "2D 2H JK", "seqH": "4H 5H 6H"}, {}],
            "has_melded": [True, False, False, False],
            "turn_state": {"new_melds": ["seqH"], "melded_this_turn": True}}


def test_a_position_stores_melds_by_label_in_format_2_and_reads_back_the_same():
    deal = from_json(_family_position(), FAMILY)
    data = to_json(deal)
    assert data["format"] == 2
    assert set(data["melds"][0]) == {"K", "K#2", "wild", "seqH"}
    assert data["turn_state"]["new_melds"] == ["seqH"]
    assert dumps(from_json(data, FAMILY)) == dumps(deal)


def test_a_release_0_1_document_without_a_format_reads_as_format_1():
    old = {"variant": "classic", "hands": ["9C 9S 5D", "", "", ""], "melds": [{"K": "KC KD KH"}, {}]}
    assert from_json(old).melds[0] == {KING: codes("KC KD KH")}


def test_a_newer_format_is_refused_by_name():
    with pytest.raises(ValueError, match="format 3"):
        from_json({"variant": "classic", "format": 3})


@pytest.mark.parametrize("label, cards, message", [
    ("seqX", "4H 5H 6H", "names no meld"),
    ("seqH", "4H 5H 7H", "gap"),
    ("seqH", "4H 5S 6H", "holds 5S"),
    ("wild", "2D JK 5C", "holds 5C"),
])
def test_an_impossible_meld_of_a_new_kind_is_refused(label, cards, message):
    data = {"variant": "classic", "melds": [{label: cards}, {}]}
    with pytest.raises(ValueError, match=message):
        from_json(data, FAMILY)


def test_classic_positions_cannot_hold_kinds_classic_lacks():
    with pytest.raises(ValueError, match="has no wild melds"):
        from_json({"variant": "classic", "melds": [{"wild": "2D 2H JK"}, {}]})
