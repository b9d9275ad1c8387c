"""The public record of a deal's questions about going out: who asked partner, when, and the answer."""

from __future__ import annotations

from typing import NamedTuple


class Answered(NamedTuple):
    """Seat ``seat`` asked partner "may I go out?" in the deal's turn ``turn`` (``Deal.turns`` then), and
    partner answered ``yes``. Everyone at the table hears both."""

    seat: int
    turn: int
    yes: bool
