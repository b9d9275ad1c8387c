"""The actions the seat to move may choose from, generated per phase.

Listed forms (see docs/notation.md): naturals of a rank are written by rank;
``take`` is listed in its shortest forms once the side has opened (more cards
are melded after taking); a merge joins the later-numbered meld into the earlier;
openings of several melds, and the further melds of an opening take, are one
canonical set per leading rank or way of taking (so the list stays short in any
hand; where wild melds exist, also beside a wild meld of each size the hand's wild
cards make; where sequences exist, also beside each run the hand holds, with groups
or a second run), plus, when the hand can go out at once, the opening that melds it
all with wild cards spent on canastas. Every other legal action is still accepted by
``Deal.apply``, and every listed one is checked by it (tests/engine/brute_moves.py
enumerates them by brute force to hold the listing to this).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache, partial
from itertools import combinations, compress
from operator import ge, le
from typing import NamedTuple

from . import going_out, meld_keys, melding, moves
from .actions import Add, Answer, Ask, Discard, Draw, Meld, Merge, Pass, Take
from .cards import JOKER_RANK, THREE, TWO
from .errors import IllegalAction
from .listing_kinds import group_wilds, meld_ranks, other_kinds, wild_sets
from .moves.meld import check_add, check_meld
from .moves.prospects import after_melding, goes_out_after_sharing, wild_variant, wild_variants_monotone
from .per_rules import PerRules


def legal_actions(deal) -> list:
    phase = deal.phase
    if phase == "play":
        return _play_actions(deal)
    if phase == "draw":
        actions = takes(deal)
        if deal.stock:
            actions.append(_DRAW)
        elif _take() not in actions:
            actions.append(_PASS)
        if deal.rules.opens_before_drawing() and not deal.is_open(deal.side_of[deal.turn]):
            actions.extend(_openings_before_drawing(deal))
        for feature in deal.rules.turn_start_features:
            actions.extend(feature.turn_start_actions(deal))
        return actions
    if phase == "answer":
        return [Answer(True), Answer(False)]
    return []


def going_out_candidates(deal) -> list:
    """The actions listed for the seat to move, but after a yes with its melds and adds (those of
    black threes too) not yet checked to keep going out possible (``Deal.apply`` checks the one
    played): enough for a search that plays the first of them that keeps the way open, at a
    fraction of the cost."""
    return _play_actions(deal, on_trust=True) if deal.phase == "play" else legal_actions(deal)


def listed(deal, candidate) -> bool:
    """Whether the listing keeps a going-out candidate: after a yes, a meld or add only if it keeps
    going out possible (one of black threes only if it passes in full)."""
    if not deal.must_go_out or not isinstance(candidate, Meld | Add | Merge):
        return True
    if _of_black_threes(candidate):
        return _passes(deal, candidate)
    return _keeps_going_out(deal, candidate, len(deal.hands[deal.turn]) - 1)


def _of_black_threes(action) -> bool:
    """Whether a meld or add is one of black threes (listed only when it passes in full)."""
    if isinstance(action, Add):
        return action.target == THREE
    return isinstance(action, Meld) and set(action.ranks) == {THREE}


def _passes(deal, action) -> bool:
    try:
        moves.check(deal, action)
    except IllegalAction:
        return False
    return True


# ---------------------------------------------------------------------- take


@lru_cache(maxsize=1 << 12)
def _take(cards: tuple = (), extra: tuple = (), target: int | None = None) -> Take:
    """The take of the pile showing ``cards`` (and ``extra`` melds, onto ``target``), one object per
    take (actions are values)."""
    return Take(cards, extra, target)


def takes(deal) -> list:
    """Every listed way to take the discard pile now."""
    if not deal.pile:
        return []
    seat = deal.turn
    side = deal.side_of[seat]
    rules = deal.rules
    top = deal.pile[-1] >> 2
    if rules.blocks_pile(top):
        return []  # what the pile's check says first, without raising
    counts = deal.hand_counts(seat)
    (jokers, twos), naturals = rules.wilds_in(counts), counts[top]
    melds = deal.melds[side]
    opened = bool(melds)  # (``Deal.is_open``)
    taking = rules.pile_taking
    frozen_to_all = deal.pile_frozen()
    frozen = frozen_to_all or not opened  # ``Deal.pile_frozen_for`` the side
    need = taking.naturals_to_take(frozen) if opened and taking.takes_by_naturals else None
    if need is not None:  # only naturals of the top card's rank take it
        return _passing_takes(deal, [_take((top,) * need)] if naturals >= need else [], counts)
    # Candidates the hand can show at all (the checks below decide the rest).
    candidates = [_take()] if top in melds else []
    if rules.more_meld_kinds and melds:
        candidates += _takes_onto_other_kinds(deal, side, counts)
    if opened:
        if naturals >= 2:
            candidates.append(_take((top, top)))
        if naturals and not frozen_to_all:
            if jokers:
                candidates.append(_take((top, JOKER_RANK)))
            if twos:
                candidates.append(_take((top, TWO)))
    else:
        candidates += _opening_takes(deal, seat, counts, top)
    if not taking.takes_by_naturals and frozen:
        # a frozen pile asks for a natural pair of the top card's rank, unless the top card
        # lengthens a sequence: what the check refuses first, here without raising
        candidates = [a for a in candidates if a.cards.count(top) >= 2 or a.target is not None
                      and a.target in melds and meld_keys.kind(a.target) == meld_keys.SEQUENCE]
    return _passing_takes(deal, candidates, counts)


def _takes_onto_other_kinds(deal, side: int, counts: list[int]) -> list:
    """Takes of the pile onto a side's melds beyond its first group of the top card's rank: a
    further group of the rank, a sequence of the top card's suit (where frozen, with the cards
    from hand that lengthen it), and a new further group from a natural pair."""
    rules = deal.rules
    melds = deal.melds[side]
    card = deal.pile[-1]
    top = card >> 2
    candidates = [_take(target=key) for key in melds if key != top
                  and (lister := rules.lister_of(meld_keys.kind(key))) is not None
                  and lister.takes_top_onto(key, card)]
    if top in melds and counts[top] >= 2:
        candidates += [_take((top, top), target=key) for key in melds
                       if key != top and meld_keys.first(key) == top]
        candidates.append(_take((top, top), target=meld_keys.next_free(melds, top)))
    shown = rules.pile_taking.sequence_cards
    if shown and deal.pile_frozen_for(side):
        candidates += _frozen_sequence_takes(rules, melds, deal.hands[deal.turn], deal.pile[-1], shown)
    return candidates


def _opening_takes(deal, seat: int, counts: list[int], top: int) -> list:
    """Takes of the pile that make a side's opening: the top card with naturals of its rank and
    wild cards, and where they fall short of the minimum, one canonical set of further melds."""
    rules = deal.rules
    minimum = deal.opening_minimum(seat)
    fewest, most = rules.pile_taking.opening_take_shape(rules.meld_max_wilds)
    jokers, twos = rules.wilds_in(counts)
    top_value = rules.opening_value(top) * rules.pile_taking.top_card_opens
    candidates = []
    for k in range(fewest, counts[top] + 1):
        for j, t in wild_sets(jokers, twos, most):
            cards = meld_ranks(top, k, j, t)
            value = top_value + sum(rules.opening_value(r) for r in cards)
            if value >= minimum:
                candidates.append(_take(cards))
                continue
            rest = counts[:]
            for r in cards:
                rest[r] -= 1
            extra = _opening(deal, rest, minimum - value, exclude=top, beside=((top, *cards),))
            if extra is not None:
                candidates.append(_take(cards, extra))
    return candidates


def _passing_takes(deal, candidates: list, counts: list[int]) -> list:
    """The ``candidates`` that pass their check (what every take's check asks first, asked once)."""
    if not candidates:
        return []
    try:
        moves.check_pile_open(deal)
    except IllegalAction:
        return []
    return [a for a in candidates if _shows(deal, a, counts)]


def _shows(deal, take: Take, counts: list[int]) -> bool:
    """Whether ``take`` passes its check, the pile being open to the player (``moves.check_pile_open``
    passed) and the hand of rank ``counts`` (left as they are)."""
    try:
        moves.check_take_shown(deal, take, counts[:])
    except IllegalAction:
        return False
    return True


def _frozen_sequence_takes(rules, melds: dict, hand: list[int], top: int, shown: int) -> list:
    """Takes of a frozen pile that lengthen a sequence of the top card's suit with the top card and
    exactly ``shown`` cards from hand (more may be typed)."""
    suit = top & 3
    held = sorted({c >> 2 for c in hand if c & 3 == suit} & rules.sequence_ranks)
    out = []
    for key, meld in melds.items():
        if meld_keys.kind(key) != meld_keys.SEQUENCE or meld_keys.suit(key) != suit:
            continue
        ranks = {c >> 2 for c in meld} | {top >> 2}
        near = [r for r in held if min(ranks) - shown <= r <= max(ranks) + shown and r not in ranks]
        for cards in combinations(near, shown):
            run = sorted(ranks | set(cards))
            if run[-1] - run[0] + 1 == len(run) == len(meld) + 1 + shown:
                out.append(Take(cards, target=key))
    return out


# ---------------------------------------------------------------------- openings


def _opening(deal, counts: list[int], needed: int, exclude: int | None = None,
             first: int | None = None, clean: bool = False, beside: tuple = (),
             order: list[int] | None = None) -> tuple | None:
    """One canonical set of new melds from ``counts`` worth at least ``needed``, or None: melds
    of ``first`` (if given), then of ranks that need no wild card, worth most first, are added
    until the total is reached, each holding all its naturals; a pair takes a wild card (Twos
    first); a total still short is raised with wild cards (Jokers first) where they count toward
    the minimum (not in Italian). A ``clean`` opening holds no wild card. ``beside``: the other
    melds of the opening (a take's), which the variant's refusal of openings reads too. ``order``:
    ``_opening_order`` of ``counts`` (and ``exclude``), where the caller has it."""
    rules = deal.rules
    value = rules.opening_values.__getitem__
    jokers, twos = (0, 0) if clean else rules.wilds_in(counts)
    if order is None:
        order = _opening_order(rules, counts, exclude)
    ranks = [first, *(r for r in order if r != first)] if first in order else order
    groups: list[list[int]] = []
    total = 0
    cap = rules.meld_size_cap
    for rank in ranks:
        if total >= needed and groups:
            break
        naturals = counts[rank]
        short = max(0, rules.meld_min_size - naturals)
        if short > jokers + twos or naturals > cap or \
                short and short > melding.new_group_wilds(rules, rank, naturals, True):
            continue
        from_twos = min(short, twos)
        twos -= from_twos
        jokers -= short - from_twos
        groups.append([rank] * naturals + [TWO] * from_twos + [JOKER_RANK] * (short - from_twos))
        total += naturals * value(rank) + from_twos * value(TWO) + (short - from_twos) * value(JOKER_RANK)
    for group in groups:  # (where wild cards count nothing toward it, the total stays short)
        while total < needed and (jokers or twos) and _room(rules, group):
            wild = JOKER_RANK if jokers else TWO
            if wild == JOKER_RANK:
                jokers -= 1
            else:
                twos -= 1
            group.append(wild)
            total += value(wild)
    if not groups or total < needed:
        return None
    opening = tuple(tuple(g) for g in groups)
    return None if rules.refuses_openings and rules.opening_refusal(opening + beside) else opening


def _opening_order(rules, counts: list[int], exclude: int | None = None) -> list[int]:
    """The ranks an opening from ``counts`` may meld (but ``exclude``), in the order ``_opening``
    tries them after its ``first``: those that need no wild card, then worth most first."""
    value = rules.opening_values.__getitem__
    fewest = rules.meld_min_naturals
    ranks = [r for r in rules.natural_ranks if counts[r] >= fewest and r != exclude]
    ranks.sort(key=lambda r: (counts[r] < rules.meld_min_size, -counts[r] * value(r)))
    return ranks


def _room(rules, group: list[int]) -> bool:
    """Whether one more wild card fits in a new ``group`` of an opening (its wild-card limit, the
    meld size limit, and its naturals where they must outnumber wild cards)."""
    if not rules.within_meld_size(len(group) + 1):
        return False
    wilds = len(group) - len(rules.naturals_among(group))
    return wilds < melding.new_group_wilds(rules, group[0], len(group) - wilds, True)


# ---------------------------------------------------------------------- play


def _play_actions(deal, on_trust: bool = False) -> list:
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    hand_size = len(deal.hands[seat])
    counts = deal.hand_counts(seat)
    melds = deal.melds[side]
    jokers, twos = group_wilds(rules, counts, melds)
    need = rules.going_out.canastas
    may_go_out = not deal.go_out_forbidden()
    opening_draw = deal.opening_draw_for(side)
    closing = not rules.melds_out  # only a final discard goes out: no melding out

    def leaves_ok(used: int, crossings: int) -> bool:
        """Whether a move using ``used`` cards may be legal, counting canastas only (what the
        variant asks of their kinds is checked in full below, with a last card kept; a last card
        kept for a talon, Americana's, asked last)."""
        left = hand_size - used + opening_draw
        return left >= 2 or left == 1 and (may_go_out or moves.talon_after(deal)) or may_go_out \
            and not closing and deal.canastas(side) + crossings >= need

    # After a yes, the hand's ways out, which every check of a move that must keep going out
    # possible tries first (the same answers, found sooner), and that check
    ways = _ways_out(deal, seat, counts) if deal.must_go_out and not on_trust else None
    passes = _passes if ways is None else partial(_passes_trying, ways=ways, held=counts)
    checked: set = set()  # after a yes, the moves that passed in full (which asks going out kept
    # possible too), not to be checked again
    if deal.must_go_out and not on_trust:
        passes = partial(_passes_noted, passes=passes, noted=checked)
    goes_out: bool | None = None  # whether the hand could go out now, once asked (an unopened side's listing)
    small = opened = bool(melds)  # (open) small: whether every move listed so far keeps two cards at least
    if small:
        actions, small = _group_moves(rules, counts, melds, jokers, twos, hand_size, leaves_ok)
    elif rules.opens_before_drawing():
        actions = []  # the side opens only before drawing (Canastone)
    else:
        actions = _openings(deal, seat, counts, leaves_ok, passes)
        if may_go_out:
            goes_out = going_out.hand_goes_out(deal, seat, counts)
            if goes_out:
                actions.extend(a for a in _going_out_openings(rules, counts) if passes(deal, a))
        actions = list(dict.fromkeys(actions))  # canonical and single openings may coincide
    if rules.more_meld_kinds and (opened or not rules.opens_before_drawing()):
        more = other_kinds(deal, seat, counts, leaves_ok, (jokers, twos))
        small = False
        if not opened and deal.opening_canasta(seat):
            more = [a for a in more if rules.makes_canasta(a.size) and passes(deal, a)]
        actions.extend(more)
    last = hand_size - 1  # moves keeping one card or none were listed on trust: check them now
    trusting = on_trust and deal.must_go_out  # going-out candidates: ``listed`` checks them
    if not deal.must_go_out:
        if not small:
            actions = [a for a in actions if a.size < last or _passes(deal, a)]
    elif not trusting:
        actions = _keeping_going_out(deal, actions, last, ways, checked)
    threes, goes_out = _black_threes_listed(deal, counts, melds, trusting, goes_out, passes)
    actions.extend(threes)
    return _closing_moves(deal, actions, counts, may_go_out, goes_out)


def _black_threes_listed(deal, counts: list[int], melds: dict, trusting: bool, goes_out: bool | None,
                         passes) -> tuple[list, bool | None]:
    """The moves with black Threes the player to move may make, and whether the hand could go out now
    (``goes_out``, None if not yet asked; asked here where it decides). A new meld of black Threes
    commits to going out: a hand that cannot go out now cannot after it (the search reads the Threes
    as melded together; its answer, asked once, is also ``ask``'s). Not so for adds to a meld of
    Threes: the search reads one or two Threes in hand as loose whatever the table holds."""
    threes = counts[THREE]
    if not threes or THREE not in melds and threes < deal.rules.fewest_black_threes:
        return [], goes_out
    if THREE not in melds and not trusting and goes_out is None:
        goes_out = going_out.hand_goes_out(deal, deal.turn, counts)
    if not (trusting or THREE in melds or goes_out):
        return [], goes_out
    return _black_three_moves(deal, threes, melds, passes if not trusting else None), goes_out


def _group_moves(rules, counts: list[int], melds: dict, jokers: int, twos: int, hand_size: int,
                 leaves_ok) -> tuple[list, bool]:
    """An open side's adds to the first group of each rank and new groups of the ranks it has no
    meld of, each that ``leaves_ok(cards used, canastas made)`` keeps (asked only of moves keeping
    fewer than two cards), and whether every move listed keeps two cards at least. A rank's options
    are kept per rule set by the shape of hand and meld (``_RANK_OPTIONS``)."""
    wild = jokers or twos
    fewest = rules.meld_min_naturals
    more_limits = wild and rules.more_wild_limits
    cap, target = rules.meld_size_cap, rules.canasta_size
    known = _RANK_OPTIONS.under(rules)
    actions: list = []
    small = True
    options: _Options | None
    shape: tuple
    ranks = rules.natural_ranks
    if not wild:  # only the ranks held: a rank with no natural and no wild card has no move
        ranks = compress(ranks, map(counts.__getitem__, ranks))
    for rank in ranks:
        n = counts[rank]
        meld = melds.get(rank)
        if meld is None:
            if n < fewest:
                continue
            shape = (rank, n, jokers, twos)
            options = known.get(shape)
            if options is None:
                options = known[shape] = _new_group_options(rules, rank, n, jokers, twos)
        elif more_limits:  # the wild cards the meld takes, for every count of naturals added
            rooms = tuple(melding.wild_room(rules, meld, k) for k in range(n + 1))
            options = _adds(rank, n, jokers, twos, 0, len(meld), cap, target, rooms)
        else:  # Classic's: by the wild cards it holds alone
            room = max(0, rules.meld_max_wilds - melding.wilds_held(rules, meld)) if wild else 0
            shape = (rank, n, jokers, twos, room, len(meld))
            options = known.get(shape)
            if options is None:
                options = known[shape] = _adds(rank, n, jokers, twos, room, len(meld), cap, target)
        if hand_size - options.most >= 2:
            actions += options.actions  # each keeps two cards at least
        else:
            small = False
            actions += [action for used, crosses, action in options.each
                        if hand_size - used >= 2 or leaves_ok(used, crosses)]
    return actions, small


def _new_group_options(rules, rank: int, naturals: int, jokers: int, twos: int) -> _Options:
    """``_new_groups`` of ``rank`` under ``rules`` (where the wild cards a group takes depend on its
    naturals, by their count)."""
    limits = tuple(melding.new_group_wilds(rules, rank, k) for k in range(naturals + 1)) \
        if rules.more_wild_limits else None
    return _new_groups(rank, naturals, jokers, twos, rules.meld_min_naturals, rules.meld_max_wilds,
                       rules.meld_min_size, rules.meld_size_cap, rules.canasta_size, limits)


# A rank's options (adds to its first group, or new groups) per rule set, by rank, naturals held,
# Jokers and Twos (and for an add, the wild cards the meld takes and its size).
_RANK_OPTIONS = PerRules(1 << 14)


def _closing_moves(deal, actions: list, counts: list[int], may_go_out: bool, goes_out: bool | None) -> list:
    """``actions`` with the discards, the features' moves (the opening bonus, the special hands) and
    ``ask`` added, as the player to move may choose them (``goes_out``: whether the hand could go out
    now, where asked)."""
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    hand_size = len(deal.hands[seat])
    last_goes_out = hand_size == 1 and may_go_out and \
        rules.goes_out_with(deal.canasta_kinds(side), deal.laid_out_count(side))
    if hand_size > 1 and not deal.must_go_out or last_goes_out or hand_size == 1 and moves.talon_size(deal):
        discards: Iterable[Discard] = compress(_DISCARDS, counts)  # one discard per rank held
        if counts[THREE] and moves.black_three_held_back(deal):
            discards = (d for d in discards if d.rank != THREE)
        if rules.checks_discards:  # a last card, or wild cards or an empty pile's cards held back
            dead = deal.dead_ranks() if rules.restricts_discards else None
            discards = (d for d in discards if _discard_passes(deal, d, dead, counts))
        actions.extend(discards)
    for feature in rules.features:
        actions.extend(feature.play_actions(deal))
    if deal.permission is None and not deal.melded_this_turn and deal.side_of.count(side) > 1 \
            and (going_out.hand_goes_out(deal, seat, counts) if goes_out is None else goes_out) \
            and _may_ask(deal):
        actions.append(_ASK)  # checked in full: whether the hand can go out, then the rest of the check
    return actions


def _may_ask(deal) -> bool:
    """Whether ``_ASK`` passes its check but for whether the hand can go out (``moves.check_may_ask``)."""
    try:
        moves.check_may_ask(deal)
    except IllegalAction:
        return False
    return True


def _discard_passes(deal, discard: Discard, dead: frozenset[int] | None, counts: list[int]) -> bool:
    """``_passes`` for a discard, the table's dead ranks (``Deal.dead_ranks``, where read) and the
    hand's rank ``counts`` given."""
    try:
        moves.check_discard(deal, discard, dead, counts)
    except IllegalAction:
        return False
    return True


def _black_three_moves(deal, threes: int, melds: dict, passes=_passes) -> list:
    """Melds of black threes, and adds to the side's black-three meld, that pass the full check
    ``passes`` (all of them where it is None: listed on trust)."""
    melds_of_threes = _black_three_melds(deal.rules.black_three_meld_sizes)
    candidates: list[Meld | Add] = [meld for size, meld in melds_of_threes if threes >= size]
    if THREE in melds:
        candidates += [_black_three_add(k) for k in range(1, threes + 1)]
    return candidates if passes is None else [a for a in candidates if passes(deal, a)]


def _passes_trying(deal, action, ways: list | None, held: list[int] | None = None) -> bool:
    """``_passes``, for a meld or add in the play phase with the way out it may need looked for by
    ``ways`` first (the same answer; ``held``: the hand's counts, where the caller has them)."""
    if ways is None or not isinstance(action, Meld | Add):
        return _passes(deal, action)
    try:
        if isinstance(action, Meld):
            check_meld(deal, action, ways, held)
        else:
            check_add(deal, action, ways, held)
    except IllegalAction:
        return False
    return True


@lru_cache(maxsize=64)
def _black_three_melds(sizes: frozenset) -> tuple:
    """(size, meld) for each meld of black Threes the variant allows, smallest first."""
    return tuple((size, Meld(((THREE,) * size,))) for size in sorted(sizes))


@lru_cache(maxsize=64)
def _black_three_add(threes: int) -> Add:
    """The add of ``threes`` black Threes to the side's meld of them."""
    return Add(THREE, (THREE,) * threes)


def _passes_noted(deal, action, passes, noted: set) -> bool:
    """``passes``, with each action that passes added to ``noted``."""
    if passes(deal, action):
        noted.add(action)
        return True
    return False


def _keeping_going_out(deal, actions: list, last: int, ways: list | None, checked: set) -> list:
    """After a yes, the melds and adds of ``actions`` (listed on trust, but those in ``checked``,
    which passed in full) that keep going out possible, in their order. Where more wild cards laid
    onto a meld never keep going out possible where fewer did not (``wild_variants_monotone``), nor
    do more of its natural cards (a natural left in hand joins the meld when the hand is placed: the
    same melds in the end, with the wild cards' room no smaller and a discard more to choose), the
    moves of one meld that differ only in how many naturals and which wild cards they lay are
    answered together (``_below_staircase``): mostly one check for a meld's moves, not one per move."""
    alike: dict = {}
    steps: dict = {}
    check = partial(_keeps_going_out, deal, last=last, ways=ways, alike=alike, steps=steps,
                    counts=deal.hand_counts(deal.turn))
    if not wild_variants_monotone(deal.rules):
        return [a for a in actions if a in checked or check(a)]
    groups: dict = {}
    rules = deal.rules
    barred = rules.bars_twos and rules.twos_barred(deal.melds[deal.side_of[deal.turn]])  # read once
    answers: list[bool | None] = [None] * len(actions)  # by place in ``actions`` (hashing a big meld costs)
    for index, action in enumerate(actions):
        if checked and action in checked:
            answers[index] = True
            continue
        split = wild_variant(deal, action, barred) if action.size < last else None
        if split is not None:
            (kind, key, naturals), wilds = split
            groups.setdefault((kind, key), []).append(((naturals, *wilds), index))
    check_at = actions.__getitem__
    for members in groups.values():
        for index, kept in _below_staircase(members, lambda i: check(check_at(i))):
            answers[index] = kept
    return [a for a, kept in zip(actions, answers, strict=True) if (check(a) if kept is None else kept)]


def _below_staircase(members: list, check) -> Iterable[tuple]:
    """(action, answer) for ``members`` ((cards laid of each sort: naturals, Jokers, Twos), action)
    of one meld, where ``check``'s answer never turns True with more cards of any sort: the move
    laying most cards first (when it passes, so do all it lays at most as many of each as), then
    the one laying fewest (when it fails, so do all), then the others by most naturals and fewest
    wild cards first (walking the edge between those that pass and those that fail), each checked
    only when no move checked before answers it (one laying at least as many of each that passed,
    or at most as many that failed): where the most pass, as they mostly do, one check answers
    them all."""
    passed: list[tuple] = []
    failed: list[tuple] = []
    most = max(members, key=lambda member: (sum(member[0]), member[0]))
    if all(map(le, map(max, zip(*(laid for laid, _ in members), strict=True)), most[0])):  # the most of each
        if check(most[1]):
            yield from ((action, True) for _, action in members)
            return
        failed.append(most[0])
        yield most[1], False
    fewest = min(members, key=lambda member: sum(member[0]))
    edge_first = sorted(members, key=lambda member: (-member[0][0], member[0][1:]))
    for laid, action in [most, fewest, *edge_first]:
        if any(all(map(le, laid, other)) for other in passed):
            yield action, True
        elif any(all(map(ge, laid, other)) for other in failed):
            yield action, False
        else:
            kept = check(action)
            (passed if kept else failed).append(laid)
            yield action, kept


def _keeps_going_out(deal, action, last: int, ways: list | None = None, alike: dict | None = None,
                     steps: dict | None = None, counts: list[int] | None = None) -> bool:
    """After ``yes`` (or black threes), whether a meld or add listed on trust keeps going out
    possible; one keeping a last card or none is checked in full (which asks the same). ``ways``:
    ways out tried first (``moves.goes_out_after``); ``alike``: the answers for moves already
    checked in this listing, by what the check reads of them (``_alike``); ``steps``: the search's
    steps shared by this listing's moves (``goes_out_after_sharing``); ``counts``: the hand's rank
    counts (left as they are), where the caller has them."""
    if action.size >= last:
        return _passes_trying(deal, action, ways, counts)
    key = None if alike is None else _alike(deal, action, counts or deal.hand_counts(deal.turn))
    if alike is None or key is None:
        return _goes_out_after(deal, action, ways, steps, counts)
    if not deal.rules.sequences.reads_suits:
        known = alike.get(key)
        if known is None:
            known = alike[key] = moves.goes_out_after(deal, action, ways)
        return known
    if ways and going_out.PLACED_WAY in ways:  # placing the hand by counts, tried first, reads no card
        placed = alike.get(key)
        if placed is None:
            placed = alike[key] = _placed_after(deal, action, counts)
        if placed:
            return True
    return _goes_out_after(deal, action, ways, steps, counts)


def _goes_out_after(deal, action, ways: list | None, steps: dict | None,
                    held: list[int] | None = None) -> bool:
    """``moves.goes_out_after``, from steps of the search the listing's moves share where it can
    (``held``: the hand's counts, where the caller has them)."""
    if ways is None or steps is None:
        return moves.goes_out_after(deal, action, ways)
    return goes_out_after_sharing(deal, action, ways, steps, held)


def _placed_after(deal, action, held: list[int] | None = None) -> bool:
    """Whether the hand after a meld or add is placed by counts (``going_out.PLACED_WAY``), as
    ``moves.goes_out_after`` tries first where the hand's way out was that (``held``: the hand's
    counts, where the caller has them)."""
    side = deal.side_of[deal.turn]
    if deal.opening_draw_for(side):
        return False
    counts, melds = after_melding(deal, action, held=held)
    return going_out.follows(deal.rules, counts, melds, None, (), going_out.laid_out_read(deal, side),
                             going_out.PLACED_WAY)


def _alike(deal, action, counts: list[int]) -> tuple | None:
    """For a meld or add of one rank's group (its first meld) from a hand of rank ``counts``, where
    the rank's naturals all join it (melds have no size limit, or a rank has one meld only), what the
    going-out check by counts reads of it (None for other moves): only its wild cards, whether a
    natural of the rank stays in hand (a last discard) and, where wild cards stay off canastas,
    whether the meld is one after the move tell two moves apart. Where sequences are played, the
    cards left in hand tell them apart too, beyond placing the hand by counts."""
    rules = deal.rules
    if rules.several_melds.splits_naturals:
        return None
    melds = deal.melds[deal.side_of[deal.turn]]
    if isinstance(action, Add):
        key, cards = action.target, action.cards
        if key not in melds:
            return None
    elif isinstance(action, Meld) and len(action.groups) == 1 and not action.sequences and not action.wild:
        cards = action.groups[0]
        key = next(iter(rules.naturals_among(cards)), THREE)
        if key in melds:
            return None
    else:
        return None
    if key == THREE or meld_keys.kind(key) != meld_keys.GROUP or key != meld_keys.rank(key):
        return None
    wild = rules.wild_by_rank
    jokers = cards.count(JOKER_RANK) if wild[JOKER_RANK] else 0
    twos = cards.count(TWO) if wild[TWO] else 0
    naturals = cards.count(key)
    if naturals + jokers + twos != len(cards):
        return None
    canasta = rules.closed_to_wilds(len(melds.get(key, ())) + len(cards))
    return type(action), key, jokers, twos, counts[key] > naturals, canasta


def _ways_out(deal, seat: int, counts: list[int]) -> list | None:
    """Where sequences make the going-out search long, the way out of the hand as it is, which most
    moves keep (each move's check then follows it first instead of searching); else None."""
    rules = deal.rules
    if not rules.sequences.reads_suits:
        return None
    side = deal.side_of[seat]
    way = going_out.way_out(rules, counts, deal.melds[side], None, deal.hands[seat],
                            going_out.laid_out_read(deal, side))
    return [] if way is None else [way]


# Actions are immutable values: the listing shares one object per distinct action, and the
# options for one rank are worked out once per shape of hand and meld.
_DISCARDS = tuple(Discard(rank) for rank in range(16))
_DRAW = Draw()
_PASS = Pass()
_ASK = Ask()


class _Options(NamedTuple):
    """The moves of one rank's meld in a shape of hand: ``each`` as (cards used, whether it makes a
    canasta, action); ``actions`` the same actions alone; ``most`` the most cards one uses."""

    each: tuple
    actions: tuple
    most: int


def _options(each: tuple) -> _Options:
    """``each`` with its actions alone and the most cards one uses."""
    most = max((used for used, _, _ in each), default=0)
    return _Options(each, tuple(action for _, _, action in each), most)


@lru_cache(maxsize=1 << 14)
def _adds(rank: int, naturals: int, jokers: int, twos: int, room: int, size: int, max_size: int,
          target: int, rooms: tuple | None = None) -> _Options:
    """Every add to a rank's meld (``room``: the wild cards it takes; ``rooms``, where that depends
    on the naturals added: by their count)."""
    return _options(tuple((k + j + t, size < target <= size + k + j + t, Add(rank, meld_ranks(rank, k, j, t)))
                          for k in range(naturals + 1)
                          for j, t in wild_sets(jokers, twos, room if rooms is None else rooms[k])
                          if k + j + t and size + k + j + t <= max_size))


@lru_cache(maxsize=1 << 14)
def _new_groups(rank: int, naturals: int, jokers: int, twos: int, fewest: int, max_wilds: int,
                min_size: int, max_size: int, target: int, limits: tuple | None = None) -> _Options:
    """Every new meld of a rank (``limits``: where the wild cards a group takes depend on its
    naturals, by their count)."""
    return _options(tuple((k + j + t, k + j + t >= target, Meld((meld_ranks(rank, k, j, t),)))
                          for k in range(fewest, naturals + 1)
                          for j, t in wild_sets(jokers, twos, max_wilds if limits is None else limits[k])
                          if min_size <= k + j + t <= max_size))


def _single_openings(deal, seat: int, counts: list[int], leaves_ok, clean: bool = False) -> list:
    """Openings of one meld, in every natural count and mix of wild cards (none when ``clean``)."""
    rules = deal.rules
    minimum = deal.opening_minimum(seat)
    jokers, twos = (0, 0) if clean else rules.wilds_in(counts)
    known = _SINGLE_OPENINGS.under(rules)
    fewest = rules.meld_min_naturals
    out = []
    for rank in rules.natural_ranks:
        n = counts[rank]
        if n < fewest:
            continue
        shape = (rank, n, jokers, twos)
        melds = known.get(shape)
        if melds is None:
            melds = known[shape] = _rank_openings(rules, rank, n, jokers, twos)
        out += [meld for size, value, canasta, meld in melds
                if value >= minimum and leaves_ok(size, canasta)]
    return out


# A rank's single openings by shape of hand (rank, naturals, Jokers, Twos), per rule set.
_SINGLE_OPENINGS = PerRules(1 << 14)


def _rank_openings(rules, rank: int, naturals: int, jokers: int, twos: int) -> tuple:
    """The openings of one meld of ``rank`` from ``naturals`` of it and these wild cards, in the
    listing's order, as (cards laid, points, whether a canasta, meld); a splash counts as worth any
    minimum; those the variant refuses are left out."""
    out = []
    least, most, canasta = rules.meld_min_size, rules.meld_size_cap, rules.canasta_size
    for k in range(rules.meld_min_naturals, naturals + 1):
        for j, t in wild_sets(jokers, twos, melding.new_group_wilds(rules, rank, k, True)):
            cards = meld_ranks(rank, k, j, t)
            if not least <= len(cards) <= most:
                continue
            meld = _single_meld(cards)
            if rules.refuses_openings and rules.opening_refusal(meld.groups):
                continue
            splash = not j + t and rules.is_splash(meld)  # (a splash holds no wild card)
            value = 10**9 if splash else sum(rules.opening_value(r) for r in cards)
            out.append((len(cards), value, len(cards) >= canasta, meld))
    return tuple(out)


def _canastas(rules, melds) -> int:
    """How many of ``melds`` (each a sequence of cards) are canastas."""
    size = rules.canasta_size
    return sum(1 for meld in melds if len(meld) >= size)


def _single_meld(cards: tuple) -> Meld:
    """The meld of one group ``cards`` (ranks)."""
    return _meld((cards,))


@lru_cache(maxsize=1 << 14)
def _meld(groups: tuple) -> Meld:
    """The meld of ``groups`` (ranks), one object per meld (actions are values)."""
    return Meld(groups)


def _openings(deal, seat: int, counts: list[int], leaves_ok, passes=None) -> list:
    """A side's openings from hand: one canonical set per leading rank, then every single meld
    worth the minimum, each kept if ``leaves_ok(cards used, canastas made)`` (those checked in full,
    by ``passes``: ``_passes`` unless given)."""
    passes = passes or _passes
    rules = deal.rules
    if deal.opening_canasta(seat):  # openings are single canastas then
        return [a for a in _single_openings(deal, seat, counts, leaves_ok)
                if rules.makes_canasta(a.size) and passes(deal, a)]
    minimum = deal.opening_minimum(seat)
    clean = deal.clean_opening(seat)
    order = _opening_order(rules, counts)
    openings = (_opening(deal, counts, minimum, first=rank, clean=clean, order=order) for rank in order)
    canonical = {groups for groups in openings if groups is not None}
    out = [_meld(groups) for groups in sorted(canonical)
           if leaves_ok(sum(len(g) for g in groups), _canastas(rules, groups))]
    out += _openings_beside(deal, seat, counts, minimum, leaves_ok, clean, passes)
    return out + _single_openings(deal, seat, counts, leaves_ok, clean)


def _openings_beside(deal, seat: int, counts: list[int], minimum: int, leaves_ok, clean: bool,
                     passes) -> list:
    """Openings with melds of other kinds beside groups, as the features list them
    (``Feature.openings_beside``: a wild meld, a sequence); those ``leaves_ok`` keeps are checked in
    full."""
    rules = deal.rules
    groups = partial(_opening, deal)
    return [a for held in rules.opening_listers
            for a in held.openings_beside(rules, deal.hands[seat], counts, minimum, clean, groups)
            if leaves_ok(a.size, _canastas(rules, (*a.groups, *a.wild, *a.sequences))) and passes(deal, a)]


def _opening_in_reach(deal, seat: int, counts: list[int]) -> bool:
    """Whether the hand holds enough points for an opening at all: every natural card of a rank it
    could meld, and its wild cards where they may meld (a bound, never short of a real opening)."""
    rules = deal.rules
    clean = deal.clean_opening(seat)
    fewest = rules.meld_min_size if clean else rules.meld_min_naturals  # naturals a meld of a rank needs
    value = rules.opening_values
    reach = sum(counts[rank] * value[rank] for rank in rules.natural_ranks if counts[rank] >= fewest)
    if rules.wilds_may_meld(clean):
        reach += sum(counts[rank] * value[rank] for rank in rules.wild_ranks)
    return reach >= deal.opening_minimum(seat)


def _openings_before_drawing(deal) -> list:
    """The openings a side may lay down before drawing (Canastone), listed as in the play phase,
    each keeping a card in hand."""
    seat = deal.turn
    hand = len(deal.hands[seat])
    counts = deal.hand_counts(seat)
    if not _opening_in_reach(deal, seat, counts):
        return []

    def keeps_a_card(used: int, canastas: int) -> bool:
        return hand - used >= 1

    candidates = _openings(deal, seat, counts, keeps_a_card)
    if deal.rules.more_meld_kinds:
        candidates += [a for a in other_kinds(deal, seat, counts, keeps_a_card) if isinstance(a, Meld)]
    return [a for a in dict.fromkeys(candidates) if _passes(deal, a)]


def _going_out_openings(rules, counts: list[int]) -> list:
    """Openings that meld the whole hand but for at most one discard, spending wild cards on
    canastas first (the canonical sets spend them on points, which may leave no canasta)."""
    out = []
    for discard in [None, *(rank for rank in range(16) if counts[rank])]:
        rest = counts[:]
        if discard is not None:
            rest[discard] -= 1
        groups = _whole_hand(rules, rest)
        if groups is not None:
            out.append(Meld(groups))
    return out


def _whole_hand(rules, counts: list[int]) -> tuple | None:
    """Every card of ``counts`` in new melds, canastas completed with wild cards; None if impossible."""
    if counts[THREE]:
        return None
    jokers, twos = rules.wilds_in(counts)
    wilds = [TWO] * twos + [JOKER_RANK] * jokers
    groups = [[rank] * counts[rank] for rank in rules.natural_ranks if counts[rank]]
    if not groups or not all(rules.enough_naturals(len(g)) for g in groups):
        return None
    for group in groups:
        while rules.short_of_meld(len(group)) and wilds:
            group.append(wilds.pop())
    for group in sorted(groups, key=len, reverse=True):
        gap = rules.canasta_shortfall(len(group))
        held = len(group) - len(rules.naturals_among(group))
        if 0 < gap <= len(wilds) and rules.within_wild_limit(held + gap) \
                and rules.within_meld_size(len(group) + gap):
            group.extend(wilds.pop() for _ in range(gap))
    for group in groups:
        while wilds and _room(rules, group):
            group.append(wilds.pop())
    if wilds or not all(rules.meld_size_ok(len(g)) for g in groups):
        return None
    return tuple(tuple(g) for g in groups)
