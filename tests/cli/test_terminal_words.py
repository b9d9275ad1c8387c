"""``canasta play``: what the game says back — seeds, drawn cards, move lists, help, ask and answer."""

from __future__ import annotations

import io
import re

from bot.cli.terminal import Session
from bot.cli.terminal_help import help_text
from bot.cli.typed_moves import with_suit_letters
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


def help_lines(variant: str) -> list[str]:
    """The lines ``help`` prints in ``variant``: the moves with their examples, then the other words."""
    return help_text(variants.get(variant)).splitlines()


def examples(lines: list[str]) -> list[str]:
    """The moves ``help`` lists, by their examples (a wrapped meaning's lines have none)."""
    return [line[2:].split("  ")[0] for line in lines[1:] if line.startswith("  ") and line[2] != " "]


def test_help_explains_the_moves_of_the_game_played_and_the_other_words():
    lines = play(["help", "quit"]).split("> ")[1].splitlines()
    assert lines == help_lines("classic")
    assert lines[0] == "Moves in Classic Canasta (all of them in docs/notation.md):"
    assert examples(lines) == ["draw", "take", "meld Q Q Q", "add K 2", "discard 9", "ask", "yes, no", "pass"]
    assert "draw from the stock" in lines[1]
    assert all(word in lines[-2] + lines[-1] for word in ("moves", "hint", "auto", "help", "quit"))
    assert max(len(line) for line in lines) <= 100


def test_help_leaves_out_the_moves_a_game_lacks_and_gives_its_own_numbers():
    two = help_lines("classic-2p")
    assert "ask" not in examples(two) and "draw 2 cards from the stock" in two[1]  # nobody to ask
    british = help_lines("british")
    assert examples(british)[-3:] == ["acaba", "ask acaba", "pass"]
    assert "the other 1,500" in "\n".join(british)
    six = examples(help_lines("canastone-6p"))
    assert "meld wild 2 2 JK" in six and not {"acaba", "bonus", "merge K#2 into K"} & set(six)
    samba = examples(help_lines("samba"))
    assert {"meld seq 4H 5H 6H", "merge K#2 into K"} <= set(samba) and "meld wild 2 2 JK" not in samba


def test_help_lists_the_bonus_the_talon_and_each_special_hand_where_a_game_has_them():
    international = help_lines("international")
    assert examples(international)[-4:] == ["bonus", "call schneider", "call blitz", "pass"]
    text = " ".join(line.strip() for line in international)
    assert "take 3 cards from the stock" in text and "Blitz, while you have melded nothing this deal" in text
    americana = help_lines("americana")
    assert examples(americana).count("discard 9") == 2
    assert [e for e in examples(americana) if e.startswith("call")] == [
        "call straight", "call pairs", "call twos", "call garbage"]
    text = " ".join(line.strip() for line in americana)
    assert "4 bonus cards come from the stock (3 once the other side has melded)" in text
    assert "ask your partner, once a deal, whether you may go out" in text


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
