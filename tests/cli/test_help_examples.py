"""Every command's --help ends with examples, and each example is a command line the parser accepts."""

from __future__ import annotations

import shlex

import pytest

from bot.cli import COMMANDS, EXAMPLES, build_parser


@pytest.mark.parametrize("name", COMMANDS)
def test_every_commands_help_shows_examples_that_parse(name, capsys):
    parser = build_parser()
    with pytest.raises(SystemExit):
        parser.parse_args([name, "--help"])
    shown = capsys.readouterr().out
    assert EXAMPLES[name] and "examples:\n" in shown
    for example in EXAMPLES[name]:
        assert f"  {example}\n" in shown  # each on its own line, as typed
        words = shlex.split(example)
        assert words[0] == "canasta" and words[1] == name
        args, unknown = parser.parse_known_args(words[1:])
        assert unknown == [] and args.command == name
