"""``canasta bench`` reports a figure nothing was timed for as null with its count 0, never a crash."""

from __future__ import annotations

import asyncio
import json

from bot.measure.benchmarks import figures
from bot.measure.benchmarks.service import _measure_on
from bot.service import Limits, ServiceSettings


def test_the_service_bench_with_no_persons_action_timed_reports_n_0(tmp_path):
    # A window in which no person's action was timed, as on a machine too loaded to act in it.
    settings = ServiceSettings(limits=Limits(tables_per_guild=100, tables_per_user=100),
                               computer_delay_s=0.05)
    found = asyncio.run(_measure_on(str(tmp_path / "bench.db"), 1, 0, 0.1, settings, quick=True))
    assert found["service_action_samples"] == 0
    assert found["service_action_ms_p50"] is None and found["service_action_ms_p99"] is None
    assert found["service_setup_ms_p50"] is not None and found["service_tables"] == 1
    assert json.loads(json.dumps(found)) == found


def test_the_summaries_of_nothing_are_null_and_of_something_its_order_statistics():
    assert (figures.median([]), figures.percentile([], 0.99), figures.largest([])) == (None, None, None)
    values = [5.0, 1.0, 3.0, 2.0, 4.0]
    assert figures.median(values) == 3.0 and figures.largest(values) == 5.0
    assert figures.percentile(values, 0.99) == 5.0
    assert figures.percentile(values, 0.5) == 3.0
