"""The hooks through which a rule feature that not every variant has (a declaration such as Acaba,
special hands, the initial-meld bonus, the opening draw, the turn card...) takes part in play: the
core engine asks a variant's features (``Rules.features``) rather than testing rule fields.

A feature lists the moves it adds before and after the draw, checks and plays the moves it owns,
answers the question it lets a player ask partner, scores a deal it ended or adds its lines to any
deal's score, says what cards an opening brings, fills what the views show of it, and describes
itself for the rules summary and the terminal's help. A feature that only changes a clause (going
out by a final discard, how the stock ends a deal: engine.rules.closing) is asked by its kind. Every
hook has a default that does nothing, so a feature implements only its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from ..errors import Phrases, Words
    from ..scoring import ScoreItem
    from ..special_hands import SpecialHand


def replacing(features: tuple[Feature, ...], feature: Feature) -> tuple[Feature, ...]:
    """``features`` with ``feature`` in place of the one of its kind (its class), or added last."""
    kind = type(feature)
    if any(type(held) is kind for held in features):
        return tuple(feature if type(held) is kind else held for held in features)
    return (*features, feature)


def without(features: tuple[Feature, ...], kind: type) -> tuple[Feature, ...]:
    """``features`` but those of ``kind``."""
    return tuple(held for held in features if not isinstance(held, kind))


class Feature:
    """One rule feature a variant holds; subclasses are frozen dataclasses of the feature's numbers."""

    owns: ClassVar[tuple[type, ...]] = ()  # the action types whose check and effect are this feature's
    question: ClassVar[str | None] = None  # what a player may ask partner about (``Ask.question``)
    # The ``Deal.ended`` a deal this feature ends records, with the declaring seat as ``Deal.declarer``.
    ending: ClassVar[str | None] = None
    verbs: ClassVar[tuple[str, ...]] = ()  # the words its moves start with (docs/notation.md)
    meld_verbs: ClassVar[tuple[str, ...]] = ()  # those among them listed with the melds, after ``add``
    meld_kind: ClassVar[str | None] = None  # the kind of meld (engine.meld_keys) it lists the adds to
    turns_upcards: ClassVar[bool] = False  # whether ``deal_start`` turns the upcards (the core does not)
    # The records of the deal's turn state only this feature sets (``Deal.bonus_taken``): a position of
    # a variant without the feature may not hold them.
    records: ClassVar[tuple[str, ...]] = ()

    def deal_start(self, deal) -> bool:
        """Set up what the feature sets up once the hands are dealt and their laid-out cards replaced;
        False when that annuls the deal (it is shuffled and dealt again)."""
        return True

    def turn_start_actions(self, deal) -> Sequence[Any]:
        """Moves listed for the seat to move before it draws, after the draw and the take."""
        return ()

    def play_actions(self, deal) -> Sequence[Any]:
        """Moves listed for the seat to move once it has drawn, after its discards."""
        return ()

    def new_melds(self, rules, melds: dict, counts: list[int], wilds: tuple[int, int],
                  held: list[int]) -> Sequence[Any]:
        """The new melds of the feature's kind a hand may lay beside a side's ``melds`` (``counts``: the
        hand's ranks; ``wilds``: its Jokers and Twos that may go into groups; ``held``: its ranks by
        suit, as bits), listed after the core's groups; the core keeps those worth an unopened side's
        minimum that leave the hand a card to discard."""
        return ()

    def additions(self, rules, key: int, meld: list[int], counts: list[int], hand: tuple[list[int], int],
                  wilds: tuple[int, int]) -> Sequence[tuple]:
        """The ranks a hand may add to the side's meld ``key`` of the feature's ``meld_kind`` (``hand``:
        its ranks by suit and its size; ``wilds`` as in ``new_melds``)."""
        return ()

    def openings_beside(self, rules, hand: list[int], counts: list[int], minimum: int, clean: bool,
                        groups) -> Sequence[Any]:
        """A side's openings from ``hand`` (``counts``: its ranks) that lay melds of the feature's kind
        beside others, worth ``minimum`` together (``clean``: the groups hold no wild card); the
        canonical groups that make up a total come from ``groups(counts left, total, first=rank,
        clean=...)`` (None where none do). The core keeps those that leave the hand right and pass
        its checks."""
        return ()

    def takes_top_onto(self, key: int, top: int) -> bool:
        """Whether the pile's top card (code ``top``) may be taken onto the side's meld ``key`` of the
        feature's ``meld_kind``, a meld other than the first group of the card's rank."""
        return False

    def table_actions(self, rules, melds: dict) -> Sequence[Any]:
        """Moves on a side's ``melds`` alone, using no card from hand (merges), listed after the melds."""
        return ()

    def check(self, deal, action) -> None:
        """Raise IllegalAction unless ``action`` (of a type in ``owns``) is legal now."""

    def apply(self, deal, action) -> None:
        """Play ``action``, which has passed ``check``."""

    def check_ask(self, deal) -> None:
        """Raise IllegalAction unless the seat to move may ask partner ``question`` now."""

    def answer(self, deal, yes: bool) -> None:
        """Play partner's answer to ``question``."""

    def side_score(self, deal, seats: tuple[int, ...], items: tuple[ScoreItem, ...]) -> tuple[ScoreItem, ...]:
        """The score lines of the side of ``seats`` for a deal no feature's ending ended: ``items`` as the
        core scored them, with the feature's own (special hands: the hand's line)."""
        return items

    def special_hand(self, name: str) -> SpecialHand | None:
        """The special hand called ``name`` that the feature lets a player call, or None."""
        return None

    def ending_score(self, deal, seats: tuple[int, ...]) -> tuple[ScoreItem, ...]:
        """The score lines of the side of ``seats`` for a deal this feature ended (``ending``)."""
        return ()

    def summary(self) -> tuple[tuple[Words, Words], ...]:
        """The rules summary's clauses for this feature: (a heading, what it says)."""
        return ()

    def opening_cards(self) -> int:
        """Cards the player who makes a side's first meld of the deal then draws from the stock."""
        return 0

    def opening_words(self) -> tuple[Words, ...]:
        """What the rules summary's first-meld clause says comes with a side's opening."""
        return ()

    def view_fields(self, deal) -> dict[str, Any]:
        """What the views of ``deal`` show of the feature, by field of ``engine.views.PublicView``."""
        return {}

    def table_lines(self) -> tuple[Words | Phrases, ...]:
        """The rules summary's whole lines for the feature on the table, after the cards' line (the turn
        card)."""
        return ()

    def summary_lines(self) -> tuple[Words | Phrases, ...]:
        """The rules summary's lines for the feature as whole lines, after the headed clauses of
        ``summary``."""
        return ()

    def help(self, has_partners: bool) -> tuple[tuple[str, Words], ...]:
        """The terminal's help for the feature's moves: (the move as typed, what it does)."""
        return ()

    def meld_help(self) -> tuple[tuple[str, Words], ...]:
        """The terminal's help for the feature's moves on melds, after adding to a meld (merging)."""
        return ()

    def discard_help(self) -> tuple[tuple[str, Words], ...]:
        """The terminal's help on what the feature makes of a discard, after the discard's own line."""
        return ()

    def going_out_words(self) -> tuple[Words, ...]:
        """What the rules summary's going-out clause says the feature asks of going out, after the
        canastas needed (a final discard only)."""
        return ()

    def deal_end_words(self, draw_count: int) -> Words | None:
        """How the rules summary's match line says a deal ends by the stock under the feature (drawing
        ``draw_count`` cards a turn); None: the feature does not change it."""
        return None
