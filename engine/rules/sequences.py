"""Same-suit sequences (Samba, Chile, Bolivia, Brazilian), a feature not every variant has: the
sizes a run may have, the ranks that stand in one, whether a full one grows on the way out, and
which card of a rank a move naming the rank only leaves; ``NO_SEQUENCES`` answers for a game
without them (``Rules.sequences``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import ClassVar

from .. import meld_keys
from ..actions import Meld
from ..errors import IllegalAction, Words
from ..listing_kinds import lengthenings, suit_ranks
from .feature import Feature


@dataclass(frozen=True)
class Sequences(Feature):
    """Runs of one suit: ``fewest`` to ``most`` cards; where ``grow_going_out`` a full one takes more
    cards on the way out (Brazilian). A card a move names by rank only (a group's naturals, a discard)
    leaves as the one of its rank the hand's and the side's runs need least (``picks_spares``,
    ``engine.moves.basics.spare_card``); False: the first of the rank in hand order, as matches begun
    under engine revision 1 play (``engine.variants.REVISION``). A variant declares it in
    ``Rules.features``; ``Rules.sequences`` binds it to the game's ``ranks`` that stand in a run (the
    natural ranks)."""

    fewest: int
    most: int
    grow_going_out: bool = False
    ranks: frozenset[int] = frozenset()
    picks_spares: bool = True
    rank_bits: int = field(init=False, repr=False, compare=False, default=0)  # ``ranks`` as bits
    reads_suits = True  # the hand's cards, not only its rank counts, tell its moves apart
    meld_kind: ClassVar[str] = meld_keys.SEQUENCE

    def __post_init__(self) -> None:
        object.__setattr__(self, "rank_bits", sum(1 << rank for rank in self.ranks))

    def new_melds(self, rules, melds: dict, counts: list[int], wilds: tuple[int, int],
                  held: list[int]) -> list:
        """The new meld of each run the hand holds (``held``: its ranks by suit, as bits)."""
        out: list[Meld] = []
        sequences = rules.sequences  # bound to the game's natural ranks
        bits = sequences.rank_bits  # the ranks no run holds left out: fewer shapes to work out
        for suit, ranks in enumerate(held):
            ranks &= bits
            if ranks:
                out += _suit_run_melds(ranks, suit, sequences.ranks, sequences.fewest, sequences.most)
        return out

    def additions(self, rules, key: int, meld: list[int], counts: list[int], hand: tuple[list[int], int],
                  wilds: tuple[int, int]) -> tuple:
        """The ranks of the sequence's suit in hand that lengthen it at either end."""
        held, size = hand
        return lengthenings(rules, meld, held[meld_keys.suit(key)], size)

    def openings_beside(self, rules, hand: list[int], counts: list[int], minimum: int, clean: bool,
                        groups) -> list:
        """Openings of a sequence beside other melds: for each run the hand holds that falls short of
        the minimum alone, the canonical set of groups from the rest of the hand or, where groups
        cannot make up the minimum, every second run that does."""
        value = rules.opening_values.__getitem__
        sequences = rules.sequences  # bound to the game's natural ranks
        candidates = set()
        for run in sequences.runs_held(suit_ranks(hand)):
            worth = sum(value(c >> 2) for c in run)
            if worth >= minimum:
                continue  # a single opening, listed with the other kinds
            rest_hand = hand[:]
            rest = counts[:]
            for card in run:
                rest_hand.remove(card)
                rest[card >> 2] -= 1
            made = groups(rest, minimum - worth, clean=clean)
            if made:
                candidates.add(Meld(made, sequences=(run,)))
            else:
                candidates.update(Meld(sequences=(run, other))
                                  for other in sequences.runs_held(suit_ranks(rest_hand))
                                  if worth + sum(value(c >> 2) for c in other) >= minimum)
        return sorted(candidates, key=str)

    def takes_top_onto(self, key: int, top: int) -> bool:
        """The top card goes onto a sequence of its suit."""
        return meld_keys.suit(key) == top & 3

    def runs_held(self, held: list[int]) -> list:
        """Every run (card codes, low to high) a hand holding each suit's ranks ``held`` (as bits,
        rank r is bit r) can lay down."""
        out: list = []
        bits = self.rank_bits  # the ranks no run holds left out: fewer shapes to work out
        for suit, ranks in enumerate(held):
            ranks &= bits
            if ranks:
                out.extend(suit_runs(ranks, suit, self.ranks, self.fewest, self.most))
        return out

    def check_new(self, run) -> None:
        """Raise unless the cards (codes) of ``run`` make a new sequence."""
        if len({card & 3 for card in run}) > 1:
            raise IllegalAction("a sequence is of one suit")
        if not self.fewest <= len(run) <= self.most:
            raise IllegalAction("a sequence holds {fewest} to {most} cards", fewest=self.fewest,
                                most=self.most)
        self.check_run([card >> 2 for card in run])

    def check_run(self, ranks: list[int]) -> None:
        """Raise unless ``ranks`` follow on, without gaps or repeats, among the sequences' ranks."""
        if any(rank not in self.ranks for rank in ranks):
            raise IllegalAction("a sequence holds natural cards only (no wild cards, no Threes)")
        ordered = sorted(ranks)
        if any(b != a + 1 for a, b in zip(ordered, ordered[1:], strict=False)):
            raise IllegalAction("a sequence's cards follow on without gaps or repeats, e.g. 4 5 6")

    def check_addition(self, meld: list[int], ranks, on_the_way_out: bool) -> None:
        """Raise unless ``ranks`` may lengthen the sequence ``meld`` (``on_the_way_out``: the add
        leaves the player at most a last card)."""
        self.check_run([card >> 2 for card in meld] + list(ranks))
        if len(meld) + len(ranks) <= self.most or on_the_way_out and self.grows(meld):
            return
        if self.grow_going_out:
            raise IllegalAction("a sequence holds at most {most} cards (more only on the way out)",
                                most=self.most)
        raise IllegalAction("a sequence holds at most {most} cards", most=self.most)

    def grows(self, meld: list[int]) -> bool:
        """Whether ``meld`` is a full canasta that its side may lengthen on the way out (Brazilian)."""
        return self.grow_going_out and len(meld) >= self.most

    def takes_more(self, meld: list[int]) -> bool:
        """Whether the sequence ``meld`` may still be lengthened: short of its most, or growing."""
        return len(meld) < self.most or self.grows(meld)

    def group_shape_refusal(self) -> Words:
        """Why a group of several natural ranks may not stand, pointing to sequences."""
        return Words("a meld holds one rank (plus wild cards): make one meld per rank, or name "
                     "each card's suit for a sequence: 'meld seq 4H 5H 6H'")


