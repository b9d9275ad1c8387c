"""Which card of a rank leaves the hand when a move names the rank only: where sequences are played,
the one they need least (engine.moves.basics.spare_card), so a group or a discard keeps the Seven
of a player's Five and Six of Hearts; matches begun under engine revision 1 keep taking the first
of the rank in hand order, so their logs replay to the same cards."""

from __future__ import annotations

import random

import pytest

from engine import Deal, IllegalAction, variants
from engine.actions import Add, Meld
from engine.cards import codes
from engine.match import Match, replay
from engine.moves.prospects import _hand_after

from .positions import position

SEQUENCE_VARIANTS = [key for key in variants.playable() if variants.get(key).sequences.reads_suits]


def playing(hand: str, melds=None, revision: int = variants.REVISION, variant: str = "samba") -> Deal:
    rules = variants.get(variant, revision)
    return position(variant, hands=[hand] + [None] * (rules.players - 1), phase="play", rules=rules,
                    melds=[melds or {"Q": "QC QD QH"}] + [{} for _ in rules.teams[1:]])


def test_the_variants_with_sequences_are_the_ones_that_choose():
    assert SEQUENCE_VARIANTS == ["samba", "italian", "chile", "bolivia", "brazilian"]


def test_a_group_keeps_the_card_of_the_players_run():
    deal = playing("7H 7C 7D 7S 5H 6H KD")
    deal.apply("meld 7 7 7")
    assert deal.melds[0][7] == codes("7C 7D 7S")
    assert codes("7H 5H 6H KD") == deal.hands[0]


def test_a_discard_named_by_rank_keeps_the_card_of_the_players_run():
    deal = playing("7H 7C 5H 6H KD")
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7C")[0]
    assert deal.hands[0] == codes("7H 5H 6H KD")


def test_revision_one_takes_the_first_of_the_rank_in_hand_order():
    deal = playing("7H 7C 7D 7S 5H 6H KD", revision=1)
    deal.apply("meld 7 7 7")
    assert deal.melds[0][7] == codes("7H 7C 7D")
    discarding = playing("7H 7C 5H 6H KD", revision=1)
    discarding.apply("discard 7")
    assert discarding.pile[-1] == codes("7H")[0]


def test_a_neighbour_one_rank_away_weighs_more_than_one_two_ranks_away():
    deal = playing("7H 7C 5H 8C KD")  # 7H: the Five two ranks off (1); 7C: the Eight next to it (2)
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7H")[0]


@pytest.mark.parametrize(("hand", "melds", "discarded"), [
    ("7H 7C 5H KD", None, "7C"),  # two below the Seven of Hearts: 1 against none
    ("7H 7C 9H KD", None, "7C"),  # two above: 1 against none
    ("7H 7C 6H 9C KD", None, "7C"),  # one below, 2, against two above, 1
    ("7H 7H 7C KD", None, "7H"),  # a card held twice ties with a lone card: the first goes
    ("8H 8C 9C KD", {"seqH": "4H 5H 6H"}, "8H"),  # two past the run's end, 1, against one beside, 2
    ("7C 7H 8C 9C KD", {"seqH": "4H 5H 6H"}, "7H"),  # just past the end, 2, against 2 + 1 in hand
], ids=["two below", "two above", "one below", "held twice", "two past an end", "just past an end"])
def test_each_neighbour_weighs_as_the_rule_says(hand, melds, discarded):
    deal = playing(hand, melds=melds)
    deal.apply("discard 7" if hand.startswith("7") else "discard 8")
    assert deal.pile[-1] == codes(discarded)[0]


def test_a_card_held_twice_is_spare():
    deal = playing("7C 8C 7H 7H 5H 6H KD")  # 7C has the Eight beside it, and one 7H is as good as the other
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7H")[0]
    assert deal.hands[0] == codes("7C 8C 7H 5H 6H KD")


def test_the_end_of_the_sides_sequence_counts_as_a_neighbour():
    # The Seven of Hearts lengthens the Hearts by one (2); the Nine of Clubs is two off the other (1).
    deal = playing("7H 7C 9C KD", melds={"seqH": "4H 5H 6H"})
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7C")[0]


def test_the_low_end_of_the_sides_sequence_counts_too():
    deal = playing("7H 7C 9C KD", melds={"seqH": "8H 9H 10H"})
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7C")[0]


def test_every_sequence_of_the_suit_on_the_table_counts():
    deal = playing("7H 7C KD", melds={"seqH": "4H 5H 6H", "seqH#2": "10H JH QH"})
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7C")[0]


