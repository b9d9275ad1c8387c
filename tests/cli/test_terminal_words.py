"""``canasta play``: what the game says back — seeds, drawn cards, move lists, help, ask and answer."""

from __future__ import annotations

import io
import re

from bot.terminal import Session
from bot.typed_moves import with_suit_letters
from engine import Match, variants
from engine.ai import make_player
from tests.engine.positions import position

from .test_terminal_play import play


def test_without_a_seed_one_is_chosen_and_printed_and_replays_the_same_deal():
    first = play(["quit"])
    seed = re.search(r"seed (\d+) \(--seed \1 deals the same cards again\)", first).group(1)
    assert play(["quit"], "--seed", seed) == first


def test_your_draw_says_which_cards_came_and_they_are_in_your_hand():
    out = play(["draw", "quit"], "--variant", "classic-2p", "--seed", "3")
    drawn = re.search(r"You: draw \((\S+) (\S+)\)", out).groups()
    hand = out.split("Your hand: ")[-1].splitlines()[0].split()
    assert all(card in hand for card in drawn)


def test_a_card_typed_as_the_hand_shows_it_is_understood():
    out = play(["draw", "quit"], "--variant", "classic-2p", "--seed", "3")
    card = out.split("Your hand: ")[-1].splitlines()[0].split()[-1]  # a natural: the hand ends low
    assert card[-1] in "♣♦♥♠"
    out = play(["draw", f"discard {card}", "quit"], "--variant", "classic-2p", "--seed", "3")
    assert f"You: discard {card}" in out and "Not allowed" not in out


def test_suits_become_letters_in_a_discard_and_are_dropped_in_melds():
    assert with_suit_letters("discard K♦") == "discard KD"
    assert with_suit_letters("meld 8♦ 8♠ 2♥; K♣ K♤ K♡") == "meld 8 8 2; K K K"
    assert with_suit_letters("add 2 to K") == "add 2 to K"
    assert with_suit_letters("meld seq 4♥ 5♥ 6♥; K♣ K♤ K♡") == "meld seq 4H 5H 6H; K K K"
    assert with_suit_letters("add 7♥ to seqH") == "add 7H to seqH"


def test_moves_are_listed_one_kind_per_line_and_wrapped():
    out = play(["draw", "moves", "quit"], "--variant", "classic-2p", "--seed", "3")
    listed = out.split("> ")[2]
    lines = listed.splitlines()
    assert lines[0].startswith("meld:    ") and any(line.startswith("discard: ") for line in lines)
    assert len(lines) > 3 and max(len(line) for line in lines) < 100


def test_help_explains_every_move_and_word():
    out = play(["help", "quit"])
    for word in ("draw", "take", "meld Q Q Q", "add K 2", "discard 9", "ask", "yes, no", "pass",
                 "moves", "hint", "auto", "quit"):
        assert word in out
    assert len(out.split("> ")[1].splitlines()) >= 10


def test_a_huge_line_is_refused_without_being_printed_back():
    out = play(["x" * 1_000_000, "quit"])
    assert "Not allowed: that line is 1,000,000 characters long; a move is at most 200." in out
    assert len(out) < 10_000


def test_control_characters_typed_are_not_printed_back():
    out = play(["\x1b[2J\x1b[31mjump", "quit"])
    assert "Not allowed: unknown move '?[2j?[31mjump'" in out and "\x1b" not in out


def asked_by_partner() -> Match:
    """A Classic match whose deal has the partner (seat 2) asking to go out, seat 0 to answer."""
    match = Match(variants.get("classic"), "ask")
    match.deal = position(hands=["4H 4S 9H 9S 6H 6S QH", "4C 9C", "5C 5D 5H 9C", "4D 9D"],
                          melds=[{"K": "KC KD KH KS KC KD KH"}, {}], turn=2, phase="play")
    match.deal.apply("ask")
    return match


def test_an_ask_to_answer_is_explained_and_yes_binds_the_partner(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\nquit\n"))
    players = {seat: make_player("medium", seed=seat) for seat in (1, 2, 3)}
    names = ["You", "West", "Partner", "East"]
    Session(asked_by_partner(), names, players, make_player("medium"), whole_match=False).loop()
    out = capsys.readouterr().out
    assert ("Partner asks whether they may go out: yes means they must go out this turn, "
            "no that they may not.") in out
    assert "You: yes (the asker must go out this turn)" in out
    assert "Deal 1 over: Partner went out." in out
