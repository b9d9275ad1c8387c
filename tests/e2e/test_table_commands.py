"""The table's other commands and controls end to end: a table inside an existing thread or in a channel
where the bot may not start threads, the lobby's seats, the "Type a move" box, hints, reposting the
picture, the game record, resigning and reviewing a deal."""

from __future__ import annotations

import pytest

from tests.discord_fake.model import CREATE_PUBLIC_THREADS, MEMBER_PERMISSIONS
from tests.e2e.tables import (
    assert_no_hand_in_public,
    dm_panel,
    fill_and_start,
    open_table,
    play_deal,
    seats_text,
    table_card,
    take_turn_step,
    turn_controls,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def my_turn_panel(fake, user, table_id):
    return await fake.wait_for(lambda: turn_controls(dm_panel(fake, user, table_id)) and dm_panel(
        fake, user, table_id), timeout=10)


async def test_a_table_opened_inside_a_thread_plays_there_and_one_table_per_thread(fake, bot):
    olga = fake.add_user("olga")
    thread = await fake.add_thread(fake.channel, "canasta corner", owner=olga)
    threads_before = len(fake.threads_of(fake.channel))
    table_id, card, where = await open_table(fake, olga, variant="classic-2p", timer=0, channel=thread)
    assert card.channel is thread and where is thread
    assert len(fake.threads_of(fake.channel)) == threads_before  # no thread of its own
    again = await fake.slash(olga, "canasta", "new", options={"variant": "classic"}, channel=thread)
    assert again.original.ephemeral and "This channel already has a table" in again.original.content
    await fill_and_start(fake, olga, card, table_id, computers=("random",))
    await fake.wait_for(lambda: table_card(fake, thread, table_id), 10)


async def test_where_the_bot_may_not_start_threads_the_table_plays_in_the_channel_itself(fake, bot):
    quiet = fake.add_text_channel(fake.guild, "no-threads",
                                  bot_permissions=MEMBER_PERMISSIONS & ~CREATE_PUBLIC_THREADS)
    una = fake.add_user("una")
    table_id, card, where = await open_table(fake, una, quiet, variant="classic-2p", timer=0, seed="e2e-here")
    assert card.channel is quiet and where is quiet and fake.threads_of(quiet) == []
    await fill_and_start(fake, una, card, table_id, computers=("random",))
    assert "**Playing**: follow the game below." in card.text()
    picture = await fake.wait_for(lambda: table_card(fake, quiet, table_id), 10)
    assert picture.channel is quiet

    panel = await my_turn_panel(fake, una, table_id)  # a move from the hand panel shows in the channel
    assert await take_turn_step(fake, una, panel)
    await fake.wait_for(lambda: "**una** played" in table_card(fake, quiet, table_id).text(), 10)
    hint = await fake.slash(una, "canasta", "hint", channel=quiet)  # the channel's table is found
    assert (await fake.reply(hint)).content.startswith("**Hint**")
    assert not [r for r in fake.requests if r.route.endswith("/threads") and str(quiet.id) in r.path]
    assert fake.threads_of(quiet) == []


async def test_seats_change_in_the_lobby_and_the_last_person_leaving_closes_it(fake, bot):
    pia, pat = fake.add_user("pia"), fake.add_user("pat")
    table_id, card, _ = await open_table(fake, pia, variant="classic", timer=0)
    await fake.click(pat, card, f"canasta:t{table_id}:lobby:join")
    await fake.wait_for(lambda: "Seat 2: pat" in seats_text(card))
    await fake.click(pat, card, f"canasta:t{table_id}:lobby:side")
    await fake.wait_for(lambda: "Seat 3: pat" in seats_text(card))
    assert card.components_by_id()[f"canasta:t{table_id}:lobby:start"]["disabled"]  # seats are empty
    closing = await fake.click(pat, card, f"canasta:t{table_id}:lobby:close")
    assert (await fake.reply(closing)).content == "Only the table's owner can close it."
    left = await fake.slash(pat, "canasta", "leave")  # in the channel: the table pat sits at
    assert left.original.ephemeral and left.original.content == f"You left table #{table_id}."
    await fake.wait_for(lambda: "pat" not in seats_text(card))
    await fake.click(pia, card, f"canasta:t{table_id}:lobby:leave")
    await fake.wait_for(lambda: "This table was closed." in card.text() and not card.components)


async def test_the_type_a_move_box_plays_a_typed_move_and_explains_a_wrong_one(fake, bot):
    rita = fake.add_user("rita")
    table_id, card, _ = await open_table(fake, rita, variant="classic-2p", timer=0, seed="e2e-box")
    await fill_and_start(fake, rita, card, table_id, computers=("random",))
    panel = await my_turn_panel(fake, rita, table_id)
    edits = len(panel.versions)

    opened = await fake.click(rita, panel, turn_controls(panel)["type"]["custom_id"])
    assert opened.callback_type == 9 and opened.modal["title"] == f"Your move at table #{table_id}"
    wrong = await fake.submit(rita, opened, {"move": "fly away"})
    reply = await fake.reply(wrong)
    assert reply.ephemeral and "Unknown move 'fly'" in reply.content
    assert len(panel.versions) == edits

    opened = await fake.click(rita, panel, turn_controls(panel)["type"]["custom_id"])
    await fake.submit(rita, opened, {"move": "DRAW"})
    await fake.wait_for(lambda: len(panel.versions) > edits and "You played **draw**." in panel.content, 10)
    assert "discard" in turn_controls(panel)


async def test_hint_repost_record_and_resign(fake, bot):
    sam = fake.add_user("sam")
    table_id, card, thread = await open_table(fake, sam, variant="classic-2p", timer=0, seed="e2e-hint")
    await fill_and_start(fake, sam, card, table_id, computers=("random",))
    await my_turn_panel(fake, sam, table_id)

    hint = await fake.slash(sam, "canasta", "hint", channel=thread)
    text = (await fake.reply(hint)).content
    assert text.startswith("**Hint**") and ("`draw`" in text or "`take" in text)

    old = await fake.wait_for(lambda: table_card(fake, thread, table_id), 5)
    reposted = await fake.slash(sam, "canasta", "table", channel=thread)
    assert reposted.original.ephemeral
    await fake.wait_for(lambda: old.deleted and table_card(fake, thread, table_id) not in (None, old), 10)
    assert fake.messages_in(thread)[-1] is table_card(fake, thread, table_id)

    record = await fake.click(sam, table_card(fake, thread, table_id), f"canasta:t{table_id}:record")
    first, *lines = (await fake.reply(record)).content.splitlines()
    assert first.endswith(": game record**") and f"table #{table_id} · deal 1" in first
    assert record.original.ephemeral and any(line.startswith("**Deal 1, last") for line in lines)

    asked = await fake.slash(sam, "canasta", "resign", channel=thread)
    confirm = asked.original
    assert confirm.ephemeral and "loses the match" in confirm.content
    done = await fake.click(sam, confirm, f"canasta:t{table_id}:resign")
    assert done.callback_type == 6
    await fake.wait_for(lambda: confirm.content.startswith("You resigned"), 5)
    result = await fake.wait_for(lambda: next((m for m in fake.messages_in(thread)
                                               if m.content.startswith("🏆 Match over")), None), 10)
    assert "Computer 2 (random)" in result.content and "resigned" in result.content
    await fake.wait_for(lambda: "**Finished**" in card.text(), 5)
    assert_no_hand_in_public(fake)


async def test_a_table_the_service_refuses_leaves_no_card_and_no_thread_behind(fake, bot):
    tess = fake.add_user("tess")
    for _ in range(3):  # the most open tables one person may have
        await open_table(fake, tess, variant="classic-2p", timer=0)
    threads = len(fake.threads_of(fake.channel))
    public = [m for m in fake.messages.values() if m.channel is fake.channel and m.visible_to is None]
    refused = await fake.slash(tess, "canasta", "new", options={"variant": "classic"})
    reply = await fake.reply(refused)
    assert reply is refused.original and reply.ephemeral
    assert reply.content.startswith("You are already at 3 open tables")
    assert len(fake.threads_of(fake.channel)) == threads  # and nothing was posted, not even for a moment:
    assert [m for m in fake.messages.values() if m.channel is fake.channel and m.visible_to is None] == public
    bad = await fake.slash(tess, "canasta", "new", options={"variant": "pinochle"})
    assert bad.original.ephemeral and "no variant called 'pinochle'" in bad.original.content
    assert len(fake.threads_of(fake.channel)) == threads


async def test_computers_of_one_level_have_names_of_their_own_and_an_easy_computer_is_written_so(fake, bot):
    uma = fake.add_user("uma")
    table_id, card, thread = await open_table(fake, uma, variant="classic", timer=60, stand_in="easy",
                                              seed="e2e-names")
    assert "1 min per turn, then an easy computer plays for whoever is late" in card.text()
    await fill_and_start(fake, uma, card, table_id, computers=("easy", "easy", "easy"))
    for seat in (2, 3, 4):
        assert f"Seat {seat}: Computer {seat} (easy)" in seats_text(card)
    # Seats 2, 3 and 4 play before Uma; the game record tells the three apart.
    await my_turn_panel(fake, uma, table_id)
    record = (await fake.slash(uma, "canasta", "history", options={"table": table_id})).original.content
    assert all(f"Computer {seat} (easy): " in record for seat in (2, 3, 4))
    hint = await fake.slash(uma, "canasta", "hint", options={"table": table_id})
    assert (await fake.reply(hint)).content.startswith("**Hint** (a medium computer would play)")
    asked = await fake.slash(uma, "canasta", "resign", options={"table": table_id})
    await fake.click(uma, asked.original, f"canasta:t{table_id}:resign")
    await fake.wait_for(lambda: "**Finished**" in card.text(), 10)


async def test_after_a_deal_a_player_reviews_it_privately(fake, bot):
    vic = fake.add_user("vic")
    table_id, card, thread = await open_table(fake, vic, variant="classic-2p", timer=0, seed="e2e-review")
    await fill_and_start(fake, vic, card, table_id, computers=("random",))
    early = await fake.slash(vic, "canasta", "review", channel=thread)
    assert (await fake.reply(early)).content.startswith("No deal has been scored at this table yet")
    await play_deal(fake, (vic,), table_id, thread)

    asked = await fake.slash(vic, "canasta", "review", channel=thread)
    reply = await fake.reply(asked, timeout=60)  # the hard computer player weighs each of vic's decisions
    assert reply.ephemeral
    first, *lines = reply.content.splitlines()
    assert first.startswith(f"**Review of the last deal at table #{table_id}**")
    assert lines and (lines[0].startswith("Nothing to show") and len(lines) == 1 or len(lines) % 3 == 0)
    for place in range(len(lines) // 3):  # each decision: its stake, what the move risked, the better move
        head, _risk, better = lines[3 * place:3 * place + 3]
        assert head.startswith(f"**{place + 1}. Turn ") and better.startswith("Better, `")
    wrong = await fake.slash(vic, "canasta", "review", options={"deal": 2}, channel=thread)
    assert (await fake.reply(wrong)).content.startswith("Deal 2 has not been scored at this table")
    assert_no_hand_in_public(fake)
