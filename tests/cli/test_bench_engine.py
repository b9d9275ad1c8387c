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
    from bot.measure.benchmarks import ai

    assert main(["bench", "ai", "--quick", "--variant", "samba"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["ai_hard_samba_decisions"] >= 1
    assert {"ai_hard_samba_samples_p50", "ai_hard_samba_samples_per_cpu_s"} <= figures.keys()
    assert 0 < figures["ai_hard_samba_decision_ms_p50"] <= figures["ai_hard_samba_decision_ms_p95"] \
        <= figures["ai_hard_samba_decision_ms_max"]
    assert not [key for key in figures if key.startswith("ai_hard_classic_")]
    timed = []
    monkeypatch.setattr(ai, "_hard_in", lambda key, quick: timed.append(key) or {})
    ai.measure(quick=True)
    assert timed == list(variants.playable())


def test_the_dead_end_hunt_plays_the_deals_asked_for_and_saves_what_it_finds(capsys, tmp_path):
    out = tmp_path / "found.json"
    assert main(["bench", "deadends", "--variant", "samba", "--deals", "3", "--out", str(out)]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["deadends_samba_deals"] == 3 and figures["deadends_found"] == 0
    saved = json.loads(out.read_text())
    assert saved["found"] == [] and saved["figures"]["deadends_samba_deals"] == 3


def test_the_dead_end_hunt_options_go_with_its_group_only(capsys):
    assert main(["bench", "engine", "--deals", "3"]) != 0
    assert "--deals goes with the deadends group" in capsys.readouterr().err
    assert main(["bench", "render", "--out", "x.json"]) != 0
    assert "--out goes with the deadends group" in capsys.readouterr().err


def test_the_engine_benchmark_in_every_variant_gives_each_ones_listing_and_the_corpus_slowest(capsys):
    assert main(["bench", "engine", "--quick", "--variant", "all"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["engine_variant"] == "all"
    for key in variants.playable():
        assert figures[f"engine_{key}_turns_per_s"] > 0 and figures[f"engine_{key}_vs_classic"] > 0
        assert 0 <= figures[f"legal_actions_{key}_us_p50"] <= figures[f"legal_actions_{key}_us_p99"] \
            <= figures[f"legal_actions_{key}_us_max"]
    assert figures["engine_classic_vs_classic"] == 1.0
    assert figures["legal_actions_corpus_positions"] >= 5
    assert 0 < figures["legal_actions_corpus_us_p50"] <= figures["legal_actions_corpus_us_p99"] \
        <= figures["legal_actions_corpus_us_max"]
    assert figures["legal_actions_corpus_slowest"]
