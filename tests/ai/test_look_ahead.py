"""hard's look-ahead and the clock: thinking stops at the budget, and a playout still running then is
dropped with its whole sample, so every candidate is compared on the same guessed deals."""

from __future__ import annotations

import itertools

from engine import Deal, seat_view, variants
from engine.actions import Discard, Draw
from engine.ai import search
from engine.ai.heuristic import HeuristicPlayer
from engine.ai.knowledge import Knowledge


class TickingClock:
    """A clock that moves on by ``tick`` seconds each time it is read, whatever the machine's speed."""

    def __init__(self, tick: float):
        self._ticks = itertools.count()
        self.tick = tick

    def perf_counter(self) -> float:
        return next(self._ticks) * self.tick


def a_discard_decision():
    deal = Deal.new(variants.get("classic"), seed=11)
    deal.apply(Draw())
    view = seat_view(deal, deal.turn)
    discards = [a for a in deal.legal_actions() if isinstance(a, Discard)]
    return view, discards[:3]


def look_ahead(monkeypatch, budget_ms: float) -> list[list[float]]:
    monkeypatch.setattr(search, "time", TickingClock(0.0001))  # a tenth of a millisecond a reading
    view, candidates = a_discard_decision()
    player = search.SearchPlayer(seed=3, time_budget_ms=budget_ms)
    return player._look_ahead(view, Knowledge(view), candidates, search.time.perf_counter(), False)


def test_a_playout_past_its_deadline_is_dropped_and_one_within_it_is_valued():
    deal = Deal.new(variants.get("classic"), seed=5)
    medium = HeuristicPlayer("medium", 1)
    late = deal.clone()
    assert search._play_out(late, 0, medium, deadline=float("-inf")) is None
    assert late.turns == deal.turns  # not a move was played
    played = deal.clone()
    value = search._play_out(played, 0, medium, deadline=float("inf"))
    assert isinstance(value, float | int)
    assert played.turns > deal.turns  # played forward, and valued as it then stands
    assert value == search.deal_margin(played, 0, hands_in_full=played.is_over)


def test_thinking_stops_at_the_budget_with_complete_samples_only(monkeypatch):
    short = look_ahead(monkeypatch, budget_ms=40)
    longer = look_ahead(monkeypatch, budget_ms=400)
    assert len({len(values) for values in short}) == 1  # every candidate on the same deals
    assert len({len(values) for values in longer}) == 1
    assert 0 < len(short[0]) < len(longer[0])
