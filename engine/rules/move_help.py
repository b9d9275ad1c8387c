"""The moves a variant's game has, each with an example and what it does, as the rules word them for
the terminal's help: a move the game does not have (Acaba outside British Canasta, a sequence where
there are none) is not listed."""

from __future__ import annotations

from ..errors import Words
from .going_out_policy import GoingOutPolicy
from .queries import RuleQueries


class MoveHelp(RuleQueries):
    """The terminal's help on the moves, in the order of a turn."""

    # The fields of ``Rules`` this help reads.
    draw_count: int
    going_out: GoingOutPolicy

    def move_help(self) -> tuple[tuple[str, Words], ...]:
        """(an example, what it does) for each move the game has, in the order of a turn."""
        listed = [("draw", Words("draw from the stock") if self.draw_count == 1 else
                   Words("draw {count} cards from the stock", count=self.draw_count)),
                  ("take", Words("take the discard pile; take K K melds its top King with two from your "
                                 "hand")),
                  ("meld Q Q Q", Words("lay down a meld; several at once: meld Q Q Q; 5 5 5 2"))]
        if self.has_wild_melds:
            listed.append(("meld wild 2 2 JK", Words("lay down a meld of wild cards only")))
        if self.sequences.reads_suits:
            listed.append(("meld seq 4H 5H 6H", Words("lay down a sequence of one suit, each card with its "
                                                      "suit")))
        listed.append(("add K 2", Words("add cards to your side's King meld; wild cards alone: add 2 to K")))
        listed += [line for held in self.features for line in held.meld_help()]
        listed.append(("discard 9", Words("discard a Nine; discard 9H or 9♥ names the suit")))
        listed += [(move, words) for held in self.features for move, words in held.discard_help()]
        listed += self.asking_help()
        listed.append(("pass", Words("with the stock empty, leave the pile, which ends the deal")))
        return tuple(listed)

    def asking_help(self) -> list[tuple[str, Words]]:
        """Asking partner and answering, where the game has partners, as the going-out policy words
        them; a feature's moves (Acaba), as the feature words them."""
        partners = self.has_partners
        listed = self.going_out.help(partners)
        listed += [(move, words) for feature in self.features for move, words in feature.help(partners)]
        return listed
