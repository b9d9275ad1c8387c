"""Errors a ``canasta`` subcommand raises to stop with one line on stderr instead of a traceback."""

from __future__ import annotations


class CommandError(Exception):
    """A failure the user can fix outside the command line (an unwritable folder, no network): exit 1."""

    exit_code = 1


class UsageError(CommandError):
    """A bad option or argument: exit 2, like argparse's own errors."""

    exit_code = 2
