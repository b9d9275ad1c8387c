"""``canasta bench engine --variant KEY`` plays random deals of that variant for its figures; ``canasta bench
ai`` times hard in that variant, or in every playable one."""

from __future__ import annotations

import json

from bot.cli import main
from engine import variants


def test_the_engine_benchmark_plays_the_variant_asked_for(capsys):
    assert main(["bench", "engine", "--quick", "--variant", "chile-wild"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["engine_variant"] == "chile-wild"
    assert figures["engine_turns_per_s"] > 0 and figures["engine_actions"] > 40
    assert figures["legal_actions_us_p50"] <= figures["legal_actions_us_max"]


def test_the_ai_benchmark_times_hard_in_the_variant_asked_for_or_in_every_one(capsys, monkeypatch):
    from bot.benchmarks import ai

    assert main(["bench", "ai", "--quick", "--variant", "samba"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["ai_hard_samba_decisions"] >= 1
    assert 0 < figures["ai_hard_samba_decision_ms_p50"] <= figures["ai_hard_samba_decision_ms_p95"] \
        <= figures["ai_hard_samba_decision_ms_max"]
    assert not [key for key in figures if key.startswith("ai_hard_classic_")]
    timed = []
    monkeypatch.setattr(ai, "_hard_in", lambda key, quick: timed.append(key) or {})
    ai.measure(quick=True)
    assert timed == list(variants.playable())
