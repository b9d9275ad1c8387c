"""A bound from counts that settles, without the going-out search, that a hand holding no wild card
cannot go out: its natural cards cannot all be placed, whatever runs it lays down."""

from __future__ import annotations

from functools import lru_cache

from . import meld_keys
from .cards import THREE


def applies(rules) -> bool:
    """Whether the bound holds under ``rules``: runs of three cards at least, long enough that any
    longer stretch splits into runs (most at least five), wild cards outside sequences, no size
    limit on groups, and Twos never natural cards barred from groups."""
    sequences = rules.sequences
    if not sequences.reads_suits:
        return False
    return sequences.fewest == 3 and sequences.most >= 5 and not rules.caps_melds \
        and not rules.wilds_in_sequences and not rules.twos_natural_barred


def cannot_place(rules, counts: list[int], melds: dict, hand) -> bool:
    """True only where no way out exists for a hand of rank ``counts`` (cards ``hand``) holding no
    wild card, onto ``melds``. With no wild card every natural card must end in a meld of its rank,
    a new group of ``meld_min_size`` naturals at least, a run from hand or a sequence on the table
    lengthened (at either end, as often as wished: more than the search allows), but for one last
    discard (none where one or two black Threes are held: the discard is a Three then). The ranks are
    read low to high, with each suit's runs still open by length (``_step``). False where that
    relaxation finds a way, or has more than ``MOST_STATES`` states to weigh (the search decides)."""
    group = max(rules.meld_min_size, rules.meld_min_naturals)
    slack = 0 if counts[THREE] in (1, 2) and THREE not in rules.sequence_ranks else 1
    for rank in set(rules.natural_ranks) - rules.sequence_ranks:
        left = counts[rank]
        if left and rank not in melds and left < group:
            if left > 1 or not slack:
                return True
            slack = 0
    held = [[0] * 17 for _ in range(4)]  # by suit and rank
    for card in hand:
        held[card & 3][card >> 2] += 1
    lows = [[0] * 17 for _ in range(4)]  # the table's sequences by suit and lowest rank
    highs = [[0] * 17 for _ in range(4)]  # and by highest rank
    for key, cards in melds.items():
        if meld_keys.kind(key) == meld_keys.SEQUENCE and cards:
            lows[meld_keys.suit(key)][min(cards) >> 2] += 1
            highs[meld_keys.suit(key)][max(cards) >> 2] += 1
    states: set = {slack}  # each state as one int (``_step``): no run open yet
    previous = None
    for rank in sorted(rules.sequence_ranks):
        follows = previous is not None and rank == previous + 1
        nxt = rank + 1 if rank + 1 in rules.sequence_ranks else 16  # no card of rank 16 is held
        step = _Rank(follows, tuple(held[suit][rank] for suit in range(4)),
                     tuple(highs[suit][rank - 1] if follows else 0 for suit in range(4)),
                     tuple(lows[suit][rank] for suit in range(4)),
                     tuple(held[suit][nxt] for suit in range(4)), counts[rank], rank in melds, group)
        after = _step(states, step)
        if after is None:
            return False  # too many ways to weigh: the search decides
        if not after:
            return True
        states, previous = after, rank
    return not any((state & _SHORT_RUNS) == 0 for state in states)  # no run short of three left open


MOST_STATES = 128  # states of the runs open (with the partial ones of a rank, four times as many)
# past which the bound leaves the hand to the search: a hand it settles has few


class _Rank:
    """What ``_step`` reads of one rank, by suit: its cards held, the table's sequences ending just
    below it and starting at it, and the next rank's cards held; then the rank's count in hand,
    whether the side has a meld of it, and the fewest naturals of a new group."""

    __slots__ = ("count", "ends", "follows", "group", "held", "later", "melded", "starts")

    def __init__(self, follows: bool, held: tuple, ends: tuple, starts: tuple, later: tuple, count: int,
                 melded: bool, group: int):
        self.follows, self.held, self.ends, self.starts, self.later = follows, held, ends, starts, later
        self.count, self.melded, self.group = count, melded, group


