"""Errors a ``canasta`` subcommand raises to stop with one line on stderr instead of a traceback."""

from __future__ import annotations

import sys

NAMED_WRONG = (FileNotFoundError, NotADirectoryError, IsADirectoryError)


def refused(command: str, problems: list[str]) -> int:
    """Say the problems found with ``command``'s options on one line of stderr; usage's exit code."""
    print(f"canasta {command}: {'; '.join(problems)}", file=sys.stderr)
    return UsageError.exit_code


class CommandError(Exception):
    """A failure outside what the person typed (an unwritable folder, a damaged database, no network):
    exit 1."""

    exit_code = 1


def file_refusal(doing: str, error: OSError) -> CommandError:
    """A file or folder the command could not use, said as ``doing: why``: a name that leads nowhere (no
    such file or folder, a file where a folder belongs or the other way round) is what the person typed
    (UsageError); a place that is there but refuses (permissions, a read-only or full disk) is a failure
    outside the command."""
    kind = UsageError if isinstance(error, NAMED_WRONG) else CommandError
    return kind(f"{doing}: {error.strerror or error}")


class UsageError(CommandError):
    """What the person typed or gave as a file is refused (a bad option, a missing file): exit 2, like
    argparse's own errors."""

    exit_code = 2
