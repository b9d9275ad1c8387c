"""A bot killed mid-deal (SIGKILL) and started again: the buttons posted before the crash still work,
the deal goes on where it was, and a lobby opened before the crash still takes players."""

from __future__ import annotations

import pytest

from tests.discord_fake import POLL
from tests.e2e.tables import (
    assert_no_hand_in_public,
    dm_panel,
    fill_and_start,
    open_table,
    seats_text,
    table_card,
    take_turn_step,
    turn_controls,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_after_a_crash_mid_deal_the_same_buttons_work_and_the_deal_goes_on(fake, bot):
    eve, fred = fake.add_user("eve"), fake.add_user("fred")
    table_id, card, thread = await open_table(fake, eve, variant="classic", timer=0, seed="e2e-restart")
    await fill_and_start(fake, eve, card, table_id, joiners=(fred,), computers=("easy", "easy"))
    players = (eve, fred)

    # Play until someone's turn begins with Draw; keep that panel.
    for _ in range(40):
        await fake.wait_for(lambda: any(turn_controls(dm_panel(fake, u, table_id)) for u in players), 10)
        user = next(u for u in players if turn_controls(dm_panel(fake, u, table_id)))
        panel = dm_panel(fake, user, table_id)
        if "draw" in turn_controls(panel) and panel.versions:
            break
        edits = len(panel.versions)
        await take_turn_step(fake, user, panel)
        await fake.wait_for(lambda panel=panel, edits=edits: len(panel.versions) > edits, 10)
    draw = turn_controls(panel)["draw"]["custom_id"]
    def announced():
        card = table_card(fake, thread, table_id)
        return card if card is not None and card.content == f"<@{user.id}>, your turn." else None

    picture = await fake.wait_for(announced, 5)
    lobby_id, lobby_card, _ = await open_table(fake, fake.add_user("gus"), variant="classic-2p", timer=0)

    bot.kill()
    await fake.wait_for(lambda: bot.exited and not fake.gateway.connected(0), timeout=10, poll=POLL)
    await bot.start()
    await bot.wait_event("tables_recovered", count=1)

    # The very Draw button from before the crash draws, and the same panel shows the play controls.
    before = len(panel.versions)
    clicked = await fake.click(user, panel, draw)
    assert clicked.callback_type == 6
    await fake.wait_for(lambda: len(panel.versions) > before and "discard" in turn_controls(panel), 10)
    record = await fake.slash(user, "canasta", "history", options={"table": table_id})
    assert record.original.content.splitlines()[-1].endswith(f"{user.name}: `draw`")

    # The table picture that announced the turn before the crash is edited, not announced again, and its
    # My hand button still answers.
    assert table_card(fake, thread, table_id) is picture and not picture.deleted
    mine = await fake.click(user, picture, f"canasta:t{table_id}:hand")
    assert (await fake.reply(mine)).visible_to is user

    # Finish the turn; the computers play on after the restart and a person is to move again.
    steps = 0
    while turn_controls(panel) and steps < 10:
        edits = len(panel.versions)
        await take_turn_step(fake, user, panel)
        await fake.wait_for(lambda edits=edits: len(panel.versions) > edits, 10)
        steps += 1
    assert not turn_controls(panel)
    await fake.wait_for(lambda: any(turn_controls(dm_panel(fake, u, table_id)) for u in players), 10)

    # The lobby opened before the crash takes a player with its old Join button.
    hal = fake.add_user("hal")
    await fake.click(hal, lobby_card, f"canasta:t{lobby_id}:lobby:join")
    await fake.wait_for(lambda: "hal" in seats_text(lobby_card), 5)
    assert_no_hand_in_public(fake)


async def test_closed_dms_are_announced_once_and_not_tried_again_after_a_restart(fake, bot):
    ivy = fake.add_user("ivy", dms_open=False)
    table_id, card, thread = await open_table(fake, ivy, variant="classic-2p", timer=0,
                                              seed="e2e-dms-restart")
    await fill_and_start(fake, ivy, card, table_id, computers=("random",))

    def notices():
        return [m for m in fake.messages_in(thread) if "cannot send you direct messages" in m.content]

    def refused_dms():
        return [r for r in fake.requests_to("POST", "/channels/{channel_id}/messages") if r.status == 403]

    await fake.wait_for(notices, 10)
    tried = len(refused_dms())
    bot.kill()
    await fake.wait_for(lambda: bot.exited and not fake.gateway.connected(0), timeout=10, poll=POLL)
    await bot.start()
    await bot.wait_event("tables_recovered")

    # Ivy plays a whole turn from My hand; the table then pings her for the next one.
    ping = f"<@{ivy.id}>, your turn."
    for _ in range(2):
        picture = await fake.wait_for(lambda: (table_card(fake, thread, table_id) or None) and table_card(
            fake, thread, table_id).content == ping and table_card(fake, thread, table_id), 10)
        panel = await fake.reply(await fake.click(ivy, picture, f"canasta:t{table_id}:hand"))
        while turn_controls(panel):
            edits = len(panel.versions)
            assert await take_turn_step(fake, ivy, panel)
            await fake.wait_for(lambda panel=panel, edits=edits: len(panel.versions) > edits, 10)
        await fake.wait_for(lambda picture=picture: table_card(fake, thread, table_id) is not picture, 10)
    assert len(notices()) == 1 and len(refused_dms()) == tried
