"""``canasta render`` and ``canasta review`` on any input file: a bad one is one line on stderr and exit
code 2, never a traceback; a failure outside the command (an unwritable folder) is one line and exit 1."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from bot.cli import main
from engine import Deal, to_json, variants
from tests.engine.position_mutations import mutated

DEEP = "[" * 100_000 + "]" * 100_000
BAD_FILES = {
    "deeply nested JSON": DEEP,
    "deeply nested inside an object": '{"variant": "classic", "hands": ' + DEEP + "}",
    "binary garbage": bytes(range(256)) * 8,
    "empty": "",
    "not JSON": "{not json",
    "a list": "[1, 2]",
    "a number": "7",
    "null": "null",
    "a text": '"classic"',
    "an object of the wrong shape": '{"variant": {"a": 1}, "seed": [], "actions": {"x": 1}, "hands": 5}',
    "wrong types everywhere": '{"variant": 5, "seed": true, "actions": [1, null], "target": "x"}',
}


def written(tmp_path, content) -> str:
    path = tmp_path / "input.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return str(path)


def one_line_refusal(argv, capsys, command: str, code: int = 2) -> str:
    assert main(argv) == code
    err = capsys.readouterr().err
    assert err.startswith(f"canasta {command}: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_bad_file_is_one_line_and_exit_code_2_in_both_commands(name, tmp_path, capsys):
    path = written(tmp_path, BAD_FILES[name])
    one_line_refusal(["render", "--position", path, "--out", str(tmp_path / "out")], capsys, "render")
    one_line_refusal(["review", path, "--seat", "0"], capsys, "review")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("where", ["missing", "folder"])
def test_a_missing_file_or_a_folder_is_one_line_and_exit_code_2(where, tmp_path, capsys):
    path = tmp_path / "input.json"
    if where == "folder":
        path.mkdir()
    one_line_refusal(["render", "--position", str(path), "--out", str(tmp_path / "out")], capsys, "render")
    err = one_line_refusal(["review", str(path), "--seat", "0"], capsys, "review")
    assert f"cannot read {path}" in err


def test_deep_nesting_is_named_not_a_recursion_error(tmp_path, capsys):
    path = written(tmp_path, DEEP)
    err = one_line_refusal(["render", "--position", path, "--out", str(tmp_path / "out")], capsys, "render")
    assert "nested too deeply" in err
    assert "nested too deeply" in one_line_refusal(["review", path, "--seat", "0"], capsys, "review")


@pytest.mark.parametrize(("content", "words"), [
    ('{"variant": "classic", "seed": "x", "actions": ["draw"]}', "no deal of this record has finished"),
    ('{"variant": "classic", "seed": "x", "actions": ["draw", "fly away"]}', "action 2 of the record"),
    ('{"variant": "classic", "seed": "x", "target": 0, "actions": []}', '"target" must be a whole number'),
    ('{"variant": "classic", "seed": "x", "revision": 9, "actions": []}', '"revision" must be one of'),
    ('{"variant": ["classic"], "seed": "x", "actions": []}', '"variant" is a text'),
])
def test_a_record_that_cannot_be_reviewed_is_exit_code_2(content, words, tmp_path, capsys):
    assert words in one_line_refusal(["review", written(tmp_path, content), "--seat", "0"], capsys, "review")


def test_damaged_positions_from_play_are_rendered_or_refused_in_one_line(tmp_path, capsys):
    """Random damage to a position from play (as the engine's property test does, fewer, since each one
    accepted is drawn): every one is rendered (exit 0) or refused in one line (exit 2)."""
    rng = random.Random(63)
    codes = []
    for key in ("classic", "italian", "international", "classic-3p"):
        deal = Deal.new(variants.get(key), seed=rng.getrandbits(32))
        for _ in range(rng.randrange(40, 80)):
            if not deal.is_over:
                deal.apply(rng.choice(deal.legal_actions()))
        for _ in range(6):
            try:
                text = json.dumps(mutated(to_json(deal), rng))
            except RecursionError:  # nested too deeply to write: the test above reads such a file
                continue
            path = written(tmp_path, text)
            code = main(["render", "--position", path, "--out", str(tmp_path / "out")])
            err = capsys.readouterr().err
            assert code in (0, 2) and err.count("\n") == (code == 2), err
            codes.append(code)
    assert 0 in codes and 2 in codes


def test_an_unwritable_output_folder_is_exit_code_1(tmp_path, capsys):
    path = written(tmp_path, json.dumps(to_json(Deal.new(variants.get("classic"), seed=3))))
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    one_line_refusal(["render", "--position", path, "--out", str(blocker / "out")], capsys, "render", code=1)


def test_the_installed_command_prints_no_traceback_on_a_deeply_nested_file(tmp_path):
    path = written(tmp_path, DEEP)
    out = str(tmp_path / "out")
    for argv in (["render", "--position", path, "--out", out], ["review", path, "--seat", "0"]):
        done = subprocess.run([sys.executable, "-m", "bot.cli", *argv], capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert done.stderr.count("\n") == 1 and "nested too deeply" in done.stderr
