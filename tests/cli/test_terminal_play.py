"""``canasta play``: a real subprocess plays a deal in the terminal from typed lines."""

from __future__ import annotations

import re
import subprocess
import sys


def play(lines: list[str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "play", "--level", "random", *args],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120, check=True)
    return done.stdout


def test_bad_moves_are_explained_and_the_game_goes_on():
    out = play(["meld Q Q X", "discard 9", "jump", "quit"])
    assert "Not allowed: 'X' is not a card rank" in out
    assert "Not allowed: draw first" in out
    assert ("Not allowed: unknown move 'jump': the moves in Classic Canasta are draw, take, meld, add, "
            "discard, ask, yes, no, pass\n") in out
    assert out.rstrip().endswith("Bye.")


def test_a_whole_deal_can_be_played_and_is_scored():
    out = play(["auto"] * 400, "--seed", "5")
    assert "Deal 1 over" in out
    assert "Cards melded" in out and "Match: You & Partner" in out


def test_two_hand_game_in_the_terminal():
    out = play(["moves", "auto", "quit"], "--variant", "classic-2p")
    assert "Two-hand Canasta" in out and "draw" in out and "You: " in out


def test_a_target_alone_plays_a_whole_match_to_it():
    out = play(["auto"] * 2000, "--seed", "5", "--target", "50")
    assert "win the match" in out


def test_samba_in_the_terminal_lays_sequences_and_merges_melds():
    out = play(["auto"] * 800, "--variant", "samba", "--seed", "2")
    assert out.startswith("Samba, seed 2")
    assert "You: meld seq JS QS KS" in out and "Partner: merge K#2 into K" in out
    assert "Deal 1 over" in out and "Mixed canastas" in out


def test_british_in_the_terminal_asks_partner_about_acaba_and_declares_it():
    out = play(["ask acaba", "acaba", "quit"], "--variant", "british", "--seed", "5", "--level", "medium")
    assert "You: ask acaba (may I declare Acaba?)" in out
    assert "Partner: no (no Acaba: the asker plays on)" in out
    assert "Not allowed: partner said no to Acaba" in out
    declared = play(["acaba", "quit"], "--variant", "british", "--seed", "5", "--level", "medium")
    assert "Deal 1 over: You declared Acaba." in declared
    assert "Acaba" in declared.split("Deal 1 over", 1)[1] and "+1,500" in declared


def test_uruguay_in_the_terminal_lays_wild_melds():
    out = play(["auto"] * 600, "--variant", "uruguay", "--seed", "3", "--level", "medium")
    assert out.startswith("Uruguay, seed 3")
    assert "You: meld wild 2 2 JK" in out and "East: meld wild 2 2 JK" in out


def test_mexicana_in_the_terminal_is_scored_with_its_canasta_of_sevens():
    out = play(["auto"] * 900, "--variant", "mexicana", "--seed", "1", "--level", "medium")
    assert out.startswith("Mexicana, seed 1")
    assert "West: meld K K K 2 (then 14 cards from the stock)" in out  # 13, and one for a red Three
    assert "Hint: draw — Drawing: a Seven on top stops the pile this turn." in out
    assert "Deal 1 over" in out and re.search(r"\n  Sevens canastas \(1\) +\+1,000\n", out)


def test_cuban_in_the_terminal_holds_black_threes_back_on_the_first_turn():
    out = play(["draw", "discard 3", "quit"], "--variant", "cuban", "--seed", "2")
    assert out.startswith("Cuban Canasta, seed 2")
    assert "Not allowed: no black three may be discarded on a player's first turn in this game" in out


def test_italian_in_the_terminal_counts_the_packet_and_lays_a_meld_of_twos():
    out = play(["auto"] * 900, "--variant", "italian", "--seed", "1", "--level", "medium")
    assert out.startswith("Italian Canasta, seed 1")
    assert "Pile: 6♠ (13 cards, 9 of them face down) FROZEN" in out
    assert "You: meld wild 2 2 JK" in out and "Deal 1 over" in out


