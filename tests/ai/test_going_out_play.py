"""After a yes, the way out is played from the candidates (``engine.legal.going_out_candidates``),
whose melds are checked one at a time, not from the full listing, which checks them all first: in
positions from real deals the way out comes out move for move the same, played out to the end and as
the look-ahead's guide steps it."""

from __future__ import annotations

import pytest

from engine import Deal, going_out, seat_view, variants
from engine.actions import Answer, Ask
from engine.ai import finishing, make_player, search
from engine.ai.heuristic import HeuristicPlayer
from engine.errors import IllegalAction
from engine.legal import going_out_candidates, listed

from .positions import position


def bound_to_go_out(variant: str, seeds: range):
    """Deals of medium players, at each turn where the player to move could go out: after its
    ask and partner's yes."""
    rules = variants.get(variant)
    for seed in seeds:
        deal = Deal.new(rules, seed=seed)
        players = [make_player("medium", seed=seed * 10 + seat) for seat in range(rules.players)]
        while not deal.is_over:
            seat = deal.turn
            if deal.phase == "play" and going_out.can_go_out(deal, seat):
                asked = deal.clone()
                try:
                    asked.apply(Ask())
                    asked.apply(Answer(True))
                except IllegalAction:
                    pass
                else:
                    yield asked, seat
            deal.apply(players[seat].decide(seat_view(deal, seat), deal.legal_actions()).action)


@pytest.mark.parametrize("variant, deals", [("classic", 30), ("italian", 30), ("bolivia", 100)])
def test_the_way_out_from_the_candidates_is_the_way_out_from_the_listing(variant, deals, monkeypatch):
    played = 0
    for deal, seat in bound_to_go_out(variant, range(deals)):
        assert deal.must_go_out
        from_candidates = deal.clone()
        out = finishing.play_out(from_candidates, seat)
        with monkeypatch.context() as patched:
            patched.setattr(finishing, "going_out_candidates", lambda d: d.legal_actions())
            from_listing = deal.clone()
            assert finishing.play_out(from_listing, seat) == out
        assert (from_candidates.melds, from_candidates.hands, from_candidates.went_out) == \
            (from_listing.melds, from_listing.hands, from_listing.went_out)
        played += 1
    assert played >= 10


@pytest.mark.parametrize("variant, deals", [("classic", 30), ("bolivia", 100), ("brazilian", 60)])
def test_the_look_aheads_way_out_is_the_step_its_guide_picks_from_the_listing(variant, deals):
    # The guide looks for the way out on a deal it guesses, whose hand may hold a rank's cards in
    # another order: a meld the true deal refuses can pass there, so the listing's check still counts.
    stepped = 0
    for deal, seat in bound_to_go_out(variant, range(deals)):
        view = seat_view(deal, seat)
        step = search._way_out(deal, view, HeuristicPlayer("medium", seed=seat))
        assert step == HeuristicPlayer("medium", seed=seat).decide(view, deal.legal_actions()).action
        stepped += 1
    assert stepped >= 10


TENS_FIRST = "3C 3C 3S 3S 3S 4D 4H 6C 6D 6H 8S 9S 10S 10C 10C 10C 10H 10H JD JH JH JS AH AS JK"
BRAZILIAN_TABLE = {"Q": "QD QD QC QC QH QH QS QH", "4": "4D 4H 4C 4D 2D 2S JK", "J": "JC JC JH",
                   "9": "9S 9D 9H 9H 9C 9C 9S 9C 9H", "5": "5D 5S 5H 5H 5S 2C 2D 2H",
                   "K": "KC KC KH KS 2H 2S JK", "seqD": "6D 7D 8D 9D 10D JD QD",
                   "7": "7H 7H 7S 7S 7C 7C 7H JK JK"}


def test_a_meld_the_guess_lets_through_and_the_true_deal_refuses_is_not_the_way_out():
    # Five Tens melded leave the hand's last Ten. The true hand holds its Ten of Spades first, so a
    # Heart stays and the Spades 8 9 10 J no longer make a run to go out with; the guide's guess
    # holds the hand sorted, keeps that Ten of Spades and would meld the five Tens.
    deal = position("brazilian", hands={0: TENS_FIRST}, melds=[BRAZILIAN_TABLE, {}], phase="play")
    deal.apply(Ask())
    deal.apply(Answer(True))
    five_tens = next(a for a in going_out_candidates(deal) if str(a) == "meld 10 10 10 10 10")
    assert not listed(deal, five_tens)
    view = seat_view(deal, 0)
    step = search._way_out(deal, view, HeuristicPlayer("medium", seed=1))
    assert step is not None and step != five_tens
    assert step == HeuristicPlayer("medium", seed=1).decide(view, deal.legal_actions()).action
    deal.apply(step)
