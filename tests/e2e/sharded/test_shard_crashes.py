"""Crashes of shard processes on one PostgreSQL database, end to end: SIGKILL to the process of shard 0
(which Discord sends every direct message to, hand panels' clicks included) in the middle of play, then
to both processes at once. After the restarts nothing is lost (every table's action log keeps what it
had and goes on from there, the moves players saw included) and every click a process received was
answered, none with "Something went wrong": one about a table whose process is still down is told to
try again."""

from __future__ import annotations

import json
import time

import pytest

from bot.storage import open_database
from tests.discord_fake import POLL, BotProcess, FakeDiscord
from tests.discord_fake.model import Interaction
from tests.e2e.tables import dm_panel, fill_and_start, open_table, play_out_turn, table_card, turn_controls

pytestmark = pytest.mark.asyncio(loop_scope="module")

FAILED = "Something went wrong"


class Table:
    """A table of two people and two computers on one shard's server, and what the test saw of it."""

    def __init__(self, table_id: int, people, where) -> None:
        self.id = table_id
        self.people = people
        self.where = where


async def open_tables(fake: FakeDiscord, clubs, name: str) -> list[Table]:
    """A started table on each shard's server, with new people."""
    found = []
    for shard, channel in enumerate(clubs):
        guild = fake.find_guild(channel.guild_id)
        ann, bob = (fake.add_user(f"{name}-{who}{shard}", guild=guild) for who in ("ann", "bob"))
        table_id, card, where = await open_table(fake, ann, channel, variant="classic", timer=0)
        await fill_and_start(fake, ann, card, table_id, joiners=(bob,), computers=("easy", "easy"))
        found.append(Table(table_id, (ann, bob), where))
    return found


async def mover(fake: FakeDiscord, table: Table):
    """The person whose hand panel at ``table`` offers turn controls, once there is one."""
    return await fake.wait_for(lambda: next(
        (u for u in table.people if turn_controls(dm_panel(fake, u, table.id))), None), 15)


async def play_a_turn(fake: FakeDiscord, table: Table) -> None:
    """Wait for a person's turn at the table and play it to its end from their DM hand panel."""
    await play_out_turn(fake, await mover(fake, table), table.id)


async def plays_on_from(fake: FakeDiscord, database: str, table: Table, kept: list) -> None:
    """Two more turns play at the table, and its action log goes on from ``kept``, which it still holds."""
    await play_a_turn(fake, table)
    await play_a_turn(fake, table)
    log = await action_log(database, table.id)
    assert log[:len(kept)] == kept and len(log) > len(kept)


async def start_a_step(fake: FakeDiscord, table: Table) -> Interaction:
    """A person at the table uses their panel for a step of their turn (draw, or else discard); the
    interaction, sent and not waited for (``shown_before``: how many versions the panel had then)."""
    user = await mover(fake, table)
    panel = dm_panel(fake, user, table.id)
    controls = turn_controls(panel)
    shown_before = len(panel.versions)
    simple = next((c for k, c in controls.items() if k in ("yes", "draw", "take", "pass") and c["type"] == 2),
                  None)
    if simple is not None:
        click = await fake.click(user, panel, simple["custom_id"], wait=False)
    else:
        values = [o["value"] for o in controls["discard"]["options"] if o["value"] not in ("type", "all")]
        click = await fake.select(user, panel, controls["discard"]["custom_id"], values[:1], wait=False)
    click.shown_before = shown_before  # type: ignore[attr-defined]
    return click


async def shown(fake: FakeDiscord, click: Interaction) -> None:
    """Wait until the click's move shows on the panel it was made from (or on a new one)."""
    table_id = int(click.data["custom_id"].split(":")[1][1:])
    await fake.wait_for(lambda: len(click.message.versions) > click.shown_before
                        or dm_panel(fake, click.user, table_id) is not click.message, 10)


async def answered(fake: FakeDiscord, interaction: Interaction, timeout: float = 10) -> None:
    await fake.wait_for(lambda: interaction.callback_attempts > 0, timeout)


async def action_log(url: str, table_id: int) -> list[tuple]:
    """The table's action log as stored: (deal, seq, seat, action, actor) in order."""
    db = await open_database(url, migrate=False)
    try:
        rows = await db.fetch_all("SELECT deal_number, seq, seat, action, actor_id FROM actions "
                                  "WHERE table_id = ? ORDER BY deal_number, seq", (table_id,))
    finally:
        await db.close()
    return [tuple(row) for row in rows]


def assert_every_click_answered(fake: FakeDiscord) -> None:
    for interaction in fake.interactions.values():
        assert interaction.acknowledged, f"unanswered: {interaction}"
        for message in interaction.messages():
            assert FAILED not in message.text(), message


async def wait_gone(fake: FakeDiscord, bot: BotProcess, shard: int) -> None:
    await fake.wait_for(lambda: bot.exited and not fake.gateway.connected(shard), timeout=10, poll=POLL)


