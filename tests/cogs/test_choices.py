"""A turn's legal moves as Discord controls: every select within 25 options, every legal move reachable."""

from __future__ import annotations

import random

import pytest

from discord_ui.choices import ALL_RANKS, MAX_OPTIONS, TYPE_IT, rank_of_choice, turn_controls
from engine import Match, variants


def reachable(legal: list[str]) -> set[str]:
    """Every move a player can reach by choosing options (rank groups opened one by one)."""
    found = set()
    controls = turn_controls(legal)
    for kind, options in controls.selects.items():
        for option in options:
            rank = rank_of_choice(option.value)
            if rank is None:
                found.add(option.value)
                continue
            for inner in turn_controls(legal, {kind: rank}).selects[kind]:
                found.add(inner.value)
    found.update(move for move in controls.simple if move != "take")
    if controls.single_take:
        found.add(controls.single_take)
    return found


def offers_typing(legal: list[str]) -> bool:
    """Whether some select, opened at any rank, offers the box to type a move."""
    controls = turn_controls(legal)
    return any(o.value == TYPE_IT for options in controls.selects.values() for o in options) or any(
        o.value == TYPE_IT for kind in controls.selects for rank in range(16)
        for o in turn_controls(legal, {kind: rank}).selects.get(kind, ()))


def crowded_positions(count: int):
    """Positions from seeded games where one kind of move outnumbers a select's 25 options."""
    for game in range(200):
        match = Match(variants.get("classic"), f"crowd{game}")
        rng = random.Random(game)
        for _ in range(300):
            if match.is_over:
                break
            legal = [str(a) for a in match.deal.legal_actions()]
            if sum(m.startswith("meld") for m in legal) > MAX_OPTIONS or \
                    sum(m.startswith("add") for m in legal) > MAX_OPTIONS:
                yield legal
                count -= 1
                if count == 0:
                    return
            melds = [m for m in legal if m.split()[0] in ("meld", "add", "take")]
            match.apply(rng.choice(melds) if melds and rng.random() < 0.7 else rng.choice(legal))


def test_a_short_list_is_offered_move_by_move_with_single_moves_as_buttons():
    controls = turn_controls(["draw", "take K K", "take K JK"])
    assert controls.simple == ("draw",)
    assert [(o.label, o.value) for o in controls.selects["take"]] == [("K K", "take K K"),
                                                                      ("K JK", "take K JK")]
    discards = turn_controls(["discard 9", "discard JK", "ask"])
    assert discards.simple == ("ask",)
    assert [(o.label, o.value, o.description) for o in discards.selects["discard"]] == [
        ("9", "discard 9", "Discard a Nine"), ("JK", "discard JK", "Discard a Joker")]


def test_one_way_to_take_the_pile_is_a_button_next_to_draw():
    controls = turn_controls(["take", "draw"])
    assert controls.simple == ("draw", "take") and controls.single_take == "take"
    assert "take" not in controls.selects


def test_adds_name_the_meld_they_go_to_and_sequences_group_under_their_top_rank():
    controls = turn_controls(["add 7 to seqH", "add K to K#2", "add JK to wild", "add K K 2"])
    assert {o.value: o.description for o in controls.selects["add"]} == {
        "add 7 to seqH": "Add to your Hearts sequence", "add K to K#2": "Add to your Kings #2",
        "add JK to wild": "Add to your wild meld", "add K K 2": "Add to your Kings"}
    letters = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    legal = [f"meld seq {a}{s} {b}{s} {c}{s}" for s in "HSCD"
             for a, b, c in zip(letters, letters[1:], letters[2:], strict=False)] + \
            [f"meld wild 2 2 JK{' 2' * n}" for n in range(3)] + ["meld K K K"]
    melds = turn_controls(legal).selects["meld"]
    assert [o.value for o in melds] == ["rank:JK", "rank:A", "rank:K", "rank:Q", "rank:J", "rank:10",
                                        "rank:9", "rank:8", "rank:7", "rank:6"]
    sixes = [o.value for o in turn_controls(legal, {"meld": 6}).selects["meld"]]
    assert sixes[:-1] == [f"meld seq 4{s} 5{s} 6{s}" for s in "CDHS"]


