"""Lets ``canasta`` print to a terminal of any encoding: suit symbols fall back to their letters."""

from __future__ import annotations

import codecs
import sys

HANDLER = "canasta-fallback"
FALLBACKS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "×": "x", "—": "-", "…": "...", "·": "."}


def _fallback(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    unencodable = error.object[error.start:error.end]
    return "".join(FALLBACKS.get(char, "?") for char in unencodable), error.end


def use_fallbacks() -> None:
    """Make stdout and stderr write what their encoding lacks as letters (or ``?``) instead of failing."""
    codecs.register_error(HANDLER, _fallback)
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors=HANDLER)
