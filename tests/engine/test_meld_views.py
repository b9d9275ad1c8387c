"""Views of melds, and what a side's going out lacks, are kept per rules and reused: a view must still
describe the table as these rules read it, whatever other rules made a view of the same cards before."""

from __future__ import annotations

import dataclasses

from engine import seat_view, variants
from engine.actions import parse
from engine.errors import Words
from engine.rules.going_out_policy import GoingOutPolicy
from engine.rules.wording import wording_of

from .positions import position

SEVEN_KINGS = {"K": "KC KD KH KS KC KD KH"}


def test_the_same_cards_are_a_canasta_under_one_rules_and_not_under_another():
    classic = variants.get("classic")
    eight = dataclasses.replace(classic, canasta_size=8)
    for rules in (classic, eight, classic):
        deal = position(hands=["4C 5D 6H", None, None, None], melds=[SEVEN_KINGS, {}], rules=rules)
        kings = seat_view(deal, 0).sides[0].melds[0]
        assert kings.cards == tuple(deal.melds[0][13])
        assert kings.is_canasta is (rules is classic)
        assert kings.canasta_term == (Words("natural canasta") if rules is classic else None)


def test_a_meld_that_grows_is_seen_as_it_is_now():
    deal = position(hands=["KC 5D 6H 7S", None, None, None], melds=[{"K": "KD KH KS"}, {}], phase="play")
    assert len(seat_view(deal, 0).sides[0].melds[0].cards) == 3
    deal.apply(parse("add K"))
    grown = seat_view(deal, 0).sides[0].melds[0]
    assert len(grown.cards) == 4 and grown.wilds == 0


def test_what_going_out_lacks_is_read_under_the_rules_in_play_and_the_melds_as_they_are():
    classic = variants.get("classic")
    two = dataclasses.replace(classic, going_out=GoingOutPolicy(canastas=2))
    for rules in (classic, two, classic):
        deal = position(hands=["4C 5D 6H", None, None, None], melds=[SEVEN_KINGS, {}], rules=rules)
        side = seat_view(deal, 0).sides[0]
        assert side.canastas == 1
        assert side.going_out_missing == (None if rules is classic else
                                          wording_of(rules).going_out_missing(deal.canasta_kinds(0), 0))
    short = position(hands=["4C 5D 6H", None, None, None], melds=[{"K": "KC KD KH"}, {}], rules=classic)
    assert seat_view(short, 0).sides[0].going_out_missing is not None
