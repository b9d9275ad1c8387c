"""Lobby rules: creating a table, taking and leaving seats, sides, computer players, starting.

Each function is one transaction over the store, run to its end in one trip to the writer
thread (``Database.run``), that checks everything first and raises :class:`ServiceError`
(changing nothing) when the request cannot be granted.
Seats are 0-based; a seat's team is the variant's (classic: seats 0 and 2 against 1 and 3).
A table's deals come from a secret seed drawn (``secrets``) when it is opened and stored with it, so a
restart deals the same cards; nobody sees it before the match ends. A seed given with the table
(the ``seed`` option) is used instead: such deals are for practice, never rated.
"""

from __future__ import annotations

import secrets

from engine import variants
from engine.match import deal_seed
from i18n import _

from ..storage import deals, leagues, players, tables
from ..storage.tables import SeatRow, TableRow
from .errors import ServiceError, no_table, not_seated
from .options import HINTS_OFF_FOR_RATING, check_level, check_table, table_options
from .settings import Limits


def drawn_seed() -> str:
    """A match's secret seed: 128 random bits from ``secrets``, known to nobody (not even the table's id)."""
    return secrets.token_hex(16)


async def _lobby_table(tx, table_id: int) -> TableRow:
    return (await _lobby_table_and_seats(tx, table_id))[0]


async def _lobby_table_and_seats(tx, table_id: int) -> tuple[TableRow, list[SeatRow]]:
    """The table, refused unless it is in the lobby, with its seats: one read (a trip to a server)."""
    found = await tables.get_with_seats(tx, table_id)
    if found is None:
        raise no_table(table_id)
    row, seats, _names = found
    if row.status != "lobby":
        raise ServiceError(_("this table has already started") if row.is_open else _("this table has closed"))
    return row, seats


async def _check_user_limit(tx, limits: Limits, user_id: int) -> None:
    if await tables.count_open_for_user(tx, user_id) >= limits.tables_per_user:
        raise ServiceError(_("you are already at {count} open tables: finish or leave one first",
                             count=limits.tables_per_user))


def _free_seat(row: TableRow, taken: dict, wanted: int | None) -> int:
    players = variants.get(row.variant).players
    if wanted is not None:
        if not isinstance(wanted, int) or not 0 <= wanted < players:
            raise ServiceError(_("there is no such seat at this table"))
        if wanted in taken:
            raise ServiceError(_("that seat is taken"))
        return wanted
    for seat in range(players):
        if seat not in taken:
            return seat
    raise ServiceError(_("this table is full"))


async def check_create(q, limits: Limits, *, guild_id: int, owner_id: int, league_id: int | None,
                       channel_id: int | None) -> None:
    """Refuse (ServiceError) a table that ``create`` would refuse: an unknown league, a channel that
    has a table (unless ``channel_id`` is None, for a thread still to be opened), too many tables."""
    if league_id is not None:
        league = await leagues.get(q, league_id)
        if league is None or league.guild_id != guild_id:
            raise ServiceError(_("there is no such league on this server"))
    if channel_id is not None and await tables.open_in_channel(q, channel_id) is not None:
        raise ServiceError(_("this channel already has a table: join it, or open a thread for another one"))
    if await tables.count_open_in_guild(q, guild_id) >= limits.tables_per_guild:
        raise ServiceError(_("this server already has {count} open tables: wait until one ends",
                             count=limits.tables_per_guild))
    await _check_user_limit(q, limits, owner_id)


async def create(db, limits: Limits, *, guild_id: int, channel_id: int, owner_id: int,
                 owner_name: str | None, variant: str, target: int | None, timer_s: int,
                 on_timeout: str, options: dict | None, sit: bool, league_id: int | None = None) -> int:
    """A new table in the lobby (the owner in the first seat when ``sit``); returns its id.
    ``league_id``: the server's league the table plays for (whether it is rated is the league's call)."""
    target = check_table(variant, target, timer_s, on_timeout, limits)
    options = table_options(options)
    seed = drawn_seed() if options["seed"] is None else str(options["seed"])

    async def body(tx):
        await check_create(tx, limits, guild_id=guild_id, owner_id=owner_id, league_id=league_id,
                           channel_id=channel_id)
        await players.remember(tx, owner_id, owner_name)
        table_id = await tables.create(tx, guild_id=guild_id, channel_id=channel_id,
                                       owner_id=owner_id, variant=variant, target=target,
                                       timer_s=timer_s, on_timeout=on_timeout, options=options,
                                       seed=seed, league_id=league_id)
        if sit:
            await tables.sit(tx, table_id, 0, user_id=owner_id)
        return table_id

    return await db.run(body)


async def join(db, limits: Limits, table_id: int, user_id: int, seat: int | None,
               name: str | None) -> int:
    """Seat a user (in ``seat``, or the first empty one); returns the seat."""

    async def body(tx):
        row, seated = await _lobby_table_and_seats(tx, table_id)
        taken = {s.seat: s for s in seated}
        if any(s.user_id == user_id for s in taken.values()):
            raise ServiceError(_("you are already seated at this table"))
        if row.owner_id != user_id:
            await _check_user_limit(tx, limits, user_id)
        chosen = _free_seat(row, taken, seat)
        await players.remember(tx, user_id, name)
        await tables.sit(tx, table_id, chosen, user_id=user_id)
        return chosen

    return await db.run(body)


