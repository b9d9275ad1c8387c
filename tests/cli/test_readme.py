"""The README's command-line guide stays true to the ``canasta`` command."""

from __future__ import annotations

from pathlib import Path

from bot.cli import COMMANDS
from engine import variants

README = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")


def test_the_first_two_commands_use_the_venv_they_make():
    first, second = [line for line in README.splitlines() if line.startswith("`python3 -m venv .venv")][:2]
    assert first.endswith("&& .venv/bin/canasta bot`")
    assert second.endswith('&& .venv/bin/python -m pytest`')


def test_the_readme_says_how_to_reach_canasta_before_writing_it_bare():
    bare = README.index("`canasta demo")
    assert ". .venv/bin/activate" in README[:bare] and "`.venv/bin/canasta ...`" in README[:bare]


def test_every_command_is_in_the_readme():
    for name in COMMANDS:
        assert f"`canasta {name} " in README or f"`canasta {name}`" in README, name
    assert "`canasta --version`" in README


def test_every_playable_variant_is_marked_playable_and_has_rule_notes():
    rows = [line for line in README.splitlines() if line.startswith("| `")]
    for key in variants.playable():
        row = next(line for line in rows if line.startswith(f"| `{key}` |"))
        assert row.endswith("| playable |"), row
        notes = Path(__file__).parents[2] / "docs" / "rules" / f"{key.split('-')[0]}.md"
        assert notes.exists() and f"({notes.relative_to(notes.parents[2])})" in README
