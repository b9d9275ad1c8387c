"""``canasta judge``: the search's own choices judged on the true deal, summarized as JSON."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.measure.judge import judge_deal, summarize
from engine.ai import search


def test_every_choice_where_the_search_parts_ways_with_its_guide_is_judged(monkeypatch):
    monkeypatch.setattr(search, "MIN_SWITCH_SAMPLES", 4)  # overrule on little thinking, for speed
    result = judge_deal(("classic-2p", "hard", "judged/1", None, 4, 2))  # a deal where it overrules 4 times
    assert result["decisions"] > len(result["judged"]) > 0
    for entry in result["judged"]:
        assert entry["a"] != entry["guide"]
        before, after = entry["kind"].split(" -> ")
        assert entry["guide"].startswith(before) and entry["a"].startswith(after)
        assert entry["error"] >= 0


def test_judge_plays_the_deals_and_prints_the_summary(capsys):
    code = main(["judge", "--variant", "classic-2p", "--deals", "2", "--think", "1", "--samples", "2",
                 "--workers", "1", "--seed", "cli"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deals"] == 2 and result["variant"] == "classic-2p" and result["think"] == 1
    assert result["decisions"] > 0
    assert result["judged"] == 0  # one guessed deal a decision is too little to overrule the guide
    assert result["gain_per_deal"] == 0.0 and result["by_kind"] == {}


@pytest.mark.parametrize(("args", "message"), [
    (("--a", "medium"), "--a: invalid choice: 'medium' (choose from 'hard', 'seer')"),
    (("--variant", "pinochle"), "unknown variant 'pinochle'"),
    (("--deals", "0"), "--deals: must be from 1 to 1,000,000, not 0"),
    (("--samples", "1"), "--samples: must be from 2 to 100,000, not 1"),
    (("--samples", "99999999999999999999"), "--samples: must be from 2 to 100,000"),
    (("--think", "0"), "--think: must be from 1 to 100,000, not 0"),
    (("--budget-ms", "0"), "--budget-ms: must be above 0"),
    (("--workers", "x"), "--workers: must be a whole number, not 'x'"),
])
def test_judge_refuses_bad_input_with_a_clear_message(capsys, args, message):
    assert main(["judge", *args]) == 2
    out = capsys.readouterr()
    assert out.out == "" and message in out.err and out.err.count("\n") == 1


def test_summary_adds_up_each_deals_judged_gains():
    deals = [{"decisions": 10, "judged": [{"kind": "discard -> discard", "gain": 30.0},
                                          {"kind": "draw -> take", "gain": 90.0}]},
             {"decisions": 8, "judged": [{"kind": "discard -> discard", "gain": -20.0}]},
             {"decisions": 9, "judged": []}]
    summary = summarize(deals)
    assert summary["gain_per_deal"] == round((120.0 - 20.0 + 0.0) / 3, 1)
    low, high = summary["gain_ci95"]
    assert low < summary["gain_per_deal"] < high
    assert summary["decisions"] == 27 and summary["judged"] == 3
    assert summary["by_kind"] == {"discard -> discard": {"judged": 2, "gain": 10.0},
                                  "draw -> take": {"judged": 1, "gain": 90.0}}
