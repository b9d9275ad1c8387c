"""Whether a player could get rid of every card this turn: for ``ask`` and binding answers.

The hand is disposed of by adding to the side's melds, making new melds, and at most
one final discard (with suits known, sequences may be lengthened or laid down first); going out
also needs the side's canastas (wild cards may be spent to complete them) and, for a
side not yet open, the opening minimum. The search reads rank counts and meld sizes
only, so a move's effect can be tried on counts (``possible``) without playing it on
a copy of the deal.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from operator import mul
from typing import NamedTuple

from . import going_out_bound, meld_keys, melding
from .cards import JOKER_RANK, THREE, TWO
from .listing_kinds import lengthenings, runs_held, suit_ranks
from .per_rules import PerRules


def can_go_out(deal, seat: int, ignore_answer: bool = False) -> bool:
    if deal.permission is False and not ignore_answer:
        return False
    return hand_goes_out(deal, seat, deal.hand_counts(seat))


def hand_goes_out(deal, seat: int, counts: list[int]) -> bool:
    """Whether ``seat``'s hand, as rank ``counts``, could go out onto its side's melds now (first
    reaching the opening minimum if the side has not opened), partner's answer aside."""
    side = deal.side_of[seat]
    if deal.opening_draw_for(side):
        return False  # the side's first meld brings cards from the stock (Mexicana)
    side_open = deal.is_open(side)
    if not side_open and deal.rules.opens_before_drawing():
        return False  # the side opens only before drawing (Canastone)
    opening = None if side_open else deal.opening_minimum(seat)
    return possible_with_hand(deal.rules, counts, deal.melds[side], opening, deal.hands[seat],
                              laid_out_read(deal, side))


def laid_out_read(deal, side: int) -> int:
    """The side's count of laid-out cards where its going-out rule reads it (Mexicana), else 0:
    Classic's count of canastas does not, and this runs for every listing."""
    return 0 if deal.rules.counts_canastas_only else deal.laid_out_count(side)


def possible_with_hand(rules, counts: list[int], melds: dict, opening: int | None, hand,
                       laid_out: int, after: tuple[int, int] = (0, 0)) -> bool:
    """``possible``, and also by first lengthening a sequence on the table with cards of its suit
    from ``hand`` (the cards behind ``counts``), or laying down new sequences from it, which rank
    counts alone cannot show. New sequences are tried in order of (suit, lowest rank) from
    ``after`` on, and only those that are canastas or hold a card no group could take. Without
    sequences, ``possible`` itself (the search's one step)."""
    if not rules.sequences.reads_suits:
        return possible(rules, counts, melds, opening, laid_out)
    return way_out(rules, counts, melds, opening, hand, laid_out, after) is not None


def way_out(rules, counts: list[int], melds: dict, opening: int | None, hand, laid_out: int,
            after: tuple[int, int] = (0, 0)) -> tuple | None:
    """The way ``possible_with_hand`` finds, as the steps it took: the runs laid down in turn, then
    ``PLACED`` or a sequence on the table lengthened (key, ranks); None when it finds none within
    ``SEARCH_STEPS`` steps (a hand whose runs could be laid down in too many ways: no way out is
    promised then, so no move commits to going out by one)."""
    root = _Node(rules, laid_out, counts, melds, opening, hand, after)
    return _search(root, _Budget(root), frozenset())


def way_out_trying(rules, counts: list[int], melds: dict, opening: int | None, hand, laid_out: int,
                   ways: list) -> tuple | None:
    """``way_out``, but first the first of ``ways`` (ways found for hands like this one) that
    ``follows`` still passes, then the search trying their runs first; the steps they share are
    read once. Finds a way exactly where ``way_out`` does."""
    root = _Node(rules, laid_out, counts, melds, opening, hand, (0, 0))
    for way in ways:
        if _follows(root, way):
            return way
    return _search(root, _Budget(root), frozenset(step for way in ways for step in way[:-1]))


class Wilds(NamedTuple):
    """Wild cards laid from hand onto one meld on top of a step of the search (a new meld where
    ``key`` is not on the table): all that a listing's moves of one meld and count of naturals differ
    by, which no step's level reads (the levels read natural cards only)."""

    key: int
    cards: tuple  # card codes of wild ranks (only their ranks are read)

    def laid(self, counts: list[int], melds: dict) -> tuple[list[int], dict]:
        """``counts`` and ``melds`` with these wild cards moved from hand onto the meld."""
        rest, more = counts[:], dict(melds)
        self.lay(rest, more)
        return rest, more

    def lay(self, counts: list[int], melds: dict) -> None:
        """Move these wild cards from hand onto the meld in ``counts`` and ``melds`` (copies of
        the step's: the meld's list is replaced, not changed)."""
        for card in self.cards:
            counts[card >> 2] -= 1
        melds[self.key] = [*melds.get(self.key, ()), *self.cards]


def shared_step(rules, counts: list[int], melds: dict, hand, laid_out: int) -> _Node:
    """A step of the search for a side already open, to be shared by the moves that leave these
    natural cards (``way_out_laying``): its levels and the steps after its runs are read once."""
    return _Node(rules, laid_out, counts, melds, None, hand, (0, 0))


