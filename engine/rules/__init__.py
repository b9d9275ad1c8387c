"""The rules of one variant: immutable data, and policy methods that hold Classic's behaviour.

Everything the engine asks about a variant is a field or a method here: how many packs and
players, what a meld may hold, what the pile allows, what scores what. As in python-chess,
the base class already plays the standard game; a variant is an instance (and, where data
cannot say it, a subclass overriding a method) found by key in :mod:`engine.variants`. A feature
beyond Classic's that brings moves of its own is an object the rules hold (``features``; the hooks
in :mod:`engine.rules.feature`), which the core asks instead of testing a field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import TypeVar

from .. import meld_keys
from ..cards import JOKER_RANK, THREE, TWO, is_red_three
from ..errors import Words, either
from .feature import Feature
from .strategy import StrategyQuestions
from .table import TableQuestions

F = TypeVar("F", bound=Feature)


def by_count(table: tuple[int, ...], count: int) -> int:
    """A score by how many cards, ``table[count]``, continued past the table's end by its last step:
    tables written for two packs (four Threes of a colour) still score the six three packs hold."""
    last = len(table) - 1
    if count <= last:
        return table[count]
    return table[last] + (count - last) * (table[last] - table[last - 1])


def card_values(values: dict[int, int]) -> tuple[int, ...]:
    """A rank-indexed tuple of card values (index 0 and 1 unused)."""
    return tuple(values.get(rank, 0) for rank in range(JOKER_RANK + 1))


CLASSIC_CARD_VALUES = card_values({
    JOKER_RANK: 50, TWO: 20, 14: 20,
    13: 10, 12: 10, 11: 10, 10: 10, 9: 10, 8: 10,
    7: 5, 6: 5, 5: 5, 4: 5, THREE: 5,
})

CLASSIC_OPENING_MINIMUMS = ((3000, 120), (1500, 90), (0, 50), (None, 15))


_CANASTA_TERMS = {"natural": Words("natural canasta"), "mixed": Words("mixed canasta"),
                  meld_keys.WILD: Words("wild canasta"), meld_keys.SEQUENCE: Words("sequence canasta")}


@dataclass(frozen=True)
class Rules(StrategyQuestions, TableQuestions):
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
    pile_always_frozen: bool = False
    stop_ranks: frozenset[int] = frozenset({THREE})
    one_card_pile_rule: bool = True
    no_black_three_first_turn: bool = False  # none may be discarded on a player's first turn (Cuban)
    # (pile not frozen, frozen): a take shows at least this many naturals of the top card's rank
    # and no wild card, onto a meld of that rank too (Canastone: 2, 3); None: Classic's ways.
    pile_naturals: tuple[int, int] | None = None
    # Turned upcards covered in a row that annul the deal (Canastone: 3; it is dealt again); with
    # it the packet is sized by the upcard left on top and lies under all of them. None: no limit.
    upcards_annul: int | None = None

    # Melds.
    wild_ranks: frozenset[int] = frozenset({TWO, JOKER_RANK})
    meld_min_naturals: int = 2
    meld_min_size: int = 3
    meld_max_wilds: int = 3
    canasta_size: int = 7
    max_meld_size: int | None = None
    black_three_meld_sizes: frozenset[int] = frozenset({3, 4})
    several_melds_per_rank: bool = False  # a side may start another meld of a rank it has
    another_meld_when_full: bool = False  # ...but only once each it has of that kind is full (Joker)
    wild_meld_sizes: tuple[int, int] | None = None  # (fewest, most) cards in a meld of wild cards only
    sequence_sizes: tuple[int, int] | None = None  # (fewest, most) cards in a same-suit sequence
    merge_melds: bool = False  # two melds of one kind (a rank, wild cards, a suit's run) may join
    # Where sequences are played, a card a move names by rank only (a group's naturals, a discard)
    # leaves as the one of its rank the hand's and the side's sequences need least
    # (``engine.moves.basics.spare_card``); False: the first of the rank in hand order, as matches
    # begun under engine revision 1 play (``engine.variants.REVISION``).
    spares_run_cards: bool = True
    naturals_outnumber_wilds: bool = False  # a group holds more naturals than wild cards (Canastone)
    wilds_join_canastas: bool = True  # whether a wild card may be added to a finished canasta
    # While a side's wild meld is short of a canasta its wild cards go only onto it (none into
    # groups, none discarded while the hand holds anything else) and it may not go out (Canastone).
    wild_meld_commits: bool = False

    # Scoring.
    card_values: tuple[int, ...] = CLASSIC_CARD_VALUES  # by rank
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    wild_canasta_bonus: int | None = None  # a canasta of wild cards only (None: scored as mixed)
    red_three_value: int = 100
    all_red_threes_bonus: int = 800
    unplayed_red_three_penalty: int = 200
    going_out_bonus: int = 100
    concealed_bonus: int = 100
    canastas_to_go_out: int = 1
    sequences_to_go_out: int = 0  # of those canastas, how many must be sequences (Bolivia's escalera)
    opening_minimums: tuple[tuple[int | None, int], ...] = CLASSIC_OPENING_MINIMUMS
    # (score from, kinds): from that score the opening holds a canasta of one of these kinds (none:
    # no canasta asked); the highest row reached counts (Brazilian).
    opening_canastas: tuple[tuple[int, frozenset[str]], ...] = ()
    clean_opening_below: int | None = None  # below this side score an opening's melds are clean
    target: int = 5000

    # Partnerships.
    temporary_partnership: bool = False
    may_ask_to_go_out: bool = True
    must_ask_to_go_out: bool = False  # going out needs partner's "yes" this turn (Brazilian)
    pile_for_opening: bool = True  # whether a side may take the pile to make its initial meld
    sequence_canastas_grow_going_out: bool = False  # a full sequence takes more cards on the way out
    # Going out is always by a final discard, of a natural card other than a Three: a player keeps
    # a card and never melds out (Canastone).
    closing_discard: bool = False
    # The deal ends at the start of a turn whose player could not draw a full ``draw_count`` from
    # the stock (Canastone); otherwise play goes on from the pile once the stock is empty.
    deal_ends_short_stock: bool = False
    # Cards the player who makes a side's first meld of the deal then draws from the stock, all that
    # are left when fewer (Mexicana: 13); 0: none.
    opening_draw: int = 0
    wilds_count_to_open: bool = True  # whether wild cards' points count toward the opening minimum
    top_card_opens: bool = True  # whether the pile's top card counts toward an opening made by taking it
    # Cards the player who has just made a side's opening may take from the stock before discarding,
    # if they wish (International: 3, "bonus"); 0: none.
    opening_bonus: int = 0
    wild_discard_last: bool = False  # a wild card is discarded only from a hand without natural cards
    concealed_needs_canasta: bool = True  # going out concealed asks for a canasta among the turn's melds
    # Once the stock is out, one more turn, in which only an open side may take the pile; then the
    # deal ends (International). Otherwise play goes on while players take the pile.
    last_turn_after_stock: bool = False
    special_hands: tuple = ()  # engine.special_hands.SpecialHand: hands called to end the deal
    # The turn card: the card this many places from the stock's bottom, turned sideways at the deal
    # (Americana: 9); once it is drawn the deal is near its end. None: no turn card.
    turn_card: int | None = None
    # Bonus cards (a talon) for the player who makes the side's opening and then discards the last
    # card of the hand while the turn card is still in the stock: (when the side is the first of the
    # deal to meld, when another side has melded before); None: the last card is kept (Americana).
    talon: tuple[int, int] | None = None
    splash: bool = False  # a natural canasta from hand alone opens at any score (Americana)
    ask_once: bool = False  # a player asks partner about going out at most once a deal (Americana)
    # A card laid out as soon as held, drawn as the stock's last card, stays in hand and the deal
    # ends (Americana); otherwise it is laid out before the deal ends.
    last_laid_out_kept: bool = False
    # The rule features beyond Classic's that the variant holds (engine.rules.feature): the core
    # asks them through their hooks (Acaba: engine.rules.acaba).
    features: tuple[Feature, ...] = ()

    def feature(self, kind: type[F]) -> F | None:
        """The variant's feature of ``kind``, or None."""
        return next((held for held in self.features if isinstance(held, kind)), None)

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

    def owner(self, action_type: type) -> Feature | None:
        """The feature whose action ``action_type`` is (its check and effect), or None."""
        return self._owners.get(action_type)

    def asked_about(self, question: str) -> Feature | None:
        """The feature a player asks partner ``question`` about, or None."""
        return self._owners.get(("question", question))

    def ended_by(self, ended: str | None) -> Feature | None:
        """The feature that ends a deal as ``ended`` records, or None (going out, the stock...)."""
        return self._owners.get(("ending", ended))

    def opening_minimum(self, score: int) -> int:
        """The initial-meld minimum for a side whose cumulative score is ``score``."""
        for threshold, minimum in self.opening_minimums:
            if threshold is None or score >= threshold:
                return minimum
        raise AssertionError("opening_minimums must end with a (None, n) row")

    @cached_property
    def opening_values(self) -> tuple[int, ...]:
        """By rank, what a card counts toward the opening minimum: its value, and nothing for a
        wild card where the variant says so (Italian)."""
        if self.wilds_count_to_open:
            return self.card_values
        return tuple(0 if rank in self.wild_ranks else value for rank, value in enumerate(self.card_values))

    def opening_value(self, rank: int) -> int:
        return self.opening_values[rank]

    @cached_property
    def wild_cards(self) -> frozenset[int]:
        """The codes of the wild cards, every suit, so that a meld's wild cards are counted by code."""
        return frozenset(rank << 2 | suit for rank in self.wild_ranks for suit in range(4))

    def clean_opening(self, score: int) -> bool:
        """Whether the opening of a side at ``score`` is made of clean melds only (Canastone)."""
        return self.clean_opening_below is not None and score < self.clean_opening_below

    def opening_canasta(self, score: int) -> frozenset[str]:
        """The kinds of canasta one of which the opening of a side at ``score`` must hold (empty:
        no canasta is asked)."""
        reached = [(threshold, kinds) for threshold, kinds in self.opening_canastas if score >= threshold]
        return max(reached, key=lambda row: row[0])[1] if reached else frozenset()

    def opening_need(self, score: int) -> Words:
        """What the opening of a side at ``score`` needs, as Words: "50", "any meld", "a canasta",
        "150 with a natural canasta or escalera"."""
        minimum, kinds = self.opening_minimum(score), self.opening_canasta(score)
        if not kinds:
            return Words("{points}", points=minimum) if minimum > 0 else Words("any meld")
        canasta = self.canasta_words(kinds)
        return canasta if minimum <= 0 else Words("{points} with {canasta}", points=minimum, canasta=canasta)

    def canasta_words(self, kinds) -> Words:
        """"a canasta" when any kind will do, else the kinds by name ("a natural canasta or
        escalera"), as Words."""
        if set(self.canasta_kinds) <= set(kinds):
            return Words("a canasta")
        names = [self.canasta_term(kind) for kind in self.canasta_kinds if kind in kinds]
        return Words("a {canastas}", canastas=either(names))

    @cached_property
    def natural_ranks(self) -> tuple[int, ...]:
        """Ranks that form ordinary melds, low to high: Four to Ace, and Two where it is not wild."""
        return tuple(r for r in range(TWO, JOKER_RANK) if r not in self.wild_ranks and r != THREE)

    @cached_property
    def canasta_premiums(self) -> tuple[int, ...]:
        """By rank, what a natural canasta of it scores beyond an ordinary natural canasta (Mexicana's
        Sevens: 500); 0 for a rank that makes no natural canasta."""
        premiums = [0] * 16
        for rank in self.natural_ranks:
            cards = [rank << 2] * self.canasta_size
            premiums[rank] = self.canasta_bonus(self.canasta_kind(meld_keys.group(rank), cards)) \
                - self.natural_canasta_bonus
        return tuple(premiums)

    @cached_property
    def more_wild_limits(self) -> bool:
        """Whether a group's room for wild cards has limits beyond their count and its size: no
        wild card onto a canasta, naturals outnumbering them (Canastone), a limit by its naturals
        (International)."""
        return not self.wilds_join_canastas or self.naturals_outnumber_wilds or self.wilds_by_naturals

    def group_wild_limit(self, rank: int, naturals: int, opening: bool, held: int = 0) -> int:
        """The most wild cards a group of ``rank`` holding ``naturals`` natural cards may hold
        (``opening``: a new group laid down in its side's opening; ``held``: the wild cards the
        group on the table holds already): ``meld_max_wilds`` in Classic."""
        return self.meld_max_wilds

    def wild_limit_words(self, rank: int, naturals: int) -> Words:
        """Why a group of ``rank`` with ``naturals`` naturals takes fewer wild cards than
        ``meld_max_wilds``, for the player (where ``group_wild_limit`` is overridden)."""
        return Words("a meld may hold at most {most} wild cards", most=self.meld_max_wilds)

    @cached_property
    def wilds_by_naturals(self) -> bool:
        """Whether ``group_wild_limit`` is overridden, so that Classic skips asking it."""
        return type(self).group_wild_limit is not Rules.group_wild_limit

    def opening_refusal(self, melds) -> Words | None:
        """Why an opening laying down these new melds (the ranks of each) may not stand, its points
        and canastas aside; None when it may (International asks for a natural group of three
        beside a group that holds a wild card under its five naturals)."""
        return None

    @cached_property
    def refuses_openings(self) -> bool:
        """Whether ``opening_refusal`` is overridden, so that Classic skips asking it."""
        return type(self).opening_refusal is not Rules.opening_refusal

    def discard_refusal(self, rank: int, counts: list[int], pile_empty: bool,
                        dead: frozenset[int]) -> Words | None:
        """Why a card of ``rank`` may not be discarded from a hand of these rank ``counts`` (it
        holds more than that card) onto the pile (``pile_empty``: there is none) while the ranks in
        ``dead`` are closed; None when it may. Classic refuses nothing here (Americana does)."""
        return None

    @cached_property
    def restricts_discards(self) -> bool:
        """Whether ``discard_refusal`` is overridden, so that Classic skips asking it."""
        return type(self).discard_refusal is not Rules.discard_refusal

    def short_meld_penalty(self, key: int, cards) -> int:
        """What a side's meld ``key`` holding ``cards`` costs it if the deal ends with the meld short
        of a canasta (Americana: Sevens, natural Aces, wild melds); nothing in Classic. Computer
        players read it before starting such a meld."""
        return 0

    def held_penalty(self, rank: int, count: int) -> int:
        """What a hand left with ``count`` cards of ``rank`` at the deal's end costs its side beyond
        their values (Americana: three or more Aces, or Sevens); nothing in Classic. Computer
        players read it to shed such cards."""
        return 0

    def melded_points(self, points: int, canastas: int) -> int:
        """What a side's melded cards, worth ``points``, score when it has made ``canastas``: all
        of them in Classic (Americana: nothing without a canasta)."""
        return points

    def special_hand(self, name: str):
        """The special hand called ``name`` in this game, or None."""
        return next((hand for hand in self.special_hands if hand.name == name), None)

    @cached_property
    def more_meld_kinds(self) -> bool:
        """Whether melds beyond one group per rank exist: several per rank, wild melds, sequences."""
        return bool(self.several_melds_per_rank or self.wild_meld_sizes or self.sequence_sizes)

    @cached_property
    def sequence_ranks(self) -> frozenset[int]:
        """Ranks that may stand in a sequence: the natural ranks."""
        return frozenset(self.natural_ranks) if self.sequence_sizes else frozenset()

    def wilds_in(self, counts: list[int]) -> tuple[int, int]:
        """(Jokers, Twos) among rank counts, each only where the variant makes it wild."""
        return (counts[JOKER_RANK] if JOKER_RANK in self.wild_ranks else 0,
                counts[TWO] if TWO in self.wild_ranks else 0)

    # Policy: Classic's clauses, overridden by a variant subclass where it differs.

    def is_laid_out(self, card: int) -> bool:
        """Whether a card is laid out in front of its holder as soon as held (red Threes)."""
        return is_red_three(card)

    def laid_out_from_pile(self, card: int) -> bool:
        """Whether a card in a pile the player takes is laid out instead of joining the hand (red
        Threes; Cuban: black ones too, set aside for points)."""
        return self.is_laid_out(card)

    def packet_size(self, card: int) -> int:
        """How many cards from the stock go face down under the first upcard, by that card
        (Italian: by its rank); Classic has no packet."""
        return 0

    @cached_property
    def has_packet(self) -> bool:
        """Whether the first upcard may cover a face-down packet (``packet_size`` overridden)."""
        return type(self).packet_size is not Rules.packet_size

    def freezes_pile(self, card: int) -> bool:
        """Whether this card in the discard pile freezes it (wild cards and red Threes); such a
        card turned as the first upcard is covered by the next one."""
        return (card >> 2) in self.wild_ranks or is_red_three(card)

    def upcard_covered(self, card: int) -> bool:
        """Whether this card turned as an upcard is covered by the next one: a card that freezes
        the pile (Canastone: wild cards and Threes)."""
        return self.freezes_pile(card)

    def blocks_pile(self, rank: int) -> bool:
        """Whether a top card of this rank keeps the next player from taking the pile."""
        return rank in self.wild_ranks or rank in self.stop_ranks

    def opens_before_drawing(self) -> bool:
        """Whether a side not yet open lays down its opening before drawing, and never once it has
        drawn (Canastone)."""
        return False

    def stock_cards_with_pile(self) -> int:
        """How many cards from the stock come with the discard pile to the player who takes it
        (Classic: none; Canastone: one)."""
        return 0

    def frozen_sequence_take(self) -> int | None:
        """How many cards from hand must lengthen a side's sequence together with the top card
        for a frozen pile to be taken that way; None: a frozen pile needs a natural pair."""
        return None

    def laid_out_points(self, cards, side_has_melded: bool, canastas: int,
                        kinds: Counter | None = None) -> int:
        """What a side's laid-out ``cards`` score: 100 each, 800 for all of them, and as much
        against a side that has melded nothing (``canastas``: how many the side has made; ``kinds``:
        them by kind, where known, for a variant that reads the mix (Canastone))."""
        count = len(cards)
        if count == self.red_threes_in_deck:
            points = self.all_red_threes_bonus
        else:
            points = count * self.red_three_value
        return points if side_has_melded else -points

    @property
    def has_partners(self) -> bool:
        """Whether a player has a partner: sides of two or more, or a partnership made for each deal."""
        return self.temporary_partnership or any(len(team) > 1 for team in self.teams)

    def verbs(self) -> tuple[str, ...]:
        """The words this game's moves start with, in the order of a turn (docs/notation.md)."""
        questions = any(held.question for held in self.features)
        asking = self.has_partners and (self.may_ask_to_go_out or questions)
        optional = (("merge", self.merge_melds), ("discard", True), ("ask", asking), ("yes", asking),
                    ("no", asking))
        later = (("bonus", bool(self.opening_bonus)), ("call", bool(self.special_hands)))
        return ("draw", "take", "meld", "add", *(verb for verb, kept in optional if kept),
                *(verb for held in self.features for verb in held.verbs),
                *(verb for verb, kept in later if kept), "pass")

    @property
    def game(self) -> Words:
        """The variant's name as Words, for sentences naming it (each catalog has every variant's name,
        from the ``Variant`` its module declares)."""
        return Words(self.name)

    @property
    def laid_out_name(self) -> str:
        """What the cards laid out as soon as held are called: "red three" (a variant laying out
        the black ones too: "three")."""
        return "red three"

    def packet_words(self) -> Words | None:
        """What ``packet_size`` lays under the first upcard, in words for the rules summary (None: none)."""
        return None

    def wild_meld_words(self) -> Words | None:
        """What a meld of wild cards asks beyond its size, in words for the rules summary (None: nothing)."""
        return None

    def meld_words(self) -> Words | None:
        """What a group asks of its wild cards beyond their count, in words for the rules summary
        (None: nothing; where ``group_wild_limit`` is overridden)."""
        return None

    def laid_out_words(self) -> Words:
        """What ``laid_out_points`` scores, in words for the rules summary."""
        return Words("{each} each, {all} for all {count}; they count against a side that has not melded",
                     each=self.red_three_value, all=self.all_red_threes_bonus, count=self.red_threes_in_deck)

    def hand_penalty(self, card: int, someone_went_out: bool) -> int:
        """What a card left in hand costs its side when the deal ends: its value, and for a red
        Three stuck in hand (which the engine never leaves there) the unplayed penalty."""
        return self.unplayed_red_three_penalty if self.is_laid_out(card) else self.value(card >> 2)

    def extra_score_lines(self, deal, side: int) -> tuple:
        """Score lines a variant adds to a side's sheet at the deal's end, as (key, label Words, points)
        or (key, label Words, points, count) where the line counts something of the side's (shown beside
        the points, as a canasta line's count is), the same keys for every side (0 where a line does not
        apply: the sheet has one row per key) (Brazilian: short sequences; Cuban: all black Threes).
        Classic has none."""
        return ()

    def extra_score_words(self) -> tuple[Words, ...]:
        """What ``extra_score_lines`` scores, a sentence per rule, for the rules summary."""
        return ()

    def wild_meld_refusal(self, ranks) -> Words | None:
        """Why a meld of wild cards with these ``ranks`` (new, or grown by an addition) may not
        stand, beyond its size; None when it may (Italian asks for Twos with few Jokers)."""
        return None

    def wild_meld_room(self, cards) -> int:
        """How many more wild cards, of either kind, a meld of wild cards surely takes: its size
        limit (Italian: within its limit of Jokers too). Asked only where the variant has wild melds."""
        assert self.wild_meld_sizes is not None
        return self.wild_meld_sizes[1] - len(cards)

    def twos_barred(self, melds: dict) -> bool:
        """Whether a side with ``melds`` may put no Two into a group (Italian: while a meld of Twos
        of its is short of a canasta); never in Classic."""
        return False

    @cached_property
    def bars_twos(self) -> bool:
        """Whether ``twos_barred`` can be true (overridden), so that Classic skips asking."""
        return type(self).twos_barred is not Rules.twos_barred

    def short_wild_meld(self, melds: dict) -> int | None:
        """The key of a side's first meld of wild cards short of a canasta among ``melds``, if any."""
        return next((key for key, cards in melds.items()
                     if meld_keys.kind(key) == meld_keys.WILD and len(cards) < self.canasta_size), None)

    def wild_meld_short(self, melds: dict) -> bool:
        """Whether a side with ``melds`` has a meld of wild cards short of a canasta."""
        return self.short_wild_meld(melds) is not None

    def wilds_committed(self, melds: dict) -> bool:
        """Whether the side's wild cards may go only onto its short wild meld (``wild_meld_commits``)."""
        return self.wild_meld_commits and self.wild_meld_short(melds)

    def clean_meld(self, ranks) -> bool:
        """Whether a new meld of these ranks is clean: a group without wild cards (a meld of wild
        cards only is clean where a variant says so: Canastone)."""
        return not any(rank in self.wild_ranks for rank in ranks)

    def final_discard_ok(self, rank: int) -> bool:
        """Whether a last card of this rank may be discarded to go out: any, but where going out is
        by ``closing_discard`` only a natural card other than a Three."""
        return not self.closing_discard or rank not in self.wild_ranks and rank != THREE

    def bonus_needs_going_out(self, kind: str) -> bool:
        """Whether a canasta of this kind earns its bonus only for the side that goes out (Italian
        canastas of Twos; the other side counts their cards alone)."""
        return False

    def canasta_kind(self, key: int, cards) -> str:
        """What a canasta counts as: a sequence, a wild canasta (wild cards only), natural or mixed."""
        kind = meld_keys.kind(key)
        if kind != meld_keys.GROUP:
            return kind
        return "mixed" if any(c >> 2 in self.wild_ranks for c in cards) else "natural"

    def goes_out_with(self, kinds: Counter, laid_out: int) -> bool:
        """Whether a side whose canastas are of these ``kinds`` (kind -> how many), with ``laid_out``
        cards laid out (red Threes), may go out: Classic counts the canastas (and, where asked, the
        sequences among them). A variant may ask for more, never for fewer than
        ``canastas_to_go_out`` in all: the listing and the going-out search count first."""
        return sum(kinds.values()) >= self.canastas_to_go_out and \
            kinds[meld_keys.SEQUENCE] >= self.sequences_to_go_out

    @cached_property
    def counts_canastas_only(self) -> bool:
        """Whether going out asks only for a number of canastas, and of sequences among them
        (``goes_out_with`` not overridden), so that the going-out search need not work out the kinds
        of the canastas it plans: it lays no sequence down, so it counts the table's."""
        return type(self).goes_out_with is Rules.goes_out_with

    def going_out_need(self) -> Words:
        """What ``goes_out_with`` asks for, as Words: "a canasta", "2 canastas"."""
        need = self.canastas_to_go_out
        return Words("a canasta") if need == 1 else Words("{count} canastas", count=need)

    def going_out_missing(self, kinds: Counter, laid_out: int) -> Words | None:
        """What a side with canastas of these ``kinds`` and ``laid_out`` cards laid out still lacks
        to go out, in a few words for the table picture (None when nothing)."""
        if self.goes_out_with(kinds, laid_out):
            return None
        return Words("{count} needed to go out", count=self.canastas_to_go_out)

    def canasta_name(self, kind: str) -> str:
        """What a canasta of this kind is called on the score sheet: the English of ``canasta_term``."""
        return str(self.canasta_term(kind))

    def canasta_term(self, kind: str) -> Words:
        """What a canasta of this kind is called, as Words (a variant with kinds of its own, or names
        of its own, overrides this)."""
        term = _CANASTA_TERMS.get(kind)
        return term if term is not None else Words("{kind} canasta", kind=kind)

    def canasta_bonus(self, kind: str) -> int:
        """A canasta's bonus by kind: Classic's 500 natural and 300 mixed; a wild canasta scores
        ``wild_canasta_bonus`` (mixed's when None), and by default a sequence (naturals only)
        counts as natural, until a variant says more."""
        if kind == meld_keys.WILD and self.wild_canasta_bonus is not None:
            return self.wild_canasta_bonus
        return self.natural_canasta_bonus if kind in ("natural", meld_keys.SEQUENCE) \
            else self.mixed_canasta_bonus

    @cached_property
    def canasta_kinds(self) -> tuple[str, ...]:
        """The kinds of canasta this game can have, in score-sheet order."""
        return self.with_field_kinds(("natural", "mixed"))

    def with_field_kinds(self, kinds: tuple[str, ...]) -> tuple[str, ...]:
        """``kinds`` (a variant's own canasta kinds), then those the fields turn on and it lacks (wild
        canastas, sequences): whatever fields a rule set combines, each canasta it can make is named
        and scored on the sheet."""
        more = (meld_keys.WILD,) * bool(self.wild_meld_sizes) + \
            (meld_keys.SEQUENCE,) * bool(self.sequence_sizes)
        return kinds + tuple(kind for kind in more if kind not in kinds)

    @cached_property
    def wild_melds_pay(self) -> bool:
        """Whether melds of wild cards only exist and their canasta outscores a natural one
        (Bolivia), so that wild cards are worth gathering in a meld of their own."""
        return self.wild_meld_sizes is not None and \
            self.canasta_bonus(meld_keys.WILD) > self.natural_canasta_bonus

    def value(self, rank: int) -> int:
        return self.card_values[rank]

    @property
    def red_threes_in_deck(self) -> int:
        return 2 * self.packs

    @property
    def deck_size(self) -> int:
        return self.packs * (52 + self.jokers_per_pack)

    def team_of(self, seat: int) -> int:
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        raise ValueError(f"seat {seat} is in no team")

    # The match: how its score starts, grows with each deal, and ends (engine/match.py asks these).

    def starting_scores(self) -> tuple[int, ...]:
        """Each team's score as a match begins."""
        return (0,) * len(self.teams)

    def match_scores(self, scores: tuple[int, ...], gains: tuple[int, ...]) -> tuple[int, ...]:
        """The teams' match scores after a deal that gained each team ``gains``."""
        return tuple(score + gain for score, gain in zip(scores, gains, strict=True))

    def match_winner(self, scores: tuple[int, ...], target: int) -> int | None:
        """The team that has won a match standing at ``scores`` after a deal, or None while it goes on:
        the one team highest at ``target`` or more (teams tied at the top play another deal)."""
        best = max(scores)
        return scores.index(best) if best >= target and scores.count(best) == 1 else None
