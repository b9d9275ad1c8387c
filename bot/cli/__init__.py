"""The ``canasta`` command: one subcommand per job, each implemented in its own module (of this package, but
for the measuring tools ``bench``, ``arena``, ``arena-summary`` and ``judge``, and ``health``, which the bot
itself uses to write its heartbeat).

Subcommand modules keep their heavy imports inside ``run``, so building the parser
stays cheap and ``canasta bench engine`` never loads discord.py.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from importlib.metadata import version

from ..core.cli_errors import CommandError
from ..core.printable import printable
from ..core.progress import Stopped
from ..measure.benchmarks import GROUPS
from .console import use_fallbacks

INTERRUPTED = 130  # the shell's code for a command stopped by Ctrl+C (128 + SIGINT)
BROKEN_PIPE = 141  # and for one whose output pipe closed (128 + SIGPIPE)
MESSAGE_LIMIT = 300

# name -> (module, one-line help). Each module defines add_arguments(parser) and run(args) -> int.
COMMANDS = {
    "bench": ("bot.measure.bench", f"measure speed: {', '.join(GROUPS)} (JSON on stdout)"),
    "render": ("bot.cli.render", "write the PNG pictures of a JSON position to a folder"),
    "bot": ("bot.cli.run_bot", "run the Discord bot (needs DISCORD_TOKEN; explains how to get one)"),
    "sync": ("bot.cli.sync", "register the slash commands with Discord once, then exit"),
    "arena": ("bot.measure.arena", "computer levels play duplicate matches; results as JSON"),
    "arena-summary": ("bot.measure.arena_summary", "an arena run's record summed up as the run prints its "
                                                   "result, without playing (JSON)"),
    "judge": ("bot.measure.judge", "where hard's search parts ways with its guide, the points its choice "
                                   "gains on the true deal; results as JSON"),
    "health": ("bot.core.health", "exit 0 while the running bot's heartbeat is fresh (for Docker)"),
    "demo": ("bot.cli.demo", "computer players play a match offline; pictures of every turn to a folder"),
    "play": ("bot.cli.terminal", "play Canasta in the terminal against computer players"),
    "db": ("bot.cli.db", "the database: upgrade (apply migrations), backup FILE (online copy), "
                         "rerate (replay league ratings) or copy SQLITE_FILE URL (to PostgreSQL)"),
    "rules": ("bot.cli.rules", "the rules of a variant as the bot plays them (offline)"),
    "review": ("bot.cli.review", "a finished deal of a game record reviewed for one seat: where the hard "
                                 "computer player would have played otherwise (offline)"),
}


# name -> typical uses, shown under each command's --help (a test parses every one).
EXAMPLES = {
    "bench": ["canasta bench engine --variant all", "canasta bench service --tables 2000",
              "canasta bench deadends --variant samba --deals 2000 --out hunt.json"],
    "render": ["canasta render --position docs/examples/classic-big-hand.json --out pictures"],
    "bot": ["canasta bot", "canasta bot --shards 0,1 --shard-count 4"],
    "sync": ["canasta sync --guild 123456789012345678", "canasta sync --global"],
    "arena": ["canasta arena --a hard --b medium --deals 200 --record hard-medium.jsonl"],
    "arena-summary": ["canasta arena-summary hard-medium.jsonl"],
    "judge": ["canasta judge --variant classic --deals 20"],
    "health": ["canasta health --max-age 90"],
    "demo": ["canasta demo --variant samba --out demo", "canasta demo --lang es --level hard"],
    "play": ["canasta play", "canasta play --variant classic-2p --level easy --match"],
    "db": ["canasta db upgrade", "canasta db backup backup.db", "canasta db rerate",
           "canasta db copy canasta.db postgresql://canasta@localhost/canasta"],
    "rules": ["canasta rules", "canasta rules samba --lang pt_BR"],
    "review": ["canasta review game.json --seat 0 --deal 2"],
}


class LinesKept(argparse.HelpFormatter):
    """argparse's layout, but text of several lines (the examples) keeps them; a one-line description is
    still wrapped."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if "\n" in text:
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return super()._fill_text(text, width, indent)


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose refusals (a bad number, an unknown option) are one line like every other
    refusal: what was typed without control characters and cut short, and where the options are told."""

    def error(self, message: str):
        if message.startswith("argument "):  # "argument --target: must be ..." reads "--target: must be ..."
            message = message.removeprefix("argument ")
        self.exit(2, f"{self.prog}: {printable(message, MESSAGE_LIMIT)} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="canasta", description="Canasta on Discord.")
    parser.add_argument("--version", action="version", version=f"canasta {version('canasta-bot')}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text, formatter_class=LinesKept)
        command.set_defaults(module=module_name, parser=command)
        importlib.import_module(module_name).add_arguments(command)
        examples = "examples:\n" + "\n".join(f"  {line}" for line in EXAMPLES[name])
        command.epilog = f"{command.epilog}\n\n{examples}" if command.epilog else examples
    return parser


def main(argv: list[str] | None = None) -> int:
    use_fallbacks()
    parser = build_parser()
    try:
        args, unknown = parser.parse_known_args(argv)
        if unknown:  # refused by the command's own parser, so the line names the command
            getattr(args, "parser", parser).error(f"unrecognized arguments: {' '.join(unknown)}")
    except SystemExit as stop:
        if stop.code:  # a refusal, already said on one line: its code, returned as every other refusal's
            return int(stop.code)
        raise  # --help and --version end here

    if not getattr(args, "module", None):
        parser.print_help()
        return 0
    try:
        return importlib.import_module(args.module).run(args) or 0
    except CommandError as error:
        print(f"canasta {args.command}: {printable(str(error), MESSAGE_LIMIT)}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt as stop:
        print(file=sys.stderr)  # end the line the ^C was echoed on
        if isinstance(stop, Stopped):
            print(f"canasta {args.command}: stopped; {stop.kept}", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        # The reader left (`canasta play | head`): stop quietly; the final flush goes nowhere.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return BROKEN_PIPE

