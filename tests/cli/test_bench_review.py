"""``canasta bench review``: each deal played to its end, and the figures are the reviews the engine makes."""

from __future__ import annotations

from bot.measure.benchmarks import GROUPS
from bot.measure.benchmarks import review as bench
from engine import Deal, variants
from engine.ai.review import review_deal


def test_the_review_bench_reports_the_share_shown_and_the_cpu_of_each_seat_deal(monkeypatch):
    assert GROUPS["review"] == "bot.measure.benchmarks.review"
    monkeypatch.setattr(bench, "REVIEW_SAMPLES", 4)  # quicker thinking: the figures, not their values
    figures = bench.measure(quick=True)
    shown = [len(review_deal(*bench.played(seed), bench.REVIEWED, seed=f"bench/{seed}", samples=4))
             for seed in range(bench.FIRST_SEED, bench.FIRST_SEED + 3)]
    assert figures["review_seat_deals"] == 3 and figures["review_shown_per_seat_deal"] == shown
    assert figures["review_shown_share"] == round(sum(1 for count in shown if count) / 3, 3)
    assert len(figures["review_cpu_s_per_seat_deal"]) == 3
    assert all(seconds > 0 for seconds in figures["review_cpu_s_per_seat_deal"])


def test_each_deal_is_the_seeds_deal_played_to_its_end():
    start, actions = bench.played(bench.FIRST_SEED)
    deal = Deal.new(variants.get("classic"), seed=bench.FIRST_SEED)
    assert start.hands == deal.hands
    for text in actions:
        deal.apply(text)
    assert deal.is_over
