"""Whole deals of the variants with new kinds of meld end to end: two people and two computer players
at a Samba, a Chile (both kinds), a Bolivia, a Brazilian, a Uruguay, a Joker, a Mexicana, a Cuban, an
Italian and a Canastone table, the people playing from their hand panels (sequences, wild melds,
merges and openings before drawing included) and with ``/play``, until the deal is scored."""

from __future__ import annotations

import pytest

from tests.e2e.tables import (
    assert_no_hand_in_public,
    assert_png,
    assert_within_limits,
    fill_and_start,
    open_table,
    play_deal,
    turn_controls,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")



def options_of(panel, kind: str) -> list[str]:
    control = turn_controls(panel).get(kind)
    return [o["value"] for o in control["options"]] if control else []


@pytest.mark.parametrize("variant, name, seed, new_moves", [
    ("samba", "Samba", "e2e-samba-10", ("meld seq", "/play merge")),
    ("chile", "Chile", "e2e-chile-0", ("meld seq",)),
    ("chile-wild", "Chile with wild-card melds", "e2e-chile-wild-1", ("meld wild",)),
    ("bolivia", "Bolivia", "e2e-bolivia-0", ("meld seq", "meld wild")),
    ("brazilian", "Brazilian Canasta", "e2e-brazilian-0", ("meld seq",)),
    ("uruguay", "Uruguay", "e2e-uruguay-0", ("meld wild",)),
    ("joker", "Joker Canasta", "e2e-joker-0", ()),
    ("mexicana", "Mexicana", "e2e-mexicana-0", ()),
    ("cuban", "Cuban Canasta", "e2e-cuban-2", ("meld wild",)),
    ("italian", "Italian Canasta", "e2e-italian-2", ("meld wild",)),
    ("canastone", "Canastone", "e2e-canastone-2", ("meld wild", "before drawing")),
])
async def test_two_people_and_two_computers_play_a_deal_with_the_variants_new_moves(
        fake, bot, variant, name, seed, new_moves):
    sam, ria = fake.add_user(f"sam-{variant}"), fake.add_user(f"ria-{variant}")
    table_id, card, thread = await open_table(fake, sam, variant=variant, timer=0, seed=seed)
    assert name in card.text()
    await fill_and_start(fake, sam, card, table_id, joiners=(ria,), computers=("easy", "medium"))
    played: list[str] = []

    async def merge_or_meld_something_new(user, panel, controls) -> bool:
        merges = [m for m in options_of(panel, "merge") if m.startswith("merge")]
        if user is sam and merges:
            # Sam types his merges with /play, picking the suggestion for what he typed.
            choices = await fake.autocomplete(sam, "play", focused="move", options={"move": "merge"})
            assert merges[0] in [c["value"] for c in choices]
            reply = await fake.reply(await fake.slash(sam, "play", options={"move": merges[0]}))
            assert reply.content == f"You played **{merges[0]}**."
            played.append(f"/play {merges[0]}")
            return True
        if merges:
            await fake.select(user, panel, controls["merge"]["custom_id"], merges[:1])
            played.append(merges[0])
            return True
        offered = options_of(panel, "meld")
        new_melds = [m for m in offered if m.startswith(("meld seq", "meld wild"))]
        before_drawing = "draw" in controls  # an opening offered before the draw (Canastone)
        openings = [m for m in offered if m.startswith("meld")] if before_drawing else []
        if openings:
            assert "Open with a meld now, before you draw" in panel.text()
        if not (new_melds or openings):
            return False
        move = (new_melds or openings)[0]
        await fake.select(user, panel, controls["meld"]["custom_id"], [move])
        played.extend([move, f"before drawing: {move}"] if before_drawing else [move])
        return True

    scored = await play_deal(fake, (sam, ria), table_id, thread, step=merge_or_meld_something_new)
    for move in new_moves:
        assert any(m.startswith(move) for m in played), (move, played)
    assert scored.attachments[0].filename == f"scores-{table_id}-1.png"
    assert_png(scored.attachments[0].data)
    assert assert_no_hand_in_public(fake) >= 2
    assert assert_within_limits(fake) > 50
