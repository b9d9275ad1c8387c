"""British Canasta end to end: two people and two computer players through the fake Discord. In the
first deal Ria asks her computer partner "Acaba?" with ``/play`` and hears no, and Sam opens the
Acaba confirmation and cancels it; the deal is then played to its end. In the second Sam asks his
partner, who agrees, and the deal ends with his Acaba; in the third he declares it himself."""

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
    take_turn_step,
    turn_controls,
    wait_moved_on,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


def confirming(fake, user, table_id) -> bool:
    panel = dm_panel(fake, user, table_id)
    return "Declare Acaba?" in panel.embeds[0]["description"] and set(turn_controls(panel)) == {
        "acaba-sure", "acaba-cancel"}


def offering_draw(fake, user, table_id) -> bool:
    return "draw" in turn_controls(dm_panel(fake, user, table_id))


async def click_and_wait(fake, user, table_id, what: str, shown) -> None:
    """Click the panel's ``what`` control and wait until ``shown(fake, user, table_id)``."""
    panel = dm_panel(fake, user, table_id)
    await fake.click(user, panel, turn_controls(panel)[what]["custom_id"])
    await fake.wait_for(lambda: shown(fake, user, table_id))


async def test_acaba_asked_refused_cancelled_agreed_and_declared(fake, bot):
    sam, ria = fake.add_user("sam-british"), fake.add_user("ria-british")
    table_id, card, thread = await open_table(fake, sam, variant="british", timer=0, seed="e2e-british-0",
                                              target=20000)
    assert "British Canasta" in card.text()
    # Seats: Sam 1 and the easy computer 3 against Ria 2 and the medium computer 4.
    await fill_and_start(fake, sam, card, table_id, joiners=(ria,), computers=("easy", "medium"))

    # Deal 1: Ria moves first. She types her question; the medium partner sees no lost deal.
    assert await next_mover(fake, (sam, ria), table_id, thread) is ria
    choices = await fake.autocomplete(ria, "play", focused="move", options={"move": "aca"})
    assert {"acaba", "ask acaba"} <= {c["value"] for c in choices}
    reply = await fake.reply(await fake.slash(ria, "play", options={"move": "ask acaba"}))
    assert reply.content == "You played **ask acaba**."
    # After the no her panel offers the draw again, and no longer Acaba.
    await fake.wait_for(lambda: {"draw"} <= set(turn_controls(dm_panel(fake, ria, table_id)))
                        and not {"acaba", "ask-acaba"} & set(turn_controls(dm_panel(fake, ria, table_id))))
    refused = await fake.reply(await fake.slash(ria, "play", options={"move": "acaba"}))
    assert refused.content.startswith("Partner said no to Acaba: play this turn out")

    cancelled = False
    for _ in range(1500):
        user = await next_mover(fake, (sam, ria), table_id, thread)
        if user is None:
            break
        panel = dm_panel(fake, user, table_id)
        if user is sam and not cancelled and "acaba" in turn_controls(panel):
            await click_and_wait(fake, sam, table_id, "acaba", confirming)
            await click_and_wait(fake, sam, table_id, "acaba-cancel", offering_draw)
            cancelled = True
            continue
        edits = len(panel.versions)
        assert await take_turn_step(fake, user, panel)
        await wait_moved_on(fake, user, table_id, thread, panel, edits)
    first = deal_over(fake, thread)
    assert cancelled and first is not None and "declared Acaba" not in first.content

    # Deal 2: Sam asks; his easy partner agrees, and the deal ends with Sam's Acaba.
    assert await next_mover(fake, (sam, ria), table_id, thread, deal=2) is sam
    panel = dm_panel(fake, sam, table_id)
    assert turn_controls(panel)["ask-acaba"]["label"] == "Ask partner: Acaba?"
    await fake.click(sam, panel, turn_controls(panel)["ask-acaba"]["custom_id"])
    second = await fake.wait_for(lambda: deal_over(fake, thread, 2), timeout=10)
    assert "**sam-british** declared Acaba" in second.content
    assert "+1,500" in second.content
    assert_png(second.attachments[0].data)

    # Deal 3: Sam declares it himself, through the confirmation.
    assert await next_mover(fake, (sam, ria), table_id, thread, deal=3) is sam
    await click_and_wait(fake, sam, table_id, "acaba", confirming)
    panel = dm_panel(fake, sam, table_id)
    await fake.click(sam, panel, turn_controls(panel)["acaba-sure"]["custom_id"])
    third = await fake.wait_for(lambda: deal_over(fake, thread, 3), timeout=10)
    assert "**sam-british** declared Acaba" in third.content
    assert assert_no_hand_in_public(fake) >= 2
    assert assert_within_limits(fake) > 50
