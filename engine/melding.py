"""What a new meld or an addition may hold, for each kind of meld: groups, wild melds, sequences.

Each check raises :class:`IllegalAction` with a sentence for the player and changes nothing.
The checks that place a new meld return its key (engine.meld_keys), so that a move laying down
several melds numbers them exactly as playing it will.
"""

from __future__ import annotations

from collections import Counter

from . import meld_keys
from .cards import RANK_LETTERS, THREE, card_name
from .errors import IllegalAction, Words, either


def canasta_kinds(rules, melds: dict) -> Counter:
    """How many canastas of each kind (``Rules.canasta_kind``) a side's melds (key -> cards) hold."""
    size = rules.canasta_size
    return Counter(rules.canasta_kind(key, cards) for key, cards in melds.items() if len(cards) >= size)


def _name(rank: int) -> str:
    return RANK_LETTERS[rank]


def check_holds(counts: list[int], ranks) -> None:
    """Raise unless the hand (as rank counts) holds ``ranks``; consumes them from ``counts``."""
    for rank in set(ranks):
        need = ranks.count(rank)
        if counts[rank] < need:
            if not counts[rank]:
                raise IllegalAction("you have no {rank} in your hand", rank=_name(rank))
            raise IllegalAction("you hold {count} × {rank}, and this move needs {need}", count=counts[rank],
                                rank=_name(rank), need=need)
    for rank in ranks:
        counts[rank] -= 1


def check_holds_cards(hand: list[int], cards) -> None:
    """Raise unless ``hand`` holds these exact cards (a sequence names its suits)."""
    missing = Counter(cards) - Counter(hand)
    if missing:
        raise IllegalAction("you do not hold {card}", card=card_name(next(iter(missing))))


def may_start_another(rules, melds, key: int) -> bool:
    """Whether a side with ``melds`` may start a further meld like ``key`` (of its rank, or of wild
    cards): where the variant allows several, and, where it asks, once every one it has is full."""
    if not rules.several_melds_per_rank:
        return False
    if not rules.another_meld_when_full:
        return True
    first = meld_keys.first(key)
    most = rules.wild_meld_sizes[1] if meld_keys.kind(key) == meld_keys.WILD else rules.max_meld_size
    return most is not None and all(len(cards) >= most for other, cards in melds.items()
                                    if meld_keys.first(other) == first)


def natural_home(rules, melds, rank: int) -> int | None:
    """The meld that further naturals of ``rank`` join: the rank's first meld, or where melds are
    capped and several allowed, the first with room; None when the side has none of that rank or
    all are full, which lets it start another (the naturals then make a new meld)."""
    if rank not in melds:
        return None
    most = rules.max_meld_size
    if not rules.several_melds_per_rank or most is None:
        return rank
    for key in sorted(key for key in melds if meld_keys.first(key) == rank):
        if len(melds[key]) < most:
            return key
    return None  # every one is full, which lets the side start another


def _place(rules, melds, assigned: set[int], key: int, what: str | Words) -> None:
    """Refuse a new meld like ``key`` (the first key of its kind) where the side may not start one,
    or may not start two in one move; ``assigned`` gathers the kinds the move has started (``what``:
    the meld's rank, or Words for "wild")."""
    several = key != THREE and may_start_another(rules, melds, key)
    if key in melds and not several:
        if rules.several_melds_per_rank and key != THREE:
            raise IllegalAction("your side's {meld} meld is not full yet: add to it with 'add'", meld=what)
        raise IllegalAction("your side already has a {meld} meld: add to it with 'add'", meld=what)
    if key in assigned and (not several or rules.another_meld_when_full):
        raise IllegalAction("two {meld} melds in one move: put them in one meld", meld=what)
    assigned.add(key)


def new_group_wilds(rules, rank: int, naturals: int, opening: bool = False) -> int:
    """The most wild cards a new group of ``rank`` with ``naturals`` natural cards may hold
    (``opening``: laid down in its side's opening): its limit, and fewer than its naturals where
    they must outnumber them."""
    most = rules.meld_max_wilds
    if rules.wilds_by_naturals:
        most = rules.group_wild_limit(rank, naturals, opening)
    return min(most, naturals - 1) if rules.naturals_outnumber_wilds else most


