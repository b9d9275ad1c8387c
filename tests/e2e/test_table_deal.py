"""A full Classic deal end to end: two people and two computer players, the people playing from the
hand panels in their DMs (buttons and selects) and with ``/play``, until the deal is scored."""

from __future__ import annotations

import pytest

from cogs.words import hand_in_words
from engine import Match, seat_view, variants
from tests.e2e.tables import (
    assert_no_hand_in_public,
    assert_png,
    assert_within_limits,
    cards_in,
    deal_over,
    dm_panel,
    fill_and_start,
    open_table,
    table_card,
    take_turn_step,
    turn_controls,
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
        await fake.wait_for(lambda: deal_over(fake, thread) or any(
            turn_controls(dm_panel(fake, user, table_id)) for user in (ann, ben)), timeout=10)
        if deal_over(fake, thread):
            break
        user = next(user for user in (ann, ben) if turn_controls(dm_panel(fake, user, table_id)))
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
        def moved_on(panel=panel, edits=edits, user=user):
            return (len(panel.versions) > edits or deal_over(fake, thread)
                    or dm_panel(fake, user, table_id) is not panel)

        await fake.wait_for(moved_on, timeout=10)
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
