"""After a yes, the way out is played from the candidates (``engine.legal.going_out_candidates``),
whose melds ``Deal.apply`` checks one at a time, not from the full listing, which checks them all
first: in positions from real deals the way out comes out move for move the same."""

from __future__ import annotations

import pytest

from engine import Deal, going_out, seat_view, variants
from engine.actions import Answer, Ask
from engine.ai import finishing, make_player
from engine.errors import IllegalAction


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
