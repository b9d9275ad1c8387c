"""The rules summary's clauses on a side's first meld and on going out, as the rules word them: the
opening table and what comes with an opening, the canastas and the bonuses of going out, asking
partner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Phrases, Words
from .rule_names import RuleNames

if TYPE_CHECKING:
    from . import Rules


class GoingOutSummary(RuleNames):
    """The summary's lines on the first meld and on going out."""

    rules: Rules

    def first_meld_clause(self) -> Phrases:
        """What a side's first meld needs by its score, and what comes with it."""
        rules = self.rules
        parts: list = [Words("- **First meld** by your side's score: {needs}",
                             needs=rules.opening.table_words(self.opening_need)),
                       *rules.opening.counting_words()]
        parts += rules.pile_taking.opening_words()
        parts += [words for held in rules.features for words in held.opening_words()]
        return Phrases((*parts, "."))

    def going_out_clause(self) -> Phrases:
        """What going out needs and scores, and asking partner first."""
        rules = self.rules
        parts: list = [Words("- **Going out:** needs {need}", need=self.going_out_need())]
        parts += [words for held in rules.features for words in held.going_out_words()]
        parts.append(Words("; bonus {points}", points=rules.going_out_bonus))
        if rules.concealed_bonus:
            parts.append(Words(", {points} more when going out concealed (all in one turn)",
                               points=rules.concealed_bonus))
        parts.append(rules.going_out.asking_words(rules.has_partners))
        return Phrases(parts)
