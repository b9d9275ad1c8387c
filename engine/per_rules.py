"""Memo tables of what is worked out under one rule set: kept for the rule set last asked for, found
by identity (a ``Rules`` hashes all its fields, too slow for tables read this often)."""

from __future__ import annotations


class PerRules:
    """A table of values worked out under one rule set at a time, emptied when another rule set is
    asked for, or when it is asked for holding more than ``size`` entries (then refilled from nothing)."""

    __slots__ = ("_kept", "_rules", "_size")

    def __init__(self, size: int) -> None:
        self._rules: object = None
        self._kept: dict = {}
        self._size = size

    def under(self, rules) -> dict:
        """The table for ``rules``."""
        if self._rules is not rules:
            self._rules, self._kept = rules, {}
        elif len(self._kept) > self._size:
            self._kept.clear()
        return self._kept
