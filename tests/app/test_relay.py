"""The interaction relay on a real PostgreSQL database: a DM interaction about another shard's table
reaches that shard's process, once; everything else stays where Discord sent it; a hand-over older
than Discord's three seconds is dropped."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from bot.core.shards import Shards
from bot.discord.relay import AUTOCOMPLETE, COMMAND, COMPONENT, MODAL, InteractionRelay, named_table
from bot.service import lobby
from bot.service.settings import Limits
from bot.storage import open_database

SHARD_0_GUILD, SHARD_1_GUILD = 1, 1 << 22  # (guild_id >> 22) % 2 is 0 and 1


def dm(kind: int, data: dict, user: int = 7) -> dict:
    return {"id": "99", "type": kind, "data": data, "user": {"id": str(user)}, "channel_id": "5"}


@pytest.mark.parametrize(("payload", "table"), [
    (dm(COMPONENT, {"custom_id": "canasta:t12:hand"}), 12),
    (dm(MODAL, {"custom_id": "canasta:t3:k1.4:typed"}), 3),
    (dm(COMPONENT, {"custom_id": "someone-else:t12:"}), None),
    (dm(COMMAND, {"name": "canasta", "options": [
        {"name": "hand", "type": 1, "options": [{"name": "table", "type": 4, "value": 8}]}]}), 8),
    (dm(COMMAND, {"name": "play", "options": [{"name": "move", "type": 3, "value": "draw"}]}), None),
    (dm(AUTOCOMPLETE, {"name": "play", "options": [
        {"name": "table", "type": 4, "value": "1", "focused": True}]}), None),
])
def test_the_table_an_interaction_names(payload, table):
    assert named_table(payload) == table


class Parsed:
    """Stands in for discord.py's parser: keeps what it is given and wakes a waiting test."""

    def __init__(self) -> None:
        self.payloads: list[dict] = []
        self.arrived = asyncio.Event()

    def __call__(self, data: dict) -> None:
        self.payloads.append(data)
        self.arrived.set()

    async def next(self, timeout: float = 5.0) -> dict:
        await asyncio.wait_for(self.arrived.wait(), timeout)
        self.arrived.clear()
        return self.payloads[-1]


class Unanswered:
    """Stands in for the bot's answer to an interaction whose table's process is down."""

    def __init__(self) -> None:
        self.answered: list[tuple[dict, int]] = []
        self.arrived = asyncio.Event()

    async def answer(self, data: dict, table_id: int) -> None:
        self.answered.append((data, table_id))
        self.arrived.set()


@pytest.fixture
async def two_processes(postgres_location):
    """Two relays (shards 0 and 1 of 2) on one database, with a lobby table in each shard's server."""
    dbs = [await open_database(postgres_location) for _ in range(2)]
    parsed = [Parsed(), Parsed()]
    unanswered = Unanswered()
    relays = [InteractionRelay({"INTERACTION_CREATE": parsed[shard]}, dbs[shard], Shards.parse(str(shard), 2),
                               unanswered.answer) for shard in range(2)]
    for relay in relays:
        await relay.start()
    ids = [await lobby.create(dbs[0], Limits(), guild_id=guild, channel_id=10 + n, owner_id=7,
                              owner_name="Ann", variant="classic", target=None, timer_s=0,
                              on_timeout="computer", options=None, sit=True)
           for n, guild in enumerate((SHARD_0_GUILD, SHARD_1_GUILD))]
    yield relays, parsed, ids, unanswered
    for relay in relays:
        await relay.close()
    for db in dbs:
        await db.close()


async def test_a_dm_click_on_another_shards_table_is_handled_there_once(two_processes):
    (relay_0, _), (parsed_0, parsed_1), (_, theirs), _ = two_processes
    click = dm(COMPONENT, {"custom_id": f"canasta:t{theirs}:hand", "component_type": 2})
    relay_0._parsers["INTERACTION_CREATE"](click)  # as discord.py's gateway calls it
    assert await parsed_1.next() == click
    await asyncio.sleep(0.2)
    assert parsed_0.payloads == [] and parsed_1.payloads == [click]


