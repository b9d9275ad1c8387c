"""Timestamps as stored: ISO-8601 UTC text to the millisecond."""

from datetime import UTC, datetime


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")
