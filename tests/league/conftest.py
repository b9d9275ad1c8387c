"""Fixtures: a table service and a league service over one real SQLite file, and matches played to the end.

Matches are played through the table service as people would play them (the player to move
picks a legal move, melding when they can), at a low target so one deal usually decides.
"""

from __future__ import annotations

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.league.service import LeagueService
from bot.service import Limits, ServiceSettings, TableService
from tests.store import store_behind

GUILD, CHANNEL, OTHER_CHANNEL = 1, 10, 20
ANN, BOB, CAT, DAN, EVE, FAY = 101, 102, 103, 104, 105, 106
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan", EVE: "Eve", FAY: "Fay"}
TARGET = 100


@pytest.fixture
async def tables(db_location):
    service = await TableService.open(
        db_location, ServiceSettings(computer_delay_s=0, timer_scale=0.2, limits=Limits(min_timer_s=1)),
        ThreadPoolExecutor(max_workers=1))
    yield service
    await service.close()


@pytest.fixture
async def leagues(tables):
    service = LeagueService(store_behind(tables))
    service.attach(tables)
    yield service
    service.detach()


async def club(leagues, members=(ANN, BOB, CAT, DAN), *, name="Thursday Club", variant="classic",
               target=TARGET, season=None, channel=CHANNEL):
    """A league in CHANNEL whose rated matches play to ``target``, with ``members`` joined."""
    league = await leagues.create(GUILD, channel, ANN, name, variant, season=season, target=target,
                                  manager=True, user_name=NAMES[ANN])
    for user in members:
        await leagues.join(league.id, user, NAMES[user])
    return league


async def deal_from(db, table_id: int, seed: str) -> None:
    """Put ``seed`` in the place of the secret the service drew for a table, so that the test knows its
    deals (as no person can): a table given a seed (``/canasta new seed:``) is never rated."""
    async with db.transaction() as tx:
        await tx.execute("UPDATE game_tables SET seed = ? WHERE id = ?", (seed, table_id))


async def lobby(tables, league, seats, *, target=TARGET, variant="classic", computers=(), seed="league",
                **settings):
    """A lobby of ``league`` with ``seats`` (user ids, owner first) and computer ``computers`` levels,
    to be dealt from ``seed`` (put in the place of the drawn secret)."""
    owner, *others = seats
    settings.setdefault("timer_s", 0)
    info = await tables.create_table(GUILD, CHANNEL if league else OTHER_CHANNEL, owner,
                                     owner_name=NAMES[owner], variant=variant, target=target,
                                     league_id=league.id if league else None, **settings)
    await deal_from(store_behind(tables), info.id, seed)
    for user in others:
        await tables.join(info.id, user, name=NAMES[user])
    for level in computers:
        await tables.add_computer(info.id, owner, level)
    return info


async def play_out(tables, table_id: int, people, seed: str = "moves") -> None:
    """The people at the table play until the match ends (computers move by themselves)."""
    rng = random.Random(seed)
    while (await tables.get_table(table_id)).status == "playing":
        moved = False
        for user in people:
            legal = await tables.legal_actions_for(table_id, user)
            if legal:
                melds = [a for a in legal if a.startswith(("meld", "add", "take"))]
                await tables.act(table_id, user, rng.choice(melds or legal))
                moved = True
        if not moved:
            await asyncio.sleep(0.002)


async def played(tables, leagues, league, seats, *, seed="league", **settings):
    """A match of ``seats`` (owner first) started and played to its end, then recorded."""
    info = await lobby(tables, league, seats, seed=seed, **settings)
    await tables.start_match(info.id, seats[0])
    await play_out(tables, info.id, seats, seed=seed)
    await tables.drain_events()
    return await tables.get_table(info.id)


async def resigned(tables, leagues, league, seats, loser, *, seed="league", **settings):
    """A match of ``seats`` started and resigned at once by ``loser``'s side, then recorded."""
    info = await lobby(tables, league, seats, seed=seed, **settings)
    await tables.start_match(info.id, seats[0])
    await tables.resign(info.id, loser)
    await tables.drain_events()
    return await tables.get_table(info.id)