def shares_levels(rules) -> bool:
    """Whether the levels of the search read no wild card here (``Wilds`` may be laid on a shared
    step): wild ranks outside sequences and no limit on a meld's size (which groups read)."""
    return not rules.caps_melds and not rules.wilds_in_sequences


def way_out_laying(root: _Node, wilds: Wilds | None, ways: list) -> tuple | None:
    """``way_out_trying`` from a ``shared_step`` with ``wilds`` also laid from hand: the same
    answer as from a step of the counts, hand and melds that laying them leaves."""
    for way in ways:
        if _follows(root, way, wilds):
            return way
    return _search(root, _Budget(root, wilds), frozenset(step for way in ways for step in way[:-1]), wilds)


SEARCH_STEPS = 512  # steps of the search for a way out, each a set of runs laid down or a sequence
# lengthened: random play (tools/listing_digest.py --deals 20) takes at most 172 (Bolivia), the listing
# corpus 171 (once the 63-card Brazilian hand's 315, and two of the 59-card Samba hand's stopped here)
SETTLED_AT = SEARCH_STEPS - 24  # the steps left when a long search asks ``going_out_bound`` whether
# any way out exists at all (a short search never pays for the bound)


class _Budget:
    """The steps a search from ``root`` (``wilds`` laid at every step) may still take; where no wild
    card is left in hand and ``going_out_bound`` holds, the search asks the bound once, after
    ``SEARCH_STEPS - SETTLED_AT`` steps, whether any way out exists at all. ``spare``: where no wild
    card a group could take is left in hand, how many cards of ranks too few for a group that no run
    takes the search's steps may hold (``_bare_spare``); None elsewhere."""

    __slots__ = ("asks", "root", "spare", "steps", "wilds")

    def __init__(self, root: _Node, wilds: Wilds | None = None):
        self.root, self.wilds, self.steps = root, wilds, SEARCH_STEPS
        rules = root.rules
        self.asks = going_out_bound.applies(rules) and \
            rules.wild_count(root.counts) == (len(wilds.cards) if wilds else 0)
        self.spare = _bare_spare(root, wilds) if _levels_shared(rules) and not rules.twos_natural_barred \
            else None

    def stuck(self, level: _Level) -> bool:
        """Whether a step of ``level`` holds more cards that only a run could take, with no wild card
        to make them a group, than the last discard places (none of its runs and lengthenings
        takes them): its steps and all below have no way out."""
        return self.spare is not None and level.untaken_stuck() > self.spare

    def spend(self) -> bool:
        """Take one step: False where the search must stop (its steps are spent, or the bound shows
        it has no way out to find: it would have found none, within its steps or not)."""
        self.steps -= 1
        if self.steps == SETTLED_AT and self.asks and self._settled():
            self.steps = -1
        return self.steps >= 0

    def spent(self) -> bool:
        """Whether the search has stopped for good."""
        return self.steps < 0

    def _settled(self) -> bool:
        root, wilds = self.root, self.wilds
        counts, melds = wilds.laid(root.counts, root.melds) if wilds else (root.counts, root.melds)
        return going_out_bound.cannot_place(root.rules, counts, melds, root.hand)


