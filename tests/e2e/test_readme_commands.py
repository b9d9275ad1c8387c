"""The README's table of slash commands is what the bot registers with Discord: every command with
every option it takes (in brackets where it may be left out), and no command the bot lacks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.e2e.test_fuzz import leaf_commands

pytestmark = pytest.mark.asyncio(loop_scope="module")

README = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")


def as_written(name: str, path: tuple[str, ...], options: list[dict]) -> str:
    words = [option["name"] if option.get("required") else f"[{option['name']}]" for option in options]
    return "`/" + " ".join((name, *path, *words)) + "`"


async def test_every_registered_command_is_in_the_readme_with_its_options(fake, bot):
    leaves = list(leaf_commands(fake))
    assert len(leaves) > 20
    for name, path, options in leaves:
        assert as_written(name, path, options) in README, as_written(name, path, options)


async def test_every_command_the_readme_names_is_registered(fake, bot):
    registered = {" ".join((name, *path)) for name, path, _ in leaf_commands(fake)}
    named = re.findall(r"`/([a-z]+(?: [a-z]+)*)", README)
    assert named
    for command in named:
        assert any(starts(known, command) or starts(command, known) for known in registered), command


def starts(words: str, first: str) -> bool:
    """Whether ``words`` begin with the whole words ``first``."""
    return f"{words} ".startswith(f"{first} ")
