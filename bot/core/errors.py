"""The error type whose message is written for the player who caused it.

Anything in ``bot/`` that refuses a request (unknown variant, not your turn, table full)
raises :class:`UserError` or a subclass; the Discord layer shows the message as it is,
privately, and changes nothing. Other exceptions are bugs: logged, and the player gets a
short apology instead of the details.
"""

from __future__ import annotations


class UserError(Exception):
    """A refused request; ``str(error)`` is a complete sentence for the player."""