def _step(states: set, rank: _Rank) -> set | None:
    """The states after ``rank``: for each state before it (each suit's runs open, by length 1, 2 and
    3 or more, and whether the last discard is still free) and each choice of how many of the rank's
    cards of each suit go into runs, those whose cards left of the rank can be placed; the suits are
    taken in turn, the same partial states merged. None past ``MOST_STATES``.

    A state is one int: the last discard's being free in its lowest bit, then each suit's runs open
    in ``_FIELD`` bits (``_suit_field``); a partial state also holds the cards laid so far, above
    the suits (the suits already taken hold their states after the rank, the others before it)."""
    partial = set(states)  # none laid yet
    for suit in range(4):
        shift = 1 + suit * _FIELD
        keep = ~(_FIELD_MASK << shift)
        args = rank.follows, rank.held[suit], rank.ends[suit], rank.starts[suit], rank.later[suit]
        fields = {before >> shift & _FIELD_MASK for before in partial}
        choices = {field: _field_choices(field, *args) for field in fields}  # read once per field
        partial = {(before & keep) + (x << _LAID_AT) | field << shift
                   for before in partial for x, field in choices[before >> shift & _FIELD_MASK]}
        if len(partial) > 4 * MOST_STATES:
            return None
    out = set()
    group, count, melded = rank.group, rank.count, rank.melded
    for packed in partial:
        suits, slack = packed & _SUITS_MASK, packed & 1
        left = count - (packed >> _LAID_AT)
        if left and not melded and left < group:
            if left == 1 and slack:
                out.add(suits)  # the last discard
        else:
            out.add(suits | slack)
    return out if len(out) <= MOST_STATES else None


_FIELD = 12  # bits of one suit's runs open: runs of 1, 2 and 3 or more, 4 bits each
_FIELD_MASK = (1 << _FIELD) - 1
_LAID_AT = 1 + 4 * _FIELD  # the cards laid sit above the slack bit and the suits
_SUITS_MASK = (1 << _LAID_AT) - 2  # the suits, without the slack bit
_SHORT_RUNS = sum(0xFF0 << 1 + suit * _FIELD for suit in range(4))  # every suit's runs of 1 and 2


def _suit_field(state: tuple) -> int:
    """A suit's runs open (by length 1, 2, and 3 or more; each under 16) as one ``_FIELD``."""
    o1, o2, o3 = state
    return o1 << 8 | o2 << 4 | o3


@lru_cache(maxsize=1 << 12)
def _field_choices(field: int, follows: bool, held: int, ends: int, starts: int, later: int) -> tuple:
    """``_suit_choices`` on packed fields."""
    state = (field >> 8, field >> 4 & 15, field & 15)
    return tuple((x, _suit_field(after))
                 for x, after in _suit_choices(state, follows, held, ends, starts, later))


@lru_cache(maxsize=1 << 12)
def _suit_choices(state: tuple, follows: bool, held: int, ends: int, starts: int, later: int) -> tuple:
    """For one suit and rank, each count of the rank's ``held`` cards laid into runs with the runs open
    after it, from the runs open before it (``state``): every run short of three takes a card, or
    joins one of the ``starts`` table sequences starting at the rank; runs of three and more (with the
    ``ends`` table sequences ending just below) take what is left before new runs start (which never
    does better), and are counted up to the ``later`` cards that could lengthen them."""
    if not follows and (state[0] or state[1]):
        return ()  # a run short of three cannot go on past a gap
    o1, o2, o3 = state if follows else (0, 0, 0)
    o3 += ends
    choices = []
    for m1 in range(min(starts, o1) + 1):
        for m2 in range(min(starts - m1, o2) + 1):
            need = o1 - m1 + o2 - m2
            for x in range(need, held + 1):
                extend = min(o3, x - need)
                choices.append((x, (x - need - extend, o1 - m1, min(later, o2 - m2 + extend))))
    return tuple(dict.fromkeys(choices))
