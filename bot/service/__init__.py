"""The table service: lobbies, seats, turns, computer players, timers and recovery, without Discord.

The Discord layer (``cogs``, ``discord_ui``) reaches tables only through one :class:`TableService`; what it
shows (panels, the presenter, the hand's play flow) is its own, and the leagues, the Discord messages it
keeps and players' languages are services of their own, built beside this one in ``setup_hook``
(``bot/discord/app.py``)::

    db = await open_database(path)                 # bot.storage: a SQLite file or a PostgreSQL URL, migrated
    service = TableService(db, ServiceSettings())
    unsubscribe = service.subscribe(on_event)      # TableChanged, YourTurn, DealScored, DealSwing, MatchOver
    await service.recover()                        # resume unfinished tables (announced to subscribers)
    # (TableService.open(path) does the three steps above without a subscriber.)

    # Lobby (each returns the table's TableInfo; seats are 0-based, teams are the variant's)
    await service.create_table(guild_id, channel_id, owner_id, owner_name="Ann", variant="classic",
                               target=5000, timer_s=120, on_timeout="computer" | "pause",
                               options={"stand_in": "medium", "hints": True, "seed": None},
                               league_id=None)   # a league of the server (bot.league decides if rated)
    await service.join(table_id, user_id, seat=None, name="Bob")
    await service.leave(table_id, user_id);  await service.disband(table_id, owner_id)
    await service.switch_side(table_id, user_id, team=None)
    await service.add_computer(table_id, user_id, level="easy", seat=None)
    await service.remove_computer(table_id, user_id, seat)
    await service.start_match(table_id, owner_id)

    # Play
    result = await service.act(table_id, user_id, "meld Q Q Q")   # -> ActResult, .snapshot the seat after
    await service.legal_actions_for(table_id, user_id)             # -> ["draw", "take K K", ...]
    await service.hint(table_id, user_id)                          # -> engine.ai.Decision
    await service.review(table_id, user_id, deal=None)  # a scored deal: -> [engine.ai.review.Missed]
    await service.back(table_id, user_id);  await service.resume(table_id, user_id)
    await service.resign(table_id, user_id)

    # Views and records
    await service.seat_snapshot(table_id, user_id)   # SeatSnapshot: table, seat view, legal moves at once
    await service.seat_view_for(table_id, user_id)   # engine SeatView (hand included)
    await service.public_view(table_id)              # engine PublicView (no hands)
    await service.get_table(table_id);  await service.table_in_channel(channel_id)
    await service.open_tables_of(user_id, guild_id=None);  await service.open_tables_in(guild_id)  # -> ids
    await service.scores(table_id);  await service.action_log(table_id)
    await service.close()

Every refused request raises :class:`ServiceError` (a ``bot.core.errors.UserError``) whose
message is meant for the user; illegal moves carry the engine's explanation. Limits and
pacing are in :class:`ServiceSettings`. Users are Discord ids (ints).
"""

from .errors import ServiceError
from .events import DealScored, DealSwing, Event, MatchOver, TableChanged, YourTurn
from .info import ActResult, SeatInfo, SeatSnapshot, TableInfo
from .service import TableService
from .settings import Limits, ServiceSettings

__all__ = ["ActResult", "DealScored", "DealSwing", "Event", "Limits", "MatchOver", "SeatInfo", "SeatSnapshot",
           "ServiceError", "ServiceSettings", "TableChanged", "TableInfo", "TableService", "YourTurn"]
