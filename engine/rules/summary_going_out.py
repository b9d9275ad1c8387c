"""The rules summary's clauses on a side's first meld and on going out, as the rules word them: the
opening table and what comes with an opening, the canastas and the bonuses of going out, asking
partner."""

from __future__ import annotations

from ..errors import Phrases, Words
from .opening_table import OpeningTable
from .pile_taking import PileTaking
from .queries import RuleQueries


class GoingOutSummary(RuleQueries):
    """The summary's lines on the first meld and on going out."""

    # The fields of ``Rules`` these clauses read.
    wild_ranks: frozenset[int]
    canasta_size: int
    going_out_bonus: int
    concealed_bonus: int
    may_ask_to_go_out: bool
    must_ask_to_go_out: bool
    closing_discard: bool
    pile_taking: PileTaking
    opening: OpeningTable
    splash: bool
    ask_once: bool

    def first_meld_clause(self) -> Phrases:
        """What a side's first meld needs by its score, and what comes with it."""
        parts: list = [Words("- **First meld** by your side's score: {needs}",
                             needs=self.opening.table_words(self.opening_need)),
                       *self.opening.counting_words()]
        parts += self.pile_taking.opening_words()
        parts += [words for held in self.features for words in held.opening_words()]
        if self.splash:
            parts.append(Words("; a **splash** ({size} naturals of a rank from hand) opens at any score",
                               size=self.canasta_size))
        return Phrases((*parts, "."))

    def going_out_clause(self) -> Phrases:
        """What going out needs and scores, and asking partner first."""
        parts: list = [Words("- **Going out:** needs {need}", need=self.going_out_need())]
        if self.closing_discard:
            parts.append(self.closing_words())
        parts.append(Words("; bonus {points}", points=self.going_out_bonus))
        if self.concealed_bonus:
            parts.append(Words(", {points} more when going out concealed (all in one turn)",
                               points=self.concealed_bonus))
        parts.append(self.asking_words())
        return Phrases(parts)

    def closing_words(self) -> Words:
        """How a player goes out where it is by a final discard only."""
        if self.final_discard_ok(min(self.wild_ranks)):
            return Words("; by discarding your last card")
        return Words("; the last discard is natural, not a Three")

    def asking_words(self) -> Words | str:
        """Whether and how a player asks partner before going out."""
        if not (self.may_ask_to_go_out and self.has_partners):
            return "."
        if self.must_ask_to_go_out:
            return Words(". Ask partner \"may I go out?\" before melding: only a yes lets you.")
        if self.ask_once:
            return Words(". You may ask partner first, once a deal.")
        return Words(". You may ask your partner's permission first.")
