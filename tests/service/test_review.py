"""Reviewing a scored deal through the service: only a seated player, only a deal already scored, nothing
changed; every entry is one of that player's own moves."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.service import ServiceError

from .conftest import ANN, EVE, started_table


async def _play_first_deal(service, table_id: int) -> None:
    """Ann plays her seat (preferring melds, else at random) until deal 1 is scored."""
    rng = random.Random(3)
    while not await service.scores(table_id):
        legal = await service.legal_actions_for(table_id, ANN)
        if legal:
            melds = [move for move in legal if move.startswith(("meld", "add", "take"))]
            await service.act(table_id, ANN, rng.choice(melds or legal))
        else:
            await asyncio.sleep(0.002)


@pytest.fixture
async def reviewing(open_service):
    return await open_service(review_samples=4)


async def test_a_scored_deal_is_reviewed_for_the_seat_and_nothing_changes(reviewing):
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    with pytest.raises(ServiceError, match="no deal has been scored"):
        await reviewing.review(info.id, ANN)
    await _play_first_deal(reviewing, info.id)
    log = await reviewing.action_log(info.id)
    missed = await reviewing.review(info.id, ANN)
    assert await reviewing.action_log(info.id) == log
    assert missed, "moves chosen at random should leave something to review"
    first_deal = [entry for entry in log if entry.deal_number == 0]
    for entry in missed:
        logged = first_deal[entry.index - 1]
        assert (logged.seat, logged.actor_id, logged.action) == (0, ANN, str(entry.played))
    assert await reviewing.review(info.id, ANN, deal=1) == missed


async def test_a_review_is_refused_to_others_and_for_deals_not_scored(reviewing):
    info = await started_table(reviewing, variant="classic-2p", timer_s=0, target=100_000,
                               options={"seed": "review"})
    await _play_first_deal(reviewing, info.id)
    with pytest.raises(ServiceError, match="not seated"):
        await reviewing.review(info.id, EVE)
    with pytest.raises(ServiceError, match="deal 2 has not been scored at this table: deals 1 to 1"):
        await reviewing.review(info.id, ANN, deal=2)
    with pytest.raises(ServiceError, match="no table"):
        await reviewing.review(info.id + 100, ANN)
