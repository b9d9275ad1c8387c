"""Ratings with openskill's Plackett-Luce model: partners are rated as one side.

``rate_season`` replays a season's rated matches in order from fresh ratings, so the
same stored matches always give the same table. The number shown to players is the
conservative ordinal (mu - 3 sigma), scaled for readability.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from openskill.models import PlackettLuce

DISPLAY_SCALE = 40  # ordinal 0..~50 shown as 0..~2000
DISPLAY_OFFSET = 1000


@dataclass(frozen=True)
class RatedMatch:
    """One finished rated match: its teams (player ids per team) and final team scores."""

    match_id: int
    teams: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Rating:
    player_id: int
    mu: float
    sigma: float
    matches: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def display(self) -> int:
        """The conservative rating as players see it (a new player starts at 1000)."""
        return round(DISPLAY_OFFSET + DISPLAY_SCALE * self.ordinal)


def _ranks(scores: tuple[int, ...]) -> list[int]:
    """Rank 0 for the highest score; equal scores share a rank."""
    ordered = sorted(set(scores), reverse=True)
    return [ordered.index(score) for score in scores]


def rate_season(matches: Iterable[RatedMatch]) -> dict[int, Rating]:
    """Ratings after playing ``matches`` in the given order from fresh ratings."""
    model = PlackettLuce()
    current: dict[int, object] = {}
    played: dict[int, int] = {}
    for match in matches:
        teams = [[current.setdefault(p, model.rating(name=str(p))) for p in team]
                 for team in match.teams]
        updated = model.rate(teams, ranks=_ranks(match.scores))
        for team_ids, team_ratings in zip(match.teams, updated):
            for player_id, rating in zip(team_ids, team_ratings):
                current[player_id] = rating
                played[player_id] = played.get(player_id, 0) + 1
    return {p: Rating(p, r.mu, r.sigma, played[p]) for p, r in current.items()}
