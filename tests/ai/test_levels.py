"""Every level plays whole deals of every playable variant with only legal actions."""

from __future__ import annotations

import pytest

from engine import Deal, seat_view, variants
from engine.ai import LEVELS, Decision, make_player
from engine.rules.acaba import AcabaDeclaration


def play_deal(key: str, level: str, seed: int, budget_ms: float | None = None) -> tuple[Deal, int]:
    rules = variants.get(key)
    deal = Deal.new(rules, seed=seed, dealer=seed % rules.players)
    players = [make_player(level, seed=f"{seed}/{seat}", time_budget_ms=budget_ms)
               for seat in range(rules.players)]  # give hard a budget only with the ticking clock
    decisions = 0
    while not deal.is_over:
        legal = deal.legal_actions()
        decision = players[deal.turn].decide(seat_view(deal, deal.turn), legal)
        assert isinstance(decision, Decision)
        assert decision.action in legal, f"{level} chose {decision.action}, not in {legal}"
        assert str(decision.reason).strip(), "every decision says why"
        deal.apply(decision.action)
        decisions += 1
    return deal, decisions


@pytest.mark.parametrize("key", variants.playable())
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_level_finishes_deals_with_legal_moves(key, level):
    for seed in range(6):
        deal, decisions = play_deal(key, level, seed)
        acaba = variants.get(key).feature(AcabaDeclaration)
        endings = ("out", "stock", "acaba") if level == "random" and acaba \
            else ("out", "stock")  # the others declare Acaba only far behind, which these deals never are
        assert deal.is_over and deal.ended in endings
        assert decisions > 0


@pytest.mark.parametrize("key", variants.playable())
def test_hard_with_a_tiny_budget_finishes_deals(key, ticking_clock):
    # 2 ms on the ticking clock: twenty readings, so playouts are cut short at the budget the same way on
    # any machine
    for seed in range(2):
        deal, _ = play_deal(key, "hard", seed, budget_ms=2)
        assert deal.is_over


def test_mixed_table_of_every_level_finishes_a_match_deal():
    rules = variants.get("classic")
    deal = Deal.new(rules, seed=11)
    players = [make_player(level, seed=seat, max_samples=1) for seat, level in enumerate(LEVELS)]
    while not deal.is_over:
        legal = deal.legal_actions()
        deal.apply(players[deal.turn].decide(seat_view(deal, deal.turn), legal).action)
    assert deal.ended in ("out", "stock")


def test_unknown_level_is_refused_with_the_list_of_levels():
    with pytest.raises(ValueError, match="random, easy, medium, hard"):
        make_player("expert")


def test_a_player_refuses_an_empty_list_of_actions():
    deal = Deal.new(variants.get("classic"), seed=1)
    view = seat_view(deal, deal.turn)
    for level in LEVELS:
        with pytest.raises(ValueError, match="no legal actions"):
            make_player(level).decide(view, [])
