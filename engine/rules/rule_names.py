"""What a variant's rules call things and what they need, in Words for the catalogs: the game's name, the
names of its canastas, what an opening needs and what going out asks; and ``names_of``, which finds the
words of a variant's rules (a variant that words a clause of its own declares a wording class ``of`` its
rules class). The play layers (scoring, moves, views) ask these; the rules hold none of them, only the
words of why a move is refused, beside its check."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from .. import meld_keys
from ..errors import Words, either

if TYPE_CHECKING:
    from .going_out_policy import GoingOutPolicy
    from .opening_table import OpeningTable

_CANASTA_TERMS = {"natural": Words("natural canasta"), "mixed": Words("mixed canasta"),
                  meld_keys.WILD: Words("wild canasta"), meld_keys.SEQUENCE: Words("sequence canasta")}


class NamedRules(Protocol):
    """What the names read of the rules: their name, kinds of canasta, opening table and going out."""

    @property
    def name(self) -> str: ...
    @property
    def opening(self) -> OpeningTable: ...
    @property
    def going_out(self) -> GoingOutPolicy: ...
    @property
    def canasta_kinds(self) -> tuple[str, ...]: ...
    def goes_out_with(self, kinds: Counter, laid_out: int) -> bool: ...


class RuleNames:
    """The names and needs of one variant's rules; a variant's wording class overrides those of its own
    clauses, and declares the rules class it words (``class SambaWording(RulesWording, of=SambaRules)``)."""

    _WORDED: ClassVar[dict[type, type[RuleNames]]] = {}  # a rules class -> the class of its words

    rules: NamedRules

    def __init_subclass__(cls, of: type | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if of is not None:
            RuleNames._WORDED[of] = cls

    def __init__(self, rules) -> None:
        self.rules = rules

    @property
    def game(self) -> Words:
        """The variant's name as Words, for sentences naming it (each catalog has every variant's name,
        from the ``Variant`` its module declares)."""
        return Words(self.rules.name)

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
        if set(self.rules.canasta_kinds) <= set(kinds):
            return Words("a canasta")
        names = [self.canasta_term(kind) for kind in self.rules.canasta_kinds if kind in kinds]
        return Words("a {canastas}", canastas=either(names))

    def opening_need(self, score: int) -> Words:
        """What the opening of a side at ``score`` needs, as Words: "50", "any meld", "a canasta",
        "150 with a natural canasta or escalera", "50 clean" (the ``OpeningTable``'s words)."""
        return self.rules.opening.need_words(score, self.canasta_words)

    def going_out_need(self) -> Words:
        """What ``goes_out_with`` asks for, as Words: "a canasta", "2 canastas"."""
        return self.rules.going_out.need_words()

    def going_out_missing(self, kinds: Counter, laid_out: int) -> Words | None:
        """What a side with canastas of these ``kinds`` and ``laid_out`` cards laid out still lacks
        to go out, in a few words for the table picture (None when nothing)."""
        if self.rules.goes_out_with(kinds, laid_out):
            return None
        return self.rules.going_out.missing_words()


def names_of(rules) -> RuleNames:
    """The words of ``rules``, an object of their wording class (``wording_class``)."""
    return wording_class(type(rules))(rules)


def wording_class(rules_class: type) -> type[RuleNames]:
    """The class of the words of rules of ``rules_class``: the one declared for the nearest class in its
    ancestry (engine.rules.wording declares Classic's for ``Rules``)."""
    for kind in rules_class.__mro__:
        worded = RuleNames._WORDED.get(kind)
        if worded is not None:
            return worded
    raise LookupError(f"no words are declared for {rules_class.__name__} (engine.rules.wording not imported)")