class _Node:
    """One step of the search: the hand, its counts and the side's melds after the runs laid down
    so far, with what the search reads of it worked out once, when first asked (a step reached
    both by ``follows`` and by the search is read once), and the steps reached from it by run."""

    __slots__ = ("_from", "_level", "_loose", "_placed", "after", "counts", "hand", "laid_out", "lengthened",
                 "melds", "next", "opening", "rules", "short")

    def __init__(self, rules, laid_out: int, counts: list[int], melds: dict, opening: int | None, hand,
                 after: tuple[int, int], short: int | None = None):
        self.rules, self.laid_out, self.counts, self.melds = rules, laid_out, counts, melds
        self.opening, self.hand, self.after = opening, hand, after
        self.short = _sequences_short(rules, melds) if short is None else short
        self._placed: bool | None = None
        self._loose: bool | None = None
        self._level: _Level | None = None
        self._from: tuple | None = None  # the level of the step before and the run laid since, where
        # levels read no wild card (``_Level.after``)
        self.lengthened: int | None = None  # the last sequence on the table lengthened to reach this step
        self.next: dict = {}

    def placed(self, wilds: Wilds | None = None) -> bool:
        """Whether the hand is placed by counts here, the side's sequence canastas being enough
        (``wilds``: with those wild cards also laid from hand)."""
        if wilds is not None:  # the loose cards, read without the wild cards, kept for the next
            if self._loose is None:
                self._loose = _loose_out(self.rules, self.counts, self.melds)
            return self.short <= 0 and not self._loose and \
                _placed(self.rules, *wilds.laid(self.counts, self.melds), self.opening, self.laid_out)
        if self._placed is None:
            self._placed = self.short <= 0 and \
                _placed(self.rules, self.counts, self.melds, self.opening, self.laid_out)
        return self._placed

    def level(self) -> _Level:
        if self._level is None:
            if self._from is None:
                self._level = _level(self.rules, self.counts, self.melds, self.hand, self.short)
            else:
                before, run = self._from
                self._level = before.after(run, self)
        return self._level

    def lengthens(self, key: int, ranks: tuple, wilds: Wilds | None = None, checked: bool = False) -> bool:
        """``_Level.lengthens`` here (``checked``: its tests before the wild cards passed already)."""
        return self.level().lengthens(self.rules, self.counts, self.melds, self.opening, self.laid_out,
                                      key, self.melds[key], ranks, wilds, checked)

    def lengthening(self, key: int, ranks: tuple) -> _Node:
        """The step after lengthening the sequence ``key`` by ``ranks`` from hand, on the way to
        lengthening more (after it the search lengthens only sequences of later keys, and lays no run)."""
        node = self.next.get((key, ranks))
        if node is None:
            cards = [rank << 2 | meld_keys.suit(key) for rank in ranks]
            counts, hand = self.counts[:], list(self.hand)
            for card in cards:
                counts[card >> 2] -= 1
                hand.remove(card)
            rules, meld = self.rules, self.melds[key]
            completes = rules.completes_canasta(len(meld), len(ranks))
            short = self.short - completes if rules.asks_for_sequences else 0
            melds = {**self.melds, key: [*meld, *cards]}
            node = self.next[(key, ranks)] = _Node(rules, self.laid_out, counts, melds, self.opening, hand,
                                                   self.after, short)
            node.lengthened = key
        return node

    def laying(self, run: tuple) -> _Node:
        """The step after laying ``run`` down from hand."""
        node = self.next.get(run)
        if node is None:
            counts, hand, melds, opening = _laid(self.rules, self.counts, self.melds, self.opening,
                                                 self.hand, run)
            rules = self.rules  # the run is a new meld, a sequence canasta if long enough
            short = self.short - rules.makes_canasta(len(run)) if rules.asks_for_sequences else 0
            node = self.next[run] = _Node(rules, self.laid_out, counts, melds, opening, hand,
                                          (run[0] & 3, run[0] >> 2), short)
            if self._level is not None and _levels_shared(self.rules):
                node._from = (self._level, run)
        return node


def _search(node: _Node, budget: _Budget, first: frozenset, wilds: Wilds | None = None) -> tuple | None:
    """``way_out`` from ``node`` on, ``budget`` counting the steps still allowed, the runs in
    ``first`` tried before the others (``wilds``: laid from hand at every step)."""
    if not budget.spend():
        return None
    if node.placed(wilds):
        return PLACED_WAY
    level = node.level()
    if not level.in_reach or _threes_out(node, level) or budget.stuck(level):
        return None
    for key, ranks in level.lengthenings_tried(node.rules, node.counts, node.melds):
        if node.lengthens(key, ranks, wilds, checked=True):
            return ((key, ranks),)
    if level.stuck_out:
        return None
    for key, ranks in level.chained(node.lengthened):
        way = _search(node.lengthening(key, ranks), budget, first, wilds)
        if way is not None:
            return ((key, ranks), *way)
        if budget.spent():
            return None
    if node.lengthened is not None:
        return None
    runs = level.runs_from(node.rules, node.after)
    if first:
        runs = sorted(runs, key=lambda run: run not in first)
    for run in runs:
        way = _search(node.laying(run), budget, first, wilds)
        if way is not None:
            return (run, *way)
        if budget.spent():
            return None
    return None


def follows(rules, counts: list[int], melds: dict, opening: int | None, hand, laid_out: int,
            way: tuple) -> bool:
    """Whether ``way_out`` would find a way out here by ``way`` (the steps of a way it found for a
    hand like this one): every step passes the search's own tests, so True only where the search
    would answer True too, at the cost of one path instead of a whole search."""
    return _follows(_Node(rules, laid_out, counts, melds, opening, hand, (0, 0)), way)


def _follows(node: _Node, way: tuple, wilds: Wilds | None = None) -> bool:
    for index, step in enumerate(way):
        if step == PLACED:
            return node.placed(wilds)
        level = node.level()
        if not level.in_reach or _threes_out(node, level):
            return False
        if isinstance(step[1], tuple):  # a sequence on the table lengthened: (key, ranks)
            key, ranks = step
            if index == len(way) - 1:
                ways = next((ways for k, _, ways in level.sequences if k == key), ())
                return ranks in ways and node.lengthens(key, ranks, wilds)
            if level.stuck_out or step not in level.chained(node.lengthened):
                return False
            node = node.lengthening(key, ranks)
            continue
        run = step
        if level.stuck_out or node.lengthened is not None or run not in level.hand_runs or \
                not level.tries(node.rules, run, node.after):
            return False
        node = node.laying(run)
    return False


def _bare_spare(root: _Node, wilds: Wilds | None) -> int | None:
    """Where the hand at ``root`` (``wilds`` laid) holds no wild card that a group could take (Twos
    barred from groups go onto the meld of Twos), which the runs laid below it never change: how
    many cards of ranks held too few for a group of their own, with no meld to join, may be left
    out of runs (the last discard: one, none where a black Three must be it, and -1 where the Twos
    do not fit their meld, which no step below passes); else None."""
    rules = root.rules
    counts, melds = wilds.laid(root.counts, root.melds) if wilds else (root.counts, root.melds)
    if rules.bars_twos:
        placed = _twos_placed(rules, counts, melds)
        if placed is None:
            return -1
        counts, melds = placed
    if rules.wild_count(counts):
        return None
    threes = counts[THREE]
    return 0 if threes and not rules.black_threes_meld(threes + len(melds.get(THREE, ()))) else 1


