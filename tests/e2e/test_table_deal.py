"""A full Classic deal end to end: two people and two computer players, the people playing from the
hand panels in their DMs (buttons and selects) and with ``/play``, until the deal is scored."""

from __future__ import annotations

import pytest

from discord_ui.words import hand_in_words
from engine import Match, seat_view, variants
from tests.e2e.tables import (
    assert_no_hand_in_public,
    assert_png,
    assert_within_limits,
    cards_in,
    deal_over,
    dm_panel,
    fill_and_start,
    hand_messages,
    next_mover,
    open_table,
    table_card,
    take_turn_step,
    turn_controls,
    wait_moved_on,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = "e2e-deal"


async def test_two_people_and_two_computers_play_a_classic_deal_to_its_score(fake, bot):
    ann, ben = fake.add_user("ann"), fake.add_user("ben")
    table_id, card, thread = await open_table(fake, ann, variant="classic", timer=0, seed=SEED)
    assert thread.is_thread and thread.parent_id == fake.channel.id
    await fill_and_start(fake, ann, card, table_id, joiners=(ben,), computers=("easy", "easy"))
    assert {ann.id, ben.id} <= thread.members  # players follow the thread

    # Each person's first DM is their own starting hand (seat 0: Ann, the owner; seat 1: Ben).
    start = Match(variants.get("classic"), SEED).deal
    for seat, user in enumerate((ann, ben)):
        first = await fake.wait_for(lambda user=user: dm_panel(fake, user, table_id))
        assert cards_in(first) == hand_in_words(seat_view(start, seat).hand)

    typed = 0
    for _ in range(400):
        user = await next_mover(fake, (ann, ben), table_id, thread)
        if user is None:
            break
        panel = dm_panel(fake, user, table_id)
        edits = len(panel.versions)
        controls = turn_controls(panel)
        if user is ann and "discard" in controls and "meld" not in controls and "add" not in controls:
            # Ann types her discards with /play, picking the first suggestion.
            choices = await fake.autocomplete(ann, "play", focused="move", options={"move": "disc"})
            assert choices and all(c["value"].startswith("discard") for c in choices)
            played = await fake.slash(ann, "play", options={"move": choices[0]["value"]})
            reply = await fake.reply(played)
            assert reply.ephemeral and reply.visible_to is ann
            assert reply.content == f"You played **{choices[0]['value']}**."
            typed += 1
        else:
            assert await take_turn_step(fake, user, panel)
        await wait_moved_on(fake, user, table_id, thread, panel, edits)
    scored = deal_over(fake, thread)
    assert scored is not None, "the deal did not end"
    assert typed > 0
    assert scored.attachments[0].filename == f"scores-{table_id}-1.png"
    assert_png(scored.attachments[0].data)

    # The next deal starts: a fresh table picture and a fresh DM for each person.
    await fake.wait_for(lambda: all(dm_panel(fake, user, table_id) is not None and
                                    "deal 2" in dm_panel(fake, user, table_id).embeds[0]["title"]
                                    for user in (ann, ben)), timeout=10)
    await fake.wait_for(lambda: table_card(fake, thread, table_id) and "deal 2" in
                        table_card(fake, thread, table_id).embeds[0]["title"], timeout=10)
    assert assert_no_hand_in_public(fake) >= 2
    assert assert_within_limits(fake) > 50


def status_line(panel) -> str:
    return panel.embeds[0]["description"].splitlines()[0]


async def test_the_click_that_ends_a_deal_closes_its_panel_and_the_next_deal_gets_one_new_panel(fake, bot):
    ida, jon = fake.add_user("ida"), fake.add_user("jon")
    table_id, card, thread = await open_table(fake, ida, variant="classic-2p", timer=0, seed="e2e-deal-end")
    await fill_and_start(fake, ida, card, table_id, joiners=(jon,))
    clicked = None

    def deal_one_panel(user):
        panel = dm_panel(fake, user, table_id)
        return panel if panel is not None and "deal 1" in panel.embeds[0]["title"] else None

    def ended():
        return deal_over(fake, thread) or not all(deal_one_panel(user) for user in (ida, jon))

    await fake.wait_for(lambda: all(deal_one_panel(user) for user in (ida, jon)), 10)
    for _ in range(400):
        await fake.wait_for(lambda: ended() or any(turn_controls(deal_one_panel(u)) for u in (ida, jon)), 10)
        if ended():
            break
        user = next(user for user in (ida, jon) if turn_controls(deal_one_panel(user)))
        clicked = deal_one_panel(user)
        edits = len(clicked.versions)
        assert await take_turn_step(fake, user, clicked)
        await fake.wait_for(lambda panel=clicked, edits=edits: len(panel.versions) > edits or ended(), 10)
    await fake.wait_for(lambda: deal_over(fake, thread), 10)

    def deal_two_panels(user):
        return [m for m in hand_messages(fake, user, table_id) if "deal 2" in m.embeds[0]["title"]]

    await fake.wait_for(lambda: all(deal_two_panels(user) for user in (ida, jon)), timeout=10)
    # One more move in deal 2, so anything the deal's end still had to send has been sent.
    mover = await fake.wait_for(lambda: next(
        (u for u in (ida, jon) if turn_controls(dm_panel(fake, u, table_id))), None), timeout=10)
    panel = dm_panel(fake, mover, table_id)
    edits = len(panel.versions)
    assert await take_turn_step(fake, mover, panel)
    await fake.wait_for(lambda: len(panel.versions) > edits, timeout=10)

    # The clicked message still shows deal 1, closed: its status says so and it has no controls.
    await fake.wait_for(lambda: status_line(clicked).startswith("**Deal 1 is over.**"), timeout=10)
    assert "deal 1" in clicked.embeds[0]["title"] and not clicked.components
    assert clicked.content.startswith("You played **")
    for user in (ida, jon):
        assert len(deal_two_panels(user)) == 1
        [closed] = [m for m in hand_messages(fake, user, table_id) if "deal 1" in m.embeds[0]["title"]]
        await fake.wait_for(lambda closed=closed: status_line(closed).startswith("**Deal 1 is over.**"), 10)
        assert "Your turn" not in closed.embeds[0]["description"] and not closed.components


async def test_a_waiting_players_panel_follows_the_other_players_moves(fake, bot):
    kay, lev = fake.add_user("kay"), fake.add_user("lev")
    table_id, card, _ = await open_table(fake, kay, variant="classic-2p", timer=0, seed="e2e-waiting")
    await fill_and_start(fake, kay, card, table_id, joiners=(lev,))
    mover = await fake.wait_for(lambda: turn_controls(dm_panel(fake, lev, table_id)) and dm_panel(
        fake, lev, table_id), timeout=10)  # seat 1 plays first
    waiting = await fake.wait_for(lambda: dm_panel(fake, kay, table_id), timeout=10)
    assert status_line(waiting) == "**lev** to move: draw or take the pile."
    stock = int(waiting.embeds[0]["description"].rsplit("stock ", 1)[1])
    await fake.click(lev, mover, turn_controls(mover)["draw"]["custom_id"])
    await fake.wait_for(lambda: status_line(waiting) == "**lev** to move: meld, add and discard.", timeout=10)
    assert waiting.embeds[0]["description"].endswith(f"stock {stock - 2}")  # two-hand: draw two
    # lev ends the turn with a discard; lev's own panel now waits, and follows kay's draw.
    await fake.wait_for(lambda: "discard" in turn_controls(mover), timeout=10)  # redrawn after the draw
    discard = turn_controls(mover)["discard"]
    await fake.select(lev, mover, discard["custom_id"],
                      [next(o["value"] for o in discard["options"] if o["value"].startswith("discard "))])
    await fake.wait_for(lambda: status_line(mover) == "**kay** to move: draw or take the pile.", timeout=10)
    assert not turn_controls(mover) and mover.embeds[0]["description"].endswith(f"stock {stock - 2}")
    kays = await fake.wait_for(lambda: turn_controls(dm_panel(fake, kay, table_id)) and dm_panel(
        fake, kay, table_id), timeout=10)
    await fake.click(kay, kays, turn_controls(kays)["draw"]["custom_id"])
    await fake.wait_for(lambda: status_line(mover) == "**kay** to move: meld, add and discard.", timeout=10)
    assert mover.embeds[0]["description"].endswith(f"stock {stock - 4}")
