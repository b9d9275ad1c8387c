"""The lobby: creating tables, seats and sides, computer players, limits, starting."""

from __future__ import annotations

import pytest

from bot.service import Limits, ServiceError, TableChanged

from .conftest import ANN, BOB, CAT, CHANNEL, DAN, EVE, GUILD


async def test_the_owner_sits_in_the_first_seat_of_a_new_table(service, recorder):
    info = await service.create_table(GUILD, CHANNEL, ANN, owner_name="Ann", target=3000, timer_s=60)
    assert info.status == "lobby"
    assert (info.seats[0].user_id, info.seats[0].name) == (ANN, "Ann")
    assert all(s.is_empty for s in info.seats[1:])
    assert (info.target, info.timer_s, info.on_timeout) == (3000, 60, "computer")
    assert info.options == {"stand_in": "medium", "hints": True, "seed": None, "language": "en"}
    await service.drain_events()
    assert recorder.of(TableChanged) == [TableChanged(info.id, "created", user_id=ANN)]


async def test_joining_takes_the_first_empty_seat_or_the_one_asked_for(service):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    info = await service.join(info.id, BOB, name="Bob")
    assert info.seat_of(BOB) == 1
    info = await service.join(info.id, CAT, seat=3, name="Cat")
    assert info.seat_of(CAT) == 3 and info.seats[3].name == "Cat"


@pytest.mark.parametrize("seat, message", [(1, "that seat is taken"), (4, "no such seat")])
async def test_a_taken_or_missing_seat_is_refused(service, seat, message):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    await service.join(info.id, BOB, seat=1)
    with pytest.raises(ServiceError, match=message):
        await service.join(info.id, CAT, seat=seat)
    assert (await service.get_table(info.id)).seat_of(CAT) is None


async def test_a_full_table_and_a_second_seat_are_refused(service):
    info = await service.create_table(GUILD, CHANNEL, ANN, variant="classic-2p")
    with pytest.raises(ServiceError, match="already seated"):
        await service.join(info.id, ANN)
    await service.join(info.id, BOB)
    with pytest.raises(ServiceError, match="full"):
        await service.join(info.id, CAT)


async def test_a_channel_holds_one_open_table(service):
    await service.create_table(GUILD, CHANNEL, ANN)
    with pytest.raises(ServiceError, match="already has a table"):
        await service.create_table(GUILD, CHANNEL, BOB)
    other = await service.create_table(GUILD, CHANNEL + 1, BOB)
    assert other.channel_id == CHANNEL + 1


async def test_guild_and_user_limits_stop_flooding(open_service):
    service = await open_service(limits=Limits(tables_per_guild=2, tables_per_user=1))
    first = await service.create_table(GUILD, 1, ANN)
    with pytest.raises(ServiceError, match="already at 1 open tables"):
        await service.create_table(GUILD, 2, ANN)
    await service.create_table(GUILD, 2, BOB)
    with pytest.raises(ServiceError, match="this server already has 2 open tables"):
        await service.create_table(GUILD, 3, CAT)
    with pytest.raises(ServiceError, match="already at 1 open tables"):
        await service.join(first.id, BOB)
    assert (await service.create_table(GUILD + 1, 3, CAT)).guild_id == GUILD + 1


@pytest.mark.parametrize("settings, message", [
    ({"variant": "poker"}, "unknown variant 'poker'; playable: classic"),
    ({"target": 10}, "target score"),
    ({"timer_s": 0.5}, "turn timer"),
    ({"on_timeout": "kick"}, "computer"),
    ({"options": {"colour": "red"}}, "unknown table option 'colour'"),
    ({"options": {"stand_in": "genius"}}, "unknown computer level"),
    ({"options": {"hints": "yes"}}, "'hints' option"),
])
async def test_bad_table_settings_are_refused_with_a_reason(service, settings, message):
    with pytest.raises(ServiceError, match=message):
        await service.create_table(GUILD, CHANNEL, ANN, **settings)
    assert await service.table_in_channel(CHANNEL) is None


async def test_an_americana_table_opens_with_the_variants_own_target(service):
    info = await service.create_table(GUILD, CHANNEL, ANN, variant="americana")
    assert (info.variant, info.variant_name, info.target) == ("americana", "Canasta Americana", 8500)
    assert len(info.seats) == 4


async def test_switching_sides_moves_to_a_free_seat_or_swaps_with_a_computer(service):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    info = await service.switch_side(info.id, ANN)
    assert info.seat_of(ANN) == 1 and info.seats[0].is_empty
    await service.add_computer(info.id, ANN, "easy", seat=0)
    await service.add_computer(info.id, ANN, "random", seat=2)
    info = await service.switch_side(info.id, ANN, team=0)
    assert info.seat_of(ANN) == 0
    assert info.seats[1].computer_level == "easy"


