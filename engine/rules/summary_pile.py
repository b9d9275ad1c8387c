"""The rules summary's clauses on the discard pile, as the rules word them: how it starts, when it is
frozen, what takes it and what stops it."""

from __future__ import annotations

from ..cards import THREE, make
from ..errors import Phrases, Sentence, Words
from .packet import Packet
from .queries import RuleQueries
from .summary_phrases import naturals_words, ranks_words


class PileSummary(RuleQueries):
    """The summary's words on the upcard and the discard pile."""

    # The fields of ``Rules`` these clauses read.
    upcard: bool
    pile_always_frozen: bool
    stop_ranks: frozenset[int]
    pile_naturals: tuple[int, int] | None
    pile_for_opening: bool

    def pile_start_words(self) -> Words:
        """How the pile starts: an upcard (over a packet, where there is one) or empty."""
        if not self.upcard:
            return Words("; the discard pile starts empty.")
        packet = self.feature(Packet)
        return Words("; one card turned up starts the pile{packet}.",
                     packet=Phrases((", ", packet.words)) if packet else "")

    def pile_words(self) -> Words | Phrases:
        """When the pile is frozen, what takes it and what stops it."""
        stops = self.stop_words()
        take: Words | Phrases = Words("only a natural pair from your hand matching the top card takes it")
        shown = self.frozen_sequence_take()
        if shown:
            take = Phrases((take, Words(", or the top card with {count} cards of its suit from your hand "
                                        "lengthening one of your sequences", count=shown)))
        if self.pile_naturals:
            return self.naturals_take_words(self.pile_naturals, stops)
        if not self.pile_for_opening:
            return Words("never to a side not yet open; frozen while {freezers} is in it: then {take}. "
                         "{stops}.", freezers=self.freezers_words(), take=take, stops=stops)
        if self.pile_always_frozen:
            return Words("always frozen: {take}. {stops}.", take=take, stops=stops)
        return Words("frozen for a side that has not melded yet, and for everyone while a wild card or red "
                     "Three is in it: then {take}. {stops}.", take=take, stops=stops)

    def naturals_take_words(self, naturals: tuple[int, int], stops: Sentence) -> Words | Phrases:
        """The pile taken with so many naturals of the top card's rank (Canastone)."""
        if self.pile_always_frozen:
            return Words("always frozen: {naturals} from your hand matching the top card take it (onto your "
                         "meld too). {stops}.", naturals=naturals_words(naturals[True]), stops=stops)
        unfrozen, frozen = naturals
        opening = "" if self.pile_for_opening else Words("never to a side not yet open; ")
        return Phrases((opening, Words("taken with {unfrozen} naturals from your hand matching the top "
                                       "card, {frozen} when {freezers} in it freezes it. {stops}.",
                                       unfrozen=unfrozen, frozen=frozen, freezers=self.freezers_words(),
                                       stops=stops)))

    def freezers_words(self) -> Words:
        """What freezes the pile: "a wild card or red Three"."""
        if self.freezes_pile(make(THREE, 1)):
            return Words("a wild card or red Three")
        return Words("a wild card")

    def stop_words(self) -> Sentence:
        """What on top keeps the next player from taking the pile, as a sentence."""
        stops = Words("{ranks} on top stop it for the next player", ranks=ranks_words(self.stop_ranks))
        if self.is_laid_out(make(THREE, 0)):
            stops = Words("a Three turned up at the start is covered, as a wild card is") if self.upcard \
                else Words("never a wild card on top")
        return Sentence((stops,))
