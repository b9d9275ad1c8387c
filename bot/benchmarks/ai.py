"""Computer players' speed: decision times per level in real deals (hard's in every playable variant, or the
one asked for), and look-ahead playouts per second."""

from __future__ import annotations

import random
import time

from engine import Deal, seat_view, variants
from engine.ai import make_player
from engine.ai.determinize import sample_deal
from engine.ai.playout import play_turn_part

from .figures import largest, percentile


def _decision_times(key: str, levels: tuple[str, ...], deals: int, timed: str, limit: int) -> list[float]:
    """Milliseconds per decision of the ``timed`` level in deals of variant ``key`` seated as ``levels``."""
    rules = variants.get(key)
    times: list[float] = []
    for seed in range(deals):
        deal = Deal.new(rules, seed=1000 + seed)
        players = [make_player(level, seed=seat) for seat, level in enumerate(levels)]
        while not deal.is_over and len(times) < limit:
            seat = deal.turn
            view, legal = seat_view(deal, seat), deal.legal_actions()
            started = time.perf_counter()
            decision = players[seat].decide(view, legal)
            if levels[seat] == timed:
                times.append((time.perf_counter() - started) * 1000.0)
            deal.apply(decision.action)
    return times


def _playouts_per_s(count: int) -> float:
    rules = variants.get("classic")
    rng = random.Random(3)
    views = [seat_view(d, d.turn) for d in (Deal.new(rules, seed=s) for s in range(20))]
    started = time.perf_counter()
    for index in range(count):
        deal = sample_deal(views[index % len(views)], rng)
        while not deal.is_over and play_turn_part(deal):
            pass
    return count / (time.perf_counter() - started)


def _hard_in(key: str, quick: bool) -> dict:
    """Hard's decision times in variant ``key`` (the longest too: a rare position may take far longer than
    the budget), hard in every other seat and medium in the rest."""
    players = variants.get(key).players
    levels = tuple("hard" if seat % 2 == 0 else "medium" for seat in range(players))
    times = _decision_times(key, levels, 1 if quick else 3, "hard", 10 if quick else 60)
    return {f"ai_hard_{key}_decision_ms_p50": percentile(times, 0.5),
            f"ai_hard_{key}_decision_ms_p95": percentile(times, 0.95),
            f"ai_hard_{key}_decision_ms_max": largest(times),
            f"ai_hard_{key}_decisions": len(times)}


def measure(quick: bool = False, variant: str | None = None) -> dict:
    """Medium's and hard's decision times in Classic, hard's in each playable variant (or ``variant``
    alone), and the look-ahead's playouts per second."""
    medium = _decision_times("classic", ("medium",) * 4, 3 if quick else 20, "medium", 10**9)
    hard = _decision_times("classic", ("hard", "medium", "hard", "medium"), 1 if quick else 4, "hard",
                           20 if quick else 120)
    figures = {
        "ai_medium_decision_ms_p50": percentile(medium, 0.5),
        "ai_medium_decision_ms_p95": percentile(medium, 0.95),
        "ai_medium_decisions": len(medium),
        "ai_hard_decision_ms_p50": percentile(hard, 0.5),
        "ai_hard_decision_ms_p95": percentile(hard, 0.95),
        "ai_hard_decisions": len(hard),
        "ai_playouts_per_s": round(_playouts_per_s(100 if quick else 1000)),
    }
    for key in [variant] if variant else variants.playable():
        figures.update(_hard_in(key, quick))
    return figures
