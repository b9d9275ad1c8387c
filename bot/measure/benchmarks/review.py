"""Reviews of an easy player's deals (``canasta bench review``): over Classic deals where seat 0 plays at
``easy`` and medium plays the rest, the share of seat 0's reviews that show something and the CPU seconds
each seat-deal's review takes at the default settings."""

from __future__ import annotations

import time

from engine import Deal, seat_view, variants
from engine.ai import make_player
from engine.ai.review import REVIEW_SAMPLES, Missed, review_deal

from .figures import largest, median, percentile

CHECK_DEALS = 20  # the check: at least 80% of these reviews show something
FIRST_SEED = 6905
REVIEWED = 0  # the seat that plays at easy, and whose deals are reviewed


def played(seed: int, key: str = "classic") -> tuple[Deal, list[str]]:
    """A deal of variant ``key`` played to its end, seat ``REVIEWED`` at easy and medium in the other
    seats: its start and its actions."""
    rules = variants.get(key)
    deal = Deal.new(rules, seed=seed)
    start = deal.clone()
    players = [make_player("easy" if seat == REVIEWED else "medium", seed=f"{seed}/{seat}")
               for seat in range(rules.players)]
    actions = []
    while not deal.is_over:
        seat = deal.to_move
        action = players[seat].decide(seat_view(deal, seat), deal.legal_actions()).action
        actions.append(str(action))
        deal.apply(action)
    return start, actions


def reviewed(seed: int) -> tuple[list[Missed], float]:
    """Seat ``REVIEWED``'s review of deal ``seed`` at the default settings, and its CPU seconds."""
    start, actions = played(seed)
    cpu = time.process_time()
    missed = review_deal(start, actions, REVIEWED, seed=f"bench/{seed}", samples=REVIEW_SAMPLES)
    return missed, time.process_time() - cpu


def measure(quick: bool = False) -> dict:
    """The check over ``CHECK_DEALS`` deals (3 with ``quick``)."""
    shown, cpu = [], []
    for seed in range(FIRST_SEED, FIRST_SEED + (3 if quick else CHECK_DEALS)):
        missed, seconds = reviewed(seed)
        shown.append(len(missed))
        cpu.append(seconds)
    return {
        "review_seat_deals": len(shown),
        "review_shown_share": round(sum(1 for count in shown if count) / len(shown), 3),
        "review_shown_per_seat_deal": shown,
        "review_cpu_s_p50": median(cpu),
        "review_cpu_s_p95": percentile(cpu, 0.95),
        "review_cpu_s_max": largest(cpu),
        "review_cpu_s_per_seat_deal": [round(seconds, 2) for seconds in cpu],
    }
