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
    several_sides_risk_weight: float = 1.0  # the same where two or more sides oppose (three players,
    # each alone), where what the next player takes is not all the others' gain


MEDIUM = Style()
SHARP = Style(reserve=7, risk_weight=3.0, several_sides_risk_weight=0.0)
# Alone against medium this guide gains on the one before (reserve 6, risk weight 2 for every
# table) about +26 per deal in Classic (+36 and +16 over 3,000 duplicate deals on each of two
# seeds) and +108 with three players alone (+116 and +99 over 1,000): docs/measuring.md.
