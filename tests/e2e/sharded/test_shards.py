"""Two bot processes, shards 0 and 1 of 2, on one PostgreSQL database: each plays its own servers'
tables, hand panels in DMs included (Discord sends every DM interaction to shard 0, whose process
hands it to the table's), and a process killed and started again resumes its tables alone."""

from __future__ import annotations

import pytest

from tests.discord_fake import POLL, BotProcess, FakeDiscord
from tests.e2e.tables import dm_panel, fill_and_start, open_table, play_out_turn, turn_controls

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def play_a_turn(fake: FakeDiscord, players, table_id: int) -> None:
    """Wait for a person's turn at the table and play it out from their DM hand panel."""
    await fake.wait_for(lambda: any(turn_controls(dm_panel(fake, u, table_id)) for u in players), 10)
    user = next(u for u in players if turn_controls(dm_panel(fake, u, table_id)))
    await play_out_turn(fake, user, table_id)


def tables_acted_on(bot: BotProcess) -> set[int]:
    """The tables whose moves a process played or whose pictures it posted, from its log."""
    return {int(event["table"]) for name in ("played", "table_posted") for event in bot.events(name)}


async def test_each_process_plays_its_shards_tables_and_resumes_them_alone(fake, clubs, processes):
    tables = []
    for shard, channel in enumerate(clubs):
        ann = fake.add_user(f"ann{shard}", guild=fake.find_guild(channel.guild_id))
        bob = fake.add_user(f"bob{shard}", guild=fake.find_guild(channel.guild_id))
        table_id, card, _ = await open_table(fake, ann, channel, variant="classic", timer=0,
                                             seed=f"shard{shard}")
        await fill_and_start(fake, ann, card, table_id, joiners=(bob,), computers=("easy", "easy"))
        tables.append((table_id, (ann, bob)))
    for table_id, players in tables * 2:
        await play_a_turn(fake, players, table_id)

    first, second = processes
    # Every click on a hand panel came to shard 0; those for shard 1's table were handed to its process.
    assert first.events("interaction_relayed") and second.events("relayed_interaction_taken")
    assert not second.events("interaction_relayed") and not first.events("relayed_interaction_taken")
    assert tables_acted_on(first) == {tables[0][0]} and tables_acted_on(second) == {tables[1][0]}

    # Shard 1's process dies; shard 0's plays on and leaves shard 1's table alone.
    waiting = await fake.wait_for(lambda: next((u for u in tables[1][1]
                                                if turn_controls(dm_panel(fake, u, tables[1][0]))), None), 10)
    second.kill()
    await fake.wait_for(lambda: second.exited and not fake.gateway.connected(1), timeout=10, poll=POLL)
    await play_a_turn(fake, *reversed(tables[0]))
    assert tables_acted_on(first) == {tables[0][0]}
    # A click meanwhile at shard 1's table gets a private word to try again, from shard 0's process.
    panel = dm_panel(fake, waiting, tables[1][0])
    click = await fake.click(waiting, panel, turn_controls(panel)["type"]["custom_id"])
    answer = await fake.reply(click)
    assert answer.visible_to is waiting and "try again in a few seconds" in answer.content
    assert first.events("relayed_interaction_untaken")

    # Started again, it resumes its table (and only it): the panel from before the crash plays on.
    await second.start()
    await second.wait_event("tables_recovered", count=1)
    await play_a_turn(fake, *reversed(tables[1]))
    assert tables_acted_on(second) == {tables[1][0]}
    assert tables_acted_on(first) == {tables[0][0]}
    assert [event["count"] for event in first.events("tables_recovered")] == ["0"]  # at its start
