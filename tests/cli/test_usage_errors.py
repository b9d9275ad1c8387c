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
    (["play", "--match", "--target", "-5"], "--target must be positive, not -5"),
    (["demo", "--variant", "pinochle"], "--variant: unknown variant 'pinochle'; playable: classic"),
    (["demo", "--level", "bogus"], "--level must be one of"),
    (["demo", "--target", "0"], "--target must be positive, not 0"),
    (["bot", "--demo-target", "0"], "--demo-target must be positive, not 0"),
    (["bench", "league", "--variant", "chile"], "--variant goes with the engine or ai group"),
    (["bench", "engine", "--variant", "pinochle"], "--variant: unknown variant 'pinochle'; playable: "),
])
def test_a_bad_option_is_one_line_on_stderr_and_exit_code_2(argv, message, capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and list(tmp_path.iterdir()) == []
    assert err == f"canasta {argv[0]}: {err.split(': ', 1)[1]}" and err.count("\n") == 1
    assert message in err


def test_input_echoed_in_an_error_is_cut_short_and_loses_its_control_characters(capsys):
    assert main(["play", "--variant", "\x1b[31mred" + "x" * 1_000_000]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and len(err) < 300
    assert "unknown variant '?[31mredxxx" in err and "…'; playable: classic" in err


@pytest.mark.parametrize("argv", [["play", "--target", "9" * 5000 + "x"],
                                  ["demo", "--\x1b[31mcolour" + "x" * 5000],
                                  ["rules", "classic", "\x1b[2J" + "y" * 400]])
def test_what_argparse_refuses_is_echoed_cut_short_and_without_control_characters(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    refusal = err.splitlines()[-1]
    assert err.startswith("usage: canasta") and refusal.startswith("canasta") and ": error: " in refusal
    assert "\x1b" not in err and len(refusal) <= 330 and len(err) < 1500


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
