"""The league's refusals: a :class:`~bot.core.errors.UserError` whose message is written for the player."""

from __future__ import annotations

from ..core.errors import UserError


class LeagueError(UserError):
    """A league request that cannot be granted; nothing was changed."""
