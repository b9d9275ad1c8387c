"""What a move would leave, judged before it is played: the hand and melds after it, whether the
player could still go out, may go out, or keeps a last card for a talon."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .. import going_out, meld_keys, melding
from ..actions import Add, Meld, Merge, Take
from ..cards import JOKER_RANK, THREE
from ..errors import IllegalAction, Words
from ..per_rules import PerRules
from ..phases import OVER
from ..rules.rule_names import names_of
from .basics import take_by_rank
from .effects import do_take, placed_melds


def no_going_out(deal) -> Words:
    """Why the player may not go out now: partner said no, or in this game nobody has asked."""
    if deal.permission is False:
        return Words("partner said no: you may not go out this turn")
    return Words("in this game you go out only after partner says yes, and you have not asked "
                 "('ask' before melding)")


def check_may_go_out(deal, kinds: Counter, melds: dict, keep_two: bool = True) -> None:
    """Going out needs partner's leave (when asked, or always where the variant says so), the
    canastas the variant asks for, here of ``kinds`` (what the side's canastas would be), and
    where a wild meld commits the side, no such meld short of a canasta among ``melds``; a refusal
    tells a player who is melding (``keep_two``) to keep two cards."""
    if deal.go_out_forbidden():
        why = no_going_out(deal)
        keep = Words("{why}, so keep two cards (one to discard)", why=why)
    elif not deal.rules.goes_out_with(kinds, deal.laid_out_count(deal.side_of[deal.turn])):
        why = Words("to go out, your side needs {canastas}", canastas=names_of(deal.rules).going_out_need())
        keep = Words("{why}: keep two cards (one to discard)", why=why)
    elif deal.rules.wilds_committed(melds):
        why = Words("your side's wild meld is short of a canasta, and until it is one you may not go out")
        keep = Words("{why}: keep two cards (one to discard)", why=why)
    else:
        return
    raise IllegalAction(keep if keep_two else why)


def _may_go_out(deal) -> bool:
    """Whether the player to move meets everything going out asks (``check_may_go_out``)."""
    melds = deal.melds[deal.side_of[deal.turn]]
    try:
        check_may_go_out(deal, melding.canasta_kinds(deal.rules, melds), melds)
    except IllegalAction:
        return False
    return True


def check_leaves(deal, action, remaining: int, after: tuple | None = None) -> None:
    """A hand may drop below two cards only on the way out: an empty hand goes out now, and a
    last card must still leave a way out (a final discard, or an add that makes the canastas).
    Where going out is by a final discard only, the last card kept must be one that may close.
    ``after``: as for ``goes_out_after``."""
    if remaining >= 2 or remaining == 1 and talon_after(deal):
        return
    rules = deal.rules
    if not rules.melds_out:
        if remaining == 0 or isinstance(action, Take):
            raise IllegalAction("keep two cards: you go out only by discarding your last card")
        last = _hand_after(deal, action)[0] >> 2
        if not rules.final_discard_ok(last):
            raise IllegalAction("keep two cards: the card you go out with must be a natural card, "
                                "not a wild card or a Three")
    melds = _melds_after(deal, action) if after is None else after[1]
    kinds = melding.canasta_kinds(rules, melds)
    laid_out = deal.laid_out_count(deal.side_of[deal.turn])
    if remaining == 1 and rules.melds_out and not rules.goes_out_with(kinds, laid_out) \
            and not deal.go_out_forbidden() and goes_out_after(deal, action, after=after):
        return
    check_may_go_out(deal, kinds, melds)


def talon_size(deal) -> int:
    """How many bonus cards (``Rules.talon_cards``) the player to move takes on discarding the last card
    now: the side made its opening this turn (``talon_after``); 0 otherwise."""
    side = deal.side_of[deal.turn]
    if not deal.melds[side] or not talon_after(deal):
        return 0
    return deal.rules.talon_cards(any(deal.is_open(other) for other in deal.live_sides() if other != side))


def last_discard_talon(deal) -> int:
    """The bonus cards the player to move draws on discarding a last card now: ``talon_size``,
    unless that discard goes out (going out comes first); 0 with more cards in hand."""
    if len(deal.hands[deal.turn]) != 1:
        return 0
    talon = talon_size(deal)
    return talon if talon and not _may_go_out(deal) else 0


def talon_after(deal) -> bool:
    """Whether a meld, an add or a take that opens the side (or follows its opening this turn) may
    keep a single card, which the player then discards for a talon: the turn card is still in the
    stock, and partner's yes does not bind the player to go out."""
    if deal.must_go_out or not deal.rules.talon_open(deal):
        return False
    melds = deal.melds[deal.side_of[deal.turn]]
    return all(key in deal.new_melds_this_turn for key in melds)


def _melds_after(deal, action) -> dict:
    """The side's melds after a meld, an add or a take (a take played on a copy)."""
    if isinstance(action, Take):
        trial = _taken(deal, action)
        return trial.melds[trial.side_of[deal.turn]]
    return after_melding(deal, action)[1]


def _taken(deal, action: Take):
    """A copy of the deal with ``action`` (a checked take) played on it."""
    trial = deal.clone()
    do_take(trial, action)
    return trial


def goes_out_after(deal, action, ways: list | None = None, after: tuple | None = None) -> bool:
    """Whether the player to move could still go out this turn after ``action``. ``ways``: ways out
    found for moves like this one (``going_out.way_out``), tried first where sequences make the
    search long (a way that still works answers as the search would); a way found is added.
    ``after``: of a meld or add, ``after_melding``'s answer where the caller has it."""
    if isinstance(action, Take):
        trial = _taken(deal, action)
        return trial.phase == OVER or going_out.can_go_out(trial, deal.turn, ignore_answer=True)
    side = deal.side_of[deal.turn]
    if deal.opening_draw_for(side):
        return False  # a first meld brings cards from the stock
    counts, melds = after or after_melding(deal, action)
    if not any(counts):
        return True
    laid_out = going_out.laid_out_read(deal, side)
    if not deal.rules.sequences.reads_suits:
        return going_out.possible(deal.rules, counts, melds, None, laid_out)
    if ways is None:
        hand = _hand_after(deal, action)
        return going_out.possible_with_hand(deal.rules, counts, melds, None, hand, laid_out)
    if going_out.PLACED_WAY in ways and going_out.follows(deal.rules, counts, melds, None, (), laid_out,
                                                          going_out.PLACED_WAY):
        return True  # by counts alone: the hand's cards (worked out below) are not read
    hand = _hand_after(deal, action)
    return _found(ways, going_out.way_out_trying(deal.rules, counts, melds, None, hand, laid_out,
                                                 [way for way in ways if way != going_out.PLACED_WAY]))


def _found(ways: list, way: tuple | None) -> bool:
    """Whether a way out was found; a new one goes first in ``ways``, which keep the last few found."""
    if way is not None and way not in ways:
        ways.insert(0, way)
        del ways[_WAYS_KEPT:]
    return way is not None


_WAYS_KEPT = 4  # ways out a listing keeps trying first: the last found


def goes_out_after_sharing(deal, action, ways: list, steps: dict, held: list[int] | None = None) -> bool:
    """``goes_out_after`` with ``ways``, for a listing that asks it of many moves (of a meld, an add
    or a merge; ``held``: the hand's counts, as for ``after_melding``): a move of one meld's naturals
    and wild cards (an add to a group or wild meld, a new group or wild meld) is answered from a step
    of the search shared by the moves that leave the same natural cards (``steps``, kept for one
    listing), with the move's wild cards laid on it. The same answer: the search's levels read
    natural cards only, and the shared step is read once."""
    split = _split(deal, action) if going_out.shares_levels(deal.rules) else None
    side = deal.side_of[deal.turn]
    if split is None or deal.opening_draw_for(side) or action.size >= len(deal.hands[deal.turn]):
        after = None if held is None else after_melding(deal, action, held=held)
        return goes_out_after(deal, action, ways, after)
    key, rank, naturals, wild_cards = split
    root = steps.get((key, naturals))
    if root is None:
        counts = deal.hand_counts(deal.turn) if held is None else held[:]
        counts[rank] -= naturals
        melds = deal.melds[side]
        if naturals:
            melds = {**melds, key: [*melds.get(key, ()), *[rank << 2] * naturals]}
        root = steps[(key, naturals)] = going_out.shared_step(
            deal.rules, counts, melds, _hand_after(deal, action), going_out.laid_out_read(deal, side))
    wilds = going_out.Wilds(key, wild_cards) if wild_cards else None
    if going_out.PLACED_WAY in ways and root.placed(wilds):
        return True
    tried = [way for way in ways if way != going_out.PLACED_WAY]
    return _found(ways, going_out.way_out_laying(root, wilds, tried))


def wild_variants_monotone(rules) -> bool:
    """Whether, after a yes, laying more wild cards onto a meld never keeps going out possible where
    fewer did not, so that the moves of one meld differing only in their wild cards can be answered
    together (``wild_variant``): wild cards laid now could as well be laid on the way out, and the
    search asks only for a number of canastas (no kinds, whose wild cards it places by a rule of
    thumb), with no size limit on melds, no wild meld that holds the wild cards, and Jokers and Twos
    the only wild cards. Where Twos are barred from groups until the side's meld of Twos is a
    canasta (Italian), this holds of groups, not of that meld (``wild_variant`` leaves it out)."""
    return rules.wild_variants_monotone


def wild_variant(deal, action, barred: bool | None = None) -> tuple | None:
    """For an add to a group or wild meld, or a new meld of one group or of wild cards only (not of
    black Threes): what moves differing only in their wild cards share (the kind of move, the meld's
    key, its naturals), and the wild cards it lays as (Jokers, Twos), or as (wild cards, 0) where a
    Joker and a Two are alike to the search (no room for wild cards set by their kinds, and no Twos
    barred from groups, which the search lays on their own meld first; the search makes no meld of
    Twos that would bar them); None for other moves. ``barred``: whether the side's melds bar Twos
    from groups, where the caller has worked it out for many moves."""
    if not isinstance(action, Meld | Add):
        return None
    split = _split(deal, action)
    if split is None:
        return None
    key, _, naturals, wild_cards = split
    rules = deal.rules
    if rules.bars_twos and meld_keys.kind(key) != meld_keys.GROUP:
        return None  # more wild cards on a meld of Twos may make it the canasta that lets Twos into groups
    if barred is None:
        barred = rules.bars_twos and rules.twos_barred(deal.melds[deal.side_of[deal.turn]])
    if not rules.more_wild_limits and not barred:
        return (type(action), key, naturals), (len(wild_cards), 0)
    jokers = sum(1 for card in wild_cards if card >> 2 == JOKER_RANK)
    return (type(action), key, naturals), (jokers, len(wild_cards) - jokers)


def _split(deal, action) -> tuple | None:
    """For an add to a group or wild meld, or a new meld of one group or of wild cards only: the
    meld's key, its natural rank, how many naturals and which wild cards (as card codes) the move
    lays; None for other moves."""
    melds = deal.melds[deal.side_of[deal.turn]]
    if isinstance(action, Add):
        key, ranks = action.target, action.cards
        if key not in melds or meld_keys.kind(key) == meld_keys.SEQUENCE:
            return None
        natural, naturals, wild_cards = _sorted_cards(deal.rules, ranks)
    elif isinstance(action, Meld) and not action.sequences and len(action.groups) + len(action.wild) == 1:
        ranks = (*action.groups, *action.wild)[0]
        natural, naturals, wild_cards = _sorted_cards(deal.rules, ranks)
        if action.groups and (natural is None or natural < 0):
            return None  # not a group of one rank
        # the key ``placed_melds`` gives the meld: its rank's (or the wild melds') first free one
        key = meld_keys.next_free(melds, meld_keys.wild() if action.wild else meld_keys.group(natural))
    else:
        return None
    rank = meld_keys.rank(key) if meld_keys.kind(key) == meld_keys.GROUP else None
    if rank == THREE or naturals and natural != rank:
        return None
    return key, rank or 0, naturals, wild_cards


def _sorted_cards(rules, ranks: tuple) -> tuple:
    """Of a move's cards (``ranks``): the rank of its natural cards (-1 where they are of several
    ranks, None where there are none), how many, and its wild cards as card codes."""
    known = _SORTED_CARDS.under(rules)
    sorted_cards = known.get(ranks)
    if sorted_cards is None:
        wild = rules.wild_by_rank
        naturals = [r for r in ranks if not wild[r]]
        natural = naturals[0] if naturals else None
        if naturals and naturals.count(natural) != len(naturals):
            natural = -1
        sorted_cards = known[ranks] = natural, len(naturals), tuple(r << 2 for r in ranks if wild[r])
    return sorted_cards


_SORTED_CARDS = PerRules(1 << 13)  # ``_sorted_cards`` by the move's ranks


def _hand_after(deal, action) -> list[int]:
    """The hand's cards after a meld, an add or a merge: the cards a move names by rank leave as
    playing it takes them (``take_by_rank``: a meld's sequences are on the table by then)."""
    hand = list(deal.hands[deal.turn])
    if isinstance(action, Merge):
        return hand
    exact_cards: Sequence[int]
    ranks: Sequence[int]
    melds = deal.melds[deal.side_of[deal.turn]]
    if isinstance(action, Add):
        exact = melding.addition_cards(action.target, action.cards)
        exact_cards, ranks = (exact, ()) if exact is not None else ((), action.cards)
    else:
        exact_cards = [c for run in action.sequences for c in run]
        ranks = [r for g in (*action.groups, *action.wild) for r in g]
        if action.sequences:
            melds = {**melds, **{key: list(cards) for key, _, cards in placed_melds(deal.rules, melds, action)
                                 if cards}}
    for card in exact_cards:
        hand.remove(card)
    rules = deal.rules
    naturals = [rank for rank in ranks if rank in rules.sequence_ranks]
    if len(naturals) > 1 and len(set(naturals)) == 1 and rules.sequences.picks_spares:
        # a group's naturals: which leave, kept
        for card in _spared(rules, tuple(hand), naturals[0], len(naturals), _sequence_shapes(melds)):
            hand.remove(card)
        ranks = [rank for rank in ranks if rank not in rules.sequence_ranks]
    for rank in ranks:
        take_by_rank(rules, hand, rank, melds)
    return hand


def _sequence_shapes(melds: dict) -> tuple:
    """The side's sequences, all that ``spare_card`` reads of its melds."""
    return tuple((key, tuple(cards)) for key, cards in melds.items()
                 if meld_keys.kind(key) == meld_keys.SEQUENCE)


def _spared(rules, hand: tuple, rank: int, count: int, sequences: tuple) -> tuple:
    """The cards ``take_by_rank`` takes out of ``hand`` for ``count`` cards of ``rank`` named in a
    row, with the side's ``sequences`` on the table; worked out once per hand, rank and count
    (the moves a listing checks name a rank's naturals beside differing wild cards, which leave by
    their own rank, whatever the order)."""
    kept = _SPARED.under(rules)
    key = (hand, rank, count, sequences)
    cards = kept.get(key)
    if cards is None:
        left, melds = list(hand), {key: list(cards) for key, cards in sequences}
        cards = kept[key] = tuple(take_by_rank(rules, left, rank, melds) for _ in range(count))
    return cards


_SPARED = PerRules(1024)  # the cards spared by hand, rank, count and sequences


def after_melding(deal, action, counts: list[int] | None = None, held: list[int] | None = None
                  ) -> tuple[list[int], dict]:
    """The hand's rank counts and the side's melds (key -> cards; only ranks matter) after a meld,
    an add or a merge, without playing it (``counts``: of a meld, the hand's counts after it, where
    its check worked them out; they are kept, not copied; ``held``: the hand's counts before the
    move, where the caller has them; they are left as they are)."""
    seat = deal.turn
    melds = dict(deal.melds[deal.side_of[seat]])
    if counts is not None and isinstance(action, Meld):
        for key, ranks, cards in placed_melds(deal.rules, melds, action):
            melds[key] = list(cards) or [r << 2 for r in ranks]
        return counts, melds
    counts = deal.hand_counts(seat) if held is None else held[:]
    if isinstance(action, Merge):
        melds[action.target] = melds[action.target] + melds.pop(action.source)
        return counts, melds
    if isinstance(action, Add):
        melds[action.target] = melds[action.target] + [r << 2 for r in action.cards]
        for r in action.cards:
            counts[r] -= 1
        return counts, melds
    for key, ranks, cards in placed_melds(deal.rules, melds, action):
        melds[key] = list(cards) or [r << 2 for r in ranks]
    for r in action.ranks:
        counts[r] -= 1
    return counts, melds


_NO_WAY_OUT = Words("you must go out this turn, and after this move you could not")


def check_still_goes_out(deal, action, why: Words = _NO_WAY_OUT, ways: list | None = None,
                         after: tuple | None = None) -> None:
    """After ``yes`` (or a black-three meld) every move must keep going out possible (``ways`` and
    ``after``: as for ``goes_out_after``)."""
    if not goes_out_after(deal, action, ways, after):
        raise IllegalAction(why)
