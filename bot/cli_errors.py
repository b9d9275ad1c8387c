"""Errors a ``canasta`` subcommand raises to stop with one line on stderr instead of a traceback."""

from __future__ import annotations

import sys


def refused(command: str, problems: list[str]) -> int:
    """Say the problems found with ``command``'s options on one line of stderr; usage's exit code."""
    print(f"canasta {command}: {'; '.join(problems)}", file=sys.stderr)
    return UsageError.exit_code


class CommandError(Exception):
    """A failure outside what the person typed (an unwritable folder, a damaged database, no network):
    exit 1."""

    exit_code = 1


class UsageError(CommandError):
    """What the person typed or gave as a file is refused (a bad option, a missing file): exit 2, like
    argparse's own errors."""

    exit_code = 2
