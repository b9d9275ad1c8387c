"""Play through the service: who may act, illegal moves, logging, events, deals, the match end."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.service import DealScored, MatchOver, ServiceError, TableChanged, YourTurn

from .conftest import ANN, BOB, EVE, my_turn, started_table


async def test_only_the_seated_player_to_move_may_act(service):
    info = await started_table(service, people=(ANN, BOB), timer_s=0)
    await my_turn(service, info.id, BOB)  # the dealer is seat 0, so seat 1 plays first
    before = await service.action_log(info.id)
    with pytest.raises(ServiceError, match="not seated"):
        await service.act(info.id, EVE, "draw")
    with pytest.raises(ServiceError, match="not your turn: user102 is to move"):
        await service.act(info.id, ANN, "draw")
    assert await service.action_log(info.id) == before


async def test_an_illegal_move_gets_the_engines_reason_and_changes_nothing(service):
    info = await started_table(service, timer_s=0)
    await my_turn(service, info.id, ANN)
    view = await service.seat_view_for(info.id, ANN)
    log = await service.action_log(info.id)
    for text in ("discard 9", "dance", "meld 3 3 3"):
        with pytest.raises(ServiceError) as refused:
            await service.act(info.id, ANN, text)
        assert str(refused.value)
    assert await service.seat_view_for(info.id, ANN) == view
    assert await service.action_log(info.id) == log


async def test_a_move_is_logged_and_announced(service, recorder):
    info = await started_table(service, timer_s=0)
    legal = await my_turn(service, info.id, ANN)
    result = await service.act(info.id, ANN, legal[0])
    assert (result.seat, result.action, result.deal_result, result.match_over) == (0, legal[0], None, False)
    last = (await service.action_log(info.id))[-1]
    assert (last.seat, last.action, last.actor_id, last.computer_level) == (0, legal[0], ANN, None)
    await service.drain_events()
    assert TableChanged(info.id, "action", seat=0, user_id=ANN, action=legal[0]) in recorder.events
    assert YourTurn(info.id, ANN, 0, 0) in recorder.events


async def test_a_match_is_played_through_deals_to_its_end(service, recorder):
    info = await started_table(service, target=100, timer_s=0)
    rng = random.Random(5)
    while (await service.get_table(info.id)).status == "playing":
        legal = await service.legal_actions_for(info.id, ANN)
        if legal:
            await service.act(info.id, ANN, rng.choice(legal))
        else:
            await asyncio.sleep(0.002)
    await service.drain_events()
    final = await service.get_table(info.id)
    assert final.status == "finished" and final.end_reason == "target"
    assert max(final.scores) >= 100 and final.winner_team == final.scores.index(max(final.scores))
    scored = recorder.of(DealScored)
    sheet = await service.scores(info.id)
    assert [e.result.team_points for e in scored] == [s.team_points for s in sheet]
    assert sheet[-1].team_totals == final.scores
    (over,) = recorder.of(MatchOver)
    assert (over.winner_team, over.scores, over.reason) == (final.winner_team, final.scores, "target")
    assert info.id not in service.running_tables


async def test_views_show_the_players_hand_and_the_public_table(service):
    info = await started_table(service, timer_s=0)
    await my_turn(service, info.id, ANN)
    view = await service.seat_view_for(info.id, ANN)
    public = await service.public_view(info.id)
    assert view.seat == 0 and len(view.hand) == public.hand_sizes[0]
    assert not hasattr(public, "hand")
    with pytest.raises(ServiceError, match="not seated"):
        await service.seat_view_for(info.id, EVE)


async def test_a_hint_offers_a_legal_move_with_a_reason(service):
    info = await started_table(service, people=(ANN, BOB), timer_s=0)
    legal = await my_turn(service, info.id, BOB)
    hint = await service.hint(info.id, BOB)
    assert str(hint.action) in legal and hint.reason
    with pytest.raises(ServiceError, match="not your turn"):
        await service.hint(info.id, ANN)


async def test_hints_can_be_switched_off(service):
    info = await started_table(service, timer_s=0, options={"hints": False})
    await my_turn(service, info.id, ANN)
    with pytest.raises(ServiceError, match="hints are off"):
        await service.hint(info.id, ANN)


async def test_resigning_ends_the_match_for_the_other_side(service, recorder):
    info = await started_table(service, people=(ANN, BOB), timer_s=0)
    final = await service.resign(info.id, BOB)
    assert (final.status, final.winner_team, final.end_reason) == ("finished", 0, "resigned")
    with pytest.raises(ServiceError, match="not playing"):
        await service.act(info.id, ANN, "draw")
    await service.drain_events()
    assert [e.reason for e in recorder.of(MatchOver)] == ["resigned"]


async def test_a_finished_match_can_still_be_looked_at(service):
    info = await started_table(service, people=(ANN, BOB), timer_s=0)
    await my_turn(service, info.id, BOB)
    live_view = await service.seat_view_for(info.id, BOB)
    await service.resign(info.id, ANN)
    assert await service.seat_view_for(info.id, BOB) == live_view


async def test_computers_play_their_seats_until_a_person_is_to_move(service):
    info = await started_table(service, timer_s=0)
    await my_turn(service, info.id, ANN)
    log = await service.action_log(info.id)
    assert log and {a.seat for a in log} <= {1, 2, 3}
    assert all(a.computer_level == "easy" and a.actor_id is None for a in log)


async def test_a_first_meld_in_mexicana_is_announced_with_the_cards_it_brought_from_the_stock(
        service, recorder):
    info = await started_table(service, variant="mexicana", level="medium", timer_s=0)
    rng = random.Random(3)
    while not recorder.of(DealScored):
        legal = await service.legal_actions_for(info.id, ANN)
        if legal:
            melds = [a for a in legal if a.startswith(("meld", "take"))]
            await service.act(info.id, ANN, melds[0] if melds else rng.choice(legal))
        else:
            await asyncio.sleep(0.002)
        await service.drain_events()
    first_deal = recorder.events[:recorder.events.index(recorder.of(DealScored)[0])]  # computers play on
    actions = [e for e in first_deal if isinstance(e, TableChanged) and e.reason == "action"]
    brought = [e for e in actions if e.drawn]
    assert brought and all(e.action.startswith(("meld", "take")) and e.drawn >= 13 for e in brought)
    assert len(brought) <= 2  # one first meld a side
    assert all(not e.drawn for e in actions if e.action == "draw")
