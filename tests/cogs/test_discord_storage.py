"""The bot's Discord bookkeeping, in SQLite and in PostgreSQL, through the services the Discord layer
reaches it by: its messages per table, players' hand settings and closed DMs, open tables."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.discord.state import HandDelivery, MessageRef, TableMessages
from bot.service import ServiceSettings, TableService
from bot.storage import open_database
from tests.store import store_behind

GUILD, OTHER_GUILD = 1, 2
ANN, BOB = 101, 102


@pytest.fixture
async def service(db_location):
    service = await TableService.open(db_location, ServiceSettings(computer_delay_s=3600),
                                      ThreadPoolExecutor(max_workers=1))
    yield service
    await service.close()


async def test_a_message_is_remembered_per_table_kind_and_user_and_replaced_in_place(service):
    info = await service.create_table(GUILD, 10, ANN, owner_name="Ann")
    messages = TableMessages(store_behind(service))
    posted = MessageRef(info.id, "table", 0, 10, 500, 0, "101/0/1/turn")
    await messages.remember(posted)
    await messages.remember(MessageRef(info.id, "hand", ANN, 77, 600, 0))
    assert await messages.find(info.id, "table") == posted
    await messages.remember(MessageRef(info.id, "table", 0, 10, 501, 1))
    assert await messages.find(info.id, "table") == MessageRef(info.id, "table", 0, 10, 501, 1)
    assert (await messages.find(info.id, "hand", ANN)).message_id == 600
    assert await messages.find(info.id, "hand", BOB) is None


async def test_an_unknown_kind_of_message_is_refused(service):
    info = await service.create_table(GUILD, 10, ANN, owner_name="Ann")
    messages = TableMessages(store_behind(service))
    with pytest.raises(ValueError):
        await messages.remember(MessageRef(info.id, "poster", 0, 10, 1))
    assert await messages.find(info.id, "poster") is None


async def test_hands_go_to_direct_messages_until_a_player_chooses_otherwise(service):
    delivery = HandDelivery(store_behind(service))
    assert await delivery.where(ANN) == "dm"
    await delivery.choose(ANN, "private")
    assert await delivery.where(ANN) == "private"
    assert await delivery.where(BOB) == "dm"
    with pytest.raises(ValueError):
        await delivery.choose(ANN, "carrier pigeon")
    assert await delivery.where(ANN) == "private"


async def test_open_tables_are_found_by_seated_player_and_by_server(service):
    first = await service.create_table(GUILD, 10, ANN, owner_name="Ann")
    second = await service.create_table(GUILD, 11, BOB, owner_name="Bob")
    await service.join(second.id, ANN, name="Ann")
    elsewhere = await service.create_table(OTHER_GUILD, 20, ANN, owner_name="Ann")
    closed = await service.create_table(GUILD, 12, BOB, owner_name="Bob")
    await service.disband(closed.id, BOB)
    assert await service.open_tables_of(ANN) == [first.id, second.id, elsewhere.id]
    assert await service.open_tables_of(ANN, GUILD) == [first.id, second.id]
    assert await service.open_tables_of(BOB) == [second.id]
    assert await service.open_tables_in(GUILD) == [second.id, first.id]


async def test_closed_dms_are_remembered_once_per_table_and_player(service):
    first = await service.create_table(GUILD, 10, ANN, owner_name="Ann")
    second = await service.create_table(GUILD, 11, BOB, owner_name="Bob")
    delivery = HandDelivery(store_behind(service))
    assert not await delivery.dms_closed(first.id, ANN)
    assert await delivery.note_dms_closed(first.id, ANN)
    assert not await delivery.note_dms_closed(first.id, ANN)
    assert await delivery.dms_closed(first.id, ANN)
    assert not await delivery.dms_closed(second.id, ANN) and not await delivery.dms_closed(first.id, BOB)


async def test_the_migration_adds_its_tables_to_an_existing_database(db_location):
    db = await open_database(db_location)
    try:
        for table in ("discord_messages", "player_settings", "closed_dms"):
            assert (await db.fetch_one(f"SELECT COUNT(*) AS n FROM {table}"))["n"] == 0
        versions = [row["name"] for row in await db.fetch_all("SELECT name FROM schema_version")]
        assert {"discord", "closed_dms"} <= set(versions)
    finally:
        await db.close()
