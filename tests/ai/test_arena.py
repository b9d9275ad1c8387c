"""``canasta arena``: duplicate matches between two levels, summarized as JSON."""

from __future__ import annotations

import json

import pytest

from bot.arena import summarize
from bot.cli import main


def run_arena(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["arena", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_arena_plays_duplicate_deals_and_prints_the_summary(capsys):
    code, out, _ = run_arena(capsys, "--variant", "classic-2p", "--a", "medium", "--b", "random",
                             "--deals", "3", "--seed", "7", "--workers", "1", "--target", "1500")
    assert code == 0
    result = json.loads(out)
    assert result["a"] == "medium" and result["b"] == "random" and result["variant"] == "classic-2p"
    assert result["duplicate_deals"] >= 3
    assert result["deals_played"] >= 6  # every shuffle is played once per side
    assert result["matches_played"] % 2 == 0
    low, high = result["margin_ci95"]
    assert low <= result["mean_margin_per_deal"] <= high
    for key in ("a_win_rate_by_deal", "a_win_rate_by_duplicate_deal", "a_win_rate_by_match"):
        assert 0.0 <= result[key] <= 1.0
    assert set(result["decision_ms"]) == {"medium", "random"}
    assert result["decision_ms"]["medium"]["p50"] <= result["decision_ms"]["medium"]["p95"]


def test_arena_is_reproducible_for_a_seed(capsys):
    args = ("--variant", "classic-2p", "--a", "easy", "--b", "random", "--deals", "2", "--seed", "3",
            "--workers", "2", "--target", "1000")
    first = json.loads(run_arena(capsys, *args)[1])
    second = json.loads(run_arena(capsys, *args)[1])
    for key in ("mean_margin_per_deal", "margin_ci95", "a_win_rate_by_deal", "deals_played"):
        assert first[key] == second[key]


def test_arena_with_fixed_thinking_comes_out_the_same_whatever_the_clock(capsys):
    args = ("--variant", "classic-2p", "--a", "hard", "--b", "hard-guide", "--deals", "1", "--seed", "5",
            "--workers", "1", "--target", "500", "--think", "2")
    first = json.loads(run_arena(capsys, *args)[1])
    second = json.loads(run_arena(capsys, *args, "--budget-ms", "60000")[1])
    assert first["think"] == 2 and set(first["decision_ms"]) == {"hard", "hard-guide"}
    for key in ("mean_margin_per_deal", "a_win_rate_by_deal", "deals_played"):
        assert first[key] == second[key]


@pytest.mark.parametrize(("args", "message"), [
    (("--a", "expert"), "--a must be one of random, easy, medium, hard"),
    (("--variant", "pinochle"), "unknown variant 'pinochle'; playable: classic"),
    (("--deals", "0"), "--deals must be at least 1"),
    (("--budget-ms", "-5"), "--budget-ms must be positive"),
    (("--think", "0"), "--think must be at least 1"),
    (("--target", "0"), "--target must be positive"),
])
def test_arena_refuses_bad_input_with_a_clear_message(capsys, args, message):
    code, out, err = run_arena(capsys, *args)
    assert code == 2
    assert out == ""
    assert message in err


def test_summary_pairs_margins_and_counts_ties_as_half():
    results = [{"pairs": [{"margin": 100.0, "deal_wins": [1.0, 0.0]},
                          {"margin": 0.0, "deal_wins": [0.5, 0.5]}],
                "matches_won": [True, False], "unpaired_deals": 1,
                "times": {"hard": [1.0, 3.0], "medium": [0.5]}}]
    summary = summarize(results, "hard", "medium")
    assert summary["duplicate_deals"] == 2
    assert summary["deals_played"] == 5
    assert summary["a_win_rate_by_deal"] == 0.5  # one win, one loss, two ties
    assert summary["a_win_rate_by_duplicate_deal"] == 0.75
    assert summary["a_win_rate_by_match"] == 0.5
    assert summary["mean_margin_per_deal"] == 50.0
    assert summary["decision_ms"]["hard"]["p95"] == 3.0
