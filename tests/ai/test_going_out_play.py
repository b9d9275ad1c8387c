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
from engine.cards import codes
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
    # The look-ahead steps on the playout's own deal, and comes to the guide's step all the same.
    stepped = 0
    for deal, seat in bound_to_go_out(variant, range(deals)):
        view = seat_view(deal, seat)
        step = search._way_out(deal, seat)
        assert step == HeuristicPlayer("medium", seed=seat).decide(view, deal.legal_actions()).action
        stepped += 1
    assert stepped >= 10


TENS_TIED = "10C 10C 10S 10H JS QS 9H QH 5D"
CHILE_TABLE = {"K": "KC KD KH KS KC KD KH", "9": "9C 9D 9C", "Q": "QC QD QC"}


def test_a_meld_the_guess_lets_through_and_the_true_deal_refuses_is_not_the_way_out():
    # Three Tens melded take the ones sequences need least: the Clubs, then one of the Spades (J Q
    # of Spades beside it) and the Hearts (9 and Q beside it), which tie, so the first in hand order
    # goes. The true hand holds its Ten of Spades first, and melding it leaves J Q of Spades no run
    # to go out with; the guide's guess holds the hand sorted, gives up the Ten of Hearts and would
    # meld the Tens first.
    deal = position("chile", hands={0: TENS_TIED}, melds=[CHILE_TABLE, {}], phase="play")
    guessed = position("chile", hands={0: " ".join(sorted(TENS_TIED.split(), key=lambda c: codes(c)))},
                       melds=[CHILE_TABLE, {}], phase="play")
    for each in (deal, guessed):
        each.apply(Ask())
        each.apply(Answer(True))
    tens = next(a for a in going_out_candidates(deal) if str(a) == "meld 10 10 10")
    assert not listed(deal, tens) and listed(guessed, tens)
    guide = HeuristicPlayer("medium", seed=1)
    assert guide.decide(seat_view(guessed, 0), guessed.legal_actions()).action == tens
    view = seat_view(deal, 0)
    step = search._way_out(deal, 0)
    assert step is not None and step != tens
    assert step == HeuristicPlayer("medium", seed=1).decide(view, deal.legal_actions()).action
    deal.apply(step)
