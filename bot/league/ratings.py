"""Ratings with openskill's Plackett-Luce model: partners are rated as one side.

``rate_match`` rates one match from its players' ratings before it; ``rate_season`` replays a
season's rated matches in order from fresh ratings through it, so rating the season's newest match
on top of the stored table gives exactly what a replay from scratch gives. The number shown to
players is the conservative ordinal (mu - 3 sigma), scaled for readability.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from openskill.models import PlackettLuce

DISPLAY_SCALE = 40  # ordinal 0..~50 shown as 0..~2000
DISPLAY_OFFSET = 1000
MODEL = PlackettLuce()


@dataclass(frozen=True)
class RatedMatch:
    """One finished rated match: its teams (player ids per team) and final team scores.

    ``winner`` (a team index) ranks first even when it does not lead on points, as after a
    resignation; the other teams rank by score. Without it the scores alone decide."""

    match_id: int
    teams: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    winner: int | None = None


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
        return shown(self.mu, self.sigma)


def shown(mu: float, sigma: float) -> int:
    """The number players see for a rating of ``mu`` and ``sigma``: its ordinal, scaled."""
    return round(DISPLAY_OFFSET + DISPLAY_SCALE * (mu - 3 * sigma))


def ranks(scores: tuple[int, ...], winner: int | None = None) -> list[int]:
    """Rank 0 for the winner (or the highest score); the rest by score, equal scores sharing a rank."""
    if winner is None:
        ordered = sorted(set(scores), reverse=True)
        return [ordered.index(score) for score in scores]
    others = sorted({s for team, s in enumerate(scores) if team != winner}, reverse=True)
    return [0 if team == winner else 1 + others.index(s) for team, s in enumerate(scores)]


def rate_match(match: RatedMatch, before: Mapping[int, Rating]) -> dict[int, Rating]:
    """The ratings of ``match``'s players just after it, from theirs ``before`` it (a player
    without one starts fresh)."""
    teams = [[_model_rating(before.get(player)) for player in team] for team in match.teams]
    return _after(match, teams, {player: rating.matches for player, rating in before.items()})[1]


def _model_rating(rating: Rating | None):
    return MODEL.rating() if rating is None else MODEL.rating(mu=rating.mu, sigma=rating.sigma)


def _after(match: RatedMatch, teams: list[list], played: Mapping[int, int]) -> tuple[dict, dict[int, Rating]]:
    """The model's ratings and ours of ``match``'s players after it, rated from the model's ``teams``
    (what each player had ``played`` before)."""
    updated = MODEL.rate(teams, ranks=ranks(match.scores, match.winner))
    models, after = {}, {}
    for team_ids, team_ratings in zip(match.teams, updated, strict=True):
        for player_id, rating in zip(team_ids, team_ratings, strict=True):
            models[player_id] = rating
            after[player_id] = Rating(player_id, rating.mu, rating.sigma, played.get(player_id, 0) + 1)
    return models, after


def replay_season(matches: Iterable[RatedMatch]) -> Iterator[tuple[RatedMatch, dict[int, Rating]]]:
    """Each match in the given order with the ratings of its players just after it (the model's own
    ratings carried from match to match: the same numbers ``rate_match`` gives from stored ones)."""
    models: dict[int, object] = {}
    played: dict[int, int] = {}
    for match in matches:
        teams = [[models.get(player) or MODEL.rating() for player in team] for team in match.teams]
        updated, after = _after(match, teams, played)
        models.update(updated)
        played.update((player, rating.matches) for player, rating in after.items())
        yield match, after


def rate_season(matches: Iterable[RatedMatch]) -> dict[int, Rating]:
    """Ratings after playing ``matches`` in the given order from fresh ratings."""
    final: dict[int, Rating] = {}
    for _, after in replay_season(matches):
        final.update(after)
    return final

