"""Hand panels, lobby cards and table cards built from a real table service (no Discord needed):
only a seated user gets a panel, it shows their own cards, and every message fits Discord's limits."""

from __future__ import annotations

import discord
import pytest

from bot.core.errors import UserError
from cogs.play import matching_moves
from discord_ui.game_record import record_text
from discord_ui.hand_controls import panel_controls
from discord_ui.hand_panel import HandPanel, build_panel, panel_of
from discord_ui.lobby_card import lobby_card
from discord_ui.table_buttons import table_controls
from discord_ui.table_card import table_embed
from discord_ui.words import hand_in_words, timer_text
from engine.cards import make
from render.text import card_text

GUILD = 1
ANN, BOB, EVE = 101, 102, 103


async def two_people(service, variant="classic-2p"):
    info = await service.create_table(GUILD, 10, ANN, owner_name="Ann", variant=variant, timer_s=0,
                                      options={"seed": "panels"})
    await service.join(info.id, BOB, name="Bob")
    return await service.start_match(info.id, ANN)


def rows(view: discord.ui.View) -> list[dict]:
    return view.to_components()


async def test_only_a_seated_player_gets_a_panel_and_it_shows_their_own_hand(service):
    info = await two_people(service)
    with pytest.raises(UserError, match="not seated"):
        await build_panel(service, info.id, EVE)
    for user in (ANN, BOB):
        panel = await build_panel(service, info.id, user)
        own = await service.seat_view_for(info.id, user)
        assert panel.view.hand == own.hand and panel.seat == info.seat_of(user)
        assert any(hand_in_words(own.hand) == f["value"] for f in panel.embed().to_dict()["fields"])


async def test_the_player_to_move_gets_controls_keyed_to_the_turn_and_the_other_none(service):
    info = await two_people(service)
    mover = info.seats[info.to_move].user_id
    waiting = ANN if mover == BOB else BOB
    panel = await build_panel(service, info.id, mover)
    view = panel_controls(panel)
    ids = [item["custom_id"] for row in rows(view) for item in row["components"]]
    assert f"canasta:t{info.id}:k0.0:draw" in ids and f"canasta:t{info.id}:k0.0:type" in ids
    assert all(len(custom_id) <= 100 for custom_id in ids)
    assert panel_controls(await build_panel(service, info.id, waiting)) is None
    assert "**Your turn.** Draw" in panel.embed().description


async def test_after_drawing_the_panel_offers_melds_adds_and_discards_within_discord_limits(service):
    info = await two_people(service)
    mover = info.seats[info.to_move].user_id
    drawn = await service.act(info.id, mover, "draw")
    panel = await build_panel(service, info.id, mover)
    assert drawn.snapshot == await service.seat_snapshot(info.id, mover)  # the move returns the seat after it
    assert panel_of(drawn.snapshot, mover) == panel
    components = rows(panel_controls(panel))
    assert len(components) <= 5
    selects = [item for row in components for item in row["components"] if item["type"] == 3]
    assert selects and all(1 <= len(s["options"]) <= 25 and len(s["placeholder"]) <= 150 for s in selects)
    assert any(s["custom_id"].endswith(":pick:discard") for s in selects)
    before = panel.stamp
    assert (await build_panel(service, info.id, mover)).stamp == before
    focused = await build_panel(service, info.id, mover, {"meld": 13})
    assert rows(panel_controls(focused)) != components  # the kings' melds are offered...
    assert focused.stamp == before  # ...but the seat is the same moment: a redraw need not drop the focus
    discard = next(text for text in panel.legal if text.startswith("discard"))
    discarded = await service.act(info.id, mover, discard)
    assert discarded.snapshot.stamp > before and discarded.snapshot.legal == ()
    assert (await build_panel(service, info.id, mover)).stamp == discarded.snapshot.stamp


async def test_the_picture_of_a_panel_is_a_png_named_for_the_table(service):
    info = await two_people(service)
    panel: HandPanel = await build_panel(service, info.id, ANN)
    picture = await panel.file()
    assert picture.filename == f"hand-{info.id}.png" and picture.fp.read(8) == b"\x89PNG\r\n\x1a\n"


