"""Canasta Americana end to end: two people and two computer players through the fake Discord.
A whole deal played from the hand panels and with ``/play`` (each person asks partner at most once);
and deals whose first player holds a special hand once she has drawn (seeds found for it): Pairs,
called with ``/play`` from its suggestions, and a Straight and Pairs with Twos, called with the
panel's button, each ending the deal. And a league of Americana, whose table opened with
``league:`` plays Americana under it."""

from __future__ import annotations

import sqlite3

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
    seats_text,
    turn_controls,
    wait_moved_on,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

# Seeds whose first player (seat 1) holds a special hand once she has drawn.
PAIRS_SEED = "e2e-americana-29559"
STRAIGHT_SEED = "e2e-americana-4966"
TWOS_SEED = "e2e-americana-79221"


async def test_people_and_computers_play_a_whole_deal_asking_partner_at_most_once(fake, bot):
    sam, ria = fake.add_user("sam-americana"), fake.add_user("ria-americana")
    table_id, card, thread = await open_table(fake, sam, variant="americana", timer=0, seed="e2e-americana-0")
    assert "Canasta Americana" in card.text()
    await fill_and_start(fake, sam, card, table_id, joiners=(ria,), computers=("easy", "medium"))
    first = await fake.wait_for(lambda: dm_panel(fake, sam, table_id))
    assert "Your side needs 125 to open" in first.text() and "the discard pile is empty" in first.text()
    asked: set[str] = set()
    typed = 0

    async def ask_once_or_type_the_draw(user, panel, controls) -> bool:
        nonlocal typed
        assert not any(what.startswith("call-") for what in controls)  # no special hand in this deal
        if "ask" in controls:
            assert user.name not in asked, "asked partner twice in one deal"
            asked.add(user.name)
            await fake.click(user, panel, controls["ask"]["custom_id"])
            return True
        if user is sam and "draw" in controls:
            # Sam draws with /play, from its suggestions.
            choices = await fake.autocomplete(sam, "play", focused="move", options={"move": "dr"})
            assert choices[0]["value"] == "draw"
            reply = await fake.reply(await fake.slash(sam, "play", options={"move": "draw"}))
            assert reply.ephemeral and reply.content == "You played **draw**."
            typed += 1
            return True
        return False

    scored = await play_deal(fake, (sam, ria), table_id, thread, step=ask_once_or_type_the_draw)
    assert typed >= 1
    assert_png(scored.attachments[0].data)
    assert assert_no_hand_in_public(fake) >= 2
    assert assert_within_limits(fake) > 50


async def _first_player_has_drawn(fake, seed: str, names: tuple[str, str], *, typed: bool):
    """A table with ``seed`` whose first player (Ria, seat 1) has drawn, by ``/play`` or the panel's
    button; the users, the thread and her panel then."""
    sam, ria = fake.add_user(names[0]), fake.add_user(names[1])
    table_id, card, thread = await open_table(fake, sam, variant="americana", timer=0, seed=seed)
    await fill_and_start(fake, sam, card, table_id, joiners=(ria,), computers=("easy", "medium"))
    assert await next_mover(fake, (sam, ria), table_id, thread) is ria
    panel = dm_panel(fake, ria, table_id)
    assert not any(what.startswith("call-") for what in turn_controls(panel))  # called after drawing
    choices = await fake.autocomplete(ria, "play", focused="move", options={"move": "call"})
    assert not any(c["value"].startswith("call ") for c in choices[1:])  # none is legal yet
    edits = len(panel.versions)
    if typed:
        await fake.reply(await fake.slash(ria, "play", options={"move": "draw"}))
    else:
        await fake.click(ria, panel, turn_controls(panel)["draw"]["custom_id"])
    await wait_moved_on(fake, ria, table_id, thread, panel, edits)
    await fake.wait_for(lambda: "discard" in turn_controls(dm_panel(fake, ria, table_id)))
    return ria, thread, dm_panel(fake, ria, table_id)


