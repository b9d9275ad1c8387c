"""The table service: the one object the Discord cogs call (see the package docstring for the API).

It owns the live tables (running matches in memory, rebuilt from the store at start-up),
one driver task per running table (computer turns and turn timers), the executor that
computer players think in, and the event bus. Every change is committed to the store
before memory or subscribers see it; every refusal is a :class:`ServiceError`.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import TypeVar

from engine import Deal, IllegalAction, PublicView, SeatView, public_view, seat_view
from engine.ai import Decision
from engine.ai.review import Missed
from engine.match import Match, replay
from i18n import _, say

from ..core import logs
from ..core.batching import Batcher
from ..storage import Database, StaleVersion, deals, open_database, open_tables, tables
from ..storage.deals import DealScore, LoggedAction
from . import computer, lobby, play, recovery, review, timers
from .errors import ServiceError, known_table_id, no_table, not_seated
from .events import DealScored, DealSwing, Event, EventBus, MatchOver, TableChanged, YourTurn
from .gate import Gate
from .info import ActResult, SeatSnapshot, TableInfo, table_info
from .live import LiveTable
from .options import HINTS_OFF_FOR_RATING
from .reviewer import Reviewer
from .settings import ServiceSettings

log = logging.getLogger("canasta.service")

Viewed = TypeVar("Viewed")
FINISHED = sys.maxsize  # the stamp of a finished match's snapshots: later than any of it running


class TableService:
    def __init__(self, db: Database, settings: ServiceSettings | None = None,
                 executor: Executor | None = None):
        self._db = db
        self.settings = settings or ServiceSettings()
        self._executor = executor or computer.default_executor()
        self._owns_executor = executor is None
        self._review_executor = computer.review_executor()  # started by start_workers, else by a review
        # Quick decisions asked for together go to a worker together (a "hard" one, which
        # takes its time, goes alone so that it holds up no other table); two trips per
        # worker at once, so that a worker finds its next batch waiting.
        self._decisions: Batcher[tuple, Decision] = Batcher(self._decide_batch,
                                                            runners=2 * computer.workers())
        self._owns_db = False
        self._live: dict[int, LiveTable] = {}
        self._bus = EventBus()
        self._pending: set[asyncio.Task] = set()
        self._closed = False
        # Few computer moves in flight at once, so a person's move never queues behind a
        # burst of them for the event loop or the database.
        self._computer_gate = Gate(self.settings.computer_moves_in_flight)
        self._reviewer = Reviewer(self._review_in_worker)
        self._swings: set[asyncio.Task] = set()  # deals' biggest swings being worked out

    @classmethod
    async def open(cls, path: str | Path | None = None, settings: ServiceSettings | None = None,
                   executor: Executor | None = None) -> TableService:
        """Open (and migrate) the database at ``path`` and resume its unfinished tables."""
        db = await open_database(path)
        service = cls(db, settings, executor)
        service._owns_db = True
        await service.recover()
        return service

    # ------------------------------------------------------------------ life cycle

    async def recover(self) -> int:
        """Rebuild every running or paused table of this process's shards from the store and resume
        its driver; returns how many were resumed. A table whose log cannot be replayed is logged and
        left alone."""
        resumed = 0
        rows = [row for row in await recovery.unfinished(self._db)
                if row.id not in self._live and self.settings.shards.owns(row.guild_id)]
        for table_id, live in (await recovery.load_all(self._db, rows)).items():
            if isinstance(live, Exception):
                logs.event(log, "table_not_recovered", level=logging.ERROR, exc_info=live, table=table_id)
                continue
            self._run(live)
            self._changed(live, TableChanged(live.id, "recovered"))
            self._announce_turn(live)
            resumed += 1
        logs.event(log, "tables_recovered", count=resumed)
        return resumed

    async def start_workers(self) -> list[int]:
        """Start the worker processes now, off the event loop, so that no computer move or review
        holds the loop while a process starts; the workers' process ids. (A pool given by the caller
        is the caller's to start.)"""
        started = await asyncio.to_thread(computer.start_workers, self._review_executor)
        if self._owns_executor:
            assert isinstance(self._executor, ProcessPoolExecutor)
            started += await asyncio.to_thread(computer.start_workers, self._executor)
        return started

    async def close(self) -> None:
        """Stop drivers (letting commits in flight finish), the event bus, and what the service owns;
        a review still thinking is ended, not waited for."""
        if self._closed:
            return
        self._closed = True
        drivers = [live.driver for live in self._live.values() if live.driver]
        for task in drivers + list(self._swings):
            task.cancel()
        await asyncio.gather(*drivers, *self._swings, return_exceptions=True)
        await asyncio.gather(*self._pending, return_exceptions=True)
        await self._bus.close()
        self._live.clear()
        if self._owns_executor:
            self._executor.shutdown(wait=True, cancel_futures=True)
        computer.stop_now(self._review_executor)  # a review in flight is for nobody now...
        await self._reviewer.close()  # ...but its asker is told to ask again after the restart
        if self._owns_db:
            await self._db.close()

    def subscribe(self, callback: Callable[[Event], object]) -> Callable[[], None]:
        """Receive every event (TableChanged, YourTurn, DealScored, DealSwing, MatchOver) in order;
        returns a function that unsubscribes."""
        return self._bus.subscribe(callback)

    async def drain_events(self) -> None:
        """Wait until subscribers have handled every event published so far."""
        await self._bus.drain()

    @property
    def running_tables(self) -> list[int]:
        return sorted(self._live)

    # ------------------------------------------------------------------ lobby

    async def create_table(self, guild_id: int, channel_id: int, owner_id: int, *,
                           owner_name: str | None = None, variant: str = "classic",
                           target: int | None = None, timer_s: int = 120,
                           on_timeout: str = "computer", options: dict | None = None,
                           sit: bool = True, league_id: int | None = None) -> TableInfo:
        table_id = await lobby.create(
            self._db, self.settings.limits, guild_id=guild_id, channel_id=channel_id,
            owner_id=owner_id, owner_name=owner_name, variant=variant, target=target,
            timer_s=timer_s, on_timeout=on_timeout, options=options, sit=sit, league_id=league_id)
        self._bus.publish(TableChanged(table_id, "created", user_id=owner_id))
        return await self.get_table(table_id)

    async def check_new_table(self, guild_id: int, owner_id: int, *, league_id: int | None = None) -> None:
        """Refuse now what ``create_table`` would refuse for a table in a thread still to be opened
        (so nothing is posted for a table that cannot be); changes nothing."""
        await lobby.check_create(self._db, self.settings.limits, guild_id=guild_id, owner_id=owner_id,
                                 league_id=league_id, channel_id=None)

    async def join(self, table_id: int, user_id: int, seat: int | None = None, *,
                   name: str | None = None) -> TableInfo:
        seat = await lobby.join(self._db, self.settings.limits, table_id, user_id, seat, name)
        self._bus.publish(TableChanged(table_id, "joined", seat=seat, user_id=user_id))
        return await self.get_table(table_id)

    async def leave(self, table_id: int, user_id: int) -> TableInfo:
        """Leave a lobby (once the match runs, ``resign`` instead). The owner's leaving hands
        the table to the next seated person, or abandons it when there is none."""
        outcome = await lobby.leave(self._db, table_id, user_id)
        self._bus.publish(TableChanged(table_id, outcome, user_id=user_id))
        return await self.get_table(table_id)

    async def disband(self, table_id: int, user_id: int) -> TableInfo:
        await lobby.disband(self._db, table_id, user_id)
        self._bus.publish(TableChanged(table_id, "disbanded", user_id=user_id))
        return await self.get_table(table_id)

    async def switch_side(self, table_id: int, user_id: int, team: int | None = None) -> TableInfo:
        seat = await lobby.switch_side(self._db, table_id, user_id, team)
        self._bus.publish(TableChanged(table_id, "side_switched", seat=seat, user_id=user_id))
        return await self.get_table(table_id)

    async def add_computer(self, table_id: int, user_id: int, level: str = "medium",
                           seat: int | None = None) -> TableInfo:
        seat = await lobby.add_computer(self._db, table_id, user_id, level, seat)
        self._bus.publish(TableChanged(table_id, "computer_added", seat=seat, user_id=user_id))
        return await self.get_table(table_id)

    async def remove_computer(self, table_id: int, user_id: int, seat: int) -> TableInfo:
        await lobby.remove_computer(self._db, table_id, user_id, seat)
        self._bus.publish(TableChanged(table_id, "computer_removed", seat=seat, user_id=user_id))
        return await self.get_table(table_id)

    async def start_match(self, table_id: int, user_id: int) -> TableInfo:
        """The owner starts the match: the first deal is dealt and the table starts running."""
        await lobby.start(self._db, table_id, user_id)
        found = await tables.get_with_seats(self._db, table_id)
        if found is None:
            raise no_table(table_id)
        live = recovery.begun(*found)
        self._run(live)
        self._changed(live, TableChanged(table_id, "started", user_id=user_id))
        self._announce_turn(live)
        return _running_info(live)

    # ------------------------------------------------------------------ play

    async def act(self, table_id: int, user_id: int, action_text: str) -> ActResult:
        """Play ``action_text`` (e.g. ``"draw"``, ``"meld Q Q Q"``) for the user's seat.
        Only the seated player to move may act; an illegal move raises ServiceError with
        the engine's explanation and changes nothing."""
        live = self._running(table_id)
        applied, winner = await self._shielded(self._act(live, user_id, action_text))
        return ActResult(live.id, applied.seat, applied.action, applied.result, applied.match_over, winner,
                         await self.seat_snapshot(table_id, user_id))

    async def _act(self, live: LiveTable, user_id: int, action_text: str) -> tuple[play.Applied, int | None]:
        async with live.lock:
            seat = self._seat_to_move(live, user_id)
            before = live.turn_key
            try:
                applied = await play.commit_action(self._db, live, seat, action_text,
                                                   actor_id=user_id, computer_level=None)
            except IllegalAction as error:
                raise ServiceError(say(error.words)) from None
            except StaleVersion:
                await self._reload(live)
                raise ServiceError(_("the table moved on before your move arrived: look again")) from None
            self._announce(live, applied, before, user_id)
        return applied, live.match.winner if applied.match_over else None

    def _seat_to_move(self, live: LiveTable, user_id: int) -> int:
        seat = live.seat_of(user_id)
        if seat is None:
            raise not_seated(live.id)
        if live.status == "finished":
            raise ServiceError(_("this match is over"))
        to_move = live.to_move
        if seat != to_move:
            deal = live.match.deal
            if deal.phase == "answer" and deal.asker == seat:
                player = live.name_of(to_move)
                if deal.question == "acaba":
                    raise ServiceError(_("waiting for {player} to answer whether you may declare Acaba",
                                         player=player))
                raise ServiceError(_("waiting for {player} to answer whether you may go out", player=player))
            raise ServiceError(_("it is not your turn: {player} is to move", player=live.name_of(to_move)))
        return seat

    async def back(self, table_id: int, user_id: int) -> TableInfo:
        """An absent user returns: the computer standing in for them stops."""
        live = self._running(table_id)
        async with live.lock:
            seat = live.seat_of(user_id)
            if seat is None:
                raise not_seated(table_id)
            if not live.seats[seat].away:
                raise ServiceError(_("no computer is playing for you at table #{table}: you play your "
                                     "own seat", table=table_id))
            await play.set_away(self._db, live, seat, False)
            self._changed(live, TableChanged(table_id, "back", seat=seat, user_id=user_id))
            if live.to_move == seat:
                self._announce_turn(live)
        return await self.get_table(table_id)

    async def resume(self, table_id: int, user_id: int) -> TableInfo:
        """Any seated person restarts a paused table; the player to move gets a fresh clock."""
        live = self._running(table_id)
        async with live.lock:
            if live.seat_of(user_id) is None:
                raise not_seated(live.id)
            if live.status != "paused":
                raise ServiceError(_("this table is not paused"))
            await play.set_paused(self._db, live, False)
            self._changed(live, TableChanged(table_id, "resumed", user_id=user_id))
            self._announce_turn(live)
        return await self.get_table(table_id)

    async def resign(self, table_id: int, user_id: int) -> TableInfo:
        """The user's team concedes the match; the leading other team wins."""
        live = self._running(table_id)
        async with live.lock:
            seat = live.seat_of(user_id)
            if seat is None:
                raise not_seated(live.id)
            if live.status == "finished":
                raise ServiceError(_("this match is over"))
            winner = await play.resign(self._db, live, seat)
            self._changed(live, TableChanged(table_id, "resigned", seat=seat, user_id=user_id))
            self._bus.publish(MatchOver(table_id, winner, tuple(live.match.scores), "resigned"))
            self._forget(live)
        return await self.get_table(table_id)

    async def hint(self, table_id: int, user_id: int) -> Decision:
        """What a computer player (``settings.hint_level``) would do in the user's place, and why."""
        live = self._running(table_id)
        options = live.row.options
        if options.get(HINTS_OFF_FOR_RATING):
            raise ServiceError(_("hints are off: this match is rated, and its league plays rated matches "
                                 "without them"))
        if not options["hints"]:
            raise ServiceError(_("hints are off at this table"))
        async with live.lock:
            seat = self._seat_to_move(live, user_id)
            seed = computer.decision_seed(live.match.seed, *live.position)
            deal = live.match.deal.clone()  # the person may move while the hint is thought out
        return await self._decide(self.settings.hint_level, seed, deal, seat)

    async def review(self, table_id: int, user_id: int, deal: int | None = None) -> list[Missed]:
        """A scored deal (``deal`` from 1; default the last) reviewed for the user's seat: the decisions
        the ``hard`` computer player would have made otherwise from what the seat saw then, largest
        stake first. It thinks in a worker of its own at a lower priority, one review at a time, so play
        keeps its pace; a review already worked out (for the deal's biggest swing) comes at once."""
        inputs = await review.review_inputs(self._db, known_table_id(table_id), user_id, deal,
                                            self.settings.review_samples)
        return await self._reviewer.review(inputs)

    async def _review_in_worker(self, inputs: review.ReviewInputs) -> list[Missed]:
        if not self._closed:
            try:
                return await asyncio.get_running_loop().run_in_executor(self._review_executor, review.review,
                                                                        inputs)
            except BrokenProcessPool:
                if not self._closed:
                    raise
        # Ended, or never begun, because the service is closing: the asker may ask again soon.
        raise ServiceError(_("the bot is restarting: ask again in a minute"))

    async def _publish_swing(self, table_id: int, number: int) -> None:
        """Work out deal ``number``'s biggest swing among the table's people and publish it, if any."""
        try:
            swing = await self._reviewer.biggest_swing(self._db, table_id, number,
                                                       self.settings.review_samples)
        except Exception:  # the swing is a courtesy: play goes on without it, and the log says why
            logs.event(log, "deal_swing_failed", level=logging.ERROR, exc_info=True, table=table_id,
                       deal=number)
            return
        if swing is not None:
            missed = swing.missed
            self._bus.publish(DealSwing(table_id, number, swing.seat, swing.user_id, missed.turn,
                                        str(missed.played), missed.stake))

    # ------------------------------------------------------------------ views

    async def get_table(self, table_id: int) -> TableInfo:
        live = self._live.get(known_table_id(table_id))
        if live is not None:
            async with live.lock:  # not in the middle of a move still being stored
                if live.status != "finished":
                    return _running_info(live)
        return await self._stored_table(table_id)

    async def _stored_table(self, table_id: int) -> TableInfo:
        """A table as the store holds it: a lobby, a finished match with its final scores, or a match
        another process runs."""
        found = await tables.get_with_seats(self._db, known_table_id(table_id))
        if found is None:
            raise no_table(table_id)
        row, seats, names = found
        scored = await deals.scores_of(self._db, table_id) if row.started_at else []
        return table_info(row, seats, names, scores=scored[-1].team_totals if scored else None,
                          deal_number=len(scored) - 1 if scored else None)

    async def seat_snapshot(self, table_id: int, user_id: int) -> SeatSnapshot:
        """The user's seat now in one call: the table, what the seat sees of the deal in play (or of a
        finished match's last deal) and its legal moves, all read at one moment (see ``SeatSnapshot``)."""
        live = self._live.get(known_table_id(table_id))
        if live is not None:
            async with live.lock:
                running = live.status != "finished"
                if running:
                    info, stamp = _running_info(live), live.changes
                    seat = info.seat_of(user_id)
                    view = seat_view(live.match.deal, seat) if seat is not None else None
                    listing = live.listing() if seat is not None and seat == live.to_move else None
            if running:  # the listing is awaited with the lock free
                return SeatSnapshot(info, seat, view, tuple(await listing) if listing else (), stamp)
        info = await self._stored_table(table_id)
        stamp = FINISHED if info.status == "finished" else 0  # nothing changes a table that no longer runs
        seat = info.seat_of(user_id)
        view = None
        if seat is not None and info.status not in ("lobby", "abandoned"):  # a match was dealt
            view = seat_view((await self._match(table_id)).deal, seat)
        return SeatSnapshot(info, seat, view, (), stamp)

    async def table_in_channel(self, channel_id: int) -> TableInfo | None:
        """The open table (lobby, playing or paused) of a channel or thread, if any."""
        row = await tables.open_in_channel(self._db, channel_id)
        return await self.get_table(row.id) if row else None

    async def open_tables_of(self, user_id: int, guild_id: int | None = None) -> list[int]:
        """Ids of the open tables where the user has a seat (in one server when ``guild_id`` is given)."""
        return await open_tables.of_user(self._db, user_id, guild_id)

    async def open_tables_in(self, guild_id: int) -> list[int]:
        """Ids of a server's open tables, newest first (25 at most)."""
        return await open_tables.in_guild(self._db, guild_id)

    async def seat_view_for(self, table_id: int, user_id: int) -> SeatView:
        """What the user's seat sees of the deal in play (or the last deal of a finished match)."""
        table_id = known_table_id(table_id)
        seat = next((s.seat for s in await tables.seats(self._db, table_id) if s.user_id == user_id), None)
        if seat is None:
            await self._match(table_id)  # no such table, or not started, before not seated
            raise not_seated(table_id)
        return await self._view(table_id, lambda deal: seat_view(deal, seat))

    async def public_view(self, table_id: int) -> PublicView:
        return await self._view(table_id, public_view)

    async def legal_actions_for(self, table_id: int, user_id: int) -> list[str]:
        """The user's legal actions as text (empty unless it is their move), listed off the event loop."""
        live = self._live.get(table_id)
        if live is None:
            return []
        async with live.lock:
            if live.status == "finished" or live.seat_of(user_id) != live.to_move:
                return []
            listing = live.listing()
        return await listing

    async def scores(self, table_id: int) -> list[DealScore]:
        """The score sheet: every scored deal with its itemized lines."""
        return await deals.scores_of(self._db, table_id)

    async def action_log(self, table_id: int) -> list[LoggedAction]:
        return await deals.actions_of(self._db, table_id)

    # ------------------------------------------------------------------ internals

    def _running(self, table_id: int) -> LiveTable:
        live = self._live.get(table_id)
        if live is None:
            raise ServiceError(_("that table is not playing a match"))
        return live

    async def _view(self, table_id: int, view: Callable[[Deal], Viewed]) -> Viewed:
        """``view`` of the deal in play (read with the table's lock, so never a move not yet stored), or of
        the last deal of a finished match."""
        live = self._live.get(table_id)
        if live is not None:
            async with live.lock:
                return view(live.match.deal)
        return view((await self._match(table_id)).deal)

    async def _match(self, table_id: int) -> Match:
        """The match of a running table, or one rebuilt from the store for a finished one."""
        live = self._live.get(table_id)
        if live is not None:
            return live.match
        row = await tables.get(self._db, table_id)
        if row is None:
            raise no_table(table_id)
        if row.started_at is None or row.seed is None:
            raise ServiceError(_("the match at this table has not started"))
        texts = [a.action for a in await deals.actions_of(self._db, table_id)]
        return await asyncio.to_thread(replay, row.variant, row.seed, texts, row.target, row.engine_revision)

    def _run(self, live: LiveTable) -> None:
        self._live[live.id] = live
        live.driver = asyncio.get_running_loop().create_task(timers.drive(
            live, computer_delay_s=self.settings.computer_delay_s, timer_scale=self.settings.timer_scale,
            computer_move=self._computer_move, time_out=self._time_out))

    def _forget(self, live: LiveTable) -> None:
        """A finished match leaves memory (the store keeps it); its driver ends by itself."""
        self._live.pop(live.id, None)

    async def _shielded(self, coroutine):
        """Run a commit so that cancelling the caller cannot cut it between store and memory."""
        task = asyncio.ensure_future(coroutine)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)
        return await asyncio.shield(task)

    async def _reload(self, live: LiveTable) -> None:
        live.replace_with(await recovery.load(self._db, await tables.get(self._db, live.id)))
        live.changes += 1  # unannounced, but a snapshot after it shows another seat

    async def _decide(self, level: str, seed: str, deal, seat: int) -> Decision:
        if level != "hard":
            return await self._decisions.submit((level, seed, None, deal, seat))
        return await asyncio.get_running_loop().run_in_executor(
            self._executor, computer.decide, level, seed, self.settings.hard_time_budget_ms, deal, seat)

    async def _decide_batch(self, requests: list[tuple]) -> list[Decision | Exception]:
        return await asyncio.get_running_loop().run_in_executor(self._executor, computer.decide_all, requests)

    async def _computer_move(self, live: LiveTable) -> None:
        async with self._computer_gate:
            await self._gated_computer_move(live)

    async def _gated_computer_move(self, live: LiveTable) -> None:
        async with live.lock:
            seat = live.to_move
            level = live.computer_level_for(seat)
            if live.status != "playing" or level is None:
                return
            position = live.position
            deal = live.match.deal
            if live.seats[seat].user_id is not None:  # a stand-in: its person may come back and move
                deal = deal.clone()  # while it thinks; a computer's seat moves only by its own commit
        decision = await self._decide(level, computer.decision_seed(live.match.seed, *position), deal, seat)
        # Not shielded, unlike a person's move: only closing the service cancels a driver, and a
        # batch already queued is committed before the store closes all the same.
        await self._commit_computer(live, seat, level, position, decision)

    async def _commit_computer(self, live: LiveTable, seat: int, level: str, position, decision) -> None:
        async with live.lock:
            if (live.status != "playing" or live.position != position
                    or live.computer_level_for(seat) != level):
                return  # a person acted or came back while the computer thought
            before = live.turn_key
            try:
                try:
                    applied = await play.commit_action(self._db, live, seat, decision.action,
                                                       actor_id=None, computer_level=level)
                except IllegalAction as error:  # a computer player's bug must not stall the table
                    logs.event(log, "computer_chose_illegal", level=logging.ERROR, table=live.id,
                               computer=level, action=str(decision.action), error=str(error))
                    fallback = live.match.deal.legal_actions()[0]
                    applied = await play.commit_action(self._db, live, seat, fallback,
                                                       actor_id=None, computer_level=level)
            except StaleVersion:
                await self._reload(live)
                return
            self._announce(live, applied, before, None)

    async def _time_out(self, live: LiveTable, turn_key) -> None:
        async with live.lock:
            user_id = live.waiting_user()
            if live.status != "playing" or live.turn_key != turn_key or user_id is None:
                return
            seat = live.to_move
            if live.row.on_timeout == "computer":
                await play.set_away(self._db, live, seat, True)
                self._changed(live, TableChanged(live.id, "away", seat=seat, user_id=user_id))
            else:
                await play.set_paused(self._db, live, True)
                self._changed(live, TableChanged(live.id, "paused", seat=seat, user_id=user_id))
            logs.event(log, "turn_timed_out", table=live.id, seat=seat, rule=live.row.on_timeout)

    def _announce(self, live: LiveTable, applied: play.Applied, turn_before, user_id) -> None:
        self._changed(live, TableChanged(live.id, "action", seat=applied.seat, user_id=user_id,
                                       action=applied.action, drawn=applied.drawn))
        if applied.result is not None:
            self._bus.publish(DealScored(live.id, applied.result))
            if self.settings.deal_swings:
                task = asyncio.get_running_loop().create_task(
                    self._publish_swing(live.id, applied.result.number))
                self._swings.add(task)
                task.add_done_callback(self._swings.discard)
        if applied.match_over:
            self._bus.publish(MatchOver(live.id, live.match.winner, tuple(live.match.scores), "target"))
            self._forget(live)
        elif live.turn_key != turn_before:
            self._announce_turn(live)

    def _changed(self, live: LiveTable, event: TableChanged) -> None:
        """Announce a change of a running table (with its lock held, or before anyone can read it); the
        stamp of its seats' snapshots counts these."""
        live.changes += 1
        self._bus.publish(event)

    def _announce_turn(self, live: LiveTable) -> None:
        user_id = live.waiting_user()
        if user_id is not None and live.status == "playing":
            self._bus.publish(YourTurn(live.id, user_id, live.to_move, live.row.timer_s))


def _running_info(live: LiveTable) -> TableInfo:
    """What a running table shows, from memory alone (call it with the lock held): the row, seats and
    names it was loaded with, kept current by every change a running table goes through (``play``),
    with its status, the match's scores and the turn."""
    return table_info(live.row, list(live.seats.values()), live.names, scores=tuple(live.match.scores),
                      deal_number=live.match.number, to_move=live.to_move, status=live.status)
