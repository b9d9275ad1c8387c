"""The moves a person is offered: listed in a thread, off the event loop, and once a position."""

from __future__ import annotations

import asyncio
import threading

import pytest

from engine import legal

from .conftest import ANN, BOB, CAT, DAN, started_table

PEOPLE = (ANN, BOB, CAT, DAN)  # no computer lists moves beside the people's


@pytest.fixture
def listings(monkeypatch):
    """The thread of every listing the engine makes (the engine's own listing, called through)."""
    made: list[threading.Thread] = []
    real = legal.legal_actions

    def counted(deal):
        made.append(threading.current_thread())
        return real(deal)

    monkeypatch.setattr(legal, "legal_actions", counted)
    return made


async def test_a_persons_moves_are_listed_in_a_thread_not_on_the_event_loop(service, listings):
    info = await started_table(service, people=PEOPLE, timer_s=0)
    offered = await service.legal_actions_for(info.id, BOB)  # the dealer is seat 0: seat 1 plays first
    assert "draw" in offered
    assert listings and threading.main_thread() not in listings


async def test_callers_at_one_position_share_one_listing_and_a_move_lists_anew(service, listings):
    info = await started_table(service, people=PEOPLE, timer_s=0)
    together = await asyncio.gather(*(service.legal_actions_for(info.id, BOB) for _ in range(3)))
    assert together[0] == together[1] == together[2] and len(listings) == 1
    together[0].clear()  # each caller gets a list of its own
    assert await service.legal_actions_for(info.id, BOB) == together[1] and len(listings) == 1
    assert await service.legal_actions_for(info.id, ANN) == [] and len(listings) == 1

    after = len(listings)
    result = await service.act(info.id, BOB, "draw")  # the seat after the move, its moves listed...
    drawn = await service.legal_actions_for(info.id, BOB)  # ...once, for every caller at that position
    assert len(listings) == after + 1 and list(result.snapshot.legal) == drawn
    assert "draw" not in drawn and any(move.startswith("discard") for move in drawn)
