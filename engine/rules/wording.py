"""What a variant's rules say to people, as Words for the catalogs: the game's name, the names of its
canastas, what an opening needs, what going out asks, and the clauses a variant words for the rules
summary. What the engine plays is in the concern modules beside this one; this module only words it."""

from __future__ import annotations

from collections import Counter

from .. import meld_keys
from ..errors import Words, either
from .going_out_policy import GoingOutPolicy
from .going_out_rules import GoingOutRules
from .opening_rules import OpeningRules
from .score_rules import ScoreRules

_CANASTA_TERMS = {"natural": Words("natural canasta"), "mixed": Words("mixed canasta"),
                  meld_keys.WILD: Words("wild canasta"), meld_keys.SEQUENCE: Words("sequence canasta")}


class RulesWording(OpeningRules, GoingOutRules, ScoreRules):
    """The rules' words for people: a variant subclass overrides those of its own clauses."""

    # The fields of ``Rules`` this concern reads.
    name: str
    meld_max_wilds: int
    going_out: GoingOutPolicy

    @property
    def game(self) -> Words:
        """The variant's name as Words, for sentences naming it (each catalog has every variant's name,
        from the ``Variant`` its module declares)."""
        return Words(self.name)

    def canasta_term(self, kind: str) -> Words:
        """What a canasta of this kind is called, as Words (a variant with kinds of its own, or names
        of its own, overrides this)."""
        term = _CANASTA_TERMS.get(kind)
        return term if term is not None else Words("{kind} canasta", kind=kind)

    def canasta_name(self, kind: str) -> str:
        """What a canasta of this kind is called on the score sheet: the English of ``canasta_term``."""
        return str(self.canasta_term(kind))

    def canasta_words(self, kinds) -> Words:
        """"a canasta" when any kind will do, else the kinds by name ("a natural canasta or
        escalera"), as Words."""
        if set(self.canasta_kinds) <= set(kinds):
            return Words("a canasta")
        names = [self.canasta_term(kind) for kind in self.canasta_kinds if kind in kinds]
        return Words("a {canastas}", canastas=either(names))

    def opening_need(self, score: int) -> Words:
        """What the opening of a side at ``score`` needs, as Words: "50", "any meld", "a canasta",
        "150 with a natural canasta or escalera", "50 clean" (the ``OpeningTable``'s words)."""
        return self.opening.need_words(score, self.canasta_words)

    def wild_limit_words(self, rank: int, naturals: int) -> Words:
        """Why a group of ``rank`` with ``naturals`` naturals takes fewer wild cards than
        ``meld_max_wilds``, for the player (where ``group_wild_limit`` is overridden)."""
        return Words("a meld may hold at most {most} wild cards", most=self.meld_max_wilds)

    def wild_meld_words(self) -> Words | None:
        """What a meld of wild cards asks beyond its size, in words for the rules summary (None: nothing)."""
        return None

    def meld_words(self) -> Words | None:
        """What a group asks of its wild cards beyond their count, in words for the rules summary
        (None: nothing; where ``group_wild_limit`` is overridden)."""
        return None

    def laid_out_words(self) -> Words:
        """What ``laid_out_points`` scores, in words for the rules summary (``LaidOut.words``)."""
        return self.laid_out.words(self.red_threes_in_deck)

    def extra_score_words(self) -> tuple[Words, ...]:
        """What ``extra_score_lines`` scores, a sentence per rule, for the rules summary."""
        return ()

    def going_out_need(self) -> Words:
        """What ``goes_out_with`` asks for, as Words: "a canasta", "2 canastas"."""
        return self.going_out.need_words()

    def going_out_missing(self, kinds: Counter, laid_out: int) -> Words | None:
        """What a side with canastas of these ``kinds`` and ``laid_out`` cards laid out still lacks
        to go out, in a few words for the table picture (None when nothing)."""
        if self.goes_out_with(kinds, laid_out):
            return None
        return self.going_out.missing_words()
