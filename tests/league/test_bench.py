"""``canasta bench league`` records matches into a season of the size asked for and reports its figures."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.measure.benchmarks import GROUPS
from bot.measure.benchmarks.league import measure

TIMED = ("record_match_p50_ms", "standings_query_ms", "history_league_ms", "history_player_ms", "stats_ms",
         "standings_png_ms", "export_csv_ms", "rate_season_1000_matches_ms")


def test_the_league_benchmark_is_registered_and_reports_its_figures():
    assert GROUPS["league"] == "bot.measure.benchmarks.league"
    figures = measure(quick=True)
    assert figures["season_matches"] == 45
    assert all(figures[name] > 0 for name in TIMED)
    assert figures["record_match_p50_ms"] <= figures["record_match_max_ms"]


def test_the_season_size_is_the_one_asked_for_and_its_copies_export_like_played_matches(capsys):
    assert main(["bench", "league", "--quick", "--season", "120"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["season_matches"] == 125
    # Every rated match exports four player rows: the copies are whole matches.
    assert figures["export_csv_kb"] > 2.5 * measure(quick=True)["export_csv_kb"]


@pytest.mark.parametrize("args, words", [
    (["bench", "engine", "--quick", "--season", "10"], "--season goes with the league group"),
    (["bench", "league", "--quick", "--season", "0"], "--season: must be from 1 to 100,000, not 0"),
])
def test_a_season_size_out_of_place_is_a_usage_error(capsys, args, words):
    assert main(args) == 2
    assert words in capsys.readouterr().err
