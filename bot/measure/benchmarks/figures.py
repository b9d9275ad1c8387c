"""Summaries of timed samples for the benchmark groups: none at all gives null figures, never an error."""

from __future__ import annotations

import statistics


def median(values: list[float], digits: int = 2) -> float | None:
    """The middle value, rounded; None when nothing was timed."""
    return round(statistics.median(values), digits) if values else None


def percentile(values: list[float], share: float, digits: int = 2) -> float | None:
    """The value ``share`` of the way up the sorted samples, rounded; None when nothing was timed."""
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * share))], digits)


def largest(values: list[float], digits: int = 2) -> float | None:
    """The slowest sample, rounded; None when nothing was timed."""
    return round(max(values), digits) if values else None
