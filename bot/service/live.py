"""A running table held in memory: its settings, seats, the engine match and the deal's version.

The store is the truth; a :class:`LiveTable` is rebuilt from it (``recovery``) and changed
only after the store has committed the same change (``play``). ``lock`` serializes
changes to one table; ``changed`` wakes the table's driver (``timers``) after each one. The legal
moves of the position in play are listed off the event loop, once for every caller (``listing``).
"""

from __future__ import annotations

import asyncio

from engine import Deal, DealResult, Match, parse
from engine.actions import Action

from ..storage.tables import SeatRow, TableRow
from .info import computer_name


class LiveTable:
    def __init__(self, row: TableRow, seats: list[SeatRow], names: dict[int, str], match: Match,
                 version: int):
        self.row = row
        self.seats = {s.seat: s for s in seats}
        self.names = names
        self.match = match
        self.version = version  # actions applied to the deal in play, as stored
        self.status = row.status  # playing, paused or finished
        self.lock = asyncio.Lock()
        self.changed = asyncio.Event()
        self.driver: asyncio.Task | None = None
        self._listing: tuple[tuple[int, int], asyncio.Future[list[str]]] | None = None

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def position(self) -> tuple[int, int]:
        """(deal number, version): changes with every stored action."""
        return self.match.number, self.version

    @property
    def to_move(self) -> int | None:
        if self.status == "finished" or self.match.is_over:
            return None
        return self.match.deal.to_move

    @property
    def turn_key(self) -> tuple[int, int, int | None]:
        """Changes whenever a different seat (or the same seat in a new turn) is to move."""
        return self.match.number, self.match.deal.turns, self.to_move

    async def listing(self) -> list[str]:
        """The legal moves of the position in play, as text. They are listed in a thread, as a huge
        hand after a yes takes seconds to list, and every caller until the position changes (panel
        redraws, ``/play``'s suggestions) shares that one listing."""
        position = self.position
        if self._listing is None or self._listing[0] != position:
            listed = asyncio.ensure_future(asyncio.to_thread(_texts, self.match.deal.clone()))
            self._listing = (position, listed)
        return list(await asyncio.shield(self._listing[1]))

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats.values() if s.user_id == user_id), None)

    def name_of(self, seat: int) -> str:
        taken = self.seats[seat]
        if taken.user_id is None:
            return computer_name(taken.computer_level, seat)
        return self.names.get(taken.user_id, str(taken.user_id))

    def computer_level_for(self, seat: int | None) -> str | None:
        """The level that plays ``seat``: its computer, or the stand-in for an absent user."""
        if seat is None:
            return None
        taken = self.seats[seat]
        if taken.user_id is None:
            return taken.computer_level
        return self.row.options["stand_in"] if taken.away else None

    def waiting_user(self) -> int | None:
        """The user whose move it is, unless a computer is playing for them."""
        seat = self.to_move
        if seat is None or self.computer_level_for(seat) is not None:
            return None
        return self.seats[seat].user_id

    def try_action(self, text_or_action: str | Action) -> tuple[Action, Match, DealResult | None]:
        """Parse and apply on a copy; IllegalAction (with the engine's message) when it cannot be
        played. The live match is untouched."""
        action = text_or_action
        if isinstance(action, str):
            action = parse(action, self.match.rules)
        twin = self.match.clone()
        result = twin.apply(action)
        return action, twin, result

    def replace_with(self, other: LiveTable) -> None:
        """Take the state of a fresher copy loaded from the store."""
        self.row, self.seats, self.names = other.row, other.seats, other.names
        self.match, self.version, self.status = other.match, other.version, other.status
        self.changed.set()


def _texts(deal: Deal) -> list[str]:
    return [str(action) for action in deal.legal_actions()]
