"""``canasta bench ai --busy``: hard's decisions while a service in another process plays computer tables on
the same cores, and what it reports of them."""

from __future__ import annotations

import json
from multiprocessing import active_children

from bot.cli import main
from engine.ai import make_player


def test_the_busy_benchmark_times_hard_while_the_service_plays_its_tables(capsys, monkeypatch):
    from bot.measure.benchmarks import ai

    busy = []

    def hard_looks(deals, limit, looks=ai._hard_looks):
        busy.append([p.name for p in active_children() if p.is_alive()])
        return looks(deals, limit)

    monkeypatch.setattr(ai, "_hard_looks", hard_looks)
    # Two guessed deals a decision rather than its budget: the same figures on any machine.
    monkeypatch.setattr(ai, "make_player", lambda level, seed: make_player(level, seed, max_samples=2))
    assert main(["bench", "ai", "--busy", "--quick"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert busy == [["busy-tables"]]  # the service played its tables all the while
    assert not active_children()  # and it has ended
    assert figures["ai_busy_tables"] == 20 and figures["ai_busy_service_moves_per_s"] is not None
    assert figures["ai_busy_hard_decisions"] == 6
    assert figures["ai_busy_hard_samples_p50"] == figures["ai_busy_hard_samples_p10"] == 2
    assert 0 <= figures["ai_busy_hard_overrule_rate"] <= 1
    assert 0 < figures["ai_busy_hard_decision_ms_p50"] <= figures["ai_busy_hard_decision_ms_p95"] \
        <= figures["ai_busy_hard_decision_ms_max"]


def test_busy_goes_with_the_ai_group_alone(capsys):
    assert main(["bench", "engine", "--busy"]) != 0
    assert "--busy goes with the ai group" in capsys.readouterr().err
    assert main(["bench", "ai", "--busy", "--variant", "samba"]) != 0
    assert "--busy goes with the ai group" in capsys.readouterr().err