def _threes_out(node: _Node, level: _Level) -> bool:
    """Whether black Threes held that no meld could take make one of them the last discard while a
    card held once, of a rank with no meld, is one that no run or lengthening could take (which only
    a discard places, where one natural card makes no group): no way out from this step on, whatever
    runs follow (they take no Three). Most hands hold no black Three to meld, and answer at once."""
    threes, rules = node.counts[THREE], node.rules
    if not threes or rules.lone_natural_melds:
        return False
    return not rules.black_threes_meld(threes + len(node.melds.get(THREE, ()))) and level.untaken_lone() > 0


PLACED = "placed"  # the last step of a way out: the hand's cards placed on the melds by counts
PLACED_WAY = (PLACED,)  # a way out by counts alone, which ``follows`` answers without the hand


def _level(rules, counts: list[int], melds: dict, hand, short: int) -> _Level:
    """``_Level``, for a big hand read once for all the steps that hold the same natural cards with
    the same melds (the moves a listing checks differ mostly in their wild cards, which a level
    does not read)."""
    if len(hand) < _BIG_HAND or not _levels_shared(rules):
        return _Level(rules, counts, melds, hand, short)
    kept = _LEVELS.under(rules)
    held = sorted(hand)
    low = bisect_left(held, (TWO + 1) << 2) if rules.is_wild(TWO) else 0
    high = bisect_left(held, JOKER_RANK << 2)  # the wild cards left out: a level reads no wild card
    naturals = counts[:]
    naturals[TWO] *= TWO not in rules.wild_ranks
    naturals[JOKER_RANK] = 0
    capped = rules.max_meld_size is not None
    shapes = tuple((k, len(cards) if capped else 0) if meld_keys.kind(k) == meld_keys.GROUP
                   else (k, tuple(cards)) for k, cards in melds.items())
    key = (short, tuple(held[low:high]), tuple(naturals), shapes)
    level = kept.get(key)
    if level is None:
        level = kept[key] = _Level(rules, counts, melds, hand, short)
    return level


def _levels_shared(rules) -> bool:
    """Whether a level reads no wild card (wild cards are Jokers and Twos at most, and never in a
    sequence), so that steps holding the same natural cards with the same melds share one."""
    return rules.wilds_are_jokers_and_twos and not rules.wilds_in_sequences


_BIG_HAND = 24  # cards from which a hand's levels are kept for the next steps that read the same
_LEVELS = PerRules(4096)  # the levels by what they read