async def leave(db, table_id: int, user_id: int) -> str:
    """Free the user's seat; returns 'left', or 'abandoned' when no person is left to own it."""

    async def body(tx):
        row, seats = await _lobby_table_and_seats(tx, table_id)
        mine = next((s for s in seats if s.user_id == user_id), None)
        if mine is None and row.owner_id != user_id:
            raise not_seated(table_id)
        if mine is not None:
            await tables.vacate(tx, table_id, mine.seat)
        if row.owner_id != user_id:
            return "left"
        heirs = [s.user_id for s in seats if s.user_id is not None and s.user_id != user_id]
        if heirs:
            await tables.set_owner(tx, table_id, heirs[0])
            return "left"
        await tables.mark_abandoned(tx, table_id)
        return "abandoned"

    return await db.run(body)


async def disband(db, table_id: int, user_id: int) -> None:
    """The owner closes the lobby."""

    async def body(tx):
        row = await _lobby_table(tx, table_id)
        if row.owner_id != user_id:
            raise ServiceError(_("only the table's owner can close it"))
        await tables.mark_abandoned(tx, table_id)

    return await db.run(body)


async def switch_side(db, table_id: int, user_id: int, team: int | None) -> int:
    """Move the user to a seat of ``team`` (default: the next team), swapping with a computer
    when no seat there is empty; returns the new seat."""

    async def body(tx):
        row, seated = await _lobby_table_and_seats(tx, table_id)
        rules = variants.get(row.variant)
        seats = {s.seat: s for s in seated}
        mine = next((s for s in seats.values() if s.user_id == user_id), None)
        if mine is None:
            raise not_seated(table_id)
        current = rules.team_of(mine.seat)
        wanted = (current + 1) % len(rules.teams) if team is None else team
        if not isinstance(wanted, int) or not rules.has_side(wanted):
            raise ServiceError(_("there is no such side at this table"))
        if wanted == current:
            raise ServiceError(_("you are already on that side"))
        empty = [s for s in rules.teams[wanted] if s not in seats]
        computers = [s for s in rules.teams[wanted] if s in seats and seats[s].is_computer]
        if not empty and not computers:
            raise ServiceError(_("that side is full of players"))
        await tables.vacate(tx, table_id, mine.seat)
        if empty:
            target = empty[0]
        else:
            target = computers[0]
            await tables.vacate(tx, table_id, target)
            await tables.sit(tx, table_id, mine.seat, computer_level=seats[target].computer_level)
        await tables.sit(tx, table_id, target, user_id=user_id)
        return target

    return await db.run(body)


def _check_manager(row: TableRow, seats: list[SeatRow], user_id: int) -> None:
    if row.owner_id == user_id:
        return
    if not any(s.user_id == user_id for s in seats):
        raise ServiceError(_("only players at this table can change its computer players"))


async def add_computer(db, table_id: int, user_id: int, level: str, seat: int | None) -> int:
    check_level(level)

    async def body(tx):
        row, seated = await _lobby_table_and_seats(tx, table_id)
        _check_manager(row, seated, user_id)
        taken = {s.seat: s for s in seated}
        chosen = _free_seat(row, taken, seat)
        await tables.sit(tx, table_id, chosen, computer_level=level)
        return chosen

    return await db.run(body)


async def remove_computer(db, table_id: int, user_id: int, seat: int) -> None:

    async def body(tx):
        row, seated = await _lobby_table_and_seats(tx, table_id)
        _check_manager(row, seated, user_id)
        taken = {s.seat: s for s in seated}
        if seat not in taken or not taken[seat].is_computer:
            raise ServiceError(_("there is no computer player in that seat"))
        await tables.vacate(tx, table_id, seat)

    return await db.run(body)


async def start(db, table_id: int, user_id: int) -> str:
    """The owner starts the match once every seat is filled; returns the match seed. A match that
    would be rated plays without hints unless its league allows them (``bot.league.hints``)."""

    from ..league.hints import plays_without_hints  # not at the top: bot.league imports this package

    async def body(tx):
        row, seats = await _lobby_table_and_seats(tx, table_id)
        if row.owner_id != user_id:
            raise ServiceError(_("only the table's owner can start the match"))
        players_needed = variants.get(row.variant).players
        if len(seats) < players_needed:
            empty = players_needed - len(seats)
            raise ServiceError(_("1 seat is still empty: wait for a player or add a computer player")
                               if empty == 1 else
                               _("{count} seats are still empty: wait for players or add computer players",
                                 count=empty))
        seed = row.seed or drawn_seed()  # a lobby opened before seeds were drawn at the opening has none
        if await plays_without_hints(tx, row, seats):
            await tables.set_options(tx, table_id,
                                     {**row.options, "hints": False, HINTS_OFF_FOR_RATING: True})
        await tables.mark_started(tx, table_id, seed, variants.REVISION)
        await deals.start(tx, table_id, 0, deal_seed(seed, 0), 0)
        return seed

    return await db.run(body)