async def test_a_side_full_of_people_cannot_be_joined(service):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    await service.join(info.id, BOB, seat=1)
    await service.join(info.id, CAT, seat=3)
    with pytest.raises(ServiceError, match="full of players"):
        await service.switch_side(info.id, ANN)


async def test_computers_are_added_and_removed_by_players_at_the_table(service):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    info = await service.add_computer(info.id, ANN, "hard")
    assert (info.seats[1].computer_level, info.seats[1].name) == ("hard", "Computer 2 (hard)")
    with pytest.raises(ServiceError, match="only players at this table"):
        await service.add_computer(info.id, EVE, "easy")
    with pytest.raises(ServiceError, match="unknown computer level"):
        await service.add_computer(info.id, ANN, "expert")
    with pytest.raises(ServiceError, match="no computer player in that seat"):
        await service.remove_computer(info.id, ANN, 0)
    info = await service.remove_computer(info.id, ANN, 1)
    assert info.seats[1].is_empty


async def test_only_the_owner_starts_and_only_a_full_table(service):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    await service.join(info.id, BOB)
    with pytest.raises(ServiceError, match="^2 seats are still empty: wait for players or add"):
        await service.start_match(info.id, ANN)
    await service.add_computer(info.id, BOB, "easy")
    with pytest.raises(ServiceError, match="^1 seat is still empty: wait for a player or add"):
        await service.start_match(info.id, ANN)
    await service.add_computer(info.id, BOB, "easy")
    with pytest.raises(ServiceError, match="only the table's owner"):
        await service.start_match(info.id, BOB)
    info = await service.start_match(info.id, ANN)
    assert info.status == "playing" and info.deal_number == 0
    with pytest.raises(ServiceError, match="already started"):
        await service.join(info.id, DAN)


async def test_the_owner_leaving_hands_the_table_on_and_the_last_leaving_abandons_it(service, recorder):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    await service.join(info.id, BOB)
    info = await service.leave(info.id, ANN)
    assert info.owner_id == BOB and info.seat_of(ANN) is None
    info = await service.leave(info.id, BOB)
    assert info.status == "abandoned"
    assert await service.table_in_channel(CHANNEL) is None
    await service.create_table(GUILD, CHANNEL, CAT)  # the channel is free again
    await service.drain_events()
    assert [e.reason for e in recorder.of(TableChanged)][-3:] == ["left", "abandoned", "created"]


async def test_the_owner_can_disband_a_lobby(service):
    info = await service.create_table(GUILD, CHANNEL, ANN)
    await service.join(info.id, BOB)
    with pytest.raises(ServiceError, match="only the table's owner"):
        await service.disband(info.id, BOB)
    assert (await service.disband(info.id, ANN)).status == "abandoned"


async def test_a_table_speaks_one_of_the_bots_languages(service):
    info = await service.create_table(GUILD, CHANNEL, ANN, owner_name="Ann", options={"language": "pt_BR"})
    assert info.language == "pt_BR"
    with pytest.raises(ServiceError, match="the 'language' option is one of en, es, pt_BR, it"):
        await service.create_table(GUILD, CHANNEL + 1, BOB, owner_name="Bob", options={"language": "fr"})


class _CountingTx:
    """A transaction that counts the statements sent through it (each a trip to a PostgreSQL server)."""

    def __init__(self, tx, sent: list[str]):
        self._tx, self._sent = tx, sent

    def __getattr__(self, name):
        call = getattr(self._tx, name)

        async def counted(sql, *args):
            self._sent.append(sql)
            return await call(sql, *args)

        return counted


async def test_a_lobby_change_reads_the_table_and_its_seats_in_one_statement(db, monkeypatch):
    from bot.service import lobby

    table_id = await lobby.create(db, Limits(), guild_id=GUILD, channel_id=CHANNEL, owner_id=ANN,
                                  owner_name="Ann", variant="classic", target=None, timer_s=60,
                                  on_timeout="computer", options=None, sit=True)
    sent: list[str] = []
    run = db.run

    async def counted_run(body):
        return await run(lambda tx: body(_CountingTx(tx, sent)))

    monkeypatch.setattr(db, "run", counted_run)
    for _ in range(3):
        await lobby.add_computer(db, table_id, ANN, "easy", None)
    assert len(sent) == 3 * 2  # each: the table with its seats, then the new seat
    sent.clear()
    await lobby.start(db, table_id, ANN)
    assert len(sent) == 3  # the table with its seats, the table marked started, the first deal
