"""``canasta arena``: duplicate matches between two levels, summarized as JSON."""

from __future__ import annotations

import gzip
import json

import pytest

from bot.cli import main
from bot.measure.arena import (
    _margin,
    _play_deal,
    _player,
    play_duplicate_match,
    same_play,
    standing,
    summarize,
)


def run_arena(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["arena", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_arena_plays_duplicate_deals_and_prints_the_summary(capsys):
    code, out, _ = run_arena(capsys, "--variant", "classic-2p", "--a", "medium", "--b", "random",
                             "--deals", "3", "--seed", "7", "--workers", "1", "--target", "1500")
    assert code == 0
    result = json.loads(out)
    assert result["a"] == "medium" and result["b"] == "random" and result["variant"] == "classic-2p"
    assert result["duplicate_deals"] >= 3
    assert result["deals_played"] >= 6  # every shuffle is played once per side
    assert result["matches_played"] % 2 == 0
    low, high = result["margin_ci95"]
    assert low <= result["mean_margin_per_deal"] <= high
    for key in ("a_win_rate_by_deal", "a_win_rate_by_duplicate_deal", "a_win_rate_by_match"):
        assert 0.0 <= result[key] <= 1.0
    assert set(result["decision_ms"]) == {"medium", "random"}
    assert result["decision_ms"]["medium"]["p50"] <= result["decision_ms"]["medium"]["p95"]


def test_arena_is_reproducible_for_a_seed(capsys):
    args = ("--variant", "classic-2p", "--a", "easy", "--b", "random", "--deals", "2", "--seed", "3",
            "--workers", "2", "--target", "1000")
    first = json.loads(run_arena(capsys, *args)[1])
    second = json.loads(run_arena(capsys, *args)[1])
    for key in ("mean_margin_per_deal", "margin_ci95", "a_win_rate_by_deal", "deals_played"):
        assert first[key] == second[key]


def test_arena_with_fixed_thinking_comes_out_the_same_whatever_the_clock(capsys):
    args = ("--variant", "classic-2p", "--a", "hard", "--b", "hard-guide", "--deals", "1", "--seed", "5",
            "--workers", "1", "--target", "500", "--think", "2")
    first = json.loads(run_arena(capsys, *args)[1])
    second = json.loads(run_arena(capsys, *args, "--budget-ms", "60000")[1])
    assert first["think"] == 2 and set(first["decision_ms"]) == {"hard", "hard-guide"}
    for key in ("mean_margin_per_deal", "a_win_rate_by_deal", "deals_played"):
        assert first[key] == second[key]


@pytest.mark.parametrize(("args", "message"), [
    (("--a", "expert"), "--a must be one of random, easy, medium, hard"),
    (("--variant", "pinochle"), "unknown variant 'pinochle'; playable: classic"),
    (("--deals", "0"), "--deals: must be from 1 to 1,000,000, not 0"),
    (("--budget-ms", "-5"), "--budget-ms: must be above 0 and at most 3,600,000, not -5"),
    (("--budget-ms", "inf"), "--budget-ms: must be above 0"),
    (("--think", "0"), "--think: must be from 1 to 100,000, not 0"),
    (("--target", "0"), "--target: must be from 1 to 100,000, not 0"),
    (("--target", "99999999999999999999"), "--target: must be from 1 to 100,000"),
    (("--workers", "100000"), "--workers: must be from 1 to 256"),
])
def test_arena_refuses_bad_input_with_a_clear_message(capsys, args, message):
    code, out, err = run_arena(capsys, *args)
    assert code == 2
    assert out == ""
    assert message in err and err.count("\n") == 1


def test_summary_pairs_margins_and_counts_ties_as_half():
    results = [{"pairs": [{"margin": 100.0, "deal_wins": [1.0, 0.0]},
                          {"margin": 0.0, "deal_wins": [0.5, 0.5]}],
                "matches_won": [True, None],
                "times": {"hard": [1.0, 3.0], "medium": [0.5]}},
               {"pairs": [{"margin": -20.0, "deal_wins": [0.0, 0.0]}],
                "matches_won": [False, True], "unpaired_deals": 1,  # a record's line from before the plays
                # stopped together: the longer match played to its end
                "times": {"hard": [2.0], "medium": [0.5]}}]
    summary = summarize(results, "hard", "medium")
    assert summary["duplicate_deals"] == 3
    assert summary["deals_played"] == 7
    assert summary["a_win_rate_by_deal"] == 0.333  # one win, three losses, two ties
    assert summary["a_win_rate_by_duplicate_deal"] == 0.5
    assert summary["matches_played"] == 4
    assert summary["a_win_rate_by_match"] == 0.667  # of the three that ended
    assert summary["mean_margin_per_deal"] == 26.7
    assert summary["decision_ms"]["hard"]["p95"] == 3.0


def margins_summary(*matches: list[float]) -> dict:
    results = [{"pairs": [{"margin": m, "deal_wins": [0.5, 0.5]} for m in margins],
                "matches_won": [None, None], "times": {}} for margins in matches]
    return summarize(results, "hard", "medium")


def test_the_interval_by_match_widens_when_a_matchs_deals_move_together_and_narrows_when_they_offset():
    together = margins_summary([100.0, 100.0], [-100.0, -100.0])
    assert together["margin_ci95"] == [-113.2, 113.2]  # 1.96 x sd 115.5 / 2
    assert together["margin_ci95_by_match"] == [-196.0, 196.0]  # 1.96 x sqrt(2 x (200² + 200²)) / 4
    offset = margins_summary([100.0, -100.0], [100.0, -100.0])
    assert offset["margin_ci95"] == together["margin_ci95"]
    assert offset["margin_ci95_by_match"] == [0.0, 0.0]


def test_the_plays_stop_together_and_pair_what_each_match_played_to_its_end_would():
    from engine import Match, variants

    rules = variants.get("classic-2p")
    spec = ("classic-2p", "easy", "medium", "4/2", (None, None), 6000)  # five deals, then one match ends
    result = play_duplicate_match(spec)
    through = []
    for team in (0, 1):
        levels = {seat: ("easy" if seat == team else "medium") for seat in (0, 1)}
        players = {seat: _player(levels[seat], f"4/2/{team}/{seat}", (None, None)) for seat in (0, 1)}
        match = Match(rules, "4/2", 6000)
        while not match.is_over:
            _play_deal(match, players, levels, {"easy": [], "medium": []})
        through.append((team, match))
    (_, first), (_, second) = through
    paired = min(len(first.results), len(second.results))
    assert len(result["pairs"]) == paired
    assert [pair["margin"] for pair in result["pairs"]] == [
        (_margin(first.results[n].team_points, 0) + _margin(second.results[n].team_points, 1)) / 2
        for n in range(paired)]
    assert result["matches_won"] == [None if len(match.results) > paired else match.winner == team
                                     for team, match in through]
    assert paired == 5 and result["matches_won"].count(None) == 1


def test_a_play_is_the_same_when_its_deals_come_out_the_same():
    pairs = [{"margin": 40.0, "deal_wins": [1.0, 0.0]}]
    before = {"seed": "s/0", "pairs": pairs, "matches_won": [True, True], "unpaired_deals": 2, "times": {}}
    assert same_play(before, {"seed": "s/0", "pairs": list(pairs), "matches_won": [True, None], "times": {}})
    assert not same_play(before, {"seed": "s/0", "pairs": [{"margin": 41.0, "deal_wins": [1.0, 0.0]}],
                                  "matches_won": [True, None], "times": {}})


def quick(seed: str = "7") -> tuple[str, ...]:
    return ("--variant", "classic-2p", "--a", "medium", "--b", "random", "--seed", seed, "--workers", "1",
            "--target", "1500")


QUICK = quick()


def record_lines(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_a_recorded_run_goes_on_where_it_stopped_and_ends_as_one_run_would(capsys, tmp_path):
    record = tmp_path / "run.jsonl"
    first = json.loads(run_arena(capsys, *QUICK, "--deals", "2", "--record", str(record))[1])
    kept = record_lines(record)
    assert kept[0]["arena_record"] == 1 and kept[0]["seed"] == "7" and kept[0]["target"] == 1500
    assert len(kept) - 1 == first["matches_played"] // 2 and first["matches_from_record"] == 0
    cut_short = '{"seed": "7/'  # a stop mid-write
    record.write_text(record.read_text(encoding="utf-8") + cut_short, encoding="utf-8")
    code, out, err = run_arena(capsys, *QUICK, "--deals", "6", "--record", str(record))
    assert code == 0, err
    went_on = json.loads(out)
    whole = json.loads(run_arena(capsys, *QUICK, "--deals", "6")[1])
    assert went_on["matches_from_record"] == len(kept) - 1
    assert err == ""  # no progress bar where stderr is not a terminal (tests/cli/test_progress.py)
    for key in ("duplicate_deals", "deals_played", "matches_played", "mean_margin_per_deal", "margin_ci95",
                "a_win_rate_by_deal"):
        assert went_on[key] == whole[key]
    assert [match["seed"] for match in record_lines(record)[1:]] == \
        [f"7/{n}" for n in range(whole["matches_played"] // 2)]


def test_a_record_of_enough_deals_is_summed_up_without_playing(capsys, tmp_path):
    record = tmp_path / "run.jsonl"
    first = json.loads(run_arena(capsys, *QUICK, "--deals", "2", "--record", str(record))[1])
    again = json.loads(run_arena(capsys, *QUICK, "--deals", "1", "--record", str(record))[1])
    assert again["matches_from_record"] == first["matches_played"] // 2
    assert again["matches_played"] == first["matches_played"]  # nothing more was played
    assert again["mean_margin_per_deal"] == first["mean_margin_per_deal"]


def test_a_record_is_not_carried_on_by_players_who_now_play_differently(capsys, tmp_path):
    thinking = ("--variant", "classic-2p", "--a", "hard", "--b", "medium", "--seed", "5", "--workers", "1",
                "--target", "500", "--think", "2")
    record = tmp_path / "run.jsonl"
    assert run_arena(capsys, *thinking, "--deals", "1", "--record", str(record))[0] == 0
    assert run_arena(capsys, *thinking, "--deals", "2", "--record", str(record))[0] == 0  # replayed the same
    header, match, *later = record_lines(record)
    match["pairs"][0]["margin"] += 10  # as if the players had played otherwise
    record.write_text("".join(json.dumps(line) + "\n" for line in (header, match, *later)), encoding="utf-8")
    before = record.read_text(encoding="utf-8")
    code, out, err = run_arena(capsys, *thinking, "--deals", "9", "--record", str(record))
    assert code == 2 and out == ""
    assert "match 5/0 no longer comes out as" in err and "start another record" in err
    assert record.read_text(encoding="utf-8") == before


@pytest.mark.parametrize(("content", "message"), [
    ("hello\n", "is not an arena record"),
    ('{"arena_record": 1, "variant": "classic-2p"}\n', "records another run (a None there, 'medium' here"),
])
def test_a_file_that_is_not_this_runs_record_is_refused_and_left_alone(capsys, tmp_path, content, message):
    record = tmp_path / "run.jsonl"
    record.write_text(content, encoding="utf-8")
    code, out, err = run_arena(capsys, *QUICK, "--deals", "1", "--record", str(record))
    assert code == 2 and out == ""
    assert message in err
    assert record.read_text(encoding="utf-8") == content


def test_a_record_of_another_seed_names_what_differs(capsys, tmp_path):
    record = tmp_path / "run.jsonl"
    run_arena(capsys, *QUICK, "--deals", "1", "--record", str(record))
    code, _, err = run_arena(capsys, *quick(seed="8"), "--deals", "1", "--record", str(record))
    assert code == 2
    assert "seed '7' there, '8' here" in err


def test_a_run_by_the_compiled_engine_says_so_and_does_not_go_on_from_a_plain_ones_record(
        capsys, tmp_path, monkeypatch):
    from engine.ai import search

    plain, compiled = tmp_path / "plain.jsonl", tmp_path / "compiled.jsonl"
    assert "engine" not in json.loads(run_arena(capsys, *QUICK, "--deals", "1", "--record", str(plain))[1])
    assert "engine" not in record_lines(plain)[0]
    monkeypatch.setattr(search, "__file__", search.__file__[:-3] + ".cpython-311-x86_64-linux-gnu.so")
    code, _, err = run_arena(capsys, *QUICK, "--deals", "2", "--record", str(plain))
    assert code == 2 and "engine None there, 'compiled' here" in err
    printed = json.loads(run_arena(capsys, *QUICK, "--deals", "1", "--record", str(compiled))[1])
    assert printed["engine"] == record_lines(compiled)[0]["engine"] == "compiled"
    assert main(["arena-summary", str(compiled)]) == 0
    assert json.loads(capsys.readouterr().out)["engine"] == "compiled"


def test_a_record_in_a_folder_that_is_not_there_is_a_clear_refusal(capsys, tmp_path):
    code, out, err = run_arena(capsys, *QUICK, "--deals", "1", "--record", str(tmp_path / "no" / "run.jsonl"))
    assert code == 2 and out == ""  # a name that leads nowhere is what the person typed
    assert "--record: cannot use" in err and "No such file or directory" in err
    assert main(["arena-summary", str(tmp_path / "none.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_the_progress_bar_says_how_the_run_stands():
    results = [{"seed": "s/0", "pairs": [{"margin": 100.0}, {"margin": 0.0}]},
               {"seed": "s/1", "pairs": [{"margin": 50.0}]}]
    assert standing(results) == "A +50.0 a deal, 95% [-6.6, +106.6]"
    assert standing(results[:1]) == "A +50.0 a deal, 95% [-48.0, +148.0]"


def test_arena_summary_sums_a_record_as_the_run_printed_it_plain_gzipped_or_cut_short(capsys, tmp_path):
    record = tmp_path / "run.jsonl"
    printed = json.loads(run_arena(capsys, *QUICK, "--deals", "3", "--record", str(record))[1])
    packed = tmp_path / "run.jsonl.gz"
    packed.write_bytes(gzip.compress((record.read_text(encoding="utf-8") + '{"seed": "7/').encode("utf-8")))
    for path in (record, packed):
        assert main(["arena-summary", str(path)]) == 0
        summary = json.loads(capsys.readouterr().out)
        for key in ("duplicate_deals", "deals_played", "matches_played", "mean_margin_per_deal",
                    "margin_ci95", "margin_ci95_by_match", "a_win_rate_by_match", "decision_ms", "a", "b",
                    "variant", "seed"):
            assert summary[key] == printed[key], key
        assert summary["target"] == 1500 and summary["record"] == str(path)


@pytest.mark.parametrize(("content", "code", "message"), [
    (b"hello\n", 2, "is not an arena record (line 1"),
    (b"\x1f\x8b not gzip", 2, "is not an arena record"),
    (b'{"arena_record": 1, "variant": "classic"}\n', 1, "holds no finished match yet"),
])
def test_arena_summary_of_what_is_no_record_says_so(capsys, tmp_path, content, code, message):
    path = tmp_path / ("bad.jsonl.gz" if content.startswith(b"\x1f") else "bad.jsonl")
    path.write_bytes(content)
    assert main(["arena-summary", str(path)]) == code
    out = capsys.readouterr()
    assert out.out == "" and message in out.err and len(out.err.splitlines()) == 1
