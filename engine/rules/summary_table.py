"""The rules summary's clauses on the table and the turn, as the rules word them: the players and
their sides, the cards, the features' lines on the table, the turn, the features' own lines and how
a match and a deal end."""

from __future__ import annotations

from functools import reduce
from typing import TYPE_CHECKING

from ..errors import Phrases, Words
from .closing import WildsDiscardedLast
from .partnership import PartnershipByTake
from .summary_phrases import cards_words
from .summary_pile import PileSummary

if TYPE_CHECKING:
    from . import Rules


class TableSummary(PileSummary):
    """The summary's lines on the players, the cards, the turn and the match (the cards' line ends with
    how the pile starts)."""

    rules: Rules

    def players_words(self) -> Words:
        """Who plays with whom: "4 in 2 partnerships, partners opposite (seats 1 & 3 against 2 & 4)."."""
        players, teams = self.rules.players, self.rules.teams
        if self.rules.feature(PartnershipByTake) is not None:
            return Words("{players}, each for themselves until someone first takes the discard pile: that "
                         "player then plays alone against the other two as partners.", players=players)
        if all(len(team) == 1 for team in teams):
            return Words("{players}, each for themselves.", players=players)
        sides: list[Words | str] = [" & ".join(str(seat + 1) for seat in team) for team in teams]
        seats = reduce(lambda first, second: Words("{first} against {second}", first=first, second=second),
                       sides)
        if any(len(team) > 2 for team in teams):
            return Words("{players} in {teams} teams of {size}, seats alternating ({seats}).",
                         players=players, teams=len(teams), size=len(teams[0]), seats=seats)
        return Words("{players} in {teams} partnerships, partners opposite (seats {seats}).", players=players,
                     teams=len(teams), seats=seats)

    def cards_clause(self) -> Phrases:
        """The packs, the deal and how the pile starts."""
        rules = self.rules
        return Phrases((Words("- **Cards:** {packs} packs with {jokers} Jokers ({cards} cards); {hand} dealt "
                              "to each player", packs=rules.packs, jokers=rules.packs * rules.jokers_per_pack,
                              cards=rules.deck_size, hand=rules.hand_size),
                        self.pile_start_words()))

    def table_feature_clauses(self) -> tuple[Words | Phrases, ...]:
        """The lines the variant's features say of the table, after the cards' line (the turn card)."""
        return tuple(line for held in self.rules.features for line in held.table_lines())

    def turn_clause(self) -> Phrases:
        """What a turn is: the draw or the take, melding, the discard."""
        rules = self.rules
        parts: list = [Words("- **Turn:** draw {cards} or take the whole discard pile",
                             cards=cards_words(rules.draw_count)), *rules.pile_taking.turn_words()]
        parts.append(Words(", meld if you like, then discard one card"))
        if rules.feature(WildsDiscardedLast) is not None:
            parts.append(Words(" (a wild card only if you hold no natural)"))
        parts.append(Words(". A side opens only before drawing.") if rules.opens_before_drawing() else ".")
        if rules.restricts_discards:
            parts.append(Words(" Onto an empty pile: Aces and Sevens after other naturals, dead cards last."))
        return Phrases(parts)

    def feature_clauses(self) -> tuple[Words | Phrases, ...]:
        """The whole lines the variant's features say of themselves (special hands)."""
        return tuple(line for held in self.rules.features for line in held.summary_lines())

    def match_clause(self) -> Phrases:
        """The match's target and how a deal ends."""
        return Phrases((Words("- **Match:** deals continue until a side reaches {target}",
                              target=self.rules.target), self.deal_end_words()))

    def deal_end_words(self) -> Words | str:
        """How a deal ends by the stock, as the features that change it say (a short stock, a last
        turn); Classic's: play goes on from the pile."""
        draws = self.rules.draw_count
        return next((words for held in self.rules.features
                     if (words := held.deal_end_words(draws)) is not None), ".")
