"""The rules summary's clauses on scoring, as the rules word them: the cards laid out as soon as
held, the lines a variant adds, and the cards' values."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import JOKER_RANK, TWO
from ..errors import Phrases, Sentence, Words
from .rule_names import RuleNames
from .summary_phrases import rank_run

if TYPE_CHECKING:
    from . import Rules


class ScoreSummary(RuleNames):
    """The summary's lines on what scores what."""

    rules: Rules

    def laid_out_words(self) -> Words:
        """What ``laid_out_points`` scores, in words for the rules summary (``LaidOut.words``)."""
        return self.rules.laid_out.words(self.rules.red_threes_in_deck)

    def extra_score_words(self) -> tuple[Words, ...]:
        """What ``extra_score_lines`` scores, a sentence per rule, for the rules summary (a variant with
        score lines of its own words them in its wording class)."""
        return ()

    def laid_out_clause(self) -> Phrases:
        """The cards laid out as soon as held (red Threes), and what they score."""
        laid_out = self.rules.laid_out
        cards = Words("Red Threes") if laid_out.name == "red three" else Words("Threes")
        kept = Words(" (the stock's last card stays in hand and ends the deal)") \
            if laid_out.last_laid_out_kept else ""
        return Phrases((Words("- **{cards}** are laid out at once and replaced", cards=cards), kept, ": ",
                        self.laid_out_words(), "."))

    def extra_clauses(self) -> tuple[Words, ...]:
        """A line for each rule that adds score lines (``extra_score_lines``)."""
        return tuple(Words("- **Extra:** {rule}.", rule=Sentence((words,)))
                     for words in self.extra_score_words())

    def card_values_clause(self) -> Phrases:
        """The cards' values, and what cards left over cost."""
        melded = Words("; melded ones too, without a canasta") if self.rules.melded_points(1, 0) < 0 else ""
        return Phrases((Words("- **Card values:** {values}; cards left in hand count against you",
                              values=self.card_values_words()), melded, "."))

    def card_values_words(self) -> Phrases:
        """Ranks by value, highest first: "Joker 50, 2 and A 20, 8-K 10, 3-7 5"."""
        by_value: dict[int, list[int]] = {}
        for rank in range(TWO, JOKER_RANK + 1):
            by_value.setdefault(self.rules.value(rank), []).append(rank)
        parts: list = []
        for value, ranks in sorted(by_value.items(), reverse=True):
            parts += [", "] * bool(parts) + [rank_run(ranks), f" {value}"]
        return Phrases(parts)
