"""The questions computer players ask of the rules (engine/rules/strategy.py, engine/rules/table.py)
answer by each variant's clauses."""

from __future__ import annotations

import pytest

from engine import meld_keys, variants
from engine.cards import JOKER_RANK, TWO


def test_wild_cards_are_the_twos_and_jokers_where_the_variant_makes_them_wild():
    rules = variants.get("classic")
    assert rules.is_wild(TWO) and rules.is_wild(JOKER_RANK) and not rules.is_wild(9)
    assert rules.wilds_among((TWO, 9, JOKER_RANK, JOKER_RANK)) == 3
    counts = [0] * 16
    counts[TWO], counts[JOKER_RANK], counts[9] = 2, 1, 3
    assert rules.wilds_in_hand(counts) == 3
    assert rules.has_wild((9, 9, TWO)) and not rules.has_wild((9, 9, 9))
    assert [rank for rank, wild in enumerate(rules.wild_by_rank) if wild] == [TWO, JOKER_RANK]


def test_a_meld_is_a_canasta_from_the_canasta_size_and_short_of_one_below_it():
    rules = variants.get("classic")
    assert not rules.makes_canasta(6) and rules.makes_canasta(7) and rules.makes_canasta(9)
    assert [rules.meld_short_of_canasta(n) for n in (2, 3, 6, 7)] == [False, True, True, False]
    assert [rules.canasta_shortfall(n) for n in (3, 7, 8)] == [4, 0, -1]
    assert rules.completes_canasta(5, 2) and rules.completes_canasta(6, 3)
    assert not rules.completes_canasta(4, 2) and not rules.completes_canasta(7, 1)


@pytest.mark.parametrize("variant, to_open", [("classic", True), ("brazilian", False), ("canastone", False)])
def test_the_pile_is_taken_to_open_only_where_the_variant_allows(variant, to_open):
    rules = variants.get(variant)
    assert rules.pile_taking.may_take(True)
    assert rules.pile_taking.may_take(False) is to_open


@pytest.mark.parametrize("variant, needs", [("classic", (None, None)), ("canastone", (2, 3)),
                                            ("international", (2, 2))])
def test_a_take_shows_naturals_from_hand_by_the_variant_and_the_pile_frozen_or_not(variant, needs):
    rules = variants.get(variant)
    assert (rules.pile_taking.naturals_to_take(False), rules.pile_taking.naturals_to_take(True)) == needs


@pytest.mark.parametrize("variant, unasked", [("classic", True), ("brazilian", False)])
def test_going_out_unasked_is_allowed_only_where_no_yes_is_needed(variant, unasked):
    rules = variants.get(variant)
    assert rules.may_go_out(True) and not rules.may_go_out(False)
    assert rules.may_go_out(None) is unasked


def test_enough_canastas_counts_the_canastas_going_out_asks_for():
    assert variants.get("classic").enough_canastas(1) and not variants.get("classic").enough_canastas(0)
    brazilian = variants.get("brazilian")
    need = brazilian.going_out.canastas
    assert need > 1 and brazilian.enough_canastas(need) and not brazilian.enough_canastas(need - 1)


@pytest.mark.parametrize("variant, outlasts", [("international", True), ("italian", True),
                                               ("americana", False), ("classic", False)])
def test_a_frozen_pile_outlasts_the_stock_where_play_goes_on_after_it(variant, outlasts):
    # Americana's pile is always frozen too, but its deal ends with the stock.
    assert variants.get(variant).frozen_pile_outlasts_stock is outlasts


@pytest.mark.parametrize("variant, refill", [("samba", True), ("bolivia", True), ("brazilian", True),
                                             ("chile", False), ("italian", False), ("classic-2p", False)])
def test_runs_refill_the_hand_where_two_cards_are_drawn_and_the_pile_can_be_taken_onto_a_run(variant, refill):
    # Chile draws one card; Italian's pile is always frozen; Classic for two plays no runs.
    assert variants.get(variant).runs_refill_hand is refill


@pytest.mark.parametrize("variant, runs", [("samba", True), ("classic", False), ("chile-wild", False)])
def test_naturals_meld_in_runs_where_sequences_are_played(variant, runs):
    assert variants.get(variant).naturals_meld_in_runs is runs


def test_melds_of_one_kind_merge_only_where_the_variant_lets_them():
    first_sevens, second_sevens = meld_keys.group(7, 1), meld_keys.group(7, 2)
    for variant in ("samba", "chile-wild"):
        rules = variants.get(variant)
        assert rules.may_merge(second_sevens, first_sevens)
        assert rules.may_merge(meld_keys.wild(2), meld_keys.wild(1))
        assert not rules.may_merge(meld_keys.group(9), meld_keys.group(10))
    assert not variants.get("classic").may_merge(second_sevens, first_sevens)


@pytest.mark.parametrize("variant, alone", [("italian", True), ("classic", False)])
def test_only_naturals_open_where_wild_cards_count_nothing_toward_the_opening(variant, alone):
    assert variants.get(variant).naturals_alone_open is alone


def test_the_table_has_the_variants_seats_and_sides_and_the_match_its_target():
    rules = variants.get("classic-3p")
    assert [rules.has_seat(seat) for seat in (-1, 0, 2, 3)] == [False, True, True, False]
    assert [rules.has_side(side) for side in (-1, 0, 2, 3)] == [False, True, True, False]
    assert rules.match_target(None) == rules.target and rules.match_target(1500) == 1500