def test_canastone_in_the_terminal_opens_before_drawing_and_scores_canastas_by_kind():
    out = play(["auto"] * 900, "--variant", "canastone", "--seed", "1", "--level", "medium")
    assert out.startswith("Canastone, seed 1")
    assert "You & Partner, score 0 (needs 50 clean to open)" in out and "9 of them face down" in out
    after_opening = out[out.index("You: meld A A A"):].splitlines()[1:]
    assert next(line for line in after_opening if line.startswith("You to")) == "You to draw."
    assert next(line for line in after_opening if line.startswith("You:")).startswith("You: draw")
    assert "Deal 1 over" in out and re.search(r"\n  Clean Aces canastas \(1\) +\+1,000\n", out)


def test_canastone_for_six_in_the_terminal_names_two_partners_and_three_opponents():
    out = play(["moves", "auto", "quit"], "--variant", "canastone-6p", "--seed", "2")
    assert out.startswith("Canastone for six, seed 2")
    counts = next(line for line in out.splitlines() if line.startswith("Cards in hand: "))
    assert [part.rsplit(" ", 1)[0] for part in counts.removeprefix("Cards in hand: ").split(", ")] == \
        ["You", "Opponent 1", "Partner 1", "Opponent 2", "Partner 2", "Opponent 3"]  # turns alternate
    assert "You & Partner 1 & Partner 2, score 0" in out


def test_international_in_the_terminal_takes_the_bonus_and_scores_threes_of_both_colours():
    out = play(["auto"] * 900, "--variant", "international", "--seed", "3", "--level", "medium")
    assert out.startswith("International Canasta (Scarne), seed 3")
    assert "You & Partner, score 0 (needs 90 to open): no melds yet  threes: 3♦ 3♠ 3♥" in out  # black too
    opening = min(out.index(move) for move in ("You: meld ", "You: take ") if move in out)
    after = out[opening:].splitlines()[1:]
    assert after.count("You: bonus (then 4 cards from the stock)") == 1  # a Three among them, replaced
    assert "Deal 1 over" in out and re.search(r"\n  Threes \(4\) +\+600\n", out)


def test_americana_in_the_terminal_opens_at_125_and_asks_partner_at_most_once():
    out = play(["auto"] * 900, "--variant", "americana", "--seed", "5", "--level", "medium")
    assert out.startswith("Canasta Americana, seed 5")
    assert "You & Partner, score 0 (needs 125 to open): no melds yet" in out
    assert out.splitlines()[1] == "West: draw"  # no upcard: the first player draws
    assert "Deal 1 over" in out
    for name in ("You", "West", "Partner", "East"):
        assert out.count(f"\n{name}: ask (may I go out?)") <= 1


def test_americana_in_the_terminal_calls_pairs_after_drawing():
    out = play(["call pairs", "draw", "moves", "call pairs", "quit"], "--variant", "americana",
               "--seed", "2140")  # You hold seven pairs once you have drawn
    assert re.search(r"Not allowed: .*call Pairs only after drawing from the stock: draw first", out)
    assert "call:    pairs" in out
    assert "You: call pairs (the deal ends here)" in out
    assert "Deal 1 over: You called Pairs." in out and re.search(r"\n  Pairs +\+2,500\n", out)


def test_the_terminal_game_speaks_the_language_asked_and_moves_stay_notation():
    from i18n import translate

    out = play(["discard 9", "help", "auto"] * 2 + ["auto"] * 400, "--seed", "5", "--lang", "es")
    said = [translate(english, "es") for english in ("Not allowed: {why}", "Your hand: {cards}",
                                                     "Deal {number} over: {who}{how}.", "Match: {scores}")]
    for english, spanish in zip(("Not allowed: ", "Your hand: ", "Deal 1 over", "Match: "), said,
                                strict=True):
        assert english not in out and spanish.split("{")[0] and spanish.split("{")[0] in out
    assert translate("draw first: 'draw' from the stock or 'take' the discard pile", "es") in out
    assert translate("Cards left in hand", "es") in out and translate("You", "es") != "You"
    assert translate("Moves in {game} (all of them in docs/notation.md):", "es").split("{")[0] in out
    assert f"{translate('You', 'es')}: " in out  # seat 0's moves, under its name in Spanish
