"""``canasta bench league --quick`` records matches into a real season and reports its figures."""

from __future__ import annotations

from bot.benchmarks import GROUPS
from bot.benchmarks.league import measure


def test_the_league_benchmark_is_registered_and_reports_its_figures():
    assert GROUPS["league"] == "bot.benchmarks.league"
    figures = measure(quick=True)
    assert figures["season_matches"] == 45
    assert all(figures[name] > 0 for name in ("record_match_p50_ms", "standings_png_ms", "export_csv_kb",
                                              "rate_season_1000_matches_ms"))