def test_a_full_sequence_needs_no_more_cards():
    deal = playing("7H 7C KD", melds={"seqH": "AH KH QH JH 10H 9H 8H"})
    deal.apply("discard 7")
    assert deal.pile[-1] == codes("7H")[0]  # the first: neither is needed


def test_a_meld_that_lays_a_run_and_a_group_keeps_the_card_next_to_the_new_run():
    deal = playing("5H 6H 7H 8H 8C 8D 8S KD")
    deal.apply("meld seq 5H 6H 7H; 8 8 8")
    assert deal.hands[0] == codes("8H KD")  # the Eight of Hearts lengthens the run just laid


def test_wild_cards_and_ranks_outside_sequences_leave_in_hand_order():
    deal = playing("2C 2H 4C 7H 8H KD")  # the Four of Clubs two ranks off makes no Two needed
    deal.apply("discard 2")
    assert deal.pile[-1] == codes("2C")[0]


def test_the_yes_that_a_run_keeps_open():
    """Chile after partner's yes: ``meld 10 10 10`` keeps the Ten of Spades the run needs, so the way
    out stays open and the meld is listed (the first Ten in hand order was that one)."""
    rules = variants.get("chile")
    hand = "10S 10H 10D 10C 7S 8S 9S JS 5D"  # out: the Tens, then 7S-JS, then the Five discarded
    melds = {"K": "KC KD KH KS KC KD KH"}
    state = {"asker": 0, "question": None, "permission": True, "must_go_out": True,
             "melded_this_turn": False, "added_to_old": False, "melded_before_turn": True, "new_melds": []}
    deal = position("chile", hands=[hand] + [None] * (rules.players - 1), phase="play",
                    melds=[melds] + [{} for _ in rules.teams[1:]], turn_state=state)
    assert "meld 10 10 10" in {str(a) for a in deal.legal_actions()}
    deal.apply("meld 10 10 10")
    assert codes("10S")[0] in deal.hands[0]
    deal.apply("meld seq 7S 8S 9S 10S JS")
    deal.apply("discard 5")
    assert deal.is_over and deal.went_out == 0
    old = position("chile", hands=[hand] + [None] * (rules.players - 1), phase="play",
                   melds=[melds] + [{} for _ in rules.teams[1:]], turn_state=state,
                   rules=variants.get("chile", 1))
    assert "meld 10 10 10" not in {str(a) for a in old.legal_actions()}  # it would keep the Ten of Clubs


@pytest.mark.parametrize("variant", SEQUENCE_VARIANTS)
def test_the_going_out_check_sees_the_hand_a_move_leaves(variant):
    """``_hand_after``, which the check after a yes reads, is the hand playing the move leaves,
    card for card, for every meld and add listed over random play."""
    rules = variants.get(variant)
    generator = random.Random(variant)
    compared = 0
    for seed in range(6):
        deal = Deal.new(rules, seed=f"spare/{variant}/{seed}")
        while not deal.is_over and deal.turns < 60:
            legal = deal.legal_actions()
            for action in legal:
                if isinstance(action, Meld | Add):
                    trial = deal.clone()
                    trial.apply(action)
                    assert _hand_after(deal, action) == trial.hands[deal.turn], (str(action), deal.turns)
                    compared += 1
            deal.apply(generator.choice(legal))
    assert compared > 200


def _random_match(variant: str, revision: int, seed: str, moves: int) -> tuple[Match, list[str]]:
    """A match of ``moves`` random moves played by engine ``revision``, and their texts."""
    match = Match(variants.get(variant, revision), seed)
    generator = random.Random(seed)
    played: list[str] = []
    while len(played) < moves and not match.is_over:
        action = generator.choice(match.deal.legal_actions())
        match.apply(action)
        played.append(str(action))
    return match, played


def test_a_log_of_revision_one_replays_to_the_same_cards_under_revision_one():
    differs = 0
    for number in range(4):
        seed = f"revision-one/{number}"
        played, texts = _random_match("samba", 1, seed, 400)
        assert replay("samba", seed, texts, revision=1).to_json() == played.to_json()
        try:
            differs += replay("samba", seed, texts).to_json() != played.to_json()
        except IllegalAction:  # a move the other revision's cards refuse
            differs += 1
    assert differs  # today's revision takes other cards: the revision is what replays the old logs


def test_an_unknown_revision_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown engine revision 7: this engine plays revisions 1, 2"):
        variants.get("samba", 7)
    assert variants.get("samba", 1).sequences.picks_spares is False
    assert variants.get("samba", 1) is variants.get("samba", 1)