async def test_the_lobby_card_offers_what_applies_to_a_lobby_then_to_a_match(service):
    info = await service.create_table(GUILD, 10, ANN, owner_name="Ann", variant="classic-2p", timer_s=0)
    embed, view = lobby_card(info, thread_id=99)
    ids = [item["custom_id"] for row in rows(view) for item in row["components"]]
    lobby = ("join", "leave", "side", "start", "close", "add")
    assert ids == [f"canasta:t{info.id}:lobby:{what}" for what in lobby]
    start = rows(view)[0]["components"][3]
    assert start["disabled"]  # a seat is still empty
    await service.add_computer(info.id, ANN, "easy")
    info = await service.start_match(info.id, ANN)
    embed, view = lobby_card(info, thread_id=99)
    assert "<#99>" in embed.description
    ids = [item["custom_id"] for row in rows(view) for item in row["components"]]
    assert ids == [f"canasta:t{info.id}:watch"]


async def test_the_table_card_shows_no_hand_and_its_buttons_name_the_table(service):
    info = await two_people(service)
    view = await service.public_view(info.id)
    text = str(table_embed(info, view, "**Bob** played `draw`").to_dict())
    assert "Your cards" not in text and "Ann" in text and "Bob" in text
    ids = [item["custom_id"] for row in rows(table_controls(info)) for item in row["components"]]
    assert ids == [f"canasta:t{info.id}:hand", f"canasta:t{info.id}:record"]


def test_suggested_moves_match_what_is_typed_starting_words_first():
    legal = ["draw", "take K K", "discard 9", "discard K", "meld K K K", "add K 2"]
    assert matching_moves(legal, "disc") == ["discard 9", "discard K"]
    assert matching_moves(legal, "K K")[:2] == ["take K K", "meld K K K"]
    assert matching_moves(legal, "")[:2] == ["draw", "take K K"]
    assert matching_moves(legal, "MELD  q q q") == ["meld Q Q Q"]  # tidied into the notation
    assert matching_moves([], "draw") == []


def test_a_hand_in_words_groups_cards_by_rank_in_hand_order():
    hand = (make(15), make(2, 1), make(14, 0), make(14, 3), make(9, 2))
    assert hand_in_words(hand) == "JK · 2 · A A · 9"


async def test_a_mexicana_panel_says_that_a_first_meld_brings_thirteen_cards(service):
    info = await service.create_table(GUILD, 10, ANN, owner_name="Ann", variant="mexicana", timer_s=0,
                                      options={"seed": "panels"})
    await service.join(info.id, BOB, name="Bob")
    for _ in range(2):
        await service.add_computer(info.id, ANN, "easy")
    info = await service.start_match(info.id, ANN)
    panel = await build_panel(service, info.id, ANN)
    assert "Your side needs 50 to open (then 13 cards come from the stock)" in panel.embed().description
    classic = await service.create_table(GUILD, 11, EVE, owner_name="Eve", variant="classic-2p", timer_s=0)
    await service.join(classic.id, BOB, name="Bob")
    await service.start_match(classic.id, EVE)
    assert "to open (" not in (await build_panel(service, classic.id, EVE)).embed().description


async def test_a_panel_with_the_canastas_to_go_out_says_what_else_going_out_asks(service):
    from dataclasses import replace

    from engine import seat_view
    from tests.engine.positions import position

    info = await service.create_table(GUILD, 12, ANN, owner_name="Ann", variant="bolivia", timer_s=0)
    await service.join(info.id, BOB, name="Bob")
    for _ in range(2):
        await service.add_computer(info.id, ANN, "easy")
    info = await service.start_match(info.id, ANN)
    panel = await build_panel(service, info.id, ANN)
    kings, queens = "KC KD KH KS KC KD KH", "QC QD QH QS QC QD QH"
    short = position("bolivia", hands=["9C 9D 5S", None, None, None], melds=[{"K": kings, "Q": queens}, {}])
    description = replace(panel, view=seat_view(short, 0)).embed().description
    assert "canastas 2, an escalera needed to go out ·" in description
    ready = position("bolivia", hands=["9C 9D 5S", None, None, None],
                     melds=[{"K": kings, "seqS": "4S 5S 6S 7S 8S 9S 10S"}, {}])
    description = replace(panel, view=seat_view(ready, 0)).embed().description
    assert "canastas 2 of the 2 needed to go out ·" in description


