"""No dead end: a move that commits the player to going out is listed and accepted only while going
out stays reachable, so a running deal always offers a move. The positions random play once led
into a dead end are kept in tests/fixtures/dead-ends.json; a slice of the dead-end hunt
(``canasta bench deadends``) plays on here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.measure.benchmarks import deadends
from engine import from_json, going_out, parse, variants
from engine.actions import Ask

from .positions import position, rejects

FIXTURES = json.loads((Path(__file__).parents[1] / "fixtures" / "dead-ends.json").read_text())


def fixture_deal(entry):
    """The entry's position, under the rules its hunt drew where it came from random rule sets."""
    return from_json(entry["position"], deadends.rules_of(entry))


@pytest.mark.parametrize("entry", FIXTURES, ids=lambda entry: entry["source"][:40])
def test_a_position_that_once_led_to_a_dead_end_keeps_a_move_after_every_listed_one(entry):
    deal = fixture_deal(entry)
    legal = deal.legal_actions()
    assert legal
    for action in legal:
        trial = deal.clone()
        trial.apply(action)
        assert trial.is_over or trial.legal_actions(), f"{action} leads to a dead end"


def test_black_threes_are_neither_listed_nor_accepted_when_the_cards_left_cannot_go_out():
    deal = from_json(FIXTURES[0]["position"])  # 3S 3S 3C 2C 9C; the only meld holds three wild cards
    assert parse("meld 3 3 3") not in deal.legal_actions()
    rejects(deal, "meld 3 3 3", "could not go out")
    assert [str(a) for a in deal.legal_actions()] == ["discard 2", "discard 3", "discard 9"]



def test_a_black_three_added_to_the_sides_threes_is_listed_where_the_hand_goes_out_only_after_it():
    # 3C K K K 5 after melding 3 3 3: the going-out search reads a lone Three in hand as loose, so it
    # finds no way out now; after "add 3" the Kings meld and the 5 goes out. The listing asks the
    # search first only for a new meld of Threes, never for an add to one.
    deal = position(hands=["3C KH KD KS 5H", None, None, None], phase="play",
                    melds=[{"A": "AH AD AC AS AH AD AC", "3": "3S 3S 3C"}, {}],
                    has_melded=[True, False, False, False],
                    turn_state={"melded_this_turn": True, "new_melds": ["3"], "melded_before_turn": True})
    assert not going_out.can_go_out(deal, 0)
    assert "add 3" in [str(a) for a in deal.legal_actions()]
    for move in ("add 3", "meld K K K", "discard 5"):
        deal.apply(parse(move))
    assert deal.went_out == 0

def test_no_ask_where_the_only_way_out_makes_more_canastas_than_red_threes():
    # Mexicana's rules for three: JK JS in hand, two red Threes and two canastas on the side. The J
    # is the last discard, so the Joker must join the Tens (six cards), a third canasta: no way out.
    deal = fixture_deal(FIXTURES[1])
    assert deal.rules.key == "mexicana" and deal.laid_out_count(0) == 2 and deal.canastas(0) == 2
    assert not going_out.can_go_out(deal, 2)
    assert Ask() not in deal.legal_actions()
    assert [str(a) for a in deal.legal_actions()] == ["discard J"]
    rejects(deal, "ask", "only when your hand can go out")


@pytest.mark.parametrize("key", [*variants.playable(), deadends.RANDOM_RULES])
def test_a_slice_of_the_dead_end_hunt_finds_none(key):
    assert deadends.hunt(key, 20) == []


def test_random_rule_sets_are_drawn_across_the_space_and_reproducibly():
    import random

    drawn = [deadends.random_rules(random.Random(seed)) for seed in range(40)]
    assert len({rules.key for rules in drawn}) >= 6
    assert {rules.players for rules in drawn} == {2, 3, 4, 6}
    assert drawn[3] == deadends.random_rules(random.Random(3))


def test_random_seats_of_the_hunt_play_on_rather_than_call_acaba():
    import random

    from engine.actions import Acaba, Ask, Draw

    listed = [Acaba(), Ask(acaba=True), Draw()]
    odds = random.Random(1)
    picks = [deadends._playing_on(listed, odds) for _ in range(2000)]
    assert 0 < sum(Acaba() in pick for pick in picks) < 40  # about one in ACABA_ODDS keeps Acaba
    assert deadends._playing_on([Acaba()], odds) == [Acaba()]
