"""``canasta bench service`` runs tables through the real service and reports its figures."""

from __future__ import annotations

import gc

import pytest

from bot.benchmarks import GROUPS
from bot.benchmarks.service import measure
from bot.cli import main
from bot.service.collector import YOUNG_OBJECTS


def test_the_service_benchmark_runs_the_tables_asked_for_and_reports_its_figures():
    assert GROUPS["service"] == "bot.benchmarks.service"
    pace = gc.get_threshold()
    figures = measure(quick=True, tables=8)
    assert figures["service_collector_young_objects"] == YOUNG_OBJECTS != pace[0]  # the bot's pace ...
    assert gc.get_threshold() == pace  # ... only while it measures
    assert figures["service_tables"] == 8 + 5  # and the five tables where a person plays
    assert figures["service_tables_running"] == figures["service_tables_recovered"] == 13
    assert figures["service_computer_moves_asked_per_s"] == 13 / 0.05
    assert 0 < figures["service_computer_moves_per_s"] <= figures["service_computer_moves_asked_per_s"] * 1.5
    assert figures["service_action_samples"] >= 20
    assert 0 < figures["service_action_ms_p50"] <= figures["service_action_ms_p99"]
    assert 0 < figures["service_setup_ms_p50"] <= figures["service_setup_ms_p99"]
    assert figures["service_recovery_s"] > 0
    assert figures["tables_kb_per_table"] > 1  # a table's deal, players and records take kilobytes


@pytest.mark.parametrize(("args", "words"), [
    (["bench", "engine", "--quick", "--tables", "10"], "--tables goes with the service group"),
    (["bench", "service", "--quick", "--tables", "0"], "--tables is a number of tables, at least 1"),
])
def test_a_table_count_out_of_place_is_a_usage_error(capsys, args, words):
    assert main(args) == 2
    assert words in capsys.readouterr().err
