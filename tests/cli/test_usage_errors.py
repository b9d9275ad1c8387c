"""Bad options and Ctrl+C end a command with one line on stderr and a conventional exit code."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys

import pytest

from bot.cli import main


@pytest.mark.parametrize(("argv", "message"), [
    (["play", "--variant", "nope"], "--variant: unknown variant 'nope'; playable: classic"),
    (["play", "--level", "bogus"], "--level must be one of random, easy, medium, hard, not 'bogus'"),
    (["play", "--match", "--target", "-5"], "--target: must be from 1 to 100,000, not -5"),
    (["demo", "--variant", "pinochle"], "--variant: unknown variant 'pinochle'; playable: classic"),
    (["demo", "--level", "bogus"], "--level must be one of"),
    (["demo", "--target", "0"], "--target: must be from 1 to 100,000, not 0"),
    (["demo", "--target", "99999999999999999999"], "--target: must be from 1 to 100,000, not 9999"),
    (["bot", "--demo-target", "0"], "--demo-target: must be from 1 to 100,000, not 0"),
    (["demo", "--bogus"], "canasta demo: unrecognized arguments: --bogus"),
    (["db"], "the following arguments are required"),
    (["bench", "league", "--variant", "chile"], "--variant goes with the engine or ai group"),
    (["bench", "engine", "--variant", "pinochle"], "--variant: unknown variant 'pinochle'; playable: "),
])
def test_a_bad_option_is_one_line_on_stderr_and_exit_code_2(argv, message, capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and list(tmp_path.iterdir()) == []
    assert err.startswith("canasta") and err.count("\n") == 1
    assert message in err


def test_input_echoed_in_an_error_is_cut_short_and_loses_its_control_characters(capsys):
    assert main(["play", "--variant", "\x1b[31mred" + "x" * 1_000_000]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and len(err) < 300
    assert "unknown variant '?[31mredxxx" in err and "…'; playable: classic" in err


@pytest.mark.parametrize("argv", [["play", "--target", "9" * 5000 + "x"],
                                  ["demo", "--\x1b[31mcolour" + "x" * 5000],
                                  ["rules", "classic", "\x1b[2J" + "y" * 400]])
def test_what_argparse_refuses_is_one_line_echoed_cut_short_and_without_control_characters(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("canasta") and err.rstrip().endswith("--help)")
    assert "\x1b" not in err and len(err) <= 400


@pytest.mark.parametrize("command", ["play", "demo"])
def test_a_seed_that_could_not_be_printed_back_is_refused(command, capsys, tmp_path):
    for seed in ("\x1b[31mred", "s" * 101):
        out = ["--out", str(tmp_path / "x")] if command == "demo" else []
        assert main([command, "--seed", seed, *out]) == 2
        err = capsys.readouterr().err
        assert "--seed must be at most 100 characters without control characters" in err and "\x1b" not in err
    assert not (tmp_path / "x").exists()


def test_ctrl_c_in_play_exits_130_without_a_traceback():
    # A shell started in the background ignores Ctrl+C, and children inherit that; a terminal does not.
    game = subprocess.Popen([sys.executable, "-m", "bot.cli", "play", "--level", "random", "--seed", "3"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    shown = b""
    while not shown.endswith(b"> "):
        assert select.select([game.stdout], [], [], 60)[0], shown
        shown += os.read(game.stdout.fileno(), 4096)
    game.send_signal(signal.SIGINT)
    _, err = game.communicate(timeout=60)
    assert game.returncode == 130
    assert b"Traceback" not in err and err.strip() == b""


OWN_CHECKS = ("render", "review")  # their input is checked in their own modules
NUMBERS = {  # every number option of every command: a value past its bound, and a word in the refusal
    ("play", "--target"): "100,000", ("demo", "--target"): "100,000", ("bot", "--demo-target"): "100,000",
    ("arena", "--deals"): "1,000,000", ("arena", "--workers"): "256", ("arena", "--target"): "100,000",
    ("arena", "--think"): "100,000", ("arena", "--budget-ms"): "3,600,000",
    ("judge", "--deals"): "1,000,000", ("judge", "--samples"): "100,000", ("judge", "--workers"): "256",
    ("judge", "--think"): "100,000", ("judge", "--budget-ms"): "3,600,000",
    ("bench", "--season"): "100,000", ("bench", "--tables"): "100,000", ("bench", "--deals"): "10,000,000",
    ("health", "--max-age"): "604,800", ("bot", "--shard-count"): "4,096",
    ("health", "--shard-count"): "4,096",
    ("sync", "--guild"): "18,446,744,073,709,551,615",
}


@pytest.mark.parametrize(("command", "option"), NUMBERS)
@pytest.mark.parametrize("value", ["99999999999999999999999999", "-1", "0", "nan", "ten"])
def test_every_number_option_has_a_bound_and_a_one_line_refusal(command, option, value, capsys, tmp_path,
                                                                  monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main([command, option, value]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"canasta {command}: {option}: must be ") and err.count("\n") == 1, err
    if value[0].isdigit() or value[0] == "-":
        assert NUMBERS[command, option] in err or "must be above 0" in err
    assert list(tmp_path.iterdir()) == []


def test_the_number_options_listed_are_every_one_there_is():
    from bot.cli import build_parser

    found = set()
    for command, parser in build_parser()._subparsers._group_actions[0].choices.items():
        if command in OWN_CHECKS:
            continue
        for action in parser._actions:
            assert action.type not in (int, float), (command, action.option_strings)
            if getattr(action.type, "__name__", "") in ("whole number", "number"):
                found.add((command, action.option_strings[0]))
    assert found == set(NUMBERS)


@pytest.mark.parametrize(("command", "values"), [
    ("play", ["classic-2p", "random, easy, medium, hard", "en, es, pt_BR or it"]),
    ("demo", ["classic-2p", "random, easy, medium, hard", "1 to 100,000"]),
    ("arena", ["classic-2p", "random, easy, medium, hard", "seer (default: hard)", "1 to 1,000,000"]),
    ("judge", ["classic-2p", "hard, seer"]),
    ("bench", ["engine", "service", "classic-2p"]),
    ("db", ["upgrade", "backup", "rerate", "copy"]),
])
def test_help_lists_the_allowed_values(command, values, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for value in values:
        assert value in shown, value
