"""Positions that cannot happen are refused with a message that names the problem."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine import Deal, IllegalAction, from_json, to_json, variants

from .positions import FILLER_STOCK, position

BASE = {"variant": "classic", "hands": ["KC KD", "QC QD", "JC JD", "9C 9D"], "stock": FILLER_STOCK,
        "pile": "5C", "turn": 0, "phase": "draw"}


@pytest.mark.parametrize(("change", "message"), [
    ({"hands": ["KC KC KC", "QC", "JC", "9C"]}, "4 × KC; 2 packs hold 2"),
    ({"stock": "JK JK JK JK JK"}, "5 × JK; 2 packs hold 4"),
    ({"melds": [{"K": "QC QD QH"}, {}]}, "K meld holds QC"),
    ({"melds": [{"3": "3C 3S 3D"}, {}]}, "3 meld holds 3D"),
    ({"melds": [{"2": "2C 2D JK"}, {}]}, "only wild cards"),
    ({"red_threes": ["KH", "", "", ""]}, "names KH, not a red three"),
    ({"hands": ["KC 3H", "QC", "JC", "9C"]}, "holds a red three"),
    ({"phase": "dance"}, "unknown phase 'dance'"),
    ({"melds": [{}, {}, {}]}, "2 sides, the position gives melds for 3"),
    ({"turn": 9}, "turn 9: classic seats are numbered 0 to 3"),
    ({"side_of": [0, 1, 2, 1]}, "side_of names a side"),
])
def test_an_impossible_position_is_refused(change, message):
    with pytest.raises(ValueError, match=message):
        from_json(BASE | change)


def test_a_partial_position_without_a_stock_is_accepted():
    assert from_json(BASE | {"stock": ""}).stock == []


def full_position() -> dict:
    """A Classic position from play (seed 1, 73 random moves): seat 2 has melded this turn, both sides
    are open, and the stock is given, so every card of the packs is in it."""
    rng = random.Random(1)
    deal = Deal.new(variants.get("classic"), seed=1)
    for _ in range(73):
        deal.apply(rng.choice(deal.legal_actions()))
    data = to_json(deal)
    assert data["turn"] == 2 and data["phase"] == "play" and all(data["melds"])
    assert data["turn_state"]["melded_this_turn"]
    return data


def changed(data: dict, **fields) -> dict:
    """A deep copy of ``data`` with ``fields`` set (``turn_state`` fields merged into its turn state)."""
    data = copy.deepcopy(data)
    data["turn_state"].update(fields.pop("turn_state", {}))
    return data | fields


def cards_moved_to_stock(data: dict, seat: int) -> dict:
    """``data`` with seat's hand put on the stock (no card goes missing)."""
    hands = list(data["hands"])
    stock = f"{hands[seat]} {data['stock']}"
    hands[seat] = ""
    return changed(data, hands=hands, stock=stock)


