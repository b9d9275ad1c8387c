"""The rule features a variant holds (``Rules.features``), found by kind, by the action they own, the
question they let a player ask partner, or the ending of a deal they make (engine.rules.feature)."""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import TypeVar

from .feature import Feature, replacing, without

F = TypeVar("F", bound=Feature)


class HeldFeatures:
    """The variant's features, looked up for the core engine, which asks them instead of testing fields."""

    # The fields of ``Rules`` this concern reads.
    features: tuple[Feature, ...]

    def feature(self, kind: type[F]) -> F | None:
        """The variant's feature of ``kind``, or None."""
        return self._kinds.get(kind)

    @cached_property
    def _kinds(self) -> dict:
        """Each class a feature is an instance of -> the first such feature."""
        kinds: dict = {}
        for held in self.features:
            for kind in type(held).__mro__:
                kinds.setdefault(kind, held)
        return kinds

    def with_feature(self, feature: Feature):
        """These rules with ``feature`` in place of the one of its kind, or added (a rule set made
        from another: a test's, a variant built on another's)."""
        return replace(self, features=replacing(self.features, feature))  # type: ignore[type-var]

    def without_feature(self, kind: type):
        """These rules without their feature of ``kind``."""
        return replace(self, features=without(self.features, kind))  # type: ignore[type-var]

    @cached_property
    def turn_start_features(self) -> tuple[Feature, ...]:
        """The features that list moves at the start of a turn (``Feature.turn_start_actions``
        overridden), so that the listing asks only those."""
        return tuple(held for held in self.features
                     if type(held).turn_start_actions is not Feature.turn_start_actions)

    @cached_property
    def meld_listers(self) -> tuple[Feature, ...]:
        """The features that list new melds of their kind (``Feature.new_melds`` overridden), in the
        variant's order, which is the listing's."""
        return tuple(held for held in self.features if type(held).new_melds is not Feature.new_melds)

    @cached_property
    def opening_listers(self) -> tuple[Feature, ...]:
        """The features that list openings with melds of their kind beside others
        (``Feature.openings_beside`` overridden), in the variant's order, which is the listing's."""
        return tuple(held for held in self.features
                     if type(held).openings_beside is not Feature.openings_beside)

    @cached_property
    def table_listers(self) -> tuple[Feature, ...]:
        """The features that list moves on the table alone (``Feature.table_actions`` overridden)."""
        return tuple(held for held in self.features if type(held).table_actions is not Feature.table_actions)

    @cached_property
    def more_meld_kinds(self) -> bool:
        """Whether melds beyond one group per rank exist: a feature lists the adds to melds of a kind
        (``Feature.meld_kind``: several per rank, wild melds, sequences)."""
        return bool(self._kind_listers)

    def lister_of(self, kind: str) -> Feature | None:
        """The feature that lists the adds to a meld of ``kind`` (engine.meld_keys), or None."""
        return self._kind_listers.get(kind)

    @cached_property
    def _kind_listers(self) -> dict:
        return {held.meld_kind: held for held in self.features if held.meld_kind is not None}

    @cached_property
    def _owners(self) -> dict:
        """Each action type, question and ending a feature owns -> that feature."""
        owned: dict = {}
        for held in self.features:
            owned |= dict.fromkeys(held.owns, held)
            if held.question is not None:
                owned[("question", held.question)] = held
            if held.ending is not None:
                owned[("ending", held.ending)] = held
        return owned

    @cached_property
    def opening_draw_cards(self) -> int:
        """Cards the player who makes a side's first meld then draws from the stock, all that are left
        when fewer (Mexicana's ``OpeningDraw``); 0: none."""
        return sum(held.opening_cards() for held in self.features)

    def special_hand(self, name: str):
        """The special hand called ``name`` in this game (engine.rules.called_hands), or None."""
        return next((hand for held in self.features if (hand := held.special_hand(name)) is not None), None)

    def keeps_record(self, record: str) -> bool:
        """Whether a feature of the variant sets ``record`` of the deal's turn state (``Feature.records``)."""
        return any(record in held.records for held in self.features)

    def owner(self, action_type: type) -> Feature | None:
        """The feature whose action ``action_type`` is (its check and effect), or None."""
        return self._owners.get(action_type)

    def asked_about(self, question: str) -> Feature | None:
        """The feature a player asks partner ``question`` about, or None."""
        return self._owners.get(("question", question))

    def ended_by(self, ended: str | None) -> Feature | None:
        """The feature that ends a deal as ``ended`` records, or None (going out, the stock...)."""
        return self._owners.get(("ending", ended))
