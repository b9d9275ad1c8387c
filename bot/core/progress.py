"""Progress of the long commands: a bar on stderr while a person watches it (stderr a terminal), nothing
otherwise; and, when Ctrl+C stops such a command, one line saying what it kept."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tqdm import tqdm


def bar(total: int | None, what: str, unit: str) -> tqdm:
    """A progress bar of ``total`` ``unit``s (``what`` is being done), drawn only on a terminal and
    cleared when done; ``update(n)`` moves it on. (tqdm loads here, not with the command line.)"""
    from tqdm import tqdm

    return tqdm(total=total, desc=what, unit=f" {unit}", file=sys.stderr, disable=not sys.stderr.isatty(),
                leave=False, dynamic_ncols=True)


class Stopped(KeyboardInterrupt):
    """Ctrl+C, with what the command kept (the command line says it)."""

    def __init__(self, kept: str):
        super().__init__(kept)
        self.kept = kept


@contextmanager
def telling_what_is_kept(kept: Callable[[], str]) -> Iterator[None]:
    """If Ctrl+C stops the block, it ends as ``Stopped`` carrying ``kept()``, said at that moment."""
    try:
        yield
    except KeyboardInterrupt as stop:
        if isinstance(stop, Stopped):
            raise
        raise Stopped(kept()) from None
