"""The fast policy behind hard's look-ahead on guessed deals: a guess can contradict what was seen,
and then the play-out stops instead of failing; the questions it asks are asked no more than needed."""

from __future__ import annotations

from engine import Deal, variants
from engine.ai import playout
from engine.ai.playout import play_turn_part
from tests.engine.positions import position


def test_a_guessed_hand_bound_to_go_out_that_cannot_stops_the_play_out():
    # Partner said yes (binding), but the hand guessed for this seat cannot go out: no legal move.
    deal = position("classic", hands=["9C 4D", None, None, None], phase="play", melds=[{}, {}],
                    turn_state={"asker": 0, "permission": True, "must_go_out": True})
    assert deal.legal_actions() == []
    assert play_turn_part(deal) is False
    assert deal.hands[0] and not deal.is_over  # nothing was played


def test_a_hand_that_cannot_go_out_is_asked_once_a_turn_however_many_melds_follow(monkeypatch):
    # Whether a hand can go out is the fast policy's dearest question; melds only shrink the hand, so
    # the answer no found at a turn's first look stands until the next draw.
    answers: dict[tuple, list[bool]] = {}
    asked = playout.going_out.can_go_out
    played = []

    def counted(deal, seat, ignore_answer=False):
        answer = asked(deal, seat, ignore_answer)
        if deal is played[-1]:  # not a copy the way out tries a step on
            answers.setdefault((len(played), deal.turns), []).append(answer)
        return answer

    monkeypatch.setattr(playout.going_out, "can_go_out", counted)
    for seed in range(6):
        played.append(Deal.new(variants.get("classic"), seed=seed))
        while not played[-1].is_over and play_turn_part(played[-1]):
            pass
    noes = [found.count(False) for found in answers.values()]
    assert noes and max(noes) == 1


def test_a_hand_the_quick_count_calls_stuck_never_can_go_out():
    # The count only spares the going-out search where its answer would be no.
    stuck = 0
    for key in variants.playable():
        rules = variants.get(key)
        for seed in range(3):
            deal = Deal.new(rules, seed=seed)
            while not deal.is_over:
                if deal.phase == "play" and playout._stuck(deal, deal.turn):
                    stuck += 1
                    assert not playout.going_out.can_go_out(deal, deal.turn, ignore_answer=True), (key, seed)
                if not play_turn_part(deal):
                    break
    assert stuck > 100
