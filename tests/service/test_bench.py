"""``canasta bench service`` runs tables through the real service and reports its figures."""

from __future__ import annotations

import asyncio
import gc
import sys

import pytest

from bot.cli import main
from bot.measure.benchmarks import GROUPS
from bot.measure.benchmarks.service import measure
from bot.service.pace import SWITCH_INTERVAL_S, YOUNG_OBJECTS


def test_the_service_benchmark_runs_the_tables_asked_for_and_reports_its_figures():
    assert GROUPS["service"] == "bot.measure.benchmarks.service"
    pace, switch = gc.get_threshold(), sys.getswitchinterval()
    figures = measure(quick=True, tables=8)
    assert figures["service_collector_young_objects"] == YOUNG_OBJECTS != pace[0]  # the bot's pace ...
    assert figures["service_switch_interval_ms"] == SWITCH_INTERVAL_S * 1000 != switch * 1000
    assert (gc.get_threshold(), sys.getswitchinterval()) == (pace, switch)  # ... only while it measures
    assert figures["service_tables"] == 8 + 5  # and the five tables where a person plays
    assert figures["service_tables_running"] == figures["service_tables_recovered"] == 13
    assert figures["service_computer_moves_asked_per_s"] == 13 / 0.05
    assert 0 < figures["service_computer_moves_per_s"] <= figures["service_computer_moves_asked_per_s"] * 1.5
    assert figures["service_action_samples"] >= 20
    assert 0 < figures["service_action_ms_p50"] <= figures["service_action_ms_p99"]
    assert 0 < figures["service_setup_ms_p50"] <= figures["service_setup_ms_p99"]
    assert figures["service_recovery_s"] > 0
    assert figures["tables_kb_per_table"] > 1  # a table's deal, players and records take kilobytes
    assert figures["service_database"] == "sqlite"


def test_the_service_benchmark_runs_on_an_empty_postgres_database_and_empties_it_again(postgres_location):
    from bot.storage import open_database

    figures = measure(quick=True, tables=4, db=postgres_location)
    assert figures["service_database"] == "postgresql"
    assert figures["service_tables_running"] == figures["service_tables_recovered"] == 4 + 5
    assert figures["service_computer_moves_per_s"] > 0 and figures["service_action_samples"] >= 20

    async def left_behind() -> int:
        db = await open_database(postgres_location)
        try:
            return (await db.fetch_one("SELECT COUNT(*) AS n FROM game_tables"))["n"]
        finally:
            await db.close()

    assert asyncio.run(left_behind()) == 0


def test_the_service_benchmark_refuses_a_database_that_holds_data(postgres_location, capsys):
    assert main(["bench", "service", "--quick", "--tables", "2", "--db", postgres_location]) == 0
    from bot.storage import open_database

    async def add_a_player() -> None:
        db = await open_database(postgres_location)
        try:
            async with db.transaction() as tx:
                await tx.execute("INSERT INTO players (user_id, display_name, created_at) "
                                 "VALUES (1, 'x', 'now')")
        finally:
            await db.close()

    asyncio.run(add_a_player())
    capsys.readouterr()
    assert main(["bench", "service", "--quick", "--tables", "2", "--db", postgres_location]) == 1
    assert "already holds data (players): the bench needs an empty database" in capsys.readouterr().err


@pytest.mark.parametrize(("args", "words"), [
    (["bench", "engine", "--quick", "--tables", "10"], "--tables goes with the service group"),
    (["bench", "service", "--quick", "--tables", "0"], "--tables: must be from 1 to 100,000, not 0"),
    (["bench", "league", "--db", "postgresql://x/y"], "--db goes with the service group"),
    (["bench", "service", "--db", "bench.db"], "--db takes a postgresql:// URL"),
])
def test_a_table_count_out_of_place_is_a_usage_error(capsys, args, words):
    assert main(args) == 2
    assert words in capsys.readouterr().err
