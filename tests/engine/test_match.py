"""Matches: cumulative scores, dealer rotation, the target and the winner, replays."""

from __future__ import annotations

import random

import pytest

from engine import IllegalAction, Match, dumps, variants
from engine.match import replay, replay_deal
from engine.position import to_json

from .positions import position

CLASSIC = variants.get("classic")
CANASTA_K = "KC KD KH KS KC KD KH"


def going_out_deal(team_scores, rules=None):
    return position(hands=["9C", "4C", "", "5C"], phase="play", melds=[{"K": CANASTA_K}, {}],
                    team_scores=team_scores, rules=rules)


def test_scores_accumulate_and_the_dealer_rotates():
    match = Match(CLASSIC, seed=4)
    first_dealer = match.deal.dealer
    match.deal = going_out_deal([0, 0])
    result = match.apply("discard 9")
    # Us: 70 + 500 + 100 = 670.  Them: 0 - 5 - 5 = -10.
    assert result.team_points == (670, -10) and match.scores == [670, -10]
    assert match.deal.dealer == (first_dealer + 1) % 4
    assert match.deal.team_scores == (670, -10)
    assert not match.is_over


def test_the_first_side_to_reach_the_target_wins():
    match = Match(CLASSIC, seed=4)
    match.scores = [4500, 4900]
    match.deal = going_out_deal([4500, 4900])
    match.apply("discard 9")
    assert match.scores == [5170, 4890] and match.winner == 0 and match.is_over
    with pytest.raises(IllegalAction, match="match is over"):
        match.apply("draw")


def test_both_over_the_target_the_higher_score_wins():
    match = Match(CLASSIC, seed=4)
    match.scores = [4400, 5100]
    match.deal = going_out_deal([4400, 5100])
    match.apply("discard 9")
    assert match.scores == [5070, 5090] and match.winner == 1


def test_match_target_can_be_lowered_for_short_games():
    match = Match(CLASSIC, seed=4, target=500)
    match.deal = going_out_deal([0, 0])
    match.apply("discard 9")
    assert match.winner == 0


def play_randomly(match: Match, rng: random.Random, limit: int) -> list[str]:
    log = []
    while not match.is_over and len(log) < limit:
        action = rng.choice(match.deal.legal_actions())
        log.append(str(action))
        match.apply(action)
    return log


@pytest.mark.parametrize("key", variants.playable())
def test_seed_and_action_list_replay_the_same_match(key):
    match = Match(variants.get(key), seed="replay-1", target=1500)
    log = play_randomly(match, random.Random(9), 3000)
    again = replay(key, "replay-1", log, target=1500)
    assert dumps(again.deal) == dumps(match.deal)
    assert again.scores == match.scores and len(again.results) == len(match.results) >= 1
    assert again.to_json() == match.to_json()


@pytest.mark.parametrize("key", variants.playable())
def test_replaying_the_deal_in_play_from_the_totals_before_it_reaches_the_same_match(key):
    match, rng = Match(variants.get(key), seed="resume-1", target=100_000), random.Random(9)
    checked_at: set[int] = set()
    while not match.is_over and len(match.results) < 3:
        number, totals, in_play = match.number, tuple(match.scores), []
        while match.number == number and not match.is_over:
            action = rng.choice(match.deal.legal_actions())
            match.apply(action)
            in_play.append(str(action))
            if match.number == number and (len(in_play) == 1 or rng.random() < 0.05):  # as a restart finds it
                resumed = replay_deal(key, "resume-1", 100_000, number, totals, in_play)
                assert dumps(resumed.deal) == dumps(match.deal)
                assert (resumed.number, resumed.scores) == (number, match.scores)
                checked_at.add(number)
    assert max(checked_at) >= 1  # a deal after the first, begun from totals that are not zero


def test_deal_json_round_trips_mid_deal():
    match = Match(CLASSIC, seed=12)
    play_randomly(match, random.Random(3), 40)
    from engine import from_json
    assert to_json(from_json(to_json(match.deal))) == to_json(match.deal)


def test_a_cloned_match_plays_on_without_touching_the_original():
    match = Match(CLASSIC, seed=21)
    play_randomly(match, random.Random(1), 30)
    before = match.to_json()
    twin = match.clone()
    play_randomly(twin, random.Random(2), 400)
    assert match.to_json() == before and twin.to_json() != before


def test_a_tie_at_the_top_over_the_target_plays_another_deal():
    match = Match(CLASSIC, seed=4)
    match.scores = [4330, 5000]
    match.deal = going_out_deal([4330, 5010])
    match.apply("discard 9")
    assert match.scores == [5000, 5000] and not match.is_over and match.number == 1


class HandicapRules(type(CLASSIC)):
    """A variant whose match starts a team ahead, counts each deal double, and ends after one deal."""

    def starting_scores(self):
        return (500, 0)

    def match_scores(self, scores, gains):
        return tuple(score + 2 * gain for score, gain in zip(scores, gains, strict=True))

    def match_winner(self, scores, target):
        return scores.index(min(scores))


def test_how_a_match_starts_is_scored_and_ends_is_asked_of_the_rules():
    rules = HandicapRules(**{field: getattr(CLASSIC, field) for field in CLASSIC.__dataclass_fields__})
    match = Match(rules, seed=4)
    assert match.scores == [500, 0] and match.deal.team_scores == (500, 0)
    match.deal = going_out_deal([500, 0], rules)
    result = match.apply("discard 9")
    assert result.team_points == (670, -10) and result.team_scores == (1840, -20)
    assert match.scores == [1840, -20] and match.winner == 1 and match.is_over
