"""Text that came from a user, made safe to print back: no control characters, bounded length."""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def printable(text: str, limit: int = 60) -> str:
    """``text`` with control characters (ANSI escapes among them) shown as ``?``, cut to ``limit``."""
    shown = _CONTROL.sub("?", text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
