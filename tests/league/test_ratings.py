"""Ratings: winners rise, losers fall, partners move together, recomputation is reproducible."""

from __future__ import annotations

from bot.league.ratings import RatedMatch, ranks, rate_season


def test_winners_rise_and_losers_fall_from_the_start():
    ratings = rate_season([RatedMatch(1, ((1, 3), (2, 4)), (5120, 3400))])
    assert ratings[1].display > 1000 > ratings[2].display and ratings[1].mu > 25 > ratings[2].mu
    assert ratings[1].ordinal > ratings[2].ordinal


def test_partners_are_rated_as_one_side():
    ratings = rate_season([RatedMatch(1, ((1, 3), (2, 4)), (5120, 3400))])
    assert ratings[1].mu == ratings[3].mu and ratings[2].mu == ratings[4].mu


def test_recomputing_a_season_gives_the_same_table():
    season = [RatedMatch(i, ((1, 3), (2, 4)) if i % 2 else ((1, 2), (3, 4)), (5000 + i, 4000))
              for i in range(12)]
    first, second = rate_season(season), rate_season(list(season))
    assert {p: (r.mu, r.sigma) for p, r in first.items()} == \
        {p: (r.mu, r.sigma) for p, r in second.items()}


def test_uncertainty_shrinks_with_matches_played():
    season = [RatedMatch(i, ((1,), (2,)), (5000, 4000)) for i in range(5)]
    ratings = rate_season(season)
    assert ratings[1].matches == 5 and ratings[1].sigma < rate_season(season[:1])[1].sigma


def test_three_hand_ranks_three_lone_players():
    ratings = rate_season([RatedMatch(1, ((1,), (2,), (3,)), (7600, 5000, 6200))])
    assert ratings[1].mu > ratings[3].mu > ratings[2].mu


def test_the_winner_ranks_first_even_when_behind_on_points():
    assert ranks((900, 200), winner=1) == [1, 0]
    assert ranks((900, 200, 400), winner=2) == [1, 2, 0]
    ratings = rate_season([RatedMatch(1, ((1, 3), (2, 4)), (900, 200), winner=1)])
    assert ratings[2].mu > 25 > ratings[1].mu
