"""The rules summary's clauses on scoring, as the rules word them: the cards laid out as soon as
held, the lines a variant adds, and the cards' values."""

from __future__ import annotations

from ..cards import JOKER_RANK, TWO
from ..errors import Phrases, Sentence, Words
from .laid_out import LaidOut
from .queries import RuleQueries
from .summary_phrases import rank_run


class ScoreSummary(RuleQueries):
    """The summary's lines on what scores what."""

    # The fields of ``Rules`` these clauses read.
    laid_out: LaidOut

    def laid_out_clause(self) -> Phrases:
        """The cards laid out as soon as held (red Threes), and what they score."""
        cards = Words("Red Threes") if self.laid_out.name == "red three" else Words("Threes")
        kept = Words(" (the stock's last card stays in hand and ends the deal)") \
            if self.laid_out.last_laid_out_kept else ""
        return Phrases((Words("- **{cards}** are laid out at once and replaced", cards=cards), kept, ": ",
                        self.laid_out_words(), "."))

    def extra_clauses(self) -> tuple[Words, ...]:
        """A line for each rule that adds score lines (``extra_score_lines``)."""
        return tuple(Words("- **Extra:** {rule}.", rule=Sentence((words,)))
                     for words in self.extra_score_words())

    def card_values_clause(self) -> Phrases:
        """The cards' values, and what cards left over cost."""
        melded = Words("; melded ones too, without a canasta") if self.melded_points(1, 0) < 0 else ""
        return Phrases((Words("- **Card values:** {values}; cards left in hand count against you",
                              values=self.card_values_words()), melded, "."))

    def card_values_words(self) -> Phrases:
        """Ranks by value, highest first: "Joker 50, 2 and A 20, 8-K 10, 3-7 5"."""
        by_value: dict[int, list[int]] = {}
        for rank in range(TWO, JOKER_RANK + 1):
            by_value.setdefault(self.value(rank), []).append(rank)
        parts: list = []
        for value, ranks in sorted(by_value.items(), reverse=True):
            parts += [", "] * bool(parts) + [rank_run(ranks), f" {value}"]
        return Phrases(parts)
