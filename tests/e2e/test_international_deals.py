"""International Canasta end to end: two people and two computer players through the fake Discord.
A whole deal in which the people take the three-card bonus from their panels after opening; and a
deal whose first player holds a Schneider once she has drawn (a seed found for it), offered as a
button and in ``/play``'s suggestions, which she calls to end the deal."""

from __future__ import annotations

import pytest

from tests.e2e.tables import (
    assert_no_hand_in_public,
    assert_png,
    assert_within_limits,
    deal_over,
    dm_panel,
    fill_and_start,
    next_mover,
    open_table,
    play_deal,
    turn_controls,
    wait_moved_on,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

SCHNEIDER_SEED = "e2e-international-14383"  # the first player's hand is seven pairs after her draw


async def test_people_take_the_bonus_after_opening_and_play_the_deal_out(fake, bot):
    sam, ria = fake.add_user("sam-international"), fake.add_user("ria-international")
    table_id, card, thread = await open_table(fake, sam, variant="international", timer=0,
                                              seed="e2e-international-0")
    assert "International Canasta (Scarne)" in card.text()
    await fill_and_start(fake, sam, card, table_id, joiners=(ria,), computers=("easy", "medium"))
    bonuses = 0

    async def take_the_bonus(user, panel, controls) -> bool:
        nonlocal bonuses
        if "bonus" not in controls:
            return False
        assert "take 3 cards from the stock as a bonus" in panel.text()
        await fake.click(user, panel, controls["bonus"]["custom_id"])
        bonuses += 1
        return True

    scored = await play_deal(fake, (sam, ria), table_id, thread, step=take_the_bonus)
    assert bonuses >= 1
    assert_png(scored.attachments[0].data)
    assert assert_no_hand_in_public(fake) >= 2
    assert assert_within_limits(fake) > 50


async def test_a_schneider_is_offered_after_the_draw_and_called_from_the_panel(fake, bot):
    sam, ria = fake.add_user("sam-schneider"), fake.add_user("ria-schneider")
    table_id, card, thread = await open_table(fake, sam, variant="international", timer=0,
                                              seed=SCHNEIDER_SEED)
    await fill_and_start(fake, sam, card, table_id, joiners=(ria,), computers=("easy", "medium"))
    assert await next_mover(fake, (sam, ria), table_id, thread) is ria
    panel = dm_panel(fake, ria, table_id)
    assert "call-schneider" not in turn_controls(panel)  # called after drawing
    edits = len(panel.versions)
    await fake.click(ria, panel, turn_controls(panel)["draw"]["custom_id"])
    await wait_moved_on(fake, ria, table_id, thread, panel, edits)
    panel = dm_panel(fake, ria, table_id)
    controls = turn_controls(panel)
    assert controls["call-schneider"]["label"] == "Call Schneider!" and "discard" in controls
    assert "You hold a Schneider!" in panel.text()
    choices = await fake.autocomplete(ria, "play", focused="move", options={"move": "call"})
    assert [c["value"] for c in choices][:1] == ["call schneider"]
    refused = await fake.reply(await fake.slash(ria, "play", options={"move": "call blitz"}))
    assert refused.content.startswith("You may call Blitz only at the start of your turn, before drawing")
    await fake.click(ria, panel, controls["call-schneider"]["custom_id"])
    scored = await fake.wait_for(lambda: deal_over(fake, thread))
    assert "called Schneider" in scored.content
    assert_png(scored.attachments[0].data)
    assert assert_no_hand_in_public(fake) >= 2
