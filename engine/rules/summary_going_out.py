"""The rules summary's clauses on a side's first meld and on going out, as the rules word them: the
opening table and what comes with an opening, the canastas and the bonuses of going out, asking
partner."""

from __future__ import annotations

from ..errors import Phrases, Words
from .going_out_policy import GoingOutPolicy
from .opening_table import OpeningTable
from .pile_taking import PileTaking
from .queries import RuleQueries


class GoingOutSummary(RuleQueries):
    """The summary's lines on the first meld and on going out."""

    # The fields of ``Rules`` these clauses read.
    wild_ranks: frozenset[int]
    going_out_bonus: int
    concealed_bonus: int
    going_out: GoingOutPolicy
    pile_taking: PileTaking
    opening: OpeningTable

    def first_meld_clause(self) -> Phrases:
        """What a side's first meld needs by its score, and what comes with it."""
        parts: list = [Words("- **First meld** by your side's score: {needs}",
                             needs=self.opening.table_words(self.opening_need)),
                       *self.opening.counting_words()]
        parts += self.pile_taking.opening_words()
        parts += [words for held in self.features for words in held.opening_words()]
        return Phrases((*parts, "."))

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
