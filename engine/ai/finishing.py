"""Going out: whether this hand can go out now, and the next action on the way out.

The question only concerns the seat's own hand and its side's melds, so it is answered
from the view; the way out is found by trying moves on a deal guessed from the view.
"""

from __future__ import annotations

from .. import going_out
from ..actions import Add, Answer, Ask, Discard, Meld
from ..errors import IllegalAction
from ..legal import going_out_candidates


class _OwnTable:
    """The part of a deal ``engine.going_out`` reads, filled from one seat's knowledge."""

    def __init__(self, k):
        self.rules = k.rules
        self.side_of = list(k.view.side_of)
        self.melds = {side.side: {m.meld_key: list(m.cards) for m in side.melds} for side in k.view.sides}
        self.hands = {k.seat: list(k.view.hand)}
        self._k = k

    def hand_counts(self, seat: int) -> list[int]:
        return list(self._k.counts)

    def is_open(self, side: int) -> bool:
        return bool(self.melds[side])

    def opening_minimum(self, seat: int) -> int:
        return self._k.side.opening_minimum

    def laid_out_count(self, side: int) -> int:
        return len(next(s.red_threes for s in self._k.view.sides if s.side == side))

    def opening_draw_for(self, side: int) -> int:
        """As the deal's, for the seat's own side (the only one the going-out search asks about)."""
        return self._k.opening_draw()

    @property
    def permission(self) -> bool | None:
        return self._k.view.permission


def can_go_out(k) -> bool:
    """Whether the seat of ``k`` (a :class:`~engine.ai.knowledge.Knowledge`) can go out this turn."""
    return going_out.can_go_out(_OwnTable(k), k.seat)


def going_out_step(deal, seat: int, legal: list, listed=None):
    """A legal action on the way out: the final discard, or the biggest meld that keeps the way open;
    ``listed``, where ``legal`` holds going-out candidates of another deal, says which of them its
    listing keeps."""
    hand = deal.hands[seat]
    if len(hand) == 1:
        return next((a for a in legal if isinstance(a, Discard)), None)
    steps = [a for a in legal if isinstance(a, Meld | Add)]
    steps.sort(key=lambda a: -a.size)
    for action in steps:
        if listed is not None and not listed(action):
            continue
        trial = deal.clone()
        try:
            trial.apply(action)
        except IllegalAction:
            continue
        if trial.is_over or deal.must_go_out or going_out.can_go_out(trial, seat, ignore_answer=True):
            return action  # after a yes, ``apply`` has just checked that the way out stays open
    return None


def way_out_after_yes(deal, seat: int) -> bool:
    """Whether, once partner answers yes, this player's own going-out steps lead all the way out
    (a yes binds, so never ask for a way out it would not find among the listed moves)."""
    trial = deal.clone()
    try:
        trial.apply(Ask())
        trial.apply(Answer(True))
    except IllegalAction:
        return False
    return play_out(trial, seat)


def play_out(deal, seat: int) -> bool:
    """Play ``seat``'s going-out steps on ``deal`` until it ends; False if no listed step leads on."""
    try:
        while not deal.is_over:
            step = going_out_step(deal, seat, going_out_candidates(deal))
            if step is None:
                return False
            deal.apply(step)
    except IllegalAction:
        return False
    return True
