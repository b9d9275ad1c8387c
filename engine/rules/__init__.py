"""The rules of one variant: immutable data, and policy methods that hold Classic's behaviour.

Everything the engine asks about a variant is a field or a method here: how many packs and
players, what a meld may hold, what the pile allows, what scores what. As in python-chess,
the base class already plays the standard game; a variant is an instance (and, where data
cannot say it, a subclass overriding a method) found by key in :mod:`engine.variants`. A feature
beyond Classic's that brings moves of its own is an object the rules hold (``features``; the hooks
in :mod:`engine.rules.feature`), which the core asks instead of testing a field; so are the policies
every variant has, Classic's by default: how the pile is taken (``pile_taking``,
:mod:`.pile_taking`), what an opening needs (``opening``, :mod:`.opening_table`), what going out asks
(``going_out``, :mod:`.going_out_policy`) and the cards laid out as soon as held (``laid_out``,
:mod:`.laid_out`).

The fields are here; the methods are in one module per concern, mixin classes that ``Rules``
inherits: the pile (:mod:`.pile_rules`), melds (:mod:`.meld_rules`), scoring (:mod:`.score_rules`),
the opening (:mod:`.opening_rules`), going out (:mod:`.going_out_rules`), the table and the turn
(:mod:`.turn_rules`), the match (:mod:`.match_rules`) and the features held (:mod:`.held_features`),
gathered in :mod:`.queries`. What the rules say to people is apart from what they play, and not in
``Rules``: ``wording_of(rules)`` (:mod:`.wording`) holds the names and needs (:mod:`.rule_names`), the
rules summary's clauses by concern (the ``summary_*`` modules) and the terminal's help on the moves
(:mod:`.move_help`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import JOKER_RANK, TWO
from .feature import Feature
from .going_out_policy import GoingOutPolicy
from .laid_out import LaidOut
from .opening_table import CLASSIC_OPENING_MINIMUMS, OpeningTable
from .pile_taking import PileTaking
from .queries import RuleQueries
from .score_rules import CLASSIC_CARD_VALUES, by_count, card_values

__all__ = ["CLASSIC_CARD_VALUES", "CLASSIC_OPENING_MINIMUMS", "Rules", "by_count", "card_values"]


@dataclass(frozen=True)
class Rules(RuleQueries):
    """One variant's rules. Field names follow docs/rules and engine/variants/README.md."""

    key: str
    name: str
    players: int
    teams: tuple[tuple[int, ...], ...]
    packs: int = 2
    jokers_per_pack: int = 2
    hand_size: int = 11
    draw_count: int = 1

    # The upcard and the discard pile.
    upcard: bool = True
    # How the pile is taken: when it is frozen, what stops it, who may take it, what a take shows.
    pile_taking: PileTaking = PileTaking()
    no_black_three_first_turn: bool = False  # none may be discarded on a player's first turn (Cuban)

    # Melds.
    wild_ranks: frozenset[int] = frozenset({TWO, JOKER_RANK})
    meld_min_naturals: int = 2
    meld_min_size: int = 3
    meld_max_wilds: int = 3
    canasta_size: int = 7
    max_meld_size: int | None = None
    black_three_meld_sizes: frozenset[int] = frozenset({3, 4})
    naturals_outnumber_wilds: bool = False  # a group holds more naturals than wild cards (Canastone)
    wilds_join_canastas: bool = True  # whether a wild card may be added to a finished canasta

    # Scoring.
    card_values: tuple[int, ...] = CLASSIC_CARD_VALUES  # by rank
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    wild_canasta_bonus: int | None = None  # a canasta of wild cards only (None: scored as mixed)
    going_out_bonus: int = 100
    concealed_bonus: int = 100
    # The cards laid out as soon as held (red Threes): which, what they score, what one in hand costs.
    laid_out: LaidOut = LaidOut()
    # What going out needs (canastas, sequences among them) and how a player asks partner first.
    going_out: GoingOutPolicy = GoingOutPolicy()
    # What a side's opening needs by its score: the minimum, a canasta, clean melds; what counts.
    opening: OpeningTable = OpeningTable()
    target: int = 5000

    # The rule features beyond Classic's that the variant holds (engine.rules.feature): the core
    # asks them through their hooks (Acaba: engine.rules.acaba) and their questions (same-suit
    # sequences: engine.rules.sequences, asked as ``sequences``; melds of wild cards only, which may
    # hold the side's wild cards until they are a canasta: engine.rules.wild_melds, ``wild_melds``;
    # several melds of a rank, maybe once the last is full: engine.rules.several_melds; going out by
    # a final discard only, wild cards discarded last, the deal ended by a short stock, a last turn
    # after it: engine.rules.closing; merging melds: engine.rules.merges; the splash:
    # engine.rules.splash; a partnership formed by the first take: engine.rules.partnership).
    features: tuple[Feature, ...] = ()
