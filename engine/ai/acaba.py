"""When to declare Acaba (British Canasta): only when the other side is ahead in the deal by more
than the declaration gives it, so that ending the deal now loses less than playing on."""

from __future__ import annotations

from ..actions import Acaba, Answer
from .decision import Decision
from .knowledge import Knowledge

SLACK = 250  # how far beyond the Acaba points the deficit must go: a deal can still turn
CARELESS_DEFICIT = 2500  # easy declares on the table alone, and only when far behind


def declaration(k: Knowledge, legal: list, careful: bool) -> Decision | None:
    """Acaba at the start of the turn when the deal is lost by more than it gives away, else None."""
    if Acaba() not in legal:
        return None
    points = k.rules.acaba_points
    if careful:
        behind = -k.margin_now()
        if behind <= points + SLACK:
            return None
    else:
        behind = max(k.table_points(s) for s in k.opponents) - k.table_points(k.side)
        if behind <= CARELESS_DEFICIT:
            return None
    return Decision(Acaba(), f"Acaba: the other side leads this deal by about {_hundreds(behind)}, "
                             f"more than the {points} the declaration gives it.")


def answer(k: Knowledge, careful: bool) -> Decision:
    """Partner asks "may I declare Acaba?": yes when this hand also sees the deal lost by more."""
    points = k.rules.acaba_points
    behind = -k.margin_now()
    if careful and behind <= points:
        return Decision(Answer(False), f"No Acaba: we trail this deal by about {_hundreds(max(behind, 0))}, "
                                       f"less than the {points} it would give away.")
    return Decision(Answer(True), f"Yes, Acaba: we trail this deal by about {_hundreds(behind)}.")


def _hundreds(points: float) -> int:
    return int(round(points / 100.0)) * 100
