"""The moves a variant's game has, each with an example and what it does, as the rules word them for
the terminal's help: a move the game does not have (Acaba outside British Canasta, a sequence where
there are none) is not listed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Words
from .rule_names import RuleNames

if TYPE_CHECKING:
    from . import Rules


class MoveHelp(RuleNames):
    """The terminal's help on the moves, in the order of a turn."""

    rules: Rules

    def move_help(self) -> tuple[tuple[str, Words], ...]:
        """(an example, what it does) for each move the game has, in the order of a turn."""
        rules = self.rules
        listed = [("draw", Words("draw from the stock") if rules.draw_count == 1 else
                   Words("draw {count} cards from the stock", count=rules.draw_count)),
                  ("take", Words("take the discard pile; take K K melds its top King with two from your "
                                 "hand")),
                  ("meld Q Q Q", Words("lay down a meld; several at once: meld Q Q Q; 5 5 5 2"))]
        if rules.has_wild_melds:
            listed.append(("meld wild 2 2 JK", Words("lay down a meld of wild cards only")))
        if rules.sequences.reads_suits:
            listed.append(("meld seq 4H 5H 6H", Words("lay down a sequence of one suit, each card with its "
                                                      "suit")))
        listed.append(("add K 2", Words("add cards to your side's King meld; wild cards alone: add 2 to K")))
        listed += [line for held in rules.features for line in held.meld_help()]
        listed.append(("discard 9", Words("discard a Nine; discard 9H or 9♥ names the suit")))
        listed += [(move, words) for held in rules.features for move, words in held.discard_help()]
        listed += self.asking_help()
        listed.append(("pass", Words("with the stock empty, leave the pile, which ends the deal")))
        return tuple(listed)

    def asking_help(self) -> list[tuple[str, Words]]:
        """Asking partner and answering, where the game has partners, as the going-out policy words
        them; a feature's moves (Acaba), as the feature words them."""
        partners = self.rules.has_partners
        listed = self.rules.going_out.help(partners)
        listed += [(move, words) for feature in self.rules.features for move, words in feature.help(partners)]
        return listed
