"""hard's look-ahead and when it stops: at the budget (the thinking thread's CPU time, or the wall clock's
cap), a playout still running then dropped with its whole sample (so every candidate is compared on the
same guessed deals), or early on a clear answer, but not before an alternative clearly ahead has the
samples to overrule the guide."""

from __future__ import annotations

import itertools

import pytest

from engine import Deal, seat_view, variants
from engine.actions import Discard, Draw
from engine.ai import budget, search
from engine.ai.heuristic import HeuristicPlayer
from engine.ai.knowledge import Knowledge

from .clock import TickingClock


def a_discard_decision():
    deal = Deal.new(variants.get("classic"), seed=11)
    deal.apply(Draw())
    view = seat_view(deal, deal.turn)
    discards = [a for a in deal.legal_actions() if isinstance(a, Discard)]
    return view, discards[:3]


def look_ahead(monkeypatch, budget_ms: float, load: float = 1.0) -> list[list[float]]:
    monkeypatch.setattr(budget, "time", TickingClock(load=load))  # a tenth of a CPU millisecond a reading
    view, candidates = a_discard_decision()
    player = search.SearchPlayer(seed=3, time_budget_ms=budget_ms)
    return player._look_ahead(view, Knowledge(view), candidates, budget.Budget(player.budget), False)


def test_a_playout_past_its_deadline_is_dropped_and_one_within_it_is_valued():
    deal = Deal.new(variants.get("classic"), seed=5)
    medium = HeuristicPlayer("medium", 1)
    late = deal.clone()
    assert search._play_out(late, 0, medium, budget.Budget(0.0)) is None
    assert late.turns == deal.turns  # not a move was played
    played = deal.clone()
    value = search._play_out(played, 0, medium, budget.Budget(float("inf")))
    assert isinstance(value, float | int)
    assert played.turns > deal.turns  # played forward, and valued as it then stands
    assert value == search.deal_margin(played, 0, hands_in_full=played.is_over)


def test_thinking_stops_at_the_budget_with_complete_samples_only(monkeypatch):
    short = look_ahead(monkeypatch, budget_ms=40)
    longer = look_ahead(monkeypatch, budget_ms=400)
    assert len({len(values) for values in short}) == 1  # every candidate on the same deals
    assert len({len(values) for values in longer}) == 1
    assert 0 < len(short[0]) < len(longer[0])


def test_a_busy_host_makes_thinking_wait_rather_than_thin():
    # By the wall clock, a host busy with other work cut the samples a decision got (9 at load 5.5
    # against 44 idle); counted in the thread's CPU time they are the same, up to the wall clock's cap.
    # (The CPU time is read between samples: one may run a little past the budget, not past the cap.)
    with pytest.MonkeyPatch.context() as patch:
        idle = look_ahead(patch, budget_ms=400)
    with pytest.MonkeyPatch.context() as patch:
        busy = look_ahead(patch, budget_ms=400, load=budget.WALL_CAP_FACTOR * 0.8)
    assert busy == idle and len(idle[0]) > 10


def test_the_wall_clock_still_caps_a_decision_on_a_host_too_busy():
    with pytest.MonkeyPatch.context() as patch:
        idle = look_ahead(patch, budget_ms=400)
    with pytest.MonkeyPatch.context() as patch:
        starved = look_ahead(patch, budget_ms=400, load=budget.WALL_CAP_FACTOR * 2)
    assert len({len(values) for values in starved}) == 1  # still complete samples only
    assert len(starved[0]) < len(idle[0])


def test_medium_plays_only_the_next_players_answer_to_a_discard(monkeypatch):
    # It played 4 turns after each candidate: 1.6 times the CPU of a whole playout for no stronger choice.
    view, candidates = a_discard_decision()
    player = search.SearchPlayer(seed=3, max_samples=6)
    guide = player._rollout_guide
    decide = guide.decide
    turns = []

    def recorded(seen, legal):
        turns.append(seen.turns)
        return decide(seen, legal)

    monkeypatch.setattr(guide, "decide", recorded)
    results = player._look_ahead(view, Knowledge(view), candidates, budget.Budget(float("inf")), False)
    assert len(results[0]) == 6
    assert set(turns) == {view.turns + 1}  # the discard ends the seat's turn: the next player's, by medium


def scripted_values(monkeypatch, ahead: int):
    """Playouts whose value is the candidate's place in the list, plus 100 for candidate ``ahead``, with a
    little spread (the search plays the candidates themselves no further)."""
    spread = itertools.cycle([0.0, 3.0, -2.0, 1.0])
    started = {}  # the candidate each trial deal was started with, by the deal's id

    def start(trial, action, seat):
        started[id(trial)] = action
        return True

    def play_out(trial, seat, guide, spent, guided_until):
        index = candidates.index(started.pop(id(trial)))
        return index + (100.0 if index == ahead else 0.0) + next(spread)

    monkeypatch.setattr(search, "_start", start)
    monkeypatch.setattr(search, "_play_out", play_out)
    view, candidates = a_discard_decision()
    return view, candidates


def test_a_clear_answer_for_the_guide_stops_thinking_early(monkeypatch):
    view, candidates = scripted_values(monkeypatch, ahead=0)
    player = search.SearchPlayer(seed=3, time_budget_ms=60_000)
    results = player._look_ahead(view, Knowledge(view), candidates, budget.Budget(player.budget), False)
    assert len(results[0]) == search.MIN_SAMPLES


def test_an_alternative_clearly_ahead_is_played_on_until_it_may_overrule_the_guide(monkeypatch):
    # Stopping as soon as the answer was clear left an alternative too few samples to overrule.
    view, candidates = scripted_values(monkeypatch, ahead=2)
    player = search.SearchPlayer(seed=3, time_budget_ms=60_000)
    results = player._look_ahead(view, Knowledge(view), candidates, budget.Budget(player.budget), False)
    assert len(results[0]) == search.MIN_SWITCH_SAMPLES
    choice, gain, samples = search._pick(candidates, results, candidates[0])
    assert choice == candidates[2] and gain > 90 and samples == search.MIN_SWITCH_SAMPLES
