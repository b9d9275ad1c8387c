"""tools/guess_quality.py scores guessed deals against the true ones, per variant, and refuses bad input."""

from __future__ import annotations

import pytest

from ..tools import load_tool


def test_the_measure_counts_each_methods_true_cards_held_over_the_same_cards():
    tool = load_tool("guess_quality")
    result = tool.measure("classic-2p", deals=1, guesses=3, first_seed=5000)
    total, held = result["total"]["opponent"], result["held"]
    assert total > 0
    for method in tool.METHODS:
        assert 0 < held[method, "opponent"] < total  # a guess names some of the true cards, never all
    assert held["table", "opponent"] > held["uniform", "opponent"]


def test_the_tool_prints_a_row_per_variant(capsys):
    tool = load_tool("guess_quality")
    assert tool.main(["--variants", "classic-2p", "--deals", "1", "--guesses", "2"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 3 and rows[2].startswith("| classic-2p | ")


def test_the_fit_lowers_the_weight_of_ranks_a_side_melded_and_keeps_every_key():
    tool = load_tool("guess_quality")
    weights, thrown, ratios = tool.fit(["classic-2p"], deals=1, first_seed=100, guesses=2, rounds=2)
    bands = ("few", "some", "many", "full")
    assert set(weights) == {(kind, band) for kind in tool.CATEGORIES for band in bands}
    assert set(thrown) == set(tool.CATEGORIES)
    assert weights["melded", "some"] < 0.5 < weights["open", "some"]  # a side lays off what it melded
    assert ratios and all(ratio > 0 for ratio in ratios.values())


@pytest.mark.parametrize("args, message", [
    (["--variants", "clasic"], "--variants: clasic not among the playable variants (classic, "),
    (["--deals", "0"], "--deals: must be a whole number of at least 1, not '0'"),
    (["--guesses", "x"], "--guesses: must be a whole number of at least 1, not 'x'"),
])
def test_bad_input_gets_a_clear_message(args, message, capsys):
    with pytest.raises(SystemExit) as stopped:
        load_tool("guess_quality").main(args)
    assert stopped.value.code == 2 and message in capsys.readouterr().err


def test_after_no_positions_follow_a_no_and_leave_the_askers_own_decisions_out():
    tool = load_tool("guess_quality")
    found = 0
    for deal, seat in tool.positions_after_no("classic", first_seed=5000, deals=1):
        assert any(not asked.yes for asked in deal.asks)
        assert seat == deal.turn and seat not in {asked.seat for asked in deal.asks if not asked.yes}
        found += 1
    assert found > 0


def test_the_after_no_measure_reads_the_asker_with_the_asks_only():
    tool = load_tool("guess_quality")
    result = tool.measure_after_no("classic", deals=1, guesses=3, first_seed=5000)
    total, held = result["total"], result["held"]
    assert result["positions"] > 0 and result["askers"] > 0 and 0 < total["asker"] < total["all"]
    for method in ("table", "asks"):
        assert 0 < held[method, "asker"] < total["asker"] and held[method, "asker"] <= held[method, "all"]


def test_the_asks_fit_keeps_every_category_and_moves_those_the_askers_hands_show():
    tool = load_tool("guess_quality")
    asked, ratios = tool.fit_asks(["classic"], deals=2, first_seed=100, guesses=2, rounds=2)
    assert set(asked) == set(tool.CATEGORIES)
    assert ratios and all(ratio > 0 for ratio in ratios.values())
    assert all(asked[name] != 1.0 for name, ratio in ratios.items() if ratio != 1.0)  # the rounds moved them