class _Level:
    """What one step of the search for a way out reads from the hand and the side's melds: the
    sequences on the table and how the hand could lengthen them, the hand's runs, the cards only a
    run could take (``stuck``), and whether enough sequence canastas are within reach at all."""

    __slots__ = ("chains", "hand_runs", "in_reach", "lengthenings", "lone", "next", "sequences", "short",
                 "stuck", "stuck_cards", "stuck_out", "tried", "untaken", "untaken_all")

    def __init__(self, rules, counts: list[int], melds: dict, hand, short: int):
        self.short = short
        self.next: dict = {}
        self.tried: dict = {}
        self.lengthenings: list | None = None
        self.in_reach = rules.sequences.reads_suits
        if not self.in_reach:
            return
        held = suit_ranks(hand)
        self.sequences = [(key, cards, lengthenings(rules, cards, held[meld_keys.suit(key)], None))
                          for key, cards in meld_keys.sequence_items(melds)]
        self.hand_runs = runs_held(rules, held)
        lacking = rules.asks_for_sequences and \
            rules.sequences_lacking(_sequences_within_reach(rules, self.sequences, self.hand_runs)) > 0
        self.in_reach = not lacking and not \
            (rules.caps_melds and _beyond_groups(rules, counts, melds, hand, self.sequences, self.hand_runs))
        # A run of cards that groups take anyway makes no way out a group does not: each run tried
        # holds a card of a rank too few for a group of its own, with no meld to join, or is a
        # canasta; and two lone cards that no run could hold leave no way out at all (nor one, where a
        # black Three must be the last discard: ``_threes_out``).
        self.stuck = stuck = {r for r in rules.sequence_ranks
                              if counts[r] and r not in melds and not rules.fills_meld(counts[r])}
        self.stuck_cards = [c for c in hand if c >> 2 in stuck] if stuck else []
        self.lone = [c for c in self.stuck_cards if counts[c >> 2] == 1]
        self.untaken: int | None = None
        self.untaken_all: int | None = None
        self.stuck_out = len(self.lone) > 1 and self.untaken_lone() > 1
        self.chains: dict = {}

    def untaken_lone(self) -> int:
        """How many cards held once, of ranks with no meld that a group could not take, no run of the
        hand or lengthening could take (kept once asked)."""
        if self.untaken is None:
            taken = self._taken_by_sequences() if self.lone else ()
            self.untaken = sum(1 for c in self.lone if c not in taken)
        return self.untaken

    def untaken_stuck(self) -> int:
        """How many cards of ranks with no meld, held too few for a group of their own (``stuck``), no
        run of the hand or lengthening could take (kept once asked)."""
        if self.untaken_all is None:
            taken = self._taken_by_sequences() if self.stuck_cards else ()
            self.untaken_all = sum(1 for c in self.stuck_cards if c not in taken)
        return self.untaken_all

    def _taken_by_sequences(self) -> set:
        """The cards of the hand that a run of its could hold or that could lengthen a sequence."""
        lengthening = {rank << 2 | meld_keys.suit(key) for key, _, ways in self.sequences for way in ways
                       for rank in way}
        return lengthening.union(*self.hand_runs)

    def chained(self, after: int | None) -> list:
        """The lengthenings (key, ranks) the search makes on the way to more, at a step of this level
        reached by lengthening the sequence ``after`` (None: none yet): of sequences of later keys,
        each holding a card only a sequence could take (``stuck``), as a run tried must; none where
        more than one such card (the last discard) is one that no lengthening left could take."""
        chained = self.chains.get(after)
        if chained is None:
            later = [(key, ranks) for key, _, ways in self.sequences if after is None or key > after
                     for ranks in ways]
            takeable = {rank << 2 | meld_keys.suit(key) for key, ranks in later for rank in ranks}
            left = sum(1 for card in self.stuck_cards if card not in takeable)
            chained = self.chains[after] = [] if left > 1 else \
                [(key, ranks) for key, ranks in later if any(rank in self.stuck for rank in ranks)]
        return chained

    def lengthens(self, rules, counts: list[int], melds: dict, opening: int | None, laid_out: int,
                  key: int, cards: list[int], ranks: tuple, wilds: Wilds | None = None,
                  checked: bool = False) -> bool:
        """Whether lengthening the sequence ``key`` by ``ranks`` leaves a hand placed by counts
        (``wilds``: with those wild cards also laid from hand; ``checked``: ``_lengthening_tried``
        passed already)."""
        rest = counts[:]
        for rank in ranks:
            rest[rank] -= 1
        if not checked and not self._lengthening_tried(rules, rest, melds, len(cards), ranks):
            return False
        melds = {**melds, key: [*cards, *(r << 2 for r in ranks)]}
        if wilds is not None:
            wilds.lay(rest, melds)
        return _placed(rules, rest, melds, opening, laid_out)

    def after(self, run: tuple, node: _Node) -> _Level:
        """The level of ``node``, the step after laying ``run`` down from a step of this level, where
        levels read no wild card: it reads only what this level read and the run (the natural cards
        left, the melds with the run's new sequence), so it is kept here for every such step."""
        level = self.next.get(run)
        if level is None:
            level = self.next[run] = _level(node.rules, node.counts, node.melds, node.hand, node.short)
        return level

    def _lengthening_tried(self, rules, rest: list[int], melds: dict, size: int, ranks: tuple) -> bool:
        """Whether lengthening a sequence of ``size`` cards by ``ranks``, leaving ``rest``, keeps
        enough sequence canastas within reach and no two loose cards (what ``lengthens`` reads
        before the wild cards: natural counts and the melds' keys, which the level stands for)."""
        if self.short > rules.completes_canasta(size, len(ranks)):
            return False  # too few sequence canastas still
        return not _loose_out(rules, rest, melds)  # a sequence's key is no rank: the melds as they are

    def lengthenings_tried(self, rules, counts: list[int], melds: dict) -> list:
        """The lengthenings (key, ranks) of the side's sequences that pass ``_lengthening_tried``
        here, in the search's order: kept on the level for the steps that share it."""
        if self.lengthenings is None:
            out = []
            for key, cards, ways in self.sequences:
                for ranks in ways:
                    rest = counts[:]
                    for rank in ranks:
                        rest[rank] -= 1
                    if self._lengthening_tried(rules, rest, melds, len(cards), ranks):
                        out.append((key, ranks))
            self.lengthenings = out
        return self.lengthenings

    def runs_from(self, rules, after: tuple[int, int]) -> list:
        """The hand's runs the search lays down at a step of this level reached by laying runs up to
        ``after`` (``tries``), shortest first (a short run takes the cards groups cannot with the
        fewest others, leaving groups the most), else in the hand's order: kept per ``after`` for the
        steps sharing the level."""
        runs = self.tried.get(after)
        if runs is None:
            tried = (run for run in self.hand_runs if self.tries(rules, run, after))
            runs = self.tried[after] = sorted(tried, key=len)
        return runs

    def tries(self, rules, run: tuple, after: tuple[int, int]) -> bool:
        """Whether the search lays down ``run`` at this step."""
        return (run[0] & 3, run[0] >> 2) >= after and \
            (rules.makes_canasta(len(run)) or any(c >> 2 in self.stuck for c in run))


