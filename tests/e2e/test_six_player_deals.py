"""Canastone for six end to end: five people and a computer player sit in two teams of three (one
person switching side in the lobby), each person gets their own hand in private, turns go round the
six seats so that the teams alternate, and they play a whole deal from the hand panels, openings
before drawing included, until it is scored."""

from __future__ import annotations

import pytest

from discord_ui.words import hand_in_words
from engine import Match, seat_view, variants
from tests.e2e.tables import (
    assert_no_hand_in_public,
    assert_png,
    assert_within_limits,
    cards_in,
    dm_panel,
    fill_and_start,
    open_table,
    play_deal,
    seats_text,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = "e2e-six-1"


async def test_five_people_and_a_computer_play_a_canastone_deal_in_two_teams_of_three(fake, bot):
    people = [fake.add_user(name) for name in ("uma", "vic", "wes", "xia", "yan")]
    owner, switcher, *others = people
    table_id, card, thread = await open_table(fake, owner, variant="canastone-6p", timer=0, seed=SEED)
    assert "Canastone for six" in card.text()
    await fake.click(switcher, card, f"canasta:t{table_id}:lobby:join")
    await fake.wait_for(lambda: "Seat 2: vic" in seats_text(card))
    await fake.click(switcher, card, f"canasta:t{table_id}:lobby:side")  # to Uma's team: seat 3
    await fake.wait_for(lambda: "Seat 3: vic" in seats_text(card))
    await fill_and_start(fake, owner, card, table_id, joiners=tuple(others), computers=("medium",))
    seat_of = {user: seat for user in people for seat in range(6)
               if f"Seat {seat + 1}: {user.name}" in seats_text(card)}
    assert sorted(seat_of.values()) == [0, 1, 2, 3, 4] and seat_of[switcher] == 2
    assert variants.get("canastone-6p").teams == ((0, 2, 4), (1, 3, 5))  # seats alternate between teams

    start = Match(variants.get("canastone-6p"), SEED).deal
    for user, seat in seat_of.items():  # each person's first DM is their own starting hand
        first = await fake.wait_for(lambda user=user: dm_panel(fake, user, table_id))
        assert cards_in(first) == hand_in_words(seat_view(start, seat).hand)

    movers, played = [], []

    async def open_before_drawing(user, panel, controls) -> bool:
        if not movers or movers[-1] != seat_of[user]:
            movers.append(seat_of[user])
        openings = [o["value"] for o in controls.get("meld", {}).get("options", [])
                    if o["value"].startswith("meld")] if "draw" in controls else []
        if not openings:
            return False
        await fake.select(user, panel, controls["meld"]["custom_id"], openings[:1])
        played.append(openings[0])
        return True

    scored = await play_deal(fake, people, table_id, thread, step=open_before_drawing, turns=3000)
    assert played, "nobody opened before drawing"
    # Turns go round the seats: after seat 4 the computer at seat 5 plays, then seat 0.
    assert len(movers) > 12 and all(b == (a + 1) % 5 for a, b in zip(movers, movers[1:], strict=False))
    assert scored.attachments[0].filename == f"scores-{table_id}-1.png"
    assert_png(scored.attachments[0].data)
    assert assert_no_hand_in_public(fake) >= 2
    assert assert_within_limits(fake) > 50
