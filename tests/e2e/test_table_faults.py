"""Faults at the table end to end: closed DMs, a rate limit, an expired click, people without a seat,
stale and mistyped moves. Each is answered clearly and privately, and changes nothing it should not."""

from __future__ import annotations

import re

import pytest

from tests.discord_fake import ImpossibleAction
from tests.e2e.tables import (
    assert_no_hand_in_public,
    dm_panel,
    fill_and_start,
    open_table,
    table_card,
    take_turn_step,
    turn_controls,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

CARD = re.compile(r"\b(?:10|[2-9AJQK])[CDHS]\b|\bJK\b")
PANEL_EDIT = "/webhooks/{application_id}/{token}/messages/{message_id}"
POST = "/channels/{channel_id}/messages"


async def started(fake, owner, seed: str, **options):
    """A two-hand table of ``owner`` against a random computer, started; (table id, lobby card, thread)."""
    table_id, card, thread = await open_table(fake, owner, variant="classic-2p", timer=0, seed=seed,
                                              **options)
    await fill_and_start(fake, owner, card, table_id, computers=("random",))
    return table_id, card, thread


async def my_turn_panel(fake, user, table_id):
    return await fake.wait_for(lambda: turn_controls(dm_panel(fake, user, table_id)) and dm_panel(
        fake, user, table_id), timeout=10)


async def test_closed_dms_are_announced_without_a_card_and_my_hand_plays_privately(fake, bot):
    ivy = fake.add_user("ivy", dms_open=False)
    table_id, _, thread = await started(fake, ivy, "e2e-dms")
    note = await fake.wait_for(lambda: next((m for m in fake.messages_in(thread)
                                             if "cannot send you direct messages" in m.content), None), 10)
    assert note.content.startswith(f"<@{ivy.id}>") and not CARD.search(note.text())
    refused = [r for r in fake.requests_to("POST", "/channels/{channel_id}/messages") if r.status == 403]
    assert refused and refused[0].error["code"] == 50007
    assert fake.dms_of(ivy) == []

    opened = await fake.click(ivy, note, f"canasta:t{table_id}:hand")
    panel = await fake.reply(opened)
    assert panel.ephemeral and panel.visible_to is ivy
    assert panel.attachments[0].filename == f"hand-{table_id}.png"
    while not turn_controls(panel):  # the computer may move first: ask again
        opened = await fake.click(ivy, table_card(fake, thread, table_id), f"canasta:t{table_id}:hand")
        panel = await fake.reply(opened)
    edits = len(panel.versions)
    assert await take_turn_step(fake, ivy, panel)
    await fake.wait_for(lambda: len(panel.versions) > edits, 10)
    assert "You played" in panel.content
    assert len([m for m in fake.messages_in(thread) if "cannot send you direct messages" in m.content]) == 1
    assert_no_hand_in_public(fake)


async def test_rate_limited_answers_are_sent_again_after_retry_after_and_play_goes_on(fake, bot):
    jack = fake.add_user("jack")
    table_id, _, thread = await started(fake, jack, "e2e-429")
    panel = await my_turn_panel(fake, jack, table_id)
    ping = f"<@{jack.id}>, your turn."
    await fake.wait_for(lambda: getattr(table_card(fake, thread, table_id), "content", None) == ping, 10)
    fake.rate_limit_once("PATCH", PANEL_EDIT, retry_after=0.3)
    fake.rate_limit_once("POST", POST, retry_after=0.2)
    edits = len(panel.versions)
    assert await take_turn_step(fake, jack, panel)
    await fake.wait_for(lambda: len(panel.versions) > edits, 10)
    assert "You played" in panel.content
    assert [r.status for r in fake.requests_to("PATCH", PANEL_EDIT)][-2:] == [429, 200]
    while turn_controls(panel):  # the rest of the turn
        edits = len(panel.versions)
        assert await take_turn_step(fake, jack, panel)
        await fake.wait_for(lambda edits=edits: len(panel.versions) > edits, 10)
    # The table picture that pings him for his next turn is posted too, after its own 429.
    statuses = lambda: [r.status for r in fake.requests_to("POST", POST)]  # noqa: E731
    await fake.wait_for(lambda: 429 in statuses() and 200 in statuses()[statuses().index(429):], 10)
    assert not bot.exited


async def test_an_expired_click_changes_nothing_and_the_next_click_works(fake, bot):
    kim = fake.add_user("kim")
    table_id, _, _ = await started(fake, kim, "e2e-expired")
    panel = await my_turn_panel(fake, kim, table_id)
    control = next(c["custom_id"] for what, c in turn_controls(panel).items() if what in ("draw", "discard")
                   and c["type"] == 2)
    edits = len(panel.versions)
    stale = await fake.click(kim, panel, control, expired=True)
    assert stale.callback_type is None
    await bot.wait_event("interaction_expired", interaction=stale.id)
    history = await fake.slash(kim, "canasta", "history", options={"table": table_id})
    moves_before = history.original.content
    assert len(panel.versions) == edits and turn_controls(panel)
    fresh = await fake.click(kim, panel, control)
    assert fresh.callback_type == 6
    await fake.wait_for(lambda: len(panel.versions) > edits, 10)
    after = await fake.slash(kim, "canasta", "history", options={"table": table_id})
    assert after.original.content != moves_before and "kim: `draw`" in after.original.content


async def test_people_without_a_seat_see_the_table_but_no_hand_and_cannot_act(fake, bot):
    lea, lou = fake.add_user("lea"), fake.add_user("lou")
    table_id, _, thread = await started(fake, lea, "e2e-stranger")
    panel = await my_turn_panel(fake, lea, table_id)
    picture = await fake.wait_for(lambda: table_card(fake, thread, table_id), 5)

    mine = await fake.click(lou, picture, f"canasta:t{table_id}:hand")
    reply = await fake.reply(mine)
    assert reply.ephemeral and reply.visible_to is lou and not reply.attachments
    assert reply.content.startswith(f"You are not seated at table #{table_id}")
    played = await fake.slash(lou, "play", options={"move": "draw", "table": table_id})
    assert played.original.ephemeral
    assert played.original.content == f"You are not seated at table #{table_id}."
    hand = await fake.slash(lou, "canasta", "hand", options={"table": table_id})
    assert hand.original.ephemeral and not hand.original.attachments
    with pytest.raises(ImpossibleAction):  # another person's DMs are out of reach
        await fake.click(lou, panel, next(iter(turn_controls(panel).values()))["custom_id"])

    watching = await fake.slash(lou, "canasta", "watch", options={"table": table_id})
    view = await fake.reply(watching)
    assert view.ephemeral and view.attachments[0].filename == f"table-{table_id}.png"
    assert lou.id in thread.members

    other_id, other_card, _ = await open_table(fake, fake.add_user("max"), variant="classic-2p", timer=0)
    refused = await fake.click(lou, other_card, f"canasta:t{other_id}:lobby:close")
    assert (await fake.reply(refused)).content == "Only the table's owner can close it."
    # Whoever refuses (a command, a button, the table service), a bystander hears it in one voice.
    left = await fake.click(lou, other_card, f"canasta:t{other_id}:lobby:leave")
    assert (await fake.reply(left)).content == f"You are not seated at table #{other_id}."
    resigned = await fake.slash(lou, "canasta", "resign", options={"table": table_id})
    assert resigned.original.content == f"You are not seated at table #{table_id}."
    missing = await fake.slash(lou, "canasta", "history", options={"table": 999})
    assert missing.original.ephemeral and missing.original.content == "There is no table #999."
    assert_no_hand_in_public(fake)


async def play_whole_turn(fake, user, panel) -> None:
    while turn_controls(panel):
        edits = len(panel.versions)
        await take_turn_step(fake, user, panel)
        await fake.wait_for(lambda edits=edits: len(panel.versions) > edits, 10)


async def moves_so_far(fake, user, table_id) -> str:
    return (await fake.slash(user, "canasta", "history", options={"table": table_id})).original.content


async def test_out_of_turn_mistyped_and_stale_moves_are_refused_privately_and_change_nothing(fake, bot):
    mia, ned = fake.add_user("mia"), fake.add_user("ned")
    table_id, card, _ = await open_table(fake, mia, variant="classic-2p", timer=0, seed="e2e-typos")
    await fill_and_start(fake, mia, card, table_id, joiners=(ned,))

    ned_panel = await my_turn_panel(fake, ned, table_id)  # seat 1 plays first
    early = await fake.slash(mia, "play", options={"move": "draw", "table": table_id})
    assert (await fake.reply(early)).content == "It is not your turn: ned is to move."
    await play_whole_turn(fake, ned, ned_panel)

    panel = await my_turn_panel(fake, mia, table_id)
    edits = len(panel.versions)
    before = await moves_so_far(fake, mia, table_id)
    for move, words in (("meld", "'meld' needs cards"), ("fly away", "Unknown move 'fly'"),
                        ("discard 7 8", "exactly one card"), ("meld K K K", "")):
        typed = await fake.slash(mia, "play", options={"move": move, "table": table_id})
        reply = await fake.reply(typed)
        assert reply.ephemeral and reply.visible_to is mia and words in reply.content, reply.content
        assert not reply.attachments
    assert await moves_so_far(fake, mia, table_id) == before and len(panel.versions) == edits

    # A private panel opened now goes stale once the turn is played from the DM panel.
    opened = await fake.slash(mia, "canasta", "hand", options={"table": table_id})
    old = await fake.reply(opened)
    another = await fake.reply(await fake.slash(mia, "canasta", "hand", options={"table": table_id}))
    draw = turn_controls(old)["draw"]["custom_id"]
    type_it = turn_controls(another)["type"]["custom_id"]
    await play_whole_turn(fake, mia, panel)
    moves = await moves_so_far(fake, mia, table_id)
    stale = await fake.click(mia, old, draw)
    assert stale.callback_type == 6
    await fake.wait_for(lambda: "earlier turn" in old.content, 10)
    assert draw not in old.components_by_id()  # redrawn as things are now: not her turn
    assert await moves_so_far(fake, mia, table_id) == moves
    # "Type a move…" on a panel of her past turn opens no move box: it says whose turn it is now.
    typed = await fake.click(mia, another, type_it)
    assert typed.callback_type == 6  # a deferred update, not a modal (9)
    await fake.wait_for(lambda: "earlier turn" in another.content and "to move" in another.content, 10)
    assert type_it not in another.components_by_id()