async def test_what_concerns_this_process_or_no_table_stays_here(two_processes):
    (relay_0, _), (parsed_0, parsed_1), (mine, theirs), _ = two_processes
    receive = relay_0._parsers["INTERACTION_CREATE"]
    receive(dm(COMPONENT, {"custom_id": f"canasta:t{mine}:hand"}))
    receive(dm(COMMAND, {"name": "canasta", "options": []}, user=8))  # Ann's friend has no table
    in_a_server = dm(COMPONENT, {"custom_id": f"canasta:t{theirs}:hand"}) | {"guild_id": str(SHARD_1_GUILD)}
    receive(in_a_server)  # Discord's own routing is trusted
    receive(dm(COMPONENT, {"custom_id": "canasta:t999999:hand"}))  # no such table
    while len(parsed_0.payloads) < 4:
        await parsed_0.next()
    await asyncio.sleep(0.2)
    assert parsed_1.payloads == []


async def test_a_command_without_a_table_goes_to_the_users_only_tables_process(two_processes):
    (relay_0, _), (parsed_0, parsed_1), (mine, theirs), _ = two_processes
    async with relay_0._db.transaction() as tx:  # Ann leaves her table of shard 0
        await tx.execute("DELETE FROM seats WHERE table_id = ?", (mine,))
    command = dm(COMMAND, {"name": "play", "options": [{"name": "move", "type": 3, "value": "draw"}]})
    relay_0._parsers["INTERACTION_CREATE"](command)
    assert await parsed_1.next() == command and parsed_0.payloads == []


async def test_a_hand_over_older_than_discords_deadline_is_dropped(two_processes):
    (relay_0, relay_1), (_, parsed_1), _, _ = two_processes
    stale = dm(COMPONENT, {"custom_id": "canasta:t1:hand"})
    fresh = dm(COMPONENT, {"custom_id": "canasta:t2:hand"})
    async with relay_0._db.transaction() as tx:
        await tx.execute("INSERT INTO relayed_interactions (shard, payload, sent_at) "
                         "VALUES (1, ?, ?), (1, ?, ?)",
                         (json.dumps(stale), time.time() - 4, json.dumps(fresh), time.time()))
        await tx.execute("SELECT pg_notify('canasta_relay_1', '')")
    assert await parsed_1.next() == fresh
    assert parsed_1.payloads == [fresh]
    assert await relay_0._db.fetch_all("SELECT id FROM relayed_interactions") == []


async def test_a_hand_over_nobody_takes_is_taken_back_and_answered_here(two_processes):
    (relay_0, relay_1), (parsed_0, parsed_1), (_, theirs), unanswered = two_processes
    await relay_1.close()  # shard 1's process is down
    click = dm(COMPONENT, {"custom_id": f"canasta:t{theirs}:hand", "component_type": 2})
    relay_0._parsers["INTERACTION_CREATE"](click)
    await asyncio.wait_for(unanswered.arrived.wait(), 5)
    assert unanswered.answered == [(click, theirs)]
    assert parsed_0.payloads == parsed_1.payloads == []
    assert await relay_0._db.fetch_all("SELECT id FROM relayed_interactions") == []  # nothing left to take


async def test_listening_comes_back_when_its_connection_is_cut(two_processes):
    (relay_0, _), (_, parsed_1), (_, theirs), _ = two_processes
    cut = await relay_0._db.fetch_all(  # the server drops shard 1's listening connection
        "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE query LIKE ?",
        ("LISTEN %canasta_relay_1%",))
    assert [row["cut"] for row in cut] == [True]
    await asyncio.sleep(0.1)
    click = dm(COMPONENT, {"custom_id": f"canasta:t{theirs}:hand", "component_type": 2})
    relay_0._parsers["INTERACTION_CREATE"](click)
    assert await parsed_1.next(timeout=5) == click  # taken once it listens again


async def test_a_hand_over_that_fails_is_answered_here(two_processes):
    (relay_0, _), (parsed_0, parsed_1), (_, theirs), _ = two_processes
    async with relay_0._db.transaction() as tx:  # the hand-over's table is gone: sending it fails
        await tx.execute("DROP TABLE relayed_interactions")
    click = dm(COMPONENT, {"custom_id": f"canasta:t{theirs}:hand", "component_type": 2})
    relay_0._parsers["INTERACTION_CREATE"](click)
    assert await parsed_0.next() == click and parsed_1.payloads == []
