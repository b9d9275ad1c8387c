"""Computer players decide from one seat's view: hidden cards never change a decision."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import Deal, SeatView, seat_view, variants
from engine.ai import LEVELS, make_player
from engine.ai.determinize import sample_deal
from engine.ai.search import SearchPlayer


def positions(key: str, seed: int, every: int = 3):
    """Deals met along a medium-played deal (every few decisions), as independent copies."""
    rules = variants.get(key)
    deal = Deal.new(rules, seed=seed)
    players = [make_player("medium", seed=s) for s in range(rules.players)]
    step = 0
    while not deal.is_over:
        if step % every == 0:
            yield deal.clone()
        deal.apply(players[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions()).action)
        step += 1


def reshuffle_hidden(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """The same deal as ``seat`` sees it, with every card it cannot see dealt differently (cards
    a player picked up with the pile are public, so they stay in that hand; a face-down packet
    under the pile is hidden from everyone)."""
    twin = deal.clone()
    others = [s for s in range(deal.players) if s != seat]
    hidden = [c for s in others for c in (Counter(twin.hands[s]) - Counter(twin.picked_up[s])).elements()]
    hidden += twin.stock + twin.pile[:twin.packet]
    rng.shuffle(hidden)
    for s in others:
        size = len(twin.hands[s]) - len(twin.picked_up[s])
        twin.hands[s], hidden = twin.picked_up[s] + hidden[:size], hidden[size:]
    twin.pile[:twin.packet], hidden = hidden[:twin.packet], hidden[twin.packet:]
    twin.stock = hidden
    return twin


# Fresh players of every level; hard counts its look-ahead samples instead of watching the clock,
# so that two runs are comparable.
FACTORIES = [lambda level=level: make_player(level, seed=9) for level in LEVELS if level != "hard"]
FACTORIES.append(lambda: SearchPlayer(seed=9, time_budget_ms=60_000, max_samples=4))


@pytest.mark.parametrize("key", variants.playable())
def test_twin_deals_look_the_same_to_the_seat_and_get_the_same_decision(key):
    rng = random.Random(5)
    checked = 0
    deals = (deal for seed in (21, 22) if checked < 5 for deal in positions(key, seed=seed, every=4))
    for deal in deals:  # a second deal where the first ends early (a special hand called in it)
        seat = deal.turn
        twin = reshuffle_hidden(deal, seat, rng)
        if twin.hands == deal.hands and twin.stock == deal.stock:
            continue
        view, twin_view = seat_view(deal, seat), seat_view(twin, seat)
        assert view == twin_view
        for make in FACTORIES:
            first = make().decide(view, deal.legal_actions())
            second = make().decide(twin_view, twin.legal_actions())
            assert first == second
            assert first.action in twin.legal_actions()
        checked += 1
    assert checked >= 5


class Spy:
    """Wraps a player and records the type of everything it is handed."""

    def __init__(self, player):
        self.player = player
        self.seen_types: set[type] = set()

    def decide(self, view, legal):
        self.seen_types.add(type(view))
        self.seen_types.update(type(a) for a in legal)
        return self.player.decide(view, legal)


@pytest.mark.parametrize("level", LEVELS)
def test_players_are_handed_views_and_actions_only(level):
    rules = variants.get("classic")
    deal = Deal.new(rules, seed=8)
    spies = [Spy(make_player(level, seed=s, max_samples=1)) for s in range(4)]
    for _ in range(40):
        if deal.is_over:
            break
        deal.apply(spies[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions()).action)
    seen = set().union(*(spy.seen_types for spy in spies))
    assert SeatView in seen
    assert Deal not in seen


@pytest.mark.parametrize("key", variants.playable())
def test_a_guessed_deal_matches_the_view_it_was_guessed_from(key):
    rng = random.Random(2)
    for deal in positions(key, seed=13, every=5):
        view = seat_view(deal, deal.turn)
        guess = sample_deal(view, rng)
        assert seat_view(guess, view.seat) == view
        assert sorted(guess.hands[view.seat]) == sorted(deal.hands[view.seat])
        for seat, picked in enumerate(view.picked_up):
            assert not Counter(picked) - Counter(guess.hands[seat])
        assert len(guess.stock) == len(deal.stock) and guess.packet == deal.packet
