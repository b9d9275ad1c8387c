"""The rules summary's clauses on melds, as the rules word them: wild cards and what a meld holds,
sequences, melds of wild cards, several melds of a rank, and black Threes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import meld_keys
from ..cards import THREE, TWO, make
from ..errors import Phrases, Words
from .merges import MeldMerges
from .rule_names import RuleNames
from .sequences import Sequences
from .summary_phrases import ranks_words, sizes_words

if TYPE_CHECKING:
    from . import Rules


class MeldSummary(RuleNames):
    """The summary's lines on what melds may hold."""

    rules: Rules

    def meld_words(self) -> Words | None:
        """What a group asks of its wild cards beyond their count, in words for the rules summary
        (None: nothing; where the rules' ``group_wild_limit`` is overridden)."""
        return None

    def wild_meld_words(self) -> Words | None:
        """What a meld of wild cards asks beyond its size, in words for the rules summary (None: nothing)."""
        return None

    def wild_cards_clause(self) -> Phrases:
        """The wild cards, what a group holds, and a canasta's size."""
        rules = self.rules
        size = rules.max_meld_size
        parts: list = [Words("- **Wild cards:** {ranks}. A meld: 3+ cards of one rank, {wilds}; a "
                             "**canasta** is {size} cards", ranks=ranks_words(rules.wild_ranks),
                             wilds=self.meld_wilds_words(), size=rules.canasta_size)]
        if not rules.wilds_join_canastas:
            parts.append(Words(", then no wild card joins it"))
        parts.append(Words(", the most a meld holds.") if size == rules.canasta_size
                     else Words("; a meld holds at most {size} cards.", size=size) if size else ".")
        return Phrases(parts)

    def meld_wilds_words(self) -> Words | Phrases:
        """How many wild cards a group holds (the variant's own words alone where they say it)."""
        rules, more = self.rules, self.meld_words()
        if more is not None and str(more).startswith(f"at most {rules.meld_max_wilds} wild"):
            return more
        parts: list = [] if more else [Words("at least {count} natural, ", count=rules.meld_min_naturals)]
        parts.append(Words("at most {most} wild", most=rules.meld_max_wilds))
        if rules.naturals_outnumber_wilds:
            parts.append(Words(", more natural than wild"))
        if more:
            parts += ["; ", more]
        return Phrases(parts)

    def more_meld_clauses(self) -> tuple[Words | Phrases, ...]:
        """Lines for melds beyond one group per rank, where the variant has them."""
        return (*self.sequence_clauses(), *self.wild_meld_clauses(), *self.several_melds_clauses())

    def sequence_clauses(self) -> tuple[Phrases, ...]:
        sequences = self.rules.feature(Sequences)
        if sequences is None:
            return ()
        fewest, most, grows = sequences.fewest, sequences.most, sequences.grow_going_out
        return (Phrases((Words("- **Sequences:** {fewest} to {most} cards of one suit in order, 4 up to Ace, "
                               "no wild cards, laid from your hand; {most} are a canasta ({name})",
                               fewest=fewest, most=most, name=self.canasta_term(meld_keys.SEQUENCE)),
                         Words("; a full one grows only on the way out.") if grows else ".")),)

    def wild_meld_clauses(self) -> tuple[Phrases, ...]:
        rules = self.rules
        if not rules.has_wild_melds:
            return ()
        fewest, most = rules.wild_melds.fewest, rules.wild_melds.most
        more = self.wild_meld_words()
        full = [TWO << 2] * rules.canasta_size  # named by its mix where the variant tells mixes apart
        by_mix = rules.canasta_kind(meld_keys.wild(), full) != meld_keys.WILD
        parts: list = [Words("- **Wild melds:** {fewest} to {most} wild cards on their own", fewest=fewest,
                             most=most)]
        if not rules.has_several_melds:
            parts.append(Words(", one per side"))
        elif rules.several_melds.when_full:
            parts.append(Words(", one per side at a time"))
        parts.append(Words("; {size} are a canasta", size=rules.canasta_size))
        if not by_mix:
            parts += [" (", self.canasta_term(meld_keys.WILD), ")"]
        parts += ["; ", more, "."] if more else ["."]
        return (Phrases(parts),)

    def several_melds_clauses(self) -> tuple[Words, ...]:
        rules = self.rules
        if not rules.has_several_melds:
            return ()
        if rules.several_melds.when_full:
            return (Words("- **Full melds:** a full meld of {size} is followed by a new one of its rank "
                          "(K, K#2).", size=rules.max_meld_size),)
        merges = rules.feature(MeldMerges)
        merge = merges.several_melds_words() if merges is not None else ""
        return (Words("- **Several melds** of one rank may lie side by side (K, K#2){merge}.", merge=merge),)

    def black_three_clauses(self) -> tuple[Words, ...]:
        """The line on black Threes kept in hand (none where they are laid out like red ones)."""
        rules = self.rules
        if rules.laid_out.is_laid_out(make(THREE, 0)):
            return ()
        first_turn = Words("; none may be discarded on a player's first turn") \
            if rules.no_black_three_first_turn else ""
        if not rules.black_three_meld_sizes:
            return (Words("- **Black Threes** are never melded: discard them{penalty}{first_turn}.",
                          penalty=self.black_three_penalty_words(), first_turn=first_turn),)
        return (Words("- **Black Threes** can be melded only when going out ({sizes}, no wild "
                      "cards){penalty}{first_turn}.", sizes=sizes_words(rules.black_three_meld_sizes),
                      penalty=self.black_three_penalty_words(), first_turn=first_turn),)

    def black_three_penalty_words(self) -> Words | str:
        """What a black Three left in hand costs, where it is more than its value."""
        penalty = self.rules.hand_penalty(make(THREE, 0), True)
        if penalty == self.rules.value(THREE):
            return ""
        return Words("; each one left in hand when someone goes out costs {points}", points=penalty)
