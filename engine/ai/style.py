"""The numbers behind the careful players' rules of thumb, so one plan can be played with different care.

``MEDIUM`` holds medium's own numbers. ``SHARP`` holds the ones the ``hard`` level's
guide plays by, chosen by playing many duplicate deals against medium.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """Thresholds and weights of the careful heuristic player."""

    reserve: int = 5  # cards kept in hand after melding until the side can go out
    risk_weight: float = 1.0  # weight of the chance the next player takes the pile times its worth


MEDIUM = Style()
SHARP = Style(reserve=6, risk_weight=2.0)
