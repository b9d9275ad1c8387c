"""Property tests: random legal play to the end of many deals, for every playable variant."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal, IllegalAction, dumps, from_json, parse, score_deal, variants
from engine.actions import Acaba, Ask
from engine.cards import full_deck
from tests.mutation import scaled


def all_cards(deal: Deal) -> Counter:
    cards = Counter(deal.stock) + Counter(deal.pile)
    for hand in deal.hands:
        cards.update(hand)
    for melds in deal.melds:
        for meld in melds.values():
            cards.update(meld)
    for threes in deal.red_threes:
        cards.update(threes)
    if deal.special:
        cards.update(deal.special[1])
    return cards


ILLEGAL_PROBES = ["draw", "take", "take K K", "meld 7 7 7", "meld A A JK", "add 2 to K",
                  "add 9 9", "discard 5", "discard JK", "ask", "yes", "no", "pass",
                  "meld 3 3 3", "take 4 2; K K K", "merge K#2 into K", "take 9 10 to seqH", "acaba",
                  "ask acaba"]

DECLARING = (Acaba(), Ask(acaba=True))


def pick(rng: random.Random, legal: list):
    """A random legal action, a move towards Acaba only one time in twenty (otherwise every British
    deal would end on its first turns and the rest of the game go untested)."""
    plain = [a for a in legal if a not in DECLARING]
    return rng.choice(legal if not plain or rng.random() < 0.05 else plain)


# Match scores a deal may start from: each opening-table row of every variant is reached.
SCORES = st.lists(st.sampled_from([-50, 0, 1500, 3000, 5000, 7000, 8000, 9000]), min_size=3, max_size=3)


def new_deal(rules, seed: int, scores: list[int]) -> Deal:
    return Deal.new(rules, seed=seed, team_scores=tuple(scores[:len(rules.teams)]))


@pytest.mark.parametrize("key", variants.playable())
@settings(max_examples=scaled(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), scores=SCORES)
def test_random_legal_play_conserves_cards_and_scores_add_up(key, seed, choice_seed, scores):
    rules = variants.get(key)
    deal = new_deal(rules, seed, scores)
    expected = Counter(full_deck(rules.packs, rules.jokers_per_pack))
    rng = random.Random(choice_seed)
    steps = 0
    while not deal.is_over:
        legal = deal.legal_actions()
        assert legal, "a running deal always offers a move"
        before = dumps(deal)
        assert dumps(from_json(before)) == before, "a position reads back as itself"
        for text in rng.sample(ILLEGAL_PROBES, 3):
            action = parse(text)
            if action in legal:
                continue
            try:
                deal.apply(action)
            except IllegalAction:
                assert dumps(deal) == before, f"illegal {text!r} changed the deal"
            else:  # legal although not listed (listing is canonical, not exhaustive)
                assert text.split()[0] in rules.verbs(), f"{text!r} played where the game has no such move"
                after = dumps(deal)
                assert dumps(from_json(after)) == after
                break
        if not deal.is_over:
            deal.apply(pick(rng, deal.legal_actions()))
        assert all_cards(deal) == expected
        for seat, picked in enumerate(deal.picked_up):
            assert not Counter(picked) - Counter(deal.hands[seat]), "a picked-up card left the hand unseen"
        steps += 1
        assert steps < 5000
    for side in score_deal(deal):
        assert side.total == sum(item.points for item in side.items)
        assert side.points("hand") <= 0
        # melded cards count against a side without a canasta only where the variant says so
        assert side.points("melds") >= 0 or deal.rules.melded_points(1, 0) < 0


@pytest.mark.parametrize("key", variants.playable())
@settings(max_examples=scaled(10), deadline=None)
@given(seed=st.integers(0, 2**32), scores=SCORES)
def test_every_listed_action_is_accepted(key, seed, scores):
    deal = new_deal(variants.get(key), seed, scores)
    rng = random.Random(seed)
    while not deal.is_over:
        legal = deal.legal_actions()
        assert len(set(legal)) == len(legal), "no action is listed twice"
        for action in legal:
            assert str(action).split()[0] in deal.rules.verbs(), f"{action} is not among the game's moves"
            deal.clone().apply(action)
            assert parse(str(action)) == action
        deal.apply(pick(rng, legal))
