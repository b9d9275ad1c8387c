"""Computer players: each level decides from one seat's view and the legal actions only.

``make_player(level, seed)`` returns a player whose ``decide(view, legal)`` gives a
:class:`Decision` (the action and a sentence saying why). Players may remember what
they saw between calls but work from the current view alone, so a fresh player can
take over any seat at any time. Levels, weakest first: ``LEVELS``.
"""

from __future__ import annotations

from .decision import Decision
from .heuristic import HeuristicPlayer
from .random_player import RandomPlayer
from .search import SearchPlayer

LEVELS = ("random", "easy", "medium", "hard")


def make_player(level: str, seed: int | str | None = 0, time_budget_ms: float | None = None,
                max_samples: int | None = None):
    """A new computer player of ``level``; ``time_budget_ms`` bounds ``hard``'s thinking per decision,
    ``max_samples`` (for reproducible measurements) the guessed deals it looks ahead over."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return HeuristicPlayer("easy", seed, careful=False, blunder_rate=0.15)
    if level == "medium":
        return HeuristicPlayer("medium", seed, careful=True)
    if level == "hard":
        return SearchPlayer(seed, time_budget_ms, max_samples)
    raise ValueError(f"unknown level '{level}'; levels: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Decision", "make_player"]
