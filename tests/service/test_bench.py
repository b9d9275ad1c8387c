"""``canasta bench service --quick`` runs tables through the real service and reports its figures."""

from __future__ import annotations

from bot.benchmarks import GROUPS
from bot.benchmarks.service import measure


def test_the_service_benchmark_is_registered_and_reports_its_figures():
    assert GROUPS["service"] == "bot.benchmarks.service"
    figures = measure(quick=True)
    assert figures["service_action_samples"] >= 40
    assert 0 < figures["service_action_ms_p50"] <= figures["service_action_ms_p99"]
    assert figures["service_computer_moves_total"] > figures["service_tables_running"]
    assert figures["tables_kb_per_table"] > 1  # a table's deal, players and records take kilobytes