# Each kind of impossible position random damage got accepted or crashed on before (issue 63).
@pytest.mark.parametrize(("change", "message"), [
    (lambda d: changed(d, hands=[d["hands"][0].split(" ", 1)[1], *d["hands"][1:]]),
     "is missing: 2 packs hold 2"),
    (lambda d: changed(d, has_melded=[1, True, True, True]), "has_melded .*true or false"),
    (lambda d: changed(d, has_melded="yes"), "has_melded 'yes'"),
    (lambda d: changed(d, went_out=2), "went_out is set, but the deal is still running"),
    (lambda d: changed(d, has_melded=[True, False, True, False]),
     "side 1 has melds on the table, but none of its seats has melded"),
    (lambda d: changed(d, declarer=4), "declarer 4: a seat, 0 to 3, or null"),
    (lambda d: changed(d, first_taker=-1), "first_taker -1: a seat"),
    (lambda d: changed(d, dealer=4), "dealer 4: classic seats are numbered 0 to 3"),
    (lambda d: changed(d, went_out=7), "went_out 7: a seat"),
    (lambda d: changed(d, team_scores=[0.5, 0]), "team_scores a list: a whole number per side"),
    (lambda d: changed(d, team_scores=["0", 0]), "team_scores"),
    (lambda d: changed(d, phase="over"), "phase over with no reason"),
    (lambda d: changed(d, phase="draw"), "phase draw, but turn_state melded_this_turn"),
    (lambda d: changed(cards_moved_to_stock(d, 2), phase="draw", turn_state={"melded_this_turn": False,
                                                                              "new_melds": []}),
     "seat 2's hand is empty, but the deal is still running"),
    (lambda d: changed(d, turn=True), "turn True: classic seats"),
    (lambda d: changed(d, turns=-3), "turns -3: the turns completed"),
    (lambda d: changed(d, turn=3), "turn 3: after 33 turns from dealer 0, seat 2 is playing its turn"),
    (lambda d: changed(d, melds=[{"K": "KS KC"}, d["melds"][1]]),
     "K meld cannot be: a meld needs at least 3"),
    (lambda d: changed(d, melds=[{"K": "KS KC 2D 2H JK JK"}, d["melds"][1]]), "at most 3 wild cards"),
    (lambda d: changed(d, melds=[d["melds"][0], {**d["melds"][1], "K#2": "KH KH KD"}]),
     "K#2 meld cannot exist: classic has one meld of a kind per side"),
    (lambda d: changed(d, turn_state={"asker": 0}), "turn_state asker 0: only the player to move asks"),
    (lambda d: changed(d, turn_state={"question": "acaba"}), "classic has no such question"),
    (lambda d: changed(d, turn_state={"permission": "yes"}), "permission 'yes': true, false or null"),
    (lambda d: changed(d, turn_state={"new_melds": ["Q"]}), "new_melds names Q, which side 0 does not have"),
    (lambda d: changed(d, side_of=[0, 1, 1, 0]), r"side_of \[0, 1, 1, 0\]: the seats sit on sides"),
    (lambda d: changed(d, ended="out"), "ended is set, but the deal is still running"),
    (lambda d: changed(d, concealed="no"), "concealed 'no': true or false"),
    (lambda d: changed(d, packet=2), "classic has no face-down packet"),
    (lambda d: changed(d, hand=["KC"]), "unknown field 'hand'"),
    (lambda d: changed(d, partial=False), "partial False: true"),
    (lambda d: changed(d, variant=["classic"]), "variant a list"),
    (lambda d: changed(d, melds={"K": "KS KC KD"}), "melds an object: a list of one object per side"),
    (lambda d: changed(d, hands=d["hands"][:3]), "classic has 4 seats, hands gives 3"),
    (lambda d: changed(d, stock=["KC"]), "stock a list: cards by name"),
])
def test_a_position_play_could_not_reach_is_refused_by_name(change, message):
    data = full_position()
    from_json(data)
    with pytest.raises(ValueError, match=message):
        from_json(change(data))


def test_a_full_position_with_a_card_missing_reads_when_it_says_it_is_partial():
    data = full_position()
    data["hands"][0] = data["hands"][0].split(" ", 1)[1]
    assert len(from_json(data | {"partial": True}).hands[0]) == len(data["hands"][0].split())


def test_a_position_nested_too_deeply_is_refused_not_a_recursion_error():
    with pytest.raises(ValueError, match="nested too deeply"):
        from_json("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ValueError, match="hands a list"):
        from_json(BASE | {"hands": json.loads("[" * 500 + "]" * 500)})


def test_an_italian_meld_of_four_jokers_and_three_twos_is_refused_as_meld_wild_refuses_it():
    rules = variants.get("italian")
    deal = position("italian", hands=["JK JK JK JK 2C 2D 2H 9C", None, None, None], phase="play")
    with pytest.raises(IllegalAction) as refused:
        deal.apply("meld wild JK JK JK JK 2 2 2")
    with pytest.raises(ValueError, match=f"wild meld cannot be: {refused.value}"):
        position("italian", hands=["9C", None, None, None], melds=[{"wild": "JK JK JK JK 2C 2D 2H"}, {}],
                 has_melded=[True] + [False] * (rules.players - 1))


def test_one_meld_named_twice_is_refused():
    with pytest.raises(ValueError, match="'k' names the K meld a second time"):
        from_json(BASE | {"melds": [{"K": "KS KS KH", "k": "KD KD KH"}, {}]})