def _beyond_groups(rules, counts: list[int], melds: dict, hand, sequences: list, hand_runs: list) -> bool:
    """Where melds hold at most ``max_meld_size`` cards, whether more than one card (a last discard)
    is left over by ranks held beyond that size (with the meld they join, where a rank has one
    meld only), counting as taken every card that a sequence could
    take (one in a run the hand holds, or one lengthening a sequence of the side's: ``sequences``
    as ``_Level`` reads them): no runs laid down or sequences lengthened then leave a hand that
    the groups take."""
    most = rules.max_meld_size
    joined = {} if rules.has_several_melds else melds
    over = [rank for rank in rules.natural_ranks if counts[rank] + len(joined.get(rank, ())) > most]
    if not over:
        return False
    takeable = {card for run in hand_runs for card in run} | \
        {rank << 2 | meld_keys.suit(key) for key, _, ways in sequences for way in ways for rank in way}
    left = 0
    for rank in over:
        taken = sum(1 for card in hand if card >> 2 == rank and card in takeable)
        left += max(0, counts[rank] + len(joined.get(rank, ())) - most - taken)
    return left > 1


def _laid(rules, counts: list[int], melds: dict, opening: int | None, hand, run: tuple) -> tuple:
    """Counts, hand, melds and opening points still needed after laying ``run`` down from hand."""
    rest, left = counts[:], list(hand)
    for card in run:
        rest[card >> 2] -= 1
        left.remove(card)
    key = meld_keys.next_free(melds, meld_keys.sequence(run[0] & 3))
    still = None if opening is None else opening - sum(rules.opening_values[c >> 2] for c in run)
    return rest, left, {**melds, key: list(run)}, still


def possible(rules, counts: list[int], melds: dict, opening: int | None, laid_out: int) -> bool:
    """Whether a hand of these rank ``counts`` can go out onto ``melds`` (key -> cards; only the
    cards' ranks are read), reaching ``opening`` points first if given, for a side with
    ``laid_out`` cards laid out (a wild meld that holds the side's wild cards filled first)."""
    if _sequences_short(rules, melds) > 0:
        return False  # the search lays no sequence down (``possible_with_hand`` tries those)
    return _placed(rules, counts, melds, opening, laid_out)


def _loose_out(rules, counts: list[int], melds: dict) -> bool:
    """Whether more than one card is loose (a natural rank held once with no meld to join, or one
    or two black Threes), of which only one can be the final discard: no way out then, whatever
    the wild cards and whichever melds they fill (they change no natural count and no rank's meld).
    Not read where Twos are natural and yet barred from groups (``_twos_placed`` moves them first)."""
    return not _twos_natural(rules) and _too_loose(counts, _loose(rules, counts, melds))


def _loose(rules, counts: list[int], melds: dict) -> list[int]:
    """The natural ranks held once that no meld of the side takes."""
    return [r for r in rules.natural_ranks if counts[r] == 1 and r not in melds]


def _too_loose(counts: list[int], loose: list[int]) -> bool:
    """Whether the ``loose`` ranks and any black Threes no meld could take (one or two) are more than
    the one card that can be the final discard."""
    return len(loose) + (counts[THREE] in (1, 2)) > 1


def _twos_natural(rules) -> bool:
    """Whether Twos are natural and yet barred from groups, so that placing them changes a natural count."""
    return rules.twos_natural_barred


def _placed(rules, counts: list[int], melds: dict, opening: int | None, laid_out: int) -> bool:
    """``possible``, the side's sequence canastas being enough."""
    loose = _loose(rules, counts, melds)
    twos_natural = _twos_natural(rules)
    if not twos_natural and _too_loose(counts, loose):
        return False  # at most one card can be the final discard (wild cards placed change no loose card)
    if rules.bars_twos:
        placed = _twos_placed(rules, counts, melds)
        if placed is None:
            return False
        counts, melds = placed
    if rules.wilds_committed(melds):
        return any(possible(rules, placed, filled, opening, laid_out)  # the wild meld made a canasta
                   for placed, filled in _wild_meld_filled(rules, counts, melds))
    if twos_natural:  # read again once the Twos are placed
        loose = _loose(rules, counts, melds)
        if _too_loose(counts, loose):
            return False
    candidates: Sequence[int | None]
    if loose and not rules.lone_natural_melds:  # the loose card can only be the final discard
        candidates = loose
    elif not rules.melds_out:  # a natural card that is not a Three, never an empty hand
        candidates = [rank for rank in rules.natural_ranks if counts[rank]]
    else:
        candidates = [None, *(rank for rank in range(16) if counts[rank])]
    threes = counts[THREE]
    if threes and not rules.black_threes_meld(threes + len(melds.get(THREE, ()))):
        candidates = [THREE] if THREE in candidates else []  # black Threes no meld takes: only one discarded
    for discard in candidates:
        rest = counts[:]
        if discard is not None:
            rest[discard] -= 1
        if _disposable(rules, melds, rest, opening, laid_out):
            return True
    return False


def _sequences_short(rules, melds: dict) -> int:
    """How many more sequence canastas going out asks for (Bolivia's escalera) than ``melds`` hold
    (none when 0 or less)."""
    if not rules.asks_for_sequences:
        return 0
    canastas = sum(1 for key, cards in melds.items()
                   if meld_keys.kind(key) == meld_keys.SEQUENCE and rules.is_canasta(cards))
    return rules.sequences_lacking(canastas)


