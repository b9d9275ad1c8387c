"""The rules summary's clauses on the discard pile, as the rules word them: how it starts and what freezes
it; when it is frozen, what takes it and what stops it are the words of the rules' ``PileTaking``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import THREE, make
from ..errors import Phrases, Words
from .packet import Packet
from .rule_names import RuleNames

if TYPE_CHECKING:
    from . import Rules


class PileSummary(RuleNames):
    """The summary's words on the upcard and the discard pile."""

    rules: Rules

    def pile_start_words(self) -> Words:
        """How the pile starts: an upcard (over a packet, where there is one) or empty."""
        if not self.rules.upcard:
            return Words("; the discard pile starts empty.")
        packet = self.rules.feature(Packet)
        return Words("; one card turned up starts the pile{packet}.",
                     packet=Phrases((", ", packet.words)) if packet else "")

    def freezers_words(self) -> Words:
        """What freezes the pile: "a wild card or red Three"."""
        if self.rules.freezes_pile(make(THREE, 1)):
            return Words("a wild card or red Three")
        return Words("a wild card")

    def pile_words(self) -> Words | Phrases:
        """When the pile is frozen, what takes it and what stops it (the pile-taking policy's words)."""
        return self.rules.pile_taking.words(self.rules, self.freezers_words())
