"""Fixtures of the computer players' tests."""

from __future__ import annotations

import pytest

from engine.ai import budget

from .clock import TickingClock


@pytest.fixture
def ticking_clock(monkeypatch) -> TickingClock:
    """The look-ahead reads a ticking clock instead of the machine's for the test: a time budget then
    ends after the same work on any machine."""
    clock = TickingClock()
    monkeypatch.setattr(budget, "time", clock)
    return clock