def _sequences_within_reach(rules, sequences: list, hand_runs: list) -> int:
    """At most how many sequence canastas a side could have with a hand: its ``sequences`` (key,
    cards, the hand's ways to lengthen it) that could reach a canasta's length, and the hand's own
    runs that long."""
    target = rules.canasta_size
    return sum(1 for _, cards, ways in sequences if len(cards) + max(map(len, ways), default=0) >= target) + \
        sum(1 for run in hand_runs if len(run) >= target)


def _wild_meld_filled(rules, counts: list[int], melds: dict):
    """Where the side's short wild meld holds its wild cards (Canastone), each way the hand's wild
    cards can make it a canasta (it must be one to go out), as (counts left, melds); the wild
    cards left over are then free for groups."""
    key = rules.short_wild_meld(melds)
    gap = rules.canasta_size - len(melds[key])
    jokers, twos = rules.wilds_in(counts)
    for from_jokers in range(max(0, gap - twos), min(gap, jokers) + 1):
        rest = counts[:]
        rest[JOKER_RANK] -= from_jokers
        rest[TWO] -= gap - from_jokers
        cards = melds[key] + [JOKER_RANK << 2] * from_jokers + [TWO << 2] * (gap - from_jokers)
        if rules.wild_meld_refusal([c >> 2 for c in cards]) is None:
            yield rest, {**melds, key: cards}


def _twos_placed(rules, counts: list[int], melds: dict) -> tuple[list[int], dict] | None:
    """Where the side's melds bar Twos from groups (Italian), the hand's Twos put on its short meld
    of Twos first (None when they do not fit), so that the search spreads only the cards left.
    More Twos never make a meld of Twos refused (its limit is on Jokers)."""
    if not counts[TWO] or not rules.twos_barred(melds):
        return counts, melds
    key = rules.short_wild_meld(melds)
    grown = melds[key] + [TWO << 2] * counts[TWO]
    if not rules.wild_melds.holds(len(grown)):
        return None
    rest = counts[:]
    rest[TWO] = 0
    return rest, {**melds, key: grown}


def _homes(rules, melds: dict) -> dict[int, int]:
    """For each rank with melds, the meld the hand's naturals of that rank would join
    (``melding.natural_home``); a rank whose naturals would make a new meld has none."""
    ranks = {meld_keys.rank(key) for key in melds if meld_keys.kind(key) == meld_keys.GROUP}
    homes = {rank: melding.natural_home(rules, melds, rank) for rank in ranks}
    return {rank: key for rank, key in homes.items() if key is not None}


def _disposable(rules, melds: dict, counts: list[int], opening: int | None, laid_out: int) -> bool:
    """Whether a hand of rank ``counts``, its last discard set aside, is placed on ``melds`` and new
    groups with its wild cards, reaching ``opening`` points first if given, with the canastas going
    out asks for."""
    if counts[THREE] and not rules.black_threes_meld(counts[THREE] + len(melds.get(THREE, ()))):
        return False
    if opening is not None and sum(map(mul, counts, rules.opening_values)) < opening:
        return False
    wilds = sum(rules.wilds_in(counts))
    # The meld each rank's naturals join: the rank's first (its key is the rank), unless melds are
    # capped and several allowed (then ``_homes``, where a rank left out makes a new meld).
    homes = _homes(rules, melds) if rules.several_melds.splits_naturals else melds
    new = _new_melds(rules, counts, homes)  # worked out first: most hands that cannot go out fail here
    if new is None or new[1] > wilds:
        return False  # no meld allowed, or too few wild cards for the new melds (more are never found)
    new_melds, needed = new
    places = _table_places(rules, melds, counts, homes, wilds)
    if places is None:
        return False
    return _canastas_planned(rules, places + new_melds, wilds - needed, laid_out)


def _new_melds(rules, counts: list[int], homes: dict) -> tuple[list, int] | None:
    """The new melds of the ranks held that join no meld (``_new_place``) and the wild cards they need
    in all; None where some rank's naturals make no meld allowed."""
    most = rules.meld_size_cap
    new_melds = []
    needed = 0
    known = _NEW_PLACES.under(rules)
    for rank in rules.natural_ranks:
        n = counts[rank]
        if n and rank not in homes:
            place = known.get(rank << 8 | n, _UNKNOWN)
            if place is _UNKNOWN:
                place = known[rank << 8 | n] = _new_place(rules, rank, n, most)
            if place is None:
                return None
            needed += place[3]
            new_melds.append(place)
    return new_melds, needed


def _table_places(rules, melds: dict, counts: list[int], homes: dict, wilds: int) -> list | None:
    """Every meld on the table as the hand would leave it: (size, wild cards it could still take, key,
    cards), the hand's naturals joined to their ``homes``; None where one would be too big."""
    most = rules.meld_size_cap
    places = []
    for key, cards in melds.items():
        kind = meld_keys.kind(key)
        if kind == meld_keys.GROUP:
            joins = key < 16 if homes is melds else homes.get(meld_keys.rank(key)) == key
            joining = counts[meld_keys.rank(key)] if joins else 0
            size = len(cards) + joining
            if size > most:
                return None
            room = max(0, min(_wild_room(rules, cards, joining), most - size)) if wilds else 0
            places.append((size, room, key, cards))
        elif len(cards) > most:
            return None
        elif kind == meld_keys.SEQUENCE:  # extensions left out: a safe underestimate
            places.append((len(cards), 0, key, cards))
        else:
            places.append((len(cards), rules.wild_meld_room(cards), key, cards))
    return places


