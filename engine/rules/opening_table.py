"""What a side's opening (its first meld of the deal) needs by the side's score, one policy object every
variant's rules hold (``Rules.opening``): the minimum of points, the canasta it must hold from some score
(Brazilian), clean melds below a score (Canastone) and whether wild cards count toward it (Italian: no);
it answers the core's questions by score and words its clauses for the rules summary."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..errors import Phrases, Words

CLASSIC_OPENING_MINIMUMS = ((3000, 120), (1500, 90), (0, 50), (None, 15))


@dataclass(frozen=True)
class OpeningTable:
    """Classic's table by default: 15 below 0, 50 from 0, 90 from 1500, 120 from 3000, wild cards
    counted, no canasta and no clean melds asked."""

    # (score from, minimum), highest first; the last row (None, n) is for any score below the others.
    minimums: tuple[tuple[int | None, int], ...] = CLASSIC_OPENING_MINIMUMS
    # (score from, kinds): from that score the opening holds a canasta of one of these kinds (none: no
    # canasta asked); the highest row reached counts (Brazilian).
    canastas: tuple[tuple[int, frozenset[str]], ...] = ()
    clean_below: int | None = None  # below this side score an opening's melds are clean (Canastone)
    wilds_count: bool = True  # whether wild cards' points count toward the minimum (Italian: no)

    def minimum(self, score: int) -> int:
        """The minimum for a side whose cumulative score is ``score``."""
        for threshold, minimum in self.minimums:
            if threshold is None or score >= threshold:
                return minimum
        raise AssertionError("OpeningTable.minimums must end with a (None, n) row")

    def canasta(self, score: int) -> frozenset[str]:
        """The kinds of canasta one of which the opening of a side at ``score`` must hold (empty: no
        canasta is asked)."""
        if not self.canastas:
            return frozenset()
        reached = [(threshold, kinds) for threshold, kinds in self.canastas if score >= threshold]
        return max(reached, key=lambda row: row[0])[1] if reached else frozenset()

    def clean(self, score: int) -> bool:
        """Whether the opening of a side at ``score`` is made of clean melds only."""
        return self.clean_below is not None and score < self.clean_below

    def values(self, card_values: tuple[int, ...], wild_ranks: frozenset[int]) -> tuple[int, ...]:
        """By rank, what a card counts toward the minimum: its value (``card_values``), and nothing for a
        wild card where wild cards do not count."""
        if self.wilds_count:
            return card_values
        return tuple(0 if rank in wild_ranks else value for rank, value in enumerate(card_values))

    # ------------------------------------------------------------------ its words

    def need_words(self, score: int, canasta_words: Callable[[frozenset[str]], Words]) -> Words:
        """What the opening of a side at ``score`` needs, as Words: "50", "any meld", "a canasta", "150
        with a natural canasta or escalera", "50 clean" (``canasta_words``: the rules' names of kinds)."""
        need = self._need(score, canasta_words)
        return Words("{need} clean", need=need) if self.clean(score) else need

    def _need(self, score: int, canasta_words: Callable[[frozenset[str]], Words]) -> Words:
        minimum, kinds = self.minimum(score), self.canasta(score)
        if not kinds:
            return Words("{points}", points=minimum) if minimum > 0 else Words("any meld")
        canasta = canasta_words(kinds)
        return canasta if minimum <= 0 else Words("{points} with {canasta}", points=minimum, canasta=canasta)

    def table_words(self, need_words: Callable[[int], Words]) -> Phrases:
        """The needs by score: "below 0: 15, 0+: 50, 1,500+: 90, 3,000+: 120" (``need_words``: the
        rules' words for one score's need)."""
        scores = sorted({threshold for threshold, _need in self.minimums if threshold is not None} |
                        {threshold for threshold, _kinds in self.canastas})
        lowest = min(scores, default=0)
        below = any(threshold is None for threshold, _need in self.minimums)
        rows = [Words("below {score}: {need}", score=lowest, need=need_words(lowest - 1))] if below else []
        rows += [Words("{score}+: {need}", score=score, need=need_words(score)) for score in scores]
        parts: list = []
        for row in rows:
            parts += [", "] * bool(parts) + [row]
        return Phrases(parts)

    def counting_words(self) -> tuple[Words, ...]:
        """What the rules summary's first-meld clause says of the cards counted toward it."""
        return () if self.wilds_count else (Words("; wild cards count nothing toward it"),)
