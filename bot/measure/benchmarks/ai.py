"""Computer players' speed: decision times per level in real deals (hard's in every playable variant, or the
one asked for), and look-ahead playouts per second; with ``busy``, hard's decisions while a table service
plays 200 computer tables on the same cores (``canasta bench ai --busy``): the guessed deals each looks
ahead over, how often it overrules its guide, and its wall times."""

from __future__ import annotations

import os
import random
import time

from engine import Deal, seat_view, variants
from engine.ai import make_player
from engine.ai.determinize import sample_deal
from engine.ai.playout import play_turn_part

from .background import BusyTables
from .figures import largest, median, percentile

BUSY_TABLES = 200  # computer tables the service plays meanwhile, with --busy
BUSY_DECISIONS = 120  # hard's decisions timed under that load


def _decision_times(key: str, levels: tuple[str, ...], deals: int, timed: str, limit: int,
                    looked: list[tuple[int, float]] | None = None) -> list[float]:
    """Milliseconds per decision of the ``timed`` level in deals of variant ``key`` seated as ``levels``;
    into ``looked``, for each of its decisions that looked ahead, the guessed deals and the CPU seconds."""
    rules = variants.get(key)
    times: list[float] = []
    for seed in range(deals):
        deal = Deal.new(rules, seed=1000 + seed)
        players = [make_player(level, seed=seat) for seat, level in enumerate(levels)]
        while not deal.is_over and len(times) < limit:
            seat = deal.turn
            view, legal = seat_view(deal, seat), deal.legal_actions()
            started, cpu = time.perf_counter(), time.thread_time()
            decision = players[seat].decide(view, legal)
            if levels[seat] == timed:
                times.append((time.perf_counter() - started) * 1000.0)
                if looked is not None and getattr(players[seat], "last_samples", 0):
                    looked.append((players[seat].last_samples, time.thread_time() - cpu))
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
    looked: list[tuple[int, float]] = []
    times = _decision_times(key, levels, 1 if quick else 3, "hard", 10 if quick else 60, looked)
    cpu_s = sum(cpu for _, cpu in looked)
    rate = round(sum(samples for samples, _ in looked) / cpu_s, 1) if cpu_s else None
    return {f"ai_hard_{key}_samples_p50": median([float(samples) for samples, _ in looked]),
            # guessed deals per CPU second of the decisions that looked ahead (their guide's choice included)
            f"ai_hard_{key}_samples_per_cpu_s": rate,
            f"ai_hard_{key}_decision_ms_p50": percentile(times, 0.5),
            f"ai_hard_{key}_decision_ms_p95": percentile(times, 0.95),
            f"ai_hard_{key}_decision_ms_max": largest(times),
            f"ai_hard_{key}_decisions": len(times)}


def _hard_looks(deals: int, limit: int) -> list[tuple[float, float, int, bool]]:
    """Hard's decisions at its default budget in Classic deals, hard against medium: for each decision
    where it looked ahead, its wall and CPU milliseconds, the guessed deals it looked ahead over and
    whether it overruled its guide."""
    rules = variants.get("classic")
    looks: list[tuple[float, float, int, bool]] = []
    for seed in range(deals):
        deal = Deal.new(rules, seed=2000 + seed)
        players = [make_player("hard" if seat % 2 == 0 else "medium", seed=seat) for seat in range(4)]
        while not deal.is_over and len(looks) < limit:
            player = players[deal.turn]
            view, legal = seat_view(deal, deal.turn), deal.legal_actions()
            wall, cpu = time.perf_counter(), time.thread_time()
            decision = player.decide(view, legal)
            wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
            if player.level == "hard" and player.last_samples:
                looks.append((wall * 1000.0, cpu * 1000.0, player.last_samples, decision.finding is not None))
            deal.apply(decision.action)
    return looks


def measure_busy(quick: bool = False) -> dict:
    """Hard's decisions in Classic while a service in another process plays ``BUSY_TABLES`` computer
    tables (20 with ``quick``) at the bot's pace on the same cores."""
    tables = 20 if quick else BUSY_TABLES
    with BusyTables(tables, computer_delay_s=1.0) as load:
        looks = _hard_looks(1 if quick else 20, 6 if quick else BUSY_DECISIONS)
        host_load = os.getloadavg()[0]
    walls = [look[0] for look in looks]
    overrules = sum(look[3] for look in looks)
    samples = [float(look[2]) for look in looks]
    return {
        "ai_busy_tables": tables,
        "ai_busy_service_moves_per_s": load.moves_per_s,
        "ai_busy_host_load": round(host_load, 2),  # the 1-minute load average at the end
        "ai_busy_hard_decisions": len(looks),  # those where it looked ahead
        "ai_busy_hard_samples_p50": median(samples),
        "ai_busy_hard_samples_p10": percentile(samples, 0.1),
        "ai_busy_hard_overrule_rate": round(overrules / len(looks), 3) if looks else None,
        "ai_busy_hard_decision_ms_p50": median(walls),
        "ai_busy_hard_decision_ms_p95": percentile(walls, 0.95),
        "ai_busy_hard_decision_ms_max": largest(walls),
        "ai_busy_hard_cpu_ms_p50": median([look[1] for look in looks]),
    }


def measure(quick: bool = False, variant: str | None = None, busy: bool = False) -> dict:
    """Medium's and hard's decision times in Classic, hard's in each playable variant (or ``variant``
    alone), and the look-ahead's playouts per second; with ``busy``, hard's figures under load alone."""
    if busy:
        return measure_busy(quick)
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
