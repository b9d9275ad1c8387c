"""What a computer player returns: the action it chose and a sentence saying why (English :class:`Words`,
which the bot says in each player's language)."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..errors import Words


@dataclass(frozen=True)
class Decision:
    """An action for the seat to move and a short reason a person can read (used by hints)."""

    action: Action
    reason: Words

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"