async def test_a_panel_names_the_piles_top_card_with_its_suit_and_counts_the_pile(service):
    info = await two_people(service)
    panel = await build_panel(service, info.id, ANN)
    view = panel.view
    top = card_text(view.pile_top)
    cards = "1 card" if view.pile_size == 1 else f"{view.pile_size} cards"
    assert f"pile of {cards}, **{top}** on top" in panel.embed().description
    assert top[-1] in "♣♦♥♠" or top == "JK"


def test_a_turn_timer_is_said_in_whole_units_and_a_single_day_in_the_singular():
    from i18n import speaking

    assert [timer_text(s) for s in (0, 45, 120, 7200, 86400, 3 * 86400)] == [
        "no turn timer", "45 s per turn", "2 min per turn", "2 h per turn", "1 day per turn",
        "3 days per turn"]
    with speaking("es"):
        assert (timer_text(86400), timer_text(2 * 86400)) == ("1 día por turno", "2 días por turno")


async def test_the_game_record_counts_its_moves_in_words(service):
    info = await two_people(service)
    mover = ANN if info.seat_of(ANN) == info.to_move else BOB
    await service.act(info.id, mover, "draw")
    one = await record_text(service, await service.get_table(info.id))
    assert "**Deal 1, last move:**" in one and one.count(": `draw`") == 1
    await service.act(info.id, mover, (await service.legal_actions_for(info.id, mover))[-1])
    two = await record_text(service, await service.get_table(info.id))
    assert "**Deal 1, last 2 moves:**" in two


async def test_a_practice_table_says_so_and_the_record_tells_a_seed_only_once_the_match_is_over(service):
    practice = await two_people(service)  # given the seed "panels"
    assert "Practice deals" in table_embed(practice, await service.public_view(practice.id)).description
    drawn = await service.create_table(GUILD, 11, EVE, owner_name="Eve", variant="classic-2p", timer_s=0)
    await service.add_computer(drawn.id, EVE, "easy")
    drawn = await service.start_match(drawn.id, EVE)
    assert "Practice" not in table_embed(drawn, await service.public_view(drawn.id)).description
    assert "seed" not in await record_text(service, drawn)
    await service.resign(drawn.id, EVE)
    over = await service.get_table(drawn.id)
    assert over.seed is not None
    assert f"Dealt from the seed {over.seed}: `canasta play --seed`" in await record_text(service, over)


async def test_a_seats_snapshots_are_stamped_in_the_order_of_the_tables_changes(service):
    lobby = await service.create_table(GUILD, 11, EVE, owner_name="Eve")
    waiting = await service.seat_snapshot(lobby.id, EVE)
    assert waiting.seat == 0 and waiting.view is None and waiting.legal == ()
    with pytest.raises(UserError, match="has not started"):
        panel_of(waiting, EVE)
    info = await two_people(service)
    mover = info.seats[info.to_move].user_id
    other = BOB if mover == ANN else ANN
    first = await service.seat_snapshot(info.id, other)
    assert await service.seat_snapshot(info.id, other) == first  # nothing changed: the same moment
    assert (await service.seat_snapshot(info.id, EVE)).seat is None
    await service.act(info.id, mover, "draw")
    moved = await service.seat_snapshot(info.id, other)
    assert moved.stamp > first.stamp and moved.view != first.view and moved.legal == ()
    await service.resign(info.id, mover)
    over = await service.seat_snapshot(info.id, other)
    assert over.stamp > moved.stamp and over.info.status == "finished" and over.legal == ()
    assert over.view is not None and over.view.hand == moved.view.hand  # the last deal, replayed
    assert await service.seat_snapshot(info.id, other) == over
