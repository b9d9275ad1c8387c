"""What a new meld or an addition may hold, for each kind of meld: groups, wild melds, sequences.

Each check raises :class:`IllegalAction` with a sentence for the player and changes nothing.
The checks that place a new meld return its key (engine.meld_keys), so that a move laying down
several melds numbers them exactly as playing it will.
"""

from __future__ import annotations

from collections import Counter

from . import meld_keys
from .cards import RANK_LETTERS, THREE, card_name
from .errors import IllegalAction, Words


def canasta_kinds(rules, melds: dict) -> Counter:
    """How many canastas of each kind (``Rules.canasta_kind``) a side's melds (key -> cards) hold."""
    return Counter(rules.canasta_kind(key, cards) for key, cards in melds.items() if rules.is_canasta(cards))


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
    return rules.several_melds.may_start_another(melds, key)


def natural_home(rules, melds, rank: int) -> int | None:
    """The meld that further naturals of ``rank`` join: the rank's first meld, or where melds are
    capped and several allowed, the first with room; None when the side has none of that rank or
    all are full, which lets it start another (the naturals then make a new meld)."""
    return rules.several_melds.natural_home(melds, rank)


def new_group_wilds(rules, rank: int, naturals: int, opening: bool = False) -> int:
    """The most wild cards a new group of ``rank`` with ``naturals`` natural cards may hold
    (``opening``: laid down in its side's opening) (``Rules.new_group_wilds``)."""
    return rules.new_group_wilds(rank, naturals, opening)


def _refuse(refusal: Words | None) -> None:
    if refusal is not None:
        raise IllegalAction(refusal)


def check_group(rules, melds, cards, assigned: set[int], top_rank: int | None, opening: bool) -> None:
    """Check a new meld of one rank (``top_rank``: plus the pile's top card; ``opening``: part of
    the side's opening)."""
    all_ranks = list(cards) + ([top_rank] if top_rank is not None else [])
    naturals = rules.naturals_among(all_ranks)
    wilds = len(all_ranks) - len(naturals)
    if not naturals:
        raise IllegalAction(rules.wild_melds.no_naturals_refusal())
    rank = naturals[0]
    if any(r != rank for r in naturals):
        raise IllegalAction(rules.sequences.group_shape_refusal())
    if rank == THREE:
        if wilds:
            raise IllegalAction("black threes never meld with wild cards")
        _refuse(rules.black_three_refusal(len(all_ranks)))
    else:
        _refuse(rules.group_refusal(rank, len(naturals), wilds, opening))
    rules.several_melds.place(melds, assigned, meld_keys.group(rank), _name(rank))


def check_wild_meld(rules, melds, cards, assigned: set[int]) -> None:
    """Check a new meld of wild cards only."""
    rules.wild_melds.check_new(cards)
    rules.several_melds.place(melds, assigned, meld_keys.wild(), Words("wild"))


def check_sequence(rules, run) -> None:
    """Check a new same-suit sequence (card codes); several of one suit may be laid at once."""
    rules.sequences.check_new(run)


def check_addition(rules, key: int, meld: list[int], ranks, on_the_way_out: bool) -> None:
    """Check adding cards (by rank) to the side's meld ``key``; the hand is checked elsewhere.
    ``on_the_way_out``: the add leaves the player at most a last card (a full sequence may then
    grow where the variant allows it; going out itself is checked elsewhere)."""
    kind = meld_keys.kind(key)
    if kind == meld_keys.SEQUENCE:
        rules.sequences.check_addition(meld, ranks, on_the_way_out)
        return
    if kind == meld_keys.WILD:
        rules.wild_melds.check_addition(meld, ranks)
        return
    rank = meld_keys.rank(key)
    naturals = rules.naturals_among(ranks)
    if any(r != rank for r in naturals):
        raise IllegalAction("only {rank} and wild cards go on that meld", rank=_name(rank))
    wilds = len(ranks) - len(naturals)
    if rank == THREE:
        if wilds:
            raise IllegalAction("black threes never meld with wild cards")
        _refuse(rules.black_three_refusal(len(meld) + len(ranks)))
    elif wilds:
        _refuse(rules.added_wilds_refusal(meld, ranks, wilds))
    _refuse(rules.size_refusal(len(meld) + len(ranks)))


def wild_room(rules, meld: list[int], joining: int) -> int:
    """How many more wild cards a group takes when ``joining`` naturals join it too: its wild-card
    limit, none on a finished canasta where the variant keeps them off, and fewer than its naturals
    where they must outnumber them (its size limit aside); a meld of black Threes takes none."""
    if meld and meld[0] >> 2 == THREE:
        return 0
    return rules.group_wild_room(meld, joining)


def wilds_held(rules, meld: list[int]) -> int:
    """How many wild cards a meld on the table holds."""
    return sum(map(rules.wild_cards.__contains__, meld))


def check_wild_room(rules, meld: list[int], ranks) -> None:
    """Raise if adding ``ranks`` would bring a group over its limit of wild cards, past its
    naturals where they must outnumber them, or onto a finished canasta where the variant keeps
    wild cards off one (natural cards may always join, even a merged meld that already holds more)."""
    wilds = len(ranks) - len(rules.naturals_among(ranks))
    if wilds:
        _refuse(rules.added_wilds_refusal(meld, ranks, wilds))


def addition_cards(key: int, ranks) -> tuple[int, ...] | None:
    """The exact cards an addition to a sequence takes from hand (its suit); None for other melds,
    whose cards of a rank are interchangeable."""
    if meld_keys.kind(key) != meld_keys.SEQUENCE:
        return None
    return tuple(r * 4 + meld_keys.suit(key) for r in ranks)


def check_merge(rules, melds, source: int, target: int) -> None:
    """Check joining the side's meld ``source`` onto its meld ``target``: both of one rank, both
    of wild cards, or runs of one suit that join into one; the result must be a legal meld."""
    _refuse(rules.merge_refusal())
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