def test_merges_have_their_own_select_naming_both_melds():
    controls = turn_controls(["merge seqH#2 into seqH", "merge K#2 into K", "add K to K#2", "discard 9"])
    assert list(controls.selects) == ["add", "merge", "discard"]
    assert [(o.label, o.description) for o in controls.selects["merge"]] == [
        ("K#2 into K", "Join your Kings #2 onto your Kings"),
        ("seqH#2 into seqH", "Join your Hearts sequence #2 onto your Hearts sequence")]


def test_in_samba_positions_every_merge_and_frozen_sequence_take_is_reachable():
    seen = set()
    for game in range(30):
        match = Match(variants.get("samba"), f"samba{game}")
        rng = random.Random(game)
        while not match.is_over and match.deal.turns < 200:
            legal = [str(a) for a in match.deal.legal_actions()]
            assert set(legal) <= reachable(legal) or offers_typing(legal)
            seen.update(m.split()[0] for m in legal if m.startswith("merge") or " to seq" in m)
            match.apply(rng.choice(legal))
    assert {"merge", "take"} <= seen


def test_nothing_to_do_gives_no_controls():
    assert turn_controls([]).empty


def test_too_many_melds_are_grouped_by_rank_and_a_rank_opens_its_own_list():
    ranks = ("K", "Q", "9", "7")
    legal = [f"meld {r} {r} {r}" + " 2" * k for r in ranks for k in range(4)] + \
            [f"meld {r} {r} {r} {r}" + " JK" * k for r in ranks for k in range(3)] + \
            ["meld 5 5 5", "discard 5"]
    groups = turn_controls(legal).selects["meld"]
    assert [o.value for o in groups] == ["rank:K", "rank:Q", "rank:9", "rank:7", "rank:5"]
    assert groups[0].label == "Kings…" and groups[0].description == "7 ways"
    assert groups[-1].label == "Fives…" and groups[-1].description == "1 way"
    assert [o.value for o in turn_controls(legal).selects["discard"]] == ["discard 5"]
    kings = turn_controls(legal, {"meld": 13}).selects["meld"]
    assert kings[-1].value == ALL_RANKS
    assert [o.value for o in kings[:2]] == ["meld K K K", "meld K K K K"]  # no wild cards first
    assert all(o.value.startswith("meld K") for o in kings[:-1])


def test_a_rank_with_more_moves_than_fit_offers_the_simplest_and_a_box_to_type_the_rest():
    legal = [f"meld K{' K' * n}{' 2' * t}{' JK' * j}"
             for n in range(2, 10) for t in range(3) for j in range(2)]
    many = turn_controls(legal + ["meld Q Q Q"], {"meld": 13}).selects["meld"]
    assert len(many) == MAX_OPTIONS
    assert many[-2].value == TYPE_IT and many[-1].value == ALL_RANKS


def test_a_move_too_long_for_an_option_is_left_to_typing():
    long_move = "meld " + "; ".join(f"{r} {r} {r} 2 JK" for r in "AQJ987654") + "; 10 10 10 2 2 JK"
    assert len(long_move) > 100
    legal = [long_move, "meld K K K"]
    assert [o.value for o in turn_controls(legal).selects["meld"]] == ["rank:A", "rank:K"]
    assert [o.value for o in turn_controls(legal, {"meld": 14}).selects["meld"]] == [TYPE_IT, ALL_RANKS]
    assert [o.value for o in turn_controls(legal, {"meld": 13}).selects["meld"]] == ["meld K K K", ALL_RANKS]


@pytest.mark.parametrize("legal", list(crowded_positions(4)))
def test_in_crowded_real_positions_every_select_fits_and_every_listed_move_is_reachable(legal):
    controls = turn_controls(legal)
    for kind, options in controls.selects.items():
        assert 1 <= len(options) <= MAX_OPTIONS
        for option in options:
            rank = rank_of_choice(option.value)
            if rank is not None:
                assert 1 <= len(turn_controls(legal, {kind: rank}).selects[kind]) <= MAX_OPTIONS
    missing = set(legal) - reachable(legal)
    assert not missing or offers_typing(legal), missing