def check_group(rules, melds, cards, assigned: set[int], top_rank: int | None, opening: bool) -> None:
    """Check a new meld of one rank (``top_rank``: plus the pile's top card; ``opening``: part of
    the side's opening)."""
    all_ranks = list(cards) + ([top_rank] if top_rank is not None else [])
    naturals = [r for r in all_ranks if r not in rules.wild_ranks]
    wilds = len(all_ranks) - len(naturals)
    if not naturals:
        if rules.wild_meld_sizes:
            raise IllegalAction("a meld needs natural cards; wild cards cannot meld on their own: "
                                "write it 'meld wild ...'")
        raise IllegalAction("a meld needs natural cards; wild cards cannot meld on their own")
    rank = naturals[0]
    if any(r != rank for r in naturals):
        if rules.sequence_sizes:
            raise IllegalAction("a meld holds one rank (plus wild cards): make one meld per rank, or name "
                                "each card's suit for a sequence: 'meld seq 4H 5H 6H'")
        raise IllegalAction("a meld holds one rank (plus wild cards): make one meld per rank")
    if rank == THREE:
        if wilds:
            raise IllegalAction("black threes never meld with wild cards")
        if len(all_ranks) not in rules.black_three_meld_sizes:
            raise IllegalAction(_black_three_sizes(rules))
        _place(rules, melds, assigned, meld_keys.group(THREE), _name(THREE))
        return
    if len(naturals) < rules.meld_min_naturals:
        raise IllegalAction("a meld needs at least {count} natural cards", count=rules.meld_min_naturals)
    if len(all_ranks) < rules.meld_min_size:
        raise IllegalAction("a meld needs at least {count} cards", count=rules.meld_min_size)
    if wilds > rules.meld_max_wilds:
        raise IllegalAction("a meld may hold at most {most} wild cards", most=rules.meld_max_wilds)
    if rules.naturals_outnumber_wilds and wilds >= len(naturals):
        raise IllegalAction(_outnumber())
    if wilds and rules.wilds_by_naturals and wilds > rules.group_wild_limit(rank, len(naturals), opening):
        raise IllegalAction(rules.wild_limit_words(rank, len(naturals)))
    if rules.max_meld_size is not None and len(all_ranks) > rules.max_meld_size:
        raise IllegalAction("a meld may hold at most {most} cards", most=rules.max_meld_size)
    _place(rules, melds, assigned, meld_keys.group(rank), _name(rank))


def _outnumber() -> Words:
    return Words("a meld holds more natural cards than wild cards")


def _black_three_sizes(rules) -> Words:
    """The refusal naming how many black threes may form a meld (their sizes are a rule of their own,
    apart from the smallest meld)."""
    if not rules.black_three_meld_sizes:
        return Words("black threes are never melded in this game: discard them")
    sizes = either(sorted(rules.black_three_meld_sizes))
    return Words("black threes meld only as {sizes} of them", sizes=sizes)


def check_wild_meld(rules, melds, cards, assigned: set[int]) -> None:
    """Check a new meld of wild cards only."""
    if rules.wild_meld_sizes is None:
        raise IllegalAction("this game has no melds of wild cards only")
    fewest, most = rules.wild_meld_sizes
    if any(r not in rules.wild_ranks for r in cards):
        raise IllegalAction("a wild meld holds wild cards only")
    if not fewest <= len(cards) <= most:
        raise IllegalAction("a wild meld holds {fewest} to {most} cards", fewest=fewest, most=most)
    refusal = rules.wild_meld_refusal(cards)
    if refusal:
        raise IllegalAction(refusal)
    _place(rules, melds, assigned, meld_keys.wild(), Words("wild"))


def check_sequence(rules, run) -> None:
    """Check a new same-suit sequence (card codes); several of one suit may be laid at once."""
    if rules.sequence_sizes is None:
        raise IllegalAction("this game has no sequences")
    suits = {c & 3 for c in run}
    if len(suits) > 1:
        raise IllegalAction("a sequence is of one suit")
    fewest, most = rules.sequence_sizes
    if not fewest <= len(run) <= most:
        raise IllegalAction("a sequence holds {fewest} to {most} cards", fewest=fewest, most=most)
    _check_run(rules, [c >> 2 for c in run])


def _check_run(rules, ranks: list[int]) -> None:
    if any(r not in rules.sequence_ranks for r in ranks):
        raise IllegalAction("a sequence holds natural cards only (no wild cards, no Threes)")
    ordered = sorted(ranks)
    if any(b != a + 1 for a, b in zip(ordered, ordered[1:], strict=False)):
        raise IllegalAction("a sequence's cards follow on without gaps or repeats, e.g. 4 5 6")


def check_addition(rules, key: int, meld: list[int], ranks, on_the_way_out: bool) -> None:
    """Check adding cards (by rank) to the side's meld ``key``; the hand is checked elsewhere.
    ``on_the_way_out``: the add leaves the player at most a last card (a full sequence may then
    grow where the variant allows it; going out itself is checked elsewhere)."""
    kind = meld_keys.kind(key)
    size = len(meld) + len(ranks)
    if kind == meld_keys.SEQUENCE:
        most = rules.sequence_sizes[1]
        _check_run(rules, [c >> 2 for c in meld] + list(ranks))
        if size > most and not (on_the_way_out and sequence_grows(rules, meld)):
            if rules.sequence_canastas_grow_going_out:
                raise IllegalAction("a sequence holds at most {most} cards (more only on the way out)",
                                    most=most)
            raise IllegalAction("a sequence holds at most {most} cards", most=most)
        return
    if kind == meld_keys.WILD:
        most = rules.wild_meld_sizes[1]
        if any(r not in rules.wild_ranks for r in ranks):
            raise IllegalAction("only wild cards go on a wild meld")
        if size > most:
            raise IllegalAction("a wild meld holds at most {most} cards", most=most)
        refusal = rules.wild_meld_refusal([c >> 2 for c in meld] + list(ranks))
        if refusal:
            raise IllegalAction(refusal)
        return
    rank = meld_keys.rank(key)
    if any(r != rank and r not in rules.wild_ranks for r in ranks):
        raise IllegalAction("only {rank} and wild cards go on that meld", rank=_name(rank))
    wilds = sum(1 for r in ranks if r in rules.wild_ranks)
    if wilds and rank == THREE:
        raise IllegalAction("black threes never meld with wild cards")
    if rank == THREE and size not in rules.black_three_meld_sizes:
        raise IllegalAction(_black_three_sizes(rules))
    check_wild_room(rules, meld, ranks)
    if rules.max_meld_size is not None and size > rules.max_meld_size:
        raise IllegalAction("a meld may hold at most {most} cards", most=rules.max_meld_size)


