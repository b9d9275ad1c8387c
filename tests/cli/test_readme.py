"""The README's claims stay true to the code: the ``canasta`` commands and their options, the variables
the bot reads, the variants and their status, and every link (the slash commands are checked against
what the bot registers, in tests/e2e/test_readme_commands.py)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.cli import COMMANDS, build_parser
from bot.core.config import ENVIRONMENT
from engine import variants

ROOT = Path(__file__).parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


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


def test_every_variant_the_readme_lists_exists_with_the_status_it_states():
    rows = [line for line in README.splitlines() if re.match(r"\| `[a-z0-9-]+` \| [A-Z]", line)]
    listed = {re.match(r"\| `([a-z0-9-]+)`", row)[1]: row.rsplit("|", 2)[1].strip() for row in rows}
    assert listed == {key: variant.status for key, variant in variants.REGISTRY.items()}


def test_the_variables_table_is_the_bots_own_list_with_its_defaults():
    rows = [line.split("|")[1:3] for line in README.splitlines() if re.match(r"\| `(DISCORD|CANASTA)_", line)]
    table = {name.strip().strip("`"): default.strip().strip("`") for name, default in rows}
    assert table == {name: default for name, (default, _) in ENVIRONMENT.items()}


def options_of(command: str) -> set[str]:
    parser = build_parser()
    sub = next(action for action in parser._actions if action.dest == "command")
    return {flag for action in sub.choices[command]._actions for flag in action.option_strings}


def test_every_option_the_readme_gives_a_command_is_one_it_takes():
    shown = re.findall(r"`canasta ([a-z][a-z-]*)((?: [^`]*)?)`", README)
    assert len(shown) > 10
    for command, rest in shown:
        assert command in COMMANDS, command
        for option in re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", rest):
            assert option in options_of(command), f"canasta {command} {option}"
    # options written on their own in a command's row (`--variant classic-2p`) are that command's too
    for line in README.splitlines():
        named = re.match(r"\| `canasta ([a-z-]+)", line)
        if named and named[1] in COMMANDS:
            for option in re.findall(r"`(--[a-z][a-z-]*)", line):
                assert option in options_of(named[1]), f"canasta {named[1]} {option}"


def anchors_of(markdown: str) -> set[str]:
    """The anchors GitHub gives a document's headings."""
    headings = re.findall(r"^#+ (.+)$", markdown, flags=re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def test_every_link_of_the_readme_leads_somewhere():
    for target in re.findall(r"\]\(([^)]+)\)", README):
        if target.startswith("http"):
            continue
        path, _, anchor = target.partition("#")
        assert (ROOT / (path or "README.md")).exists(), target
        if anchor:
            assert anchor in anchors_of((ROOT / path).read_text(encoding="utf-8") if path else README), target
