"""The turn timer end to end, at the shortest timer the service allows: a person who does not move in
time gets a computer playing for them (``on_timeout: computer``) until they press **I'm back**, or the
table pauses until someone presses **Resume** (``on_timeout: pause``); the thread says which."""

from __future__ import annotations

import sqlite3

import pytest

from bot.service.settings import Limits
from tests.discord_fake import POLL
from tests.e2e.tables import fill_and_start, open_table, table_card

pytestmark = pytest.mark.asyncio(loop_scope="module")

TIMER = Limits().min_timer_s  # it lasts TIMER * CANASTA_TIMER_SCALE real seconds (conftest.FAST)
WAIT = TIMER + 15  # the timer, plus room for a busy machine


def query(db_path, sql: str, *args) -> list[tuple]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute(sql, args).fetchall()


def posted(fake, where, start: str):
    return next((m for m in fake.messages_in(where) if m.content.startswith(start)), None)


def picture_text(fake, where, table_id: int) -> str:
    card = table_card(fake, where, table_id)
    return card.text() if card else ""


async def resign(fake, user, where, table_id: int) -> None:
    asked = await fake.slash(user, "canasta", "resign", channel=where)
    await fake.click(user, asked.original, f"canasta:t{table_id}:resign")
    await fake.wait_for(lambda: posted(fake, where, "🏆 Match over"), 10)


async def test_a_late_player_gets_a_stand_in_or_the_table_pauses(fake, bot):
    # Both tables run at once, so the test waits out one timer, not two.
    tim, pia = fake.add_user("tim"), fake.add_user("pia")
    stood_in, stood_in_card, stood_in_thread = await open_table(
        fake, tim, variant="classic-2p", timer=TIMER, on_timeout="computer", stand_in="random", seed="late")
    paused, paused_card, paused_thread = await open_table(
        fake, pia, variant="classic-2p", timer=TIMER, on_timeout="pause", seed="late")
    assert f"{TIMER} s per turn, then a random computer plays for whoever is late" in stood_in_card.text()
    assert f"{TIMER} s per turn, then the table pauses" in paused_card.text()
    await fill_and_start(fake, tim, stood_in_card, stood_in, computers=("random",))
    await fill_and_start(fake, pia, paused_card, paused, computers=("random",))

    # Nobody moves: the stand-in plays for Tim, Pia's table pauses, and each thread says so.
    away = await fake.wait_for(lambda: posted(fake, stood_in_thread, "⏰"), WAIT)
    assert away.content == ("⏰ **tim**'s time ran out: a random computer plays for them until they press "
                            "**I'm back**.")
    [(tim_seat,)] = query(bot.db_path, "SELECT seat FROM seats WHERE table_id = ? AND user_id = ?",
                          stood_in, tim.id)
    await fake.wait_for(lambda: query(
        bot.db_path, "SELECT COUNT(*) FROM actions WHERE table_id = ? AND seat = ? AND actor_id IS NULL "
        "AND computer_level = 'random'", stood_in, tim_seat) != [(0,)], 10, poll=POLL)
    halt = await fake.wait_for(lambda: posted(fake, paused_thread, "⏸"), WAIT)
    assert halt.content == "⏸ **pia**'s time ran out, so the table is paused until a player resumes it."
    assert query(bot.db_path, "SELECT status FROM game_tables WHERE id = ?", paused) == [("paused",)]
    await fake.wait_for(lambda: "The table is paused" in picture_text(fake, paused_thread, paused), 5)

    # A bystander's I'm back is refused as such; pressing the notices' buttons brings Tim back and
    # restarts Pia's table.
    bystander = await fake.click(pia, away, f"canasta:t{stood_in}:back")
    assert (await fake.reply(bystander)).content == f"You are not seated at table #{stood_in}."
    await fake.click(tim, away, f"canasta:t{stood_in}:back")
    await fake.wait_for(lambda: query(bot.db_path, "SELECT away FROM seats WHERE table_id = ? AND seat = ?",
                                      stood_in, tim_seat) == [(0,)], 5, poll=POLL)
    await fake.click(pia, halt, f"canasta:t{paused}:resume")
    await fake.wait_for(lambda: query(bot.db_path, "SELECT status FROM game_tables WHERE id = ?",
                                      paused) == [("playing",)], 5, poll=POLL)
    await resign(fake, tim, stood_in_thread, stood_in)
    await resign(fake, pia, paused_thread, paused)
