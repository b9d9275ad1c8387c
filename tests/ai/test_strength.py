"""Medium clearly beats random play on the same shuffles (duplicate deals, sides swapped)."""

from __future__ import annotations

import statistics

from engine import Deal, score_deal, seat_view, variants
from engine.ai import make_player


def margin(key: str, seed: int, levels: dict[int, str]) -> int:
    """Team 0's points minus team 1's in one deal with the given level per team."""
    rules = variants.get(key)
    deal = Deal.new(rules, seed=seed)
    players = [make_player(levels[rules.team_of(s)], seed=f"{seed}/{s}") for s in range(rules.players)]
    while not deal.is_over:
        deal.apply(players[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions()).action)
    totals = {side.side: side.total for side in score_deal(deal)}
    return totals[deal.side_of[rules.teams[0][0]]] - totals[deal.side_of[rules.teams[1][0]]]


def test_medium_beats_random_on_duplicate_classic_deals():
    pairs = [(margin("classic", seed, {0: "medium", 1: "random"})
              - margin("classic", seed, {0: "random", 1: "medium"})) / 2 for seed in range(16)]
    assert sum(1 for p in pairs if p > 0) >= 14
    assert statistics.fmean(pairs) > 300


def test_medium_beats_random_head_to_head_in_two_hand_canasta():
    pairs = [(margin("classic-2p", seed, {0: "medium", 1: "random"})
              - margin("classic-2p", seed, {0: "random", 1: "medium"})) / 2 for seed in range(12)]
    assert sum(1 for p in pairs if p > 0) >= 11


def test_medium_beats_easy_on_duplicate_classic_deals():
    pairs = [(margin("classic", seed, {0: "medium", 1: "easy"})
              - margin("classic", seed, {0: "easy", 1: "medium"})) / 2 for seed in range(30)]
    assert statistics.fmean(pairs) > 0
