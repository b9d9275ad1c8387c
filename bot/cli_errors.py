"""Errors a ``canasta`` subcommand raises to stop with one line on stderr instead of a traceback."""

from __future__ import annotations

import sys


def refused(command: str, problems: list[str]) -> int:
    """Say each problem found with ``command``'s options on its own line of stderr; usage's exit code."""
    for problem in problems:
        print(f"canasta {command}: {problem}", file=sys.stderr)
    return UsageError.exit_code


class CommandError(Exception):
    """A failure the user can fix outside the command line (an unwritable folder, no network): exit 1."""

    exit_code = 1


class UsageError(CommandError):
    """A bad option or argument: exit 2, like argparse's own errors."""

    exit_code = 2
