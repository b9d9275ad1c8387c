"""The ``random`` level: a uniformly random legal action, for tests and as a baseline."""

from __future__ import annotations

import random

from ..errors import Words
from ..views import SeatView
from .decision import Decision


class RandomPlayer:
    """Picks any legal action with equal chance; reproducible for a given seed."""

    level = "random"

    def __init__(self, seed: int | str | None = 0):
        self._rng = random.Random(seed)

    def decide(self, view: SeatView, legal: list) -> Decision:
        if not legal:
            raise ValueError("no legal actions: the deal is over or it is not this seat's turn")
        action = self._rng.choice(legal)
        # Translators: {action} is a move as players type it ('discard 7'), the same in every language.
        return Decision(action, Words("A random legal move: {action}.", action=str(action)))
