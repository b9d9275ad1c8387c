"""Classic's clauses in engine/rules/__init__.py that no variant's play reaches on its own: the
card-value table, the opening table's last row, an opening's needs and a side's lack in words,
Twos where only Jokers are wild, and the policies that cost nothing in Classic (computer players
read them)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import meld_keys, public_view, variants
from engine.actions import Meld
from engine.cards import JOKER_RANK, codes
from engine.rules import card_values
from engine.rules.opening_table import OpeningTable
from engine.rules.wording import wording_of

from .positions import position

CLASSIC = variants.get("classic")


def test_a_card_value_table_gives_each_rank_its_value_and_every_other_rank_nothing():
    table = card_values({4: 5, 14: 20, JOKER_RANK: 50})
    assert table == (0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 50)


def test_an_opening_table_must_end_with_a_row_for_any_score():
    broken = replace(CLASSIC, opening=OpeningTable(((3000, 120), (0, 50))))
    assert broken.opening.minimum(3000) == 120 and broken.opening.minimum(0) == 50
    with pytest.raises(AssertionError, match=r"^OpeningTable.minimums must end with a \(None, n\) row$"):
        broken.opening.minimum(-10)


def test_what_an_opening_needs_in_words_at_each_score():
    brazilian = variants.get("brazilian")
    needs = wording_of(brazilian).opening_need
    assert [str(needs(score)) for score in (-100, 0, 5000, 7000, 8000, 9000)] == [
        "15", "50", "150", "a canasta", "200", "a natural canasta or escalera"]
    assert str(wording_of(CLASSIC).opening_need(1500)) == "90"
    assert str(wording_of(variants.get("italian")).opening_need(-50)) == "any meld"
    natural_or_wild = replace(brazilian, opening=replace(brazilian.opening,
                                                         canastas=((0, frozenset({"natural", "wild"})),)))
    assert str(wording_of(natural_or_wild).opening_need(0)) == "50 with a natural canasta or wild canasta"


def test_a_side_without_a_canasta_is_told_how_many_it_needs_to_go_out():
    deal = position(hands=["KC 5D 7S 9H", None, None, None], phase="play",
                    melds=[{"K": "KD KH KS KC KD 2C JK", "Q": "QC QD QH"}, {"Q": "QS QC QD"}])
    sides = public_view(deal).sides
    assert [str(side.going_out_missing or "") for side in sides] == ["", "1 needed to go out"]


def test_where_only_jokers_are_wild_twos_meld_as_naturals_and_never_fill_a_meld():
    jokers_only = replace(CLASSIC, wild_ranks=frozenset({JOKER_RANK}))
    deal = position(hands=["KC KD KH 2C 2D JK 5C 7D 9S QH QD", None, None, None], phase="play",
                    rules=jokers_only)
    melds = [str(a) for a in deal.legal_actions() if isinstance(a, Meld)]
    assert melds == ["meld 2 2 JK", "meld Q Q JK", "meld K K K; 2 2 JK", "meld K K JK", "meld K K K JK"]


def test_classic_charges_nothing_for_a_meld_left_short_or_for_cards_left_in_hand():
    sevens = codes("7C 7D 7H")
    assert CLASSIC.short_meld_penalty(meld_keys.group(7), sevens) == 0
    assert CLASSIC.held_penalty(14, 3) == 0 and CLASSIC.held_penalty(7, 4) == 0


def test_a_seat_belongs_to_its_team_and_a_seat_past_the_table_to_none():
    assert [CLASSIC.team_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    with pytest.raises(ValueError, match=r"^seat 4 is in no team$"):
        CLASSIC.team_of(4)
