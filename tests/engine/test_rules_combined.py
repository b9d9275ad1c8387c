"""Variant hooks under field combinations no shipped variant uses but a ``Rules`` value may hold (as the
dead-end hunt draws them): sequences in Canastone's rules, three packs under the Threes tables written
for two, wild melds and sequences beside a variant's own canasta kinds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import meld_keys, seat_view, variants
from engine.cards import codes
from engine.rules.sequences import Sequences
from engine.rules.wild_melds import wild_melds_like
from engine.rules.wording import wording_of
from engine.variants.canastone import CANASTONE
from engine.variants.international import INTERNATIONAL

from .positions import position, side

SIX_SEATS = {"players": 6, "teams": ((0, 2, 4), (1, 3, 5)), "packs": 3}
SEQUENCE = "4H 5H 6H 7H 8H 9H 10H"


def test_a_sequence_canasta_under_canastone_rules_is_named_scored_and_clean():
    rules = CANASTONE.with_feature(Sequences(fewest=3, most=7))
    deal = position("canastone", hands=["KC KD 9S", None, None, None], phase="play", rules=rules,
                    melds=[{"seqH": SEQUENCE, "J": "JC JD JS 2C 2D JH JC"}, {}],
                    red_threes=["3H", "", "", ""])
    view = seat_view(deal, 0)
    sequence = next(meld for meld in view.sides[0].melds if meld.meld_key == meld_keys.sequence(2))
    assert str(sequence.canasta_term) == "sequence canasta"
    lines = {item.key: item.points for item in side(deal, 0).items}
    assert lines["sequence_canastas"] == rules.natural_canasta_bonus
    assert lines["red_threes"] == 100  # the side has a clean canasta (the sequence) and a dirty one
    assert wording_of(rules).going_out_missing(deal.canasta_kinds(0), 1) is None


@pytest.mark.parametrize("key", ["international", "joker", "americana", "cuban"])
def test_threes_tables_written_for_two_packs_score_the_six_of_a_colour_three_packs_hold(key):
    base = variants.get(key)
    rules = replace(base, **SIX_SEATS) if base.players == 4 else replace(base, packs=3)
    table = getattr(rules.laid_out, "threes_by_count", None) or rules.laid_out.red_threes_by_count
    threes = codes("3H 3H 3H 3D 3D 3D")
    assert rules.laid_out_points(threes, True, 2) == table[4] + 2 * (table[4] - table[3])


def test_international_for_six_with_three_packs_scores_a_whole_table():
    rules = replace(INTERNATIONAL, **SIX_SEATS)
    deal = position("international", hands=["KC KD 9S", None, None, None, None, None], phase="play",
                    rules=rules, melds=[{"Q": "QC QD QS QH QC QD QH"}, {}],
                    red_threes=["3H 3H 3D", "", "3D 3D 3H 3C", "", "", ""])
    assert {item.key: item.points for item in side(deal, 0).items}["threes"] == 2000 + 100


@pytest.mark.parametrize("key", ["canastone", "cuban", "international", "italian", "joker", "mexicana"])
def test_every_canasta_kind_the_fields_allow_has_a_name_and_a_score_line(key):
    base = variants.get(key)
    rules = base.with_feature(wild_melds_like(base, 3, 7)).with_feature(Sequences(fewest=3, most=7))
    assert {meld_keys.WILD, meld_keys.SEQUENCE} <= set(rules.canasta_kinds)
    assert all(str(wording_of(rules).canasta_term(kind)) for kind in rules.canasta_kinds)
