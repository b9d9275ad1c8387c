"""A move is played on the live match in place; one the store refuses is taken back, leaving memory as
the store has it: a person's move, a computer's move that ends a deal, and every move of random play."""

from __future__ import annotations

import logging
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service import timers
from bot.service.live import LiveTable
from bot.storage import tables
from bot.storage.tables import TableRow
from engine import Match, dumps, variants
from engine import moves as engine_moves
from engine.match import replay
from tests.store import store_behind

from .conftest import ANN, GUILD, my_turn, started_table, wait_for
from .store_probes import write_elsewhere
from .test_storage import CONSTRAINT_BROKEN


def _state(match: Match) -> tuple:
    """What a restart rebuilds of a match: the deal in play, its number, the teams' totals."""
    return match.number, list(match.scores), match.winner, dumps(match.deal)


async def _as_stored(service, table_id: int) -> tuple:
    """The match as the store's action log replays it."""
    row = await tables.get(store_behind(service), table_id)
    texts = [logged.action for logged in await service.action_log(table_id)]
    return _state(replay(row.variant, row.seed, texts, row.target, row.engine_revision))


async def test_a_persons_move_the_store_refuses_leaves_the_match_as_it_was(service, db_location):
    info = await started_table(service, timer_s=0)
    legal = await my_turn(service, info.id, ANN)
    live = service._live[info.id]
    before, version, played = live.match.to_json(), live.version, list(live.played)
    # another writer took the log's next place: the move's insert breaks the log's key
    await write_elsewhere(db_location, "INSERT INTO actions (table_id, deal_number, seq, seat, action, "
                          "created_at) VALUES (?, 0, ?, 0, 'draw', 'then')", (info.id, version + 1))
    with pytest.raises(CONSTRAINT_BROKEN):
        await service.act(info.id, ANN, legal[0])
    assert live.match.to_json() == before and live.version == version and live.played == played
    assert await service.legal_actions_for(info.id, ANN) == legal
    await write_elsewhere(db_location, "DELETE FROM actions WHERE table_id = ? AND seq = ?",
                          (info.id, version + 1))
    await service.act(info.id, ANN, legal[0])  # the same move, stored this time
    assert live.version == version + 1 and live.played == [*played, legal[0]]
    assert _state(live.match) == await _as_stored(service, info.id)


async def test_a_deal_ending_move_the_store_refuses_leaves_the_deal_in_play(open_service, db_location,
                                                                             monkeypatch, caplog):
    monkeypatch.setattr(timers, "RETRY_AFTER_S", 0.01)  # the driver tries the computer's move again
    service = await open_service()
    info = await service.create_table(GUILD, 10, ANN, timer_s=0, sit=False, options={"seed": "test"})
    for _ in range(4):
        await service.add_computer(info.id, ANN, "easy")
    # deal 1 is already in the store: the move that ends deal 0 cannot start it
    await write_elsewhere(db_location, "INSERT INTO deals (table_id, number, seed, dealer, version, status, "
                          "started_at) VALUES (?, 1, 'taken', 1, 0, 'playing', 'then')", (info.id,))
    with caplog.at_level(logging.ERROR, logger="canasta.service"):
        await service.start_match(info.id, ANN)
        live = service._live[info.id]
        await wait_for(lambda: sum("table_driver_failed" in r.getMessage() for r in caplog.records) >= 3)
    async with live.lock:
        assert live.match.number == 0 and not live.match.results and live.match.scores == [0, 0]
        assert len(live.played) == live.version > 0
        assert _state(live.match) == await _as_stored(service, info.id)
    await write_elsewhere(db_location, "DELETE FROM deals WHERE table_id = ? AND number = 1", (info.id,))

    async def moved_on() -> bool:  # read with the lock: a move still being stored is not yet played
        async with live.lock:
            return live.match.number >= 1 and (live.version > 0 or live.status == "finished")

    await wait_for(moved_on)  # the computers play on (at full speed: maybe to the match's end)
    async with live.lock:
        assert live.match.results[0].number == 0  # deal 0 scored, once
        assert live.match.is_over or len(live.played) == live.version
        assert _state(live.match) == await _as_stored(service, info.id)


def _live(match: Match) -> LiveTable:
    row = TableRow(id=1, guild_id=1, channel_id=1, owner_id=1, variant=match.rules.key, target=match.target,
                   timer_s=0, on_timeout="computer", options={}, seed=str(match.seed), status="playing",
                   winner_team=None, end_reason=None, league_id=None, created_at="", started_at="",
                   finished_at=None, engine_revision=variants.REVISION)
    return LiveTable(row, [], {}, match, 0)


@pytest.mark.parametrize("key", ["classic", "mexicana", "italian"])
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_taking_back_any_move_of_a_match_restores_it_exactly(key, seed, choice_seed):
    rules = variants.get(key)
    match = Match(rules, seed, target=rules.target // 4)  # a few deals to the end
    live = _live(match)
    rng = random.Random(choice_seed)
    while not match.is_over:
        before = match.to_json(), list(live.played)
        choice = rng.choice(match.deal.legal_actions())
        move = live.play(choice)
        after = match.to_json(), list(live.played)
        live.take_back(move)
        assert (match.to_json(), live.played) == before, f"taking back {move.text!r} left a trace"
        move = live.play(str(choice))
        assert (match.to_json(), live.played) == after
        assert live.played == ([] if move.result else before[1] + [move.text])


def test_a_move_the_engine_fails_in_the_middle_of_is_undone(monkeypatch):
    match = Match(variants.get("classic"), "s")
    live = _live(match)
    live.play(match.deal.legal_actions()[0])
    before, played = match.to_json(), list(live.played)
    played_for_real = engine_moves.do
    failures = []

    def do_then_fail(deal, action):  # the move is made, then the engine trips over a bug of its own
        played_for_real(deal, action)
        if not failures:
            failures.append(action)
            raise RuntimeError("a bug after the move")

    monkeypatch.setattr(engine_moves, "do", do_then_fail)
    with pytest.raises(RuntimeError):
        live.play(match.deal.legal_actions()[-1])
    assert failures and match.to_json() == before and live.played == played