async def test_pairs_are_suggested_after_the_draw_and_called_with_play(fake, bot):
    ria, thread, panel = await _first_player_has_drawn(fake, PAIRS_SEED, ("sam-pairs", "ria-pairs"),
                                                        typed=True)
    controls = turn_controls(panel)
    assert controls["call-pairs"]["label"] == "Call Pairs!" and "discard" in controls
    assert "You hold Pairs!" in panel.text() and "2500" in panel.text()
    choices = await fake.autocomplete(ria, "play", focused="move", options={"move": "call"})
    assert [c["value"] for c in choices][:1] == ["call pairs"]
    everything = await fake.autocomplete(ria, "play", focused="move", options={"move": ""})
    assert everything[0]["value"] == "call pairs"  # a special hand comes first
    unknown = await fake.reply(await fake.slash(ria, "play", options={"move": "jump"}))
    assert unknown.content.startswith("Unknown move 'jump': the moves in Canasta Americana are draw, take, "
                                      "meld, add, discard, ask, yes, no, call, pass")
    refused = await fake.reply(await fake.slash(ria, "play", options={"move": "call straight"}))
    assert refused.content.startswith("Your hand does not make Straight")
    reply = await fake.reply(await fake.slash(ria, "play", options={"move": "call pairs"}))
    assert reply.content == "You played **call pairs**."
    scored = await fake.wait_for(lambda: deal_over(fake, thread))
    assert "called Pairs" in scored.content
    assert_png(scored.attachments[0].data)
    assert assert_no_hand_in_public(fake) >= 2


@pytest.mark.parametrize(("seed", "name", "label", "held"), [
    (STRAIGHT_SEED, "straight", "Call Straight!", "You hold a Straight!"),
    (TWOS_SEED, "twos", "Call Pairs with Twos!", "You hold Pairs with Twos!"),
])
async def test_a_special_hand_is_offered_after_the_draw_and_called_from_the_panel(fake, bot, seed, name,
                                                                                   label, held):
    ria, thread, panel = await _first_player_has_drawn(fake, seed, (f"sam-{name}", f"ria-{name}"),
                                                        typed=False)
    controls = turn_controls(panel)
    assert controls[f"call-{name}"]["label"] == label and held in panel.text()
    choices = await fake.autocomplete(ria, "play", focused="move", options={"move": "call"})
    assert [c["value"] for c in choices][:1] == [f"call {name}"]
    await fake.click(ria, panel, controls[f"call-{name}"]["custom_id"])
    scored = await fake.wait_for(lambda: deal_over(fake, thread))
    assert f"called {label[5:-1]}" in scored.content  # "called Pairs with Twos"
    assert_png(scored.attachments[0].data)
    assert await fake.wait_for(lambda: "Deal 1 is over" in panel.text())  # the deal's panel is closed
    assert assert_no_hand_in_public(fake) >= 2


async def test_a_league_of_americana_opens_tables_that_play_it(fake, bot):
    channel = fake.add_text_channel(fake.guild, "americana-club")
    created = await fake.slash(fake.owner, "league", "create", channel=channel,
                               options={"name": "Americana Club", "variant": "americana"})
    assert created.original.content.startswith("League **Americana Club** is open")
    members = [fake.add_user(f"{name}-americana-club") for name in ("ann", "bob", "cat", "dan")]
    for user in members:
        joined = await fake.slash(user, "league", "join", channel=channel)
        assert joined.original.content.startswith("You are a member of **Americana Club**.")
    ann, *others = members
    table_id, card, thread = await open_table(fake, ann, league="Americana Club", timer=0)
    assert card.embeds[0]["title"] == f"Canasta Americana · table #{table_id}"
    assert "Target **8,500**" in card.embeds[0]["description"]
    for user in others:
        await fake.click(user, card, f"canasta:t{table_id}:lobby:join")
        await fake.wait_for(lambda user=user: user.name in seats_text(card))
    rated = "Rated for **Americana Club** (season 1, to 8,500). Rated matches play without hints."
    await fake.wait_for(lambda: card.embeds[0]["description"].splitlines()[-1] == rated)
    await fake.click(ann, card, f"canasta:t{table_id}:lobby:start")
    await fake.wait_for(lambda: "**Playing**" in card.text())
    with sqlite3.connect(bot.db_path) as conn:
        row = conn.execute("SELECT g.variant, g.target, l.name FROM game_tables g JOIN leagues l "
                           "ON l.id = g.league_id WHERE g.id = ?", (table_id,)).fetchone()
    assert row == ("americana", 8500, "Americana Club"), row
    # The first player plays the deal's first move with /play, in the table's thread.
    first = await next_mover(fake, members, table_id, thread)
    played = await fake.reply(await fake.slash(first, "play", channel=thread, options={"move": "draw"}))
    assert played.content == "You played **draw**."
