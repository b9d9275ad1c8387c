"""Text that came from a person: cleaned as it comes in, and made safe to print back on a terminal.

``cleaned`` is what every name and every typed value goes through on its way in (``bot.discord.typed_input``
applies it to each interaction, the league service to the names it stores): characters nobody sees but
that change what others read (bidi overrides and isolates, zero-width characters, other format and
control characters) and lone surrogates, which no database can store, are dropped.
"""

from __future__ import annotations

import re
import unicodedata

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_KEPT_CONTROLS = "\t\n"  # whitespace, which names collapse and typed moves ignore
_DROPPED = frozenset(("Cc", "Cf", "Cs"))  # control, format (bidi, zero-width, ...) and surrogate code points


def cleaned(text: str) -> str:
    """``text`` without bidi, zero-width, other invisible format and control characters (but tab and line
    break) and lone surrogates."""
    if text.isprintable():  # the usual case, at C speed: nothing to drop
        return text
    return "".join(c for c in text if c in _KEPT_CONTROLS or unicodedata.category(c) not in _DROPPED)


def printable(text: str, limit: int = 60) -> str:
    """``text`` with control characters (ANSI escapes among them) shown as ``?``, cut to ``limit``."""
    shown = _CONTROL.sub("?", text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
