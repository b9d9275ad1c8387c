"""The move language: parsing, printing, round trips and helpful errors (docs/notation.md)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import IllegalAction, parse, variants
from engine.actions import Add, Answer, Discard, Draw, Meld, Take
from engine.cards import JOKER_RANK

RANKS = st.sampled_from([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
WILDS = st.lists(st.sampled_from([2, JOKER_RANK]), max_size=3)


@pytest.mark.parametrize("text", [
    "draw", "take", "take K K", "take K 2", "take 7 7 JK; Q Q Q", "meld Q Q Q; 5 5 5 5",
    "meld 10 10 2", "add K 2", "add 2 JK to K", "discard 9H", "discard JK", "discard 9",
    "ask", "yes", "no", "pass",
])
def test_canonical_text_round_trips(text):
    assert str(parse(text)) == text


def test_parsing_is_forgiving_about_case_spacing_and_order():
    assert parse("  MELD q q q ;5 5 5 5 ") == parse("meld 5 5 5 5; Q Q Q")
    assert parse("take 2 k k") == Take((13, 13, 2))
    assert parse("meld t t t") == Meld(((10, 10, 10),))
    assert parse("add jk 2 to a") == Add(14, (2, JOKER_RANK))


def test_parsed_values():
    assert parse("draw") == Draw()
    assert parse("discard 10s") == Discard(10, 3)
    assert parse("yes") == Answer(True)


@pytest.mark.parametrize("typed", ["discard 9H", "discard 9h", "discard 9♥", "discard 9♥️", "discard 9♡"])
def test_a_suit_may_be_typed_as_a_letter_or_as_the_symbol_the_bot_shows(typed):
    assert parse(typed) == Discard(9, 2)
    assert parse(typed.replace("9", "10").replace("H", "S").replace("h", "s").replace("♥", "♠")
                 .replace("♥", "♠").replace("♡", "♤")) == Discard(10, 3)


@given(rank=RANKS, naturals=st.integers(1, 6), wilds=WILDS)
def test_every_meld_and_add_round_trips(rank, naturals, wilds):
    cards = (rank,) * naturals + tuple(wilds)
    for action in (Meld((cards,)), Add(rank, cards), Add(rank, tuple(wilds) or (2,)), Take(cards)):
        assert parse(str(action)) == action


@pytest.mark.parametrize("text, hint", [
    ("", "empty move"),
    ("jump", "unknown move"),
    ("meld", "needs cards"),
    ("meld Q Q X", "not a card rank"),
    ("meld Q Q;", "empty group"),
    ("discard", "exactly one card"),
    ("discard 9Z", "not a card"),
    ("add 2", "which meld"),
    ("add K Q", "one rank"),
    ("draw now", "nothing after"),
])
def test_malformed_moves_explain_themselves(text, hint):
    with pytest.raises(IllegalAction, match=hint):
        parse(text)


@pytest.mark.parametrize("key, named, absent", [
    ("samba", "draw, take, meld, add, merge, discard, ask, yes, no, pass", "acaba"),
    ("classic-2p", "draw, take, meld, add, discard, pass", "ask"),
    ("british", "discard, ask, yes, no, acaba, pass", "merge"),
    ("international", "no, bonus, call, pass", "acaba"),
])
def test_an_unknown_word_is_answered_with_the_games_own_moves(key, named, absent):
    rules = variants.get(key)
    with pytest.raises(IllegalAction) as refused:
        parse("jump", rules)
    message = str(refused.value)
    assert message == f"unknown move 'jump': the moves in {rules.name} are {', '.join(rules.verbs())}"
    assert named in message and absent not in message
