"""The numbers behind the careful players' rules of thumb, so one plan can be played with different care.

``MEDIUM`` holds medium's own numbers. ``SHARP`` holds the ones the ``hard`` level's
guide plays by, chosen by playing many duplicate deals against medium.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import Rules


@dataclass(frozen=True)
class Style:
    """Thresholds and weights of the careful heuristic player."""

    reserve: int = 5  # cards kept in hand after melding until the side can go out
    risk_weight: float = 1.0  # weight of the chance the next player takes the pile times its worth
    several_sides_risk_weight: float = 1.0  # the same where two or more sides oppose (three players,
    # each alone), where what the next player takes is not all the others' gain
    runs_reserve: int | None = None  # the reserve where ``Rules.runs_refill_hand`` (None: ``reserve``)
    runs_risk_weight: float | None = None  # the risk weight there where wild cards make no melds of
    # their own (Samba; None: ``risk_weight``)

    def reserve_for(self, rules: Rules) -> int:
        """Cards to keep in hand after melding under ``rules``, before the side can go out."""
        if self.runs_reserve is not None and rules.runs_refill_hand:
            return self.runs_reserve
        return self.reserve

    def risk_weight_for(self, rules: Rules, opposing_sides: int) -> float:
        """The pile risk's weight under ``rules`` with ``opposing_sides`` sides against the player."""
        if opposing_sides > 1:
            return self.several_sides_risk_weight
        if self.runs_risk_weight is not None and rules.runs_refill_hand and not rules.wild_melds_pay:
            return self.runs_risk_weight
        return self.risk_weight


MEDIUM = Style()
SHARP = Style(reserve=7, risk_weight=3.0, several_sides_risk_weight=0.0, runs_reserve=4, runs_risk_weight=1.0)
# Alone against medium this guide gains on the one before (reserve 6, risk weight 2 for every
# table) about +26 per deal in Classic (+36 and +16 over 3,000 duplicate deals on each of two
# seeds) and +108 with three players alone (+116 and +99 over 1,000). Where runs refill the hand
# it loses to medium with a reserve of 7 (Samba, Bolivia) and beats it with 4 (Bolivia +65 and +34
# over 1,000 on each of two seeds, Brazilian +65 and +110), Samba only with medium's risk weight
# (-41 and -36 with 3, +17 and -2 with 1): docs/measuring.md.