def _canastas_planned(rules, places: list, wilds: int, laid_out: int) -> bool:
    """Whether ``wilds`` wild cards, spread over the ``places`` (the table's melds, then the new ones,
    their needed wild cards laid), all find room and complete the canastas going out asks for (the
    smallest gaps first), of the kinds it asks for where it does."""
    target = rules.canasta_size
    rooms = canastas = 0
    gaps = []
    for i, (size, room, _, _) in enumerate(places):  # one pass: the wild cards' room, canastas, gaps
        rooms += room
        if size >= target:
            canastas += 1
        elif target - size <= room:
            gaps.append((target - size, i))
    if wilds > rooms:
        return False
    gaps.sort()
    need = rules.going_out.canastas
    filled = 0
    while canastas < need and filled < len(gaps) and gaps[filled][0] <= wilds:
        wilds -= gaps[filled][0]
        canastas += 1
        filled += 1
    if canastas < need:
        return False
    if rules.counts_canastas_only:
        return True
    while True:  # the variant asks for kinds: try completing more canastas, smallest gaps first
        if rules.goes_out_with(_planned_kinds(rules, places, [i for _, i in gaps[:filled]], wilds), laid_out):
            return True
        if filled == len(gaps) or gaps[filled][0] > wilds:
            return False
        wilds -= gaps[filled][0]
        filled += 1


def _wild_room(rules, cards: list[int], joining: int) -> int:
    """``melding.wild_room``, kept per rule set by the meld's cards and the naturals joining it (the
    search asks it of the same melds at every step)."""
    kept = _ROOMS.under(rules)
    key = (joining, *cards)
    room = kept.get(key)
    if room is None:
        room = kept[key] = melding.wild_room(rules, cards, joining)
    return room


_ROOMS = PerRules(1 << 14)  # the rooms by meld and joining
_NEW_PLACES = PerRules(1 << 12)  # the new melds' places by rank and count
_UNKNOWN = object()


def _new_place(rules, rank: int, n: int, most: int) -> tuple | None:
    """What ``_disposable`` reads of a new meld of ``n`` naturals of ``rank`` (its size with the
    wild cards it needs, the wild cards it could still take, its rank, the wild cards it needs),
    or None where they make no meld allowed (under one rule set, so kept per rank and count)."""
    if not rules.enough_naturals(n):
        return None
    short = max(0, rules.meld_min_size - n)
    limit = melding.new_group_wilds(rules, rank, n)  # an opening's exceptions left out: safe
    if short > limit or n + short > most:
        return None
    room = min(limit - short, most - n - short)
    # a new meld's cards are made up only if their kinds are asked
    return (n + short, max(0, room), rank, short)


def _a_wild(rules) -> int:
    """A card standing for the wild cards a plan adds to a meld (only its being wild is read)."""
    return min(rules.wild_ranks, default=TWO) << 2


def _planned_kinds(rules, places: list, completed: list[int], spare: int) -> Counter:
    """The kinds of canasta a plan leaves: the places listed in ``completed`` filled to canastas
    with wild cards, and ``spare`` more wild cards put where they change no canasta if they can
    (short of a canasta in a meld that is not one), else in the natural canastas with the most
    room, and only then completing melds that were not canastas, those taking the most first
    (Mexicana forbids going out with more canastas than red Threes: a wild card that can go
    nowhere else makes one)."""
    target = rules.canasta_size
    wild = _a_wild(rules)
    kinds: Counter[str] = Counter()
    natural_rooms = []
    short_places = []  # melds left short of a canasta that wild cards could still complete
    for index, (size, free, key, cards) in enumerate(places):
        if isinstance(cards, int):  # a new meld of a rank: its naturals, then the wild cards it needs
            cards = [key << 2] * (size - cards) + [wild] * cards
        if index in completed:
            cards = [*cards, *[wild] * (target - size)]
            free -= target - size
            size = target
        if size < target:
            below = min(free, target - size - 1)
            spare -= below
            if free > below:
                short_places.append((target - size, free, key, cards))
            continue
        kind = rules.canasta_kind(key, cards)
        spoiled = rules.canasta_kind(key, [*cards, wild])
        if spoiled == kind:
            spare -= free
        else:
            natural_rooms.append((free, kind, spoiled))
        kinds[kind] += 1
    for free, kind, spoiled in sorted(natural_rooms, reverse=True):
        if spare <= 0:
            break
        spare -= free
        kinds[kind] -= 1
        kinds[spoiled] += 1
    for gap, free, key, cards in sorted(short_places, key=lambda place: place[0] - place[1]):
        if spare <= 0:
            break
        spare -= free - (gap - 1)  # the room short of a canasta is spent already
        kinds[rules.canasta_kind(key, [*cards, *[wild] * gap])] += 1
    return kinds
