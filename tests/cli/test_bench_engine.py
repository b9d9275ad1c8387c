"""``canasta bench engine --variant KEY`` plays random deals of that variant for its figures."""

from __future__ import annotations

import json

from bot.cli import main


def test_the_engine_benchmark_plays_the_variant_asked_for(capsys):
    assert main(["bench", "engine", "--quick", "--variant", "chile-wild"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["engine_variant"] == "chile-wild"
    assert figures["engine_turns_per_s"] > 0 and figures["engine_actions"] > 40
    assert figures["legal_actions_us_p50"] <= figures["legal_actions_us_max"]
