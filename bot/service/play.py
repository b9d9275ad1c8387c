"""Committing play to the store, then to memory: actions, scored deals, the end of a match,
and the status changes timers and players cause (away, back, paused, resumed, resigned).

Every function here is called with the table's lock held. The store commits first,
in one transaction, and the :class:`LiveTable` changes after it (a move, played on the live match
to learn what to store, is taken back when the store fails), so once the lock is free memory never
holds what the store does not. A :class:`~bot.storage.StaleVersion` means another process
moved the table on; the caller reloads it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine import DealResult
from engine.actions import Action
from engine.match import deal_seed

from ..storage import deals, tables
from .live import LiveTable


@dataclass(frozen=True)
class Applied:
    seat: int
    action: str
    result: DealResult | None
    match_over: bool
    drawn: int = 0  # cards the move brought from the stock besides a draw (Mexicana's first meld)


async def commit_action(db, live: LiveTable, seat: int, action: Action | str, *, actor_id: int | None,
                        computer_level: str | None) -> Applied:
    """Apply a checked action: log it (and any deal score, next deal or match end) in one
    transaction, then move the live table on. A user who acts is no longer away, and a
    paused table they act at resumes. Raises IllegalAction if the action is not legal.
    The move is played on the live match first and taken back if the store does not take it."""
    version = live.version
    move = live.play(action)
    match = live.match
    back = actor_id is not None and live.seats[seat].away
    resume = live.status == "paused"
    try:
        async with db.batch() as tx:
            version = await deals.append_action(
                tx, live.id, move.number, version, seat=seat, action=move.text,
                actor_id=actor_id, computer_level=computer_level)
            if back:
                await tables.set_away(tx, live.id, seat, False)
            if resume:
                await tables.set_status(tx, live.id, "playing")
            if move.result is not None:
                await deals.record_score(tx, live.id, move.result)
                if match.is_over:
                    await tables.mark_finished(tx, live.id, match.winner, "target")
                else:
                    await deals.start(tx, live.id, match.number, deal_seed(match.seed, match.number),
                                      match.deal.dealer)
    except BaseException:  # not stored (or, cancelled, not known to be): memory stays as the store was
        live.take_back(move)
        raise
    live.version = 0 if move.result is not None and not match.is_over else version
    if back:
        live.seats[seat] = dataclasses.replace(live.seats[seat], away=False)
    if match.is_over:
        live.status = "finished"
    elif resume:
        live.status = "playing"
    live.changed.set()
    return Applied(seat, move.text, move.result, match.is_over, move.drawn)


async def set_away(db, live: LiveTable, seat: int, away: bool) -> None:
    async with db.batch() as tx:
        await tables.set_away(tx, live.id, seat, away)
    live.seats[seat] = dataclasses.replace(live.seats[seat], away=away)
    live.changed.set()


async def set_paused(db, live: LiveTable, paused: bool) -> None:
    status = "paused" if paused else "playing"
    async with db.batch() as tx:
        await tables.set_status(tx, live.id, status)
    live.status = status
    live.changed.set()


def resignation_winner(live: LiveTable, seat: int) -> int:
    """The team that wins when ``seat`` resigns: the leader among the other teams."""
    loser = live.match.rules.team_of(seat)
    others = [team for team in range(len(live.match.scores)) if team != loser]
    return max(others, key=lambda team: (live.match.scores[team], -team))


async def resign(db, live: LiveTable, seat: int) -> int:
    """End the match, the resigning seat's team conceding; returns the winning team."""
    winner = resignation_winner(live, seat)
    async with db.batch() as tx:
        await tables.mark_finished(tx, live.id, winner, "resigned")
    live.status = "finished"
    live.changed.set()
    return winner