def sequence_grows(rules, meld: list[int]) -> bool:
    """Whether a sequence is a full canasta that its side may lengthen on the way out (Brazilian)."""
    return rules.sequence_canastas_grow_going_out and len(meld) >= rules.sequence_sizes[1]


def wild_room(rules, meld: list[int], joining: int) -> int:
    """How many more wild cards a group takes when ``joining`` naturals join it too: its wild-card
    limit, none on a finished canasta where the variant keeps them off, and fewer than its naturals
    where they must outnumber them (its size limit aside); a meld of black Threes takes none."""
    if meld and meld[0] >> 2 == THREE:
        return 0
    held = wilds_held(rules, meld)
    room = rules.meld_max_wilds - held
    if rules.more_wild_limits:
        if not rules.wilds_join_canastas and len(meld) >= rules.canasta_size:
            return 0
        if rules.naturals_outnumber_wilds:
            room = min(room, len(meld) + joining - 2 * held - 1)
        if rules.wilds_by_naturals:
            room = min(room, rules.group_wild_limit(_group_rank(rules, meld), len(meld) - held + joining,
                                                    False, held) - held)
    return max(0, room)


def wilds_held(rules, meld: list[int]) -> int:
    """How many wild cards a meld on the table holds."""
    return sum(map(rules.wild_cards.__contains__, meld))


def _group_rank(rules, meld: list[int]) -> int:
    """The rank of a group on the table (its first natural card)."""
    return next(c >> 2 for c in meld if c >> 2 not in rules.wild_ranks)


def check_wild_room(rules, meld: list[int], ranks) -> None:
    """Raise if adding ``ranks`` would bring a group over its limit of wild cards, past its
    naturals where they must outnumber them, or onto a finished canasta where the variant keeps
    wild cards off one (natural cards may always join, even a merged meld that already holds more)."""
    wilds = sum(1 for r in ranks if r in rules.wild_ranks)
    if not wilds:
        return
    if not rules.wilds_join_canastas and len(meld) >= rules.canasta_size:
        raise IllegalAction("wild cards cannot be added to a canasta: only natural cards")
    held = wilds_held(rules, meld)
    if wilds + held > rules.meld_max_wilds:
        raise IllegalAction("a meld may hold at most {most} wild cards", most=rules.meld_max_wilds)
    if rules.naturals_outnumber_wilds and 2 * (wilds + held) >= len(meld) + len(ranks):
        raise IllegalAction(_outnumber())
    if rules.wilds_by_naturals:
        rank, naturals = _group_rank(rules, meld), len(meld) + len(ranks) - wilds - held
        if wilds + held > rules.group_wild_limit(rank, naturals, False, held):
            raise IllegalAction(rules.wild_limit_words(rank, naturals))


def addition_cards(key: int, ranks) -> tuple[int, ...] | None:
    """The exact cards an addition to a sequence takes from hand (its suit); None for other melds,
    whose cards of a rank are interchangeable."""
    if meld_keys.kind(key) != meld_keys.SEQUENCE:
        return None
    return tuple(r * 4 + meld_keys.suit(key) for r in ranks)


def check_merge(rules, melds, source: int, target: int) -> None:
    """Check joining the side's meld ``source`` onto its meld ``target``: both of one rank, both
    of wild cards, or runs of one suit that join into one; the result must be a legal meld."""
    if not rules.merge_melds:
        raise IllegalAction("melds cannot be merged in this game")
    for key in (source, target):
        if key not in melds:
            raise IllegalAction("your side has no {meld} meld", meld=meld_keys.label(key))
    if source == target:
        raise IllegalAction("name two different melds, e.g. 'merge K#2 into K'")
    if meld_keys.first(source) != meld_keys.first(target):
        raise IllegalAction("{source} and {target} are not melds of one kind: merge melds of one rank, "
                            "wild melds, or runs of one suit", source=meld_keys.label(source),
                            target=meld_keys.label(target))
    check_addition(rules, target, melds[target], [c >> 2 for c in melds[source]], False)
