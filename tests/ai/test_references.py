"""The players kept for measuring ``hard``: its guide alone, and its search on the true deal."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.service import ServiceError
from bot.service.options import check_level
from engine import Deal, dumps, seat_view, variants
from engine.ai import make_player, search
from engine.ai.heuristic import HeuristicPlayer
from engine.ai.references import REFERENCES, GuidePlayer, SeerPlayer, make_reference
from engine.ai.style import SHARP


def positions(key: str, seeds=range(3)):
    """Every position (deal, seat to move, legal moves) of medium playing whole deals."""
    rules = variants.get(key)
    for seed in seeds:
        deal = Deal.new(rules, seed=seed, dealer=seed % rules.players)
        medium = HeuristicPlayer("medium", seed, careful=True)
        while not deal.is_over:
            legal = deal.legal_actions()
            yield deal, deal.turn, legal
            deal.apply(medium.decide(seat_view(deal, deal.turn), legal).action)


def test_the_guide_alone_is_hards_guide_at_every_decision(monkeypatch):
    def no_looking_ahead(*args, **kwargs):
        raise AssertionError("the guide alone looked ahead")

    monkeypatch.setattr(search, "sample_deal", no_looking_ahead)  # hard's search starts with a guess
    guide, alone = HeuristicPlayer("hard", 5, careful=True, style=SHARP), GuidePlayer(5)
    checked = 0
    for deal, seat, legal in positions("classic-2p"):
        view = seat_view(deal, seat)
        assert alone.decide(view, legal) == guide.decide(view, legal)
        checked += 1
    assert checked > 100


def test_the_seer_plays_its_candidates_out_on_the_true_deal(monkeypatch):
    def no_guessing(*args, **kwargs):
        raise AssertionError("the seer guessed a deal")

    monkeypatch.setattr(search, "sample_deal", no_guessing)
    seer = SeerPlayer(1, max_samples=2)
    looked = 0
    for deal, seat, legal in positions("classic-2p", seeds=[4]):
        before = dumps(deal)
        seer.see(deal)
        guesses = [seer._guess(seat_view(deal, seat), False) for _ in range(3)]
        for guess in guesses:  # every card where it truly lies, but for the stock's order
            assert guess.hands == deal.hands and guess.pile == deal.pile and guess.melds == deal.melds
            assert sorted(guess.stock) == sorted(deal.stock)
        if len(deal.stock) > 5:
            assert len({tuple(g.stock) for g in guesses}) > 1
        assert seer.decide(seat_view(deal, seat), legal).action in legal
        assert dumps(deal) == before
        looked += 1
    assert looked > 20
    hard = search.SearchPlayer(1, max_samples=2)  # the same positions make hard guess
    with pytest.raises(AssertionError, match="guessed"):
        for deal, seat, legal in positions("classic-2p", seeds=[4]):
            hard.decide(seat_view(deal, seat), legal)


def test_the_seer_refuses_to_decide_without_seeing_the_deal():
    deal = Deal.new(variants.get("classic"), seed=1)
    with pytest.raises(RuntimeError, match="see"):
        SeerPlayer(1).decide(seat_view(deal, deal.turn), deal.legal_actions())


@pytest.mark.parametrize("level", REFERENCES)
def test_references_are_never_offered_at_a_table(level):
    with pytest.raises(ServiceError, match="unknown computer level"):
        check_level(level)
    with pytest.raises(ValueError, match="unknown level"):
        make_player(level)
    assert make_reference(level).level == level


def test_the_arena_plays_the_seer_against_the_guide(capsys):
    code = main(["arena", "--variant", "classic-2p", "--a", "seer", "--b", "hard-guide", "--deals", "1",
                 "--seed", "2", "--workers", "1", "--target", "300", "--think", "1"])
    out = capsys.readouterr()
    assert code == 0, out.err
    result = json.loads(out.out)
    assert (result["a"], result["b"]) == ("seer", "hard-guide") and result["duplicate_deals"] >= 1
    assert set(result["decision_ms"]) == {"seer", "hard-guide"}
