"""Engine speed: random legal play through the public API (turns and moves per second), cloning,
and legal-move generation over random positions and the corpus of heavy positions in tests/ (with
``--variant all``: play and listing per playable variant; always the corpus's slowest listing)."""

from __future__ import annotations

import gc
import json
import random
import statistics
import time
from pathlib import Path

from engine import Deal, from_json, variants

from . import deadends

# Heavy positions kept with the tests; present in a checkout, absent from an installed package.
CORPUS = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "listing-corpus.json"


def _random_play(deals: int, variant: str, every: int = 97) -> tuple[int, int, float, list[Deal]]:
    """Moves, turns and seconds of random legal play, and a sample of positions on the way (one
    move in ``every``)."""
    rules = variants.get(variant)
    rng = random.Random(7)
    moves = turns = 0
    samples: list[Deal] = []
    started = time.perf_counter()
    for seed in range(deals):
        deal = Deal.new(rules, seed=seed)
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
            moves += 1
            if moves % every == 0:
                samples.append(deal.clone())
        turns += deal.turns
    return moves, turns, time.perf_counter() - started, samples


def _positions(samples: list[Deal]) -> list[Deal]:
    """The sampled positions, the same for two-hand and three-hand play, and the heavy corpus."""
    positions = list(samples)
    rng = random.Random(11)
    for key in ("classic-2p", "classic-3p"):
        for seed in range(len(samples) // 8):
            deal = Deal.new(variants.get(key), seed=seed)
            while not deal.is_over and rng.random() > 0.02:
                positions.append(deal.clone())
                deal.apply(rng.choice(deal.legal_actions()))
    if CORPUS.exists():
        positions += [from_json(entry["position"], deadends.rules_of(entry))
                      for entry in json.loads(CORPUS.read_text())]
    return positions


def _listing_us(positions: list[Deal], rounds: int) -> list[float]:
    """Microseconds of CPU per listing (the process's own time, so that other work on a loaded
    machine is not counted); the garbage collector waits (its full pass over the thousands of
    positions held here took 40 ms, and would be counted against whichever listing it fell in)."""
    times = []
    gc.collect()
    gc.disable()
    try:
        for _ in range(rounds):
            for deal in positions:
                t0 = time.process_time()
                deal.legal_actions()
                times.append((time.process_time() - t0) * 1e6)
    finally:
        gc.enable()
    return times


def _clones_per_s(samples: list[Deal], rounds: int) -> float:
    started = time.perf_counter()
    for _ in range(rounds):
        for deal in samples:
            deal.clone()
    return rounds * len(samples) / (time.perf_counter() - started)


def _corpus_us() -> list[tuple[float, str]]:
    """For each corpus position, the least microseconds of three listings, and its name."""
    if not CORPUS.exists():
        return []
    out = []
    for entry in json.loads(CORPUS.read_text()):
        deal = from_json(entry["position"], deadends.rules_of(entry))
        out.append((min(_listing_us([deal], 3)), entry["name"]))
    return out


def _quantiles(prefix: str, listing: list[float]) -> dict:
    listing = sorted(listing)
    return {f"{prefix}_us_p50": round(statistics.median(listing), 1),
            f"{prefix}_us_p99": round(listing[int(len(listing) * 0.99)], 1),
            f"{prefix}_us_max": round(listing[-1], 1)}


def _every_variant(quick: bool) -> dict:
    """Per playable variant: random play's pace, also relative to Classic's in the same run, and the
    listing over positions sampled on the way."""
    figures: dict = {"engine_variant": "all"}
    pace = {}
    for key in variants.playable():
        moves, turns, seconds, samples = _random_play(4 if quick else 60, key, every=7)
        pace[key] = turns / seconds
        figures[f"engine_{key}_turns_per_s"] = round(pace[key])
        figures[f"legal_actions_{key}_positions"] = len(samples)
        figures.update(_quantiles(f"legal_actions_{key}", _listing_us(samples, 1 if quick else 3)))
    if "classic" in pace:
        figures.update({f"engine_{key}_vs_classic": round(pace[key] / pace["classic"], 2) for key in pace})
    return figures


def measure(quick: bool = False, variant: str = "classic") -> dict:
    corpus = _corpus_us()
    figures: dict = {}
    if corpus:
        slowest = max(corpus)
        figures = {"legal_actions_corpus_positions": len(corpus),
                   **_quantiles("legal_actions_corpus", [us for us, _ in corpus]),
                   "legal_actions_corpus_slowest": slowest[1]}
    if variant == "all":
        return {**_every_variant(quick), **figures}
    moves, turns, seconds, samples = _random_play(40 if quick else 400, variant)
    listing = sorted(_listing_us(_positions(samples), 1 if quick else 3))
    return {
        "engine_variant": variant,
        "engine_turns_per_s": round(turns / seconds),
        "engine_moves_per_s": round(moves / seconds),
        "engine_actions": moves,
        "engine_clone_per_s": round(_clones_per_s(samples, 5 if quick else 50)),
        "legal_actions_positions": len(listing),
        "legal_actions_us_p50": round(statistics.median(listing), 1),
        "legal_actions_us_p95": round(listing[int(len(listing) * 0.95)], 1),
        "legal_actions_us_p99": round(listing[int(len(listing) * 0.99)], 1),
        "legal_actions_us_max": round(listing[-1], 1),
        **figures,
    }
