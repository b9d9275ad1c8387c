"""The rules of a match: how its score starts, grows with each deal, and ends (engine/match.py asks
these)."""

from __future__ import annotations


class MatchRules:
    """A match's scores and its winner: Classic's clauses, overridden by a variant where it differs."""

    # The fields of ``Rules`` this concern reads.
    teams: tuple[tuple[int, ...], ...]

    def starting_scores(self) -> tuple[int, ...]:
        """Each team's score as a match begins."""
        return (0,) * len(self.teams)

    def match_scores(self, scores: tuple[int, ...], gains: tuple[int, ...]) -> tuple[int, ...]:
        """The teams' match scores after a deal that gained each team ``gains``."""
        return tuple(score + gain for score, gain in zip(scores, gains, strict=True))

    def match_winner(self, scores: tuple[int, ...], target: int) -> int | None:
        """The team that has won a match standing at ``scores`` after a deal, or None while it goes on:
        the one team highest at ``target`` or more (teams tied at the top play another deal)."""
        best = max(scores)
        return scores.index(best) if best >= target and scores.count(best) == 1 else None
