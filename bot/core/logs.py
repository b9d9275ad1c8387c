"""Structured logging: one line per event as ``key=value`` pairs that people and scripts can read.

``event(log, "deal_over", table=12, guild=34)`` writes
``ts=2025-01-01T10:00:00.123 level=info event=deal_over logger=canasta.table table=12 guild=34``.
Values with spaces or quotes are JSON strings, so a traceback stays on its one line;
``parse`` reads a line back into a dict. Lines from discord.py get ``event=log msg="..."``.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from typing import Any, TextIO

_BARE = re.compile(r"[\w.:/@#+-]+")
_PAIR = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\S*)')


def setup(level: str = "INFO", stream: TextIO | None = None) -> None:
    """Send every logger's records, one line each, to ``stream`` (stderr by default)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(KeyValueFormatter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    # discord.py's DEBUG output is whole payloads: keep it at INFO unless asked for DEBUG.
    logging.getLogger("discord").setLevel(level if level == "DEBUG" else max(logging.INFO, root.level))


def event(logger: logging.Logger, name: str, *, level: int = logging.INFO, exc_info: Any = None,
          **fields: Any) -> None:
    """Log one event called ``name`` with ``fields`` (table=, guild=, user=, ...)."""
    logger.log(level, name, extra={"fields": fields}, exc_info=exc_info)


class KeyValueFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(record.created))
        pairs: list[tuple[str, Any]] = [
            ("ts", f"{stamp}.{int(record.msecs):03d}"),
            ("level", record.levelname.lower()),
        ]
        fields = getattr(record, "fields", None)
        if fields is None:
            pairs += [("event", "log"), ("logger", record.name), ("msg", record.getMessage())]
        else:
            pairs += [("event", record.msg), ("logger", record.name), *fields.items()]
        if record.exc_info:
            pairs.append(("error", self.formatException(record.exc_info)))
        return " ".join(f"{key}={_value(value)}" for key, value in pairs)


def _value(value: Any) -> str:
    if value is None:
        return "-"
    text = str(value)
    return text if _BARE.fullmatch(text) else json.dumps(text)


def parse(line: str) -> dict[str, str]:
    """The fields of one formatted line (quoted values unquoted; ``-`` stays ``-``)."""
    return {key: json.loads(raw) if raw.startswith('"') else raw for key, raw in _PAIR.findall(line)}
