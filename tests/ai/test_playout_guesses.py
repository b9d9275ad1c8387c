"""The fast policy behind hard's look-ahead on guessed deals: a guess can contradict what was seen,
and then the play-out stops instead of failing."""

from __future__ import annotations

from engine.ai.playout import play_turn_part
from tests.engine.positions import position


def test_a_guessed_hand_bound_to_go_out_that_cannot_stops_the_play_out():
    # Partner said yes (binding), but the hand guessed for this seat cannot go out: no legal move.
    deal = position("classic", hands=["9C 4D", None, None, None], phase="play", melds=[{}, {}],
                    turn_state={"asker": 0, "permission": True, "must_go_out": True})
    assert deal.legal_actions() == []
    assert play_turn_part(deal) is False
    assert deal.hands[0] and not deal.is_over  # nothing was played
