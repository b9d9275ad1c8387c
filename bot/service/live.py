"""A running table held in memory: its settings, seats, the engine match and the deal's version.

The store is the truth; a :class:`LiveTable` is rebuilt from it (``recovery``). A move is played on
the live match in place (``play``), while the table's ``lock`` is held, and the lock is held until
the store has committed it; a move the store does not take is taken back (``take_back``), so once
the lock is free memory holds only what the store holds. Whoever reads the match takes the lock too
(or reads from a copy made under it). ``changed`` wakes the table's driver (``timers``) after each
change. The legal moves of the position in play are listed off the event loop, once for every caller
(``listing``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from dataclasses import dataclass

from engine import Deal, DealResult, IllegalAction, Match, parse
from engine.actions import Action, Draw

from ..storage.tables import SeatRow, TableRow
from .info import computer_name


@dataclass(frozen=True)
class Move:
    """A move played on the live match and not yet known to be stored, with what taking it back needs."""

    text: str
    result: DealResult | None  # the deal's score, when the move ended it
    drawn: int  # cards the move brought from the stock besides a draw (Mexicana's first meld)
    number: int  # the deal it was played in
    scores: tuple[int, ...]  # the teams' totals when that deal began
    results: int  # how many scored deals the match held before it
    winner: int | None
    played: list[str]  # the deal's actions before it (the list ``LiveTable.played`` was)
    count: int  # how many that list held


class LiveTable:
    def __init__(self, row: TableRow, seats: list[SeatRow], names: dict[int, str], match: Match,
                 version: int, played: list[str] | None = None):
        self.row = row
        self.seats = {s.seat: s for s in seats}
        self.names = names
        self.match = match
        self.version = version  # actions applied to the deal in play, as stored
        self.played = played or []  # those actions' texts: what taking a move back replays
        self.status = row.status  # playing, paused or finished
        self.changes = 0  # changes announced since it was loaded: what orders its seats' snapshots
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

    def listing(self) -> Awaitable[list[str]]:
        """The legal moves of the position in play, as text (call it with the lock held; await the
        answer after). They are listed in a thread, as a huge hand after a yes takes seconds to list,
        from a copy of the deal taken now, and every caller until the position changes (panel redraws,
        ``/play``'s suggestions) shares that one listing."""
        position = self.position
        if self._listing is None or self._listing[0] != position:
            listed = asyncio.ensure_future(asyncio.to_thread(_texts, self.match.deal.clone()))
            self._listing = (position, listed)
        return _copy(self._listing[1])

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

    def play(self, text_or_action: str | Action) -> Move:
        """Parse and play an action on the live match, in place, with the lock held; IllegalAction
        (with the engine's message) when it cannot be played, and then nothing has changed (the
        engine checks an action whole before it touches the deal). ``take_back`` undoes it."""
        match = self.match
        action = text_or_action
        if isinstance(action, str):
            action = parse(action, match.rules)
        deal = match.deal
        stock, number, scores, results, winner = (len(deal.stock), match.number, tuple(match.scores),
                                                  len(match.results), match.winner)
        played, count = self.played, len(self.played)
        text = str(action)
        try:
            result = match.apply(action)
        except IllegalAction:
            raise
        except BaseException:  # a fault of the engine's own: the deal may be half moved
            self._restore(number, scores, results, winner, played, count)
            raise
        if result is None:
            played.append(text)
        else:
            self.played = []
        drawn = stock - len(deal.stock) if result is None and not isinstance(action, Draw) else 0
        return Move(text, result, drawn, number, scores, results, winner, played, count)

    def take_back(self, move: Move) -> None:
        """Undo ``move``, the last one played: the match is again as it was before it (the deal in
        play rebuilt from its seed and the actions before the move, as a restart would rebuild it)."""
        self._restore(move.number, move.scores, move.results, move.winner, move.played, move.count)
        self.changed.set()  # a driver that looked while the move was being stored looks again

    def _restore(self, number: int, scores: tuple[int, ...], results: int, winner: int | None,
                 played: list[str], count: int) -> None:
        match = self.match
        del played[count:]
        again = Match.resumed(match.rules, match.seed, match.target, number, scores, match.first_dealer)
        for text in played:
            again.apply(text)
        match.deal, match.scores, match.winner = again.deal, list(scores), winner
        del match.results[results:]
        self.played = played

    def replace_with(self, other: LiveTable) -> None:
        """Take the state of a fresher copy loaded from the store."""
        self.row, self.seats, self.names = other.row, other.seats, other.names
        self.match, self.version, self.status = other.match, other.version, other.status
        self.played = other.played
        self.changed.set()


async def _copy(listed: asyncio.Future[list[str]]) -> list[str]:
    return list(await asyncio.shield(listed))


def _texts(deal: Deal) -> list[str]:
    return [str(action) for action in deal.legal_actions()]
