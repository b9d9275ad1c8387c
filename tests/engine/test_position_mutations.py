"""Property tests: a position reached in play reads back as itself, and a damaged one is either refused with
ValueError or read and played on without any other exception (tests/engine/position_mutations.py damages)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal, dumps, from_json, to_json, variants
from tests.mutation import scaled

from .position_mutations import mutated, outcome


def randomly_played(key: str, seed: int, moves: int) -> Deal:
    """A deal of ``key`` after up to ``moves`` random legal actions."""
    rng = random.Random(seed)
    deal = Deal.new(variants.get(key), seed=seed)
    for _ in range(moves):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


@pytest.mark.parametrize("key", variants.playable())
@settings(max_examples=scaled(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 160), damage_seed=st.integers(0, 2**32))
def test_a_position_from_play_reads_back_and_damaged_is_refused_or_plays_on(key, seed, moves, damage_seed):
    deal = randomly_played(key, seed, moves)
    document = to_json(deal)
    assert "partial" not in document, "a deal from play holds every card"
    assert dumps(from_json(document)) == dumps(deal) == dumps(from_json(json.dumps(document)))
    rng = random.Random(damage_seed)
    for _ in range(25):
        # Any exception but the position's ValueError fails the test, in reading or in playing on.
        assert outcome(mutated(document, rng), rng) in ("refused", "played")
