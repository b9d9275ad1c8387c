"""What a computer player returns: the action it chose and a sentence saying why (English :class:`Words`,
which the bot says in each player's language)."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..errors import Words


@dataclass(frozen=True)
class Decision:
    """An action for the seat to move and a short reason a person can read (used by hints); where looking
    ahead chose the action over the rules of thumb, what it found comes apart in ``finding``."""

    action: Action
    reason: Words  # what the action does and why it suits the hand
    finding: Words | None = None  # what looking ahead found for it, when that is why it was chosen

    @property
    def explanation(self) -> Words:
        """The whole of why: the reason, then what looking ahead found (if it chose the action)."""
        if self.finding is None:
            return self.reason
        # Translators: a computer player's reason for a move, then what looking ahead found.
        return Words("{reason} {ahead}", reason=self.reason, ahead=self.finding)

    def __str__(self) -> str:
        return f"{self.action}: {self.explanation}"
