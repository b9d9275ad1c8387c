"""Engine speed: random legal play through the public API, cloning, and legal-move generation."""

from __future__ import annotations

import random
import statistics
import time

from engine import Deal, variants


def _random_play(deals: int) -> tuple[int, float, list[Deal], list[float]]:
    rules = variants.get("classic")
    rng = random.Random(7)
    actions = 0
    legal_us: list[float] = []
    samples: list[Deal] = []
    started = time.perf_counter()
    for seed in range(deals):
        deal = Deal.new(rules, seed=seed)
        while not deal.is_over:
            t0 = time.perf_counter()
            moves = deal.legal_actions()
            legal_us.append((time.perf_counter() - t0) * 1e6)
            deal.apply(rng.choice(moves))
            actions += 1
            if actions % 97 == 0:
                samples.append(deal.clone())
    return actions, time.perf_counter() - started, samples, legal_us


def _clones_per_s(samples: list[Deal], rounds: int) -> float:
    started = time.perf_counter()
    for _ in range(rounds):
        for deal in samples:
            deal.clone()
    return rounds * len(samples) / (time.perf_counter() - started)


def measure(quick: bool = False) -> dict:
    actions, seconds, samples, legal_us = _random_play(40 if quick else 400)
    return {
        "engine_actions_per_s": round(actions / seconds),
        "engine_actions": actions,
        "engine_clone_per_s": round(_clones_per_s(samples, 5 if quick else 50)),
        "legal_actions_us_p50": round(statistics.median(legal_us), 1),
        "legal_actions_us_p95": round(statistics.quantiles(legal_us, n=20)[-1], 1),
    }
