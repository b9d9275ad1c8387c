"""A short match end to end against a computer player, with the hand shown privately in the channel
(``/canasta settings hand:private``) instead of in direct messages: the player opens it with the
**My hand** button under the table and plays from that private panel until the match is won."""

from __future__ import annotations

import pytest

from tests.discord_fake import Message
from tests.discord_fake.model import EPHEMERAL
from tests.e2e.tables import (
    assert_no_hand_in_public,
    assert_within_limits,
    deal_over,
    fill_and_start,
    open_table,
    table_card,
    take_turn_step,
    turn_controls,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

MATCH_OVER = "🏆 Match over"


async def test_a_short_match_against_a_computer_played_from_the_private_hand_panel(fake, bot):
    cleo = fake.add_user("cleo")
    settings = await fake.slash(cleo, "canasta", "settings", options={"hand": "private"})
    assert settings.original.ephemeral and "Here, privately" in settings.original.content

    table_id, card, thread = await open_table(fake, cleo, variant="classic-2p", target=100, timer=0,
                                              seed="e2e-match")
    await fill_and_start(fake, cleo, card, table_id, computers=("random",))

    def over() -> Message | None:
        return next((m for m in fake.messages_in(thread) if m.content.startswith(MATCH_OVER)), None)

    panels = 0
    for _ in range(600):
        if over():
            break
        current = await fake.wait_for(lambda: table_card(fake, thread, table_id), timeout=5)
        if f"canasta:t{table_id}:hand" not in current.components_by_id():
            await fake.wait_for(over, timeout=10)
            break
        opened = await fake.click(cleo, current, f"canasta:t{table_id}:hand")
        panel = await fake.reply(opened)
        assert panel.flags & EPHEMERAL and panel.visible_to is cleo and panel.attachments
        panels += 1
        while turn_controls(panel):  # play the whole turn on this private panel
            edits = len(panel.versions)
            assert await take_turn_step(fake, cleo, panel)
            await fake.wait_for(lambda panel=panel, edits=edits: len(panel.versions) > edits, timeout=10)
        # the computer's turn: the picture is posted again for Cleo's next turn or a new deal
        await fake.wait_for(lambda current=current: over() or table_card(fake, thread, table_id)
                            is not current, timeout=10)
    result = over()
    assert result is not None, "the match did not end"
    assert panels > 3
    assert deal_over(fake, thread, 1) is not None
    assert "won with" in result.content

    # Nothing was sent to Cleo's DMs; the lobby card shows the result; the last picture has no My hand.
    assert fake.dms_of(cleo) == []
    await fake.wait_for(lambda: "**Finished**" in card.text(), timeout=5)
    final = await fake.wait_for(lambda: (table_card(fake, thread, table_id) or None) and (
        f"canasta:t{table_id}:hand" not in table_card(fake, thread, table_id).components_by_id()) and
        table_card(fake, thread, table_id), timeout=5)
    assert "The match is over." in final.text()
    assert_no_hand_in_public(fake)
    assert_within_limits(fake)


async def test_the_turn_ping_mentions_only_the_player_to_move(fake, bot):
    dora = fake.add_user("dora")
    table_id, card, thread = await open_table(fake, dora, variant="classic-2p", timer=0, seed="e2e-ping")
    await fill_and_start(fake, dora, card, table_id, computers=("random",))
    ping = f"<@{dora.id}>, your turn."
    pinged = await fake.wait_for(lambda: next((m for m in fake.messages_in(thread) if m.content == ping),
                                              None), timeout=10)
    assert pinged.attachments and pinged.attachments[0].filename == f"table-{table_id}.png"
    [request] = [r for r in fake.requests_to("POST", "/channels/{channel_id}/messages")
                 if (r.body or {}).get("content") == pinged.content]
    mentions = request.body["allowed_mentions"]
    assert mentions["parse"] == [] and [int(user) for user in mentions["users"]] == [dora.id]
