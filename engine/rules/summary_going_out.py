"""The rules summary's clauses on a side's first meld and on going out, as the rules word them: the
opening table and what comes with an opening, the canastas and the bonuses of going out, asking
partner."""

from __future__ import annotations

from ..errors import Phrases, Words
from .going_out_policy import GoingOutPolicy
from .pile_taking import PileTaking
from .queries import RuleQueries


class GoingOutSummary(RuleQueries):
    """The summary's lines on the first meld and on going out."""

    # The fields of ``Rules`` these clauses read.
    wild_ranks: frozenset[int]
    going_out_bonus: int
    concealed_bonus: int
    opening_minimums: tuple[tuple[int | None, int], ...]
    opening_canastas: tuple[tuple[int, frozenset[str]], ...]
    going_out: GoingOutPolicy
    wilds_count_to_open: bool
    pile_taking: PileTaking

    def first_meld_clause(self) -> Phrases:
        """What a side's first meld needs by its score, and what comes with it."""
        parts: list = [Words("- **First meld** by your side's score: {needs}",
                             needs=self.opening_table_words())]
        if not self.wilds_count_to_open:
            parts.append(Words("; wild cards count nothing toward it"))
        parts += self.pile_taking.opening_words()
        parts += [words for held in self.features for words in held.opening_words()]
        return Phrases((*parts, "."))

    def opening_table_words(self) -> Phrases:
        """The opening's needs by score: "below 0: 15, 0+: 50, 1,500+: 90, 3,000+: 120"."""
        scores = sorted({threshold for threshold, _need in self.opening_minimums if threshold is not None} |
                        {threshold for threshold, _kinds in self.opening_canastas})
        lowest = min(scores, default=0)
        below = any(threshold is None for threshold, _need in self.opening_minimums)
        rows = [Words("below {score}: {need}", score=lowest, need=self.opening_need(lowest - 1))] \
            if below else []
        rows += [Words("{score}+: {need}", score=score, need=self.opening_need(score)) for score in scores]
        parts: list = []
        for row in rows:
            parts += [", "] * bool(parts) + [row]
        return Phrases(parts)

    def going_out_clause(self) -> Phrases:
        """What going out needs and scores, and asking partner first."""
        parts: list = [Words("- **Going out:** needs {need}", need=self.going_out_need())]
        parts += [words for held in self.features for words in held.going_out_words()]
        parts.append(Words("; bonus {points}", points=self.going_out_bonus))
        if self.concealed_bonus:
            parts.append(Words(", {points} more when going out concealed (all in one turn)",
                               points=self.concealed_bonus))
        parts.append(self.going_out.asking_words(self.has_partners))
        return Phrases(parts)
