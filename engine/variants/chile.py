"""Chile: Samba with eleven cards dealt, one drawn, one canasta to go out, and a table that plays
either Samba's sequences (``chile``) or melds of wild cards only (``chile-wild``), never both
(docs/rules/chile.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import meld_keys
from .samba import SAMBA, SambaRules


@dataclass(frozen=True)
class ChileRules(SambaRules):
    """Chile's one clause beyond Samba's: a canasta of wild cards only scores 2000, as in Uruguay."""

    wild_canasta_bonus: int = 2000

    def canasta_bonus(self, kind: str) -> int:
        return self.wild_canasta_bonus if kind == meld_keys.WILD else super().canasta_bonus(kind)


def _chile(**changes) -> ChileRules:
    return ChileRules(**{
        **{field.name: getattr(SAMBA, field.name) for field in fields(SAMBA)},
        "hand_size": 11,
        "draw_count": 1,
        "canastas_to_go_out": 1,
        **changes,
    })


CHILE = _chile(key="chile", name="Chile")
CHILE_WILD = _chile(key="chile-wild", name="Chile with wild-card melds",
                    sequence_sizes=None, wild_meld_sizes=(3, 7))

RULES = (CHILE, CHILE_WILD)
