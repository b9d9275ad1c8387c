"""When to declare Acaba (British Canasta): only when the other side is ahead in the deal by more
than the declaration gives it, so that ending the deal now loses less than playing on."""

from __future__ import annotations

from ..actions import Acaba, Answer
from ..errors import Words
from ..rules.acaba import AcabaDeclaration
from .decision import Decision
from .knowledge import Knowledge

SLACK = 250  # how far beyond the Acaba points the deficit must go: a deal can still turn
CARELESS_DEFICIT = 2500  # easy declares on the table alone, and only when far behind


def _points(k: Knowledge) -> int:
    """What the other side scores for a deal ended by Acaba (asked only where Acaba is played)."""
    feature = k.rules.feature(AcabaDeclaration)
    assert feature is not None, "Acaba is offered only where the variant has it"
    return feature.points


def declaration(k: Knowledge, legal: list, careful: bool) -> Decision | None:
    """Acaba at the start of the turn when the deal is lost by more than it gives away, else None."""
    if Acaba() not in legal:
        return None
    points = _points(k)
    if careful:
        behind = -k.margin_now()
        if behind <= points + SLACK:
            return None
    else:
        behind = max(k.table_points(s) for s in k.opponents) - k.table_points(k.side)
        if behind <= CARELESS_DEFICIT:
            return None
    return Decision(Acaba(), Words("Acaba: the other side leads this deal by about {behind}, more than the "
                                   "{points} the declaration gives it.", behind=_hundreds(behind),
                                   points=points))


def answer(k: Knowledge, careful: bool) -> Decision:
    """Partner asks "may I declare Acaba?": yes when this hand also sees the deal lost by more."""
    points = _points(k)
    behind = -k.margin_now()
    if careful and behind <= points:
        return Decision(Answer(False), Words("No Acaba: we trail this deal by about {behind}, less than the "
                                             "{points} it would give away.", behind=_hundreds(max(behind, 0)),
                                             points=points))
    return Decision(Answer(True), Words("Yes, Acaba: we trail this deal by about {behind}.",
                                        behind=_hundreds(behind)))


def _hundreds(points: float) -> int:
    return int(round(points / 100.0)) * 100