class NoSequences:
    """The answers of a game without sequences: none may be laid, no rank stands in one."""

    ranks: frozenset[int] = frozenset()
    fewest, most = 1, 0  # no size fits one
    picks_spares = False
    reads_suits = False

    def runs_held(self, held: list[int]) -> list:
        return []

    def check_new(self, run) -> None:
        raise IllegalAction("this game has no sequences")

    def group_shape_refusal(self) -> Words:
        return Words("a meld holds one rank (plus wild cards): make one meld per rank")


NO_SEQUENCES = NoSequences()


@lru_cache(maxsize=1 << 14)
def suit_runs(ranks: int, suit: int, sequence_ranks: frozenset, fewest: int, most: int) -> tuple:
    """The runs in one suit whose ranks held are the bits of ``ranks`` (a hand's runs are worked
    out this way once per suit's ranks: the going-out search asks for them very often). Most suits
    of a hand hold no ``fewest`` ranks in a row (whichever ranks a run may hold): none then."""
    in_a_row = ranks
    for shift in range(1, fewest):
        in_a_row &= ranks >> shift
    if not in_a_row:
        return ()
    held = [rank for rank in sorted(sequence_ranks) if ranks >> rank & 1]
    out = []
    for start, low in enumerate(held):
        run = [low]
        for rank in held[start + 1:]:
            if rank != run[-1] + 1 or len(run) == most:
                break
            run.append(rank)
            if len(run) >= fewest:
                out.append(tuple(r * 4 + suit for r in run))
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def _suit_run_melds(ranks: int, suit: int, sequence_ranks: frozenset, fewest: int, most: int) -> tuple:
    """``Sequences.new_melds`` in one suit, worked out once per suit's ranks held."""
    return tuple(Meld(sequences=(run,)) for run in suit_runs(ranks, suit, sequence_ranks, fewest, most))
