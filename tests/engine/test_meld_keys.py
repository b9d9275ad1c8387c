"""Meld labels: the text players type after ``to`` names the meld it should, and a Joker names none."""

from __future__ import annotations

import pytest

from engine import meld_keys


@pytest.mark.parametrize("text", ["wild#2", "wild#3", "K#2", "seqH#2"])
def test_a_numbered_label_names_a_meld_whose_label_reads_the_same(text):
    assert meld_keys.label(meld_keys.parse(text)) == text


def test_the_second_and_third_melds_of_wild_cards_have_their_own_labels():
    assert meld_keys.label(meld_keys.wild(2)) == "wild#2"
    assert meld_keys.parse("wild#3") == meld_keys.wild(3)
    assert meld_keys.kind(meld_keys.wild(2)) == meld_keys.WILD


@pytest.mark.parametrize("text", ["JK", "joker", "Joker", "*"])
def test_a_joker_names_no_meld(text):
    with pytest.raises(ValueError, match="names no meld"):
        meld_keys.parse(text)


def test_a_meld_number_runs_from_one_to_nine():
    assert meld_keys.parse("K#1") == meld_keys.parse("K") == meld_keys.group(13)
    assert meld_keys.label(meld_keys.parse("K#9")) == "K#9"
    for text in ("K#0", "K#10", "K#x"):
        with pytest.raises(ValueError, match="1 to 9"):
            meld_keys.parse(text)


def test_the_one_pass_readings_of_keys_agree_with_the_key_by_key_ones():
    keys = [meld_keys.group(7), meld_keys.wild(), meld_keys.sequence(2), meld_keys.group(7, 2),
            meld_keys.wild(2), meld_keys.group(13), meld_keys.sequence(2, 3)]
    assert meld_keys.wild_keys(keys) == [k for k in keys if meld_keys.kind(k) == meld_keys.WILD]
    assert meld_keys.wild_keys(keys) == [meld_keys.wild(), meld_keys.wild(2)]
    assert meld_keys.firsts(keys) == [meld_keys.first(k) for k in keys]
    assert meld_keys.beyond_first_groups(keys) == [k for k in keys if not meld_keys.is_first_group(k)]
    assert meld_keys.group(13) not in meld_keys.beyond_first_groups(keys)