async def test_shard_0_killed_mid_play_loses_nothing_and_leaves_no_click_unanswered(
        fake, clubs, processes, shared_database):
    first, second = processes
    mine, theirs = await open_tables(fake, clubs, "one")
    for table in (mine, theirs):
        await play_a_turn(fake, table)

    # Mid-play: a click at each table reaches shard 0's process; the one at shard 1's table is handed
    # over, and shard 0's process dies once it has played its own one, perhaps before it could show it.
    await mover(fake, mine)  # a person's turn: nothing moves there until they do
    logged, played = len(await action_log(shared_database, mine.id)), len(first.events("played"))
    own_click = await start_a_step(fake, mine)
    relayed_click = await start_a_step(fake, theirs)
    await first.wait_event("interaction_relayed", interaction=relayed_click.id)
    await fake.wait_for(lambda: any(event["table"] == str(mine.id) and event["user"] == str(own_click.user.id)
                                    for event in first.events("played")[played:]), 10)
    first.kill()
    await wait_gone(fake, first, 0)
    kept = {table.id: await action_log(shared_database, table.id) for table in (mine, theirs)}
    assert kept[mine.id][logged][4] == own_click.user.id  # a move played is a move kept

    # Shard 1's process answered the click handed to it, and plays on; its server's buttons still work.
    await answered(fake, relayed_click)
    card = table_card(fake, theirs.where, theirs.id)
    record = await fake.click(theirs.people[0], card, f"canasta:t{theirs.id}:record")
    assert (await fake.reply(record)).content

    await first.start()
    recovered = await first.wait_event("tables_recovered", timeout=15)
    assert int(recovered["count"]) >= 1
    await shown(fake, own_click)  # on its panel, if it was not before the crash
    for table in (mine, theirs):
        await plays_on_from(fake, shared_database, table, kept[table.id])
    assert_every_click_answered(fake)


async def test_both_processes_killed_at_once_lose_nothing_and_leave_no_click_unanswered(
        fake, clubs, processes, shared_database):
    tables = await open_tables(fake, clubs, "two")
    for table in tables:
        await play_a_turn(fake, table)

    for table in tables:
        await mover(fake, table)  # a person's turn: nothing moves there until they do
    logged = [len(await action_log(shared_database, table.id)) for table in tables]
    clicks = [await start_a_step(fake, table) for table in tables]
    for click in clicks:
        await shown(fake, click)  # the player has seen the move
    for bot in processes:
        bot.kill()
    for shard, bot in enumerate(processes):
        await wait_gone(fake, bot, shard)
    kept = {table.id: await action_log(shared_database, table.id) for table in tables}
    for table, click, before in zip(tables, clicks, logged, strict=True):
        assert kept[table.id][before][4] == click.user.id  # a move seen is a move kept

    # Shard 0's process comes back first: a click at shard 1's table is told to try again meanwhile,
    # and shard 0's table plays on.
    first, second = processes
    await first.start()
    await first.wait_event("tables_recovered", timeout=15)
    early = await start_a_step(fake, tables[1])
    assert "try again in a few seconds" in (await fake.reply(early, timeout=10)).content
    await play_a_turn(fake, tables[0])
    await second.start()
    await second.wait_event("tables_recovered", timeout=15)
    for table in tables:
        await plays_on_from(fake, shared_database, table, kept[table.id])
    assert_every_click_answered(fake)


async def test_a_click_handed_over_while_its_process_was_down_is_played_once_its_tables_are_back(
        fake, clubs, processes, shared_database):
    first, second = processes
    _, theirs = await open_tables(fake, clubs, "three")
    await play_a_turn(fake, theirs)
    await mover(fake, theirs)  # a person's turn: nothing moves there until they do
    kept = await action_log(shared_database, theirs.id)
    for bot in processes:
        bot.kill()
    for shard, bot in enumerate(processes):
        await wait_gone(fake, bot, shard)

    # The click reaches no process (shard 0's is down too), so the test hands it over as shard 0's
    # process would have: waiting for shard 1's when that starts. Its clock starts as the process starts
    # (a process's start may take longer than Discord's three seconds on a busy machine).
    click = await start_a_step(fake, theirs)
    payload = next(event["d"] for event in fake.gateway.current[0].events
                   if event["t"] == "INTERACTION_CREATE" and event["d"]["id"] == str(click.id))
    db = await open_database(shared_database, migrate=False)
    try:
        await db.run(lambda tx: tx.insert("INSERT INTO relayed_interactions (shard, payload, sent_at) "
                                          "VALUES (?, ?, ?)", (1, json.dumps(payload), time.time() + 60)))
    finally:
        await db.close()

    await second.start()
    await second.wait_event("relayed_interaction_taken", interaction=click.id, timeout=15)
    # taken only once the process has its tables back (before, the click would race their recovery,
    # and find its table "not playing a match" when it lost)
    events = [event["event"] for event in second.events()]
    assert events.index("tables_recovered") < events.index("relayed_interaction_taken"), events
    await shown(fake, click)
    assert (await action_log(shared_database, theirs.id))[len(kept)][4] == click.user.id  # and is in the log
    await first.start()
    await play_a_turn(fake, theirs)
    assert_every_click_answered(fake)
