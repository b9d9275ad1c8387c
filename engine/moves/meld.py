"""What a meld, an add and a merge need to be legal: the melds' shapes, the cards held, the opening,
wild cards kept for a wild meld, and going out kept possible."""

from __future__ import annotations

from collections.abc import Sequence

from .. import meld_keys, melding
from ..actions import Add, Meld, Merge
from ..cards import THREE, TWO
from ..errors import IllegalAction, Words
from ..phases import DRAW, PLAY
from .basics import need_phase
from .opening import check_opening, meld_value, new_meld_ranks, placed_canastas
from .prospects import after_melding, check_leaves, check_still_goes_out, no_going_out


def check_meld(deal, action: Meld, ways: list | None = None, held: list[int] | None = None) -> None:
    """``ways``: ways out of the hand found before (``goes_out_after``), tried first where a way out
    is needed after the meld (the same answer, found sooner); ``held``: the hand's rank counts, where
    the caller has them (left as they are)."""
    before_drawing = _opening_before_drawing(deal)
    if not before_drawing:
        need_phase(deal, PLAY)
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    melds = deal.melds[side]
    assigned: set[int] = set()
    opening = not deal.is_open(side)
    for g in action.groups:
        melding.check_group(rules, melds, g, assigned, None, opening)
    for g in action.wild:
        melding.check_wild_meld(rules, melds, g, assigned)
    for run in action.sequences:
        melding.check_sequence(rules, run)
    hand = deal.hands[seat]
    if action.sequences:
        melding.check_holds_cards(hand, [c for run in action.sequences for c in run])
    counts = deal.hand_counts(seat) if held is None else held[:]
    for run in action.sequences:
        for card in run:
            counts[card >> 2] -= 1
    for g in (*action.groups, *action.wild):
        melding.check_holds(counts, g)
    after = None  # the hand's counts (``counts`` now) and the side's melds after the meld, once asked
    if rules.may_keep_wilds_from_groups:
        wild = rules.wild_by_rank
        if any(wild[r] for g in action.groups for r in g):  # only then work out the melds the move leaves
            after = after_melding(deal, action, counts)
            check_wilds_free(deal, [r for g in action.groups for r in g], after[1])
    black_threes = any(THREE in g for g in action.groups)
    if before_drawing:
        _check_opening_before_drawing(deal, seat, side, action, black_threes)
        return
    if rules.opens_before_drawing() and not deal.is_open(side):
        raise IllegalAction("your side opens only at the start of a turn, before drawing: "
                            "wait for your next turn")
    if black_threes:
        if deal.go_out_forbidden():
            raise IllegalAction("black threes can be melded only when going out, and {why}",
                                why=no_going_out(deal))
        after = after or after_melding(deal, action, counts)
        check_still_goes_out(deal, action, Words("black threes can be melded only when going out, and after "
                                                  "this meld you could not go out this turn"), ways, after)
    if not rules.is_splash(action):
        check_opening(deal, seat, side, meld_value(deal, action.ranks),
                       lambda: placed_canastas(rules, melds, action), lambda: new_meld_ranks(action))
    remaining = len(hand) - action.size + deal.opening_draw_for(side)
    if remaining < 2:
        after = after or after_melding(deal, action, counts)
    check_leaves(deal, action, remaining, after)
    if deal.must_go_out and not black_threes:
        check_still_goes_out(deal, action, ways=ways, after=after or after_melding(deal, action, counts))


def check_wilds_free(deal, ranks: Sequence[int], melds: dict) -> None:
    """Raise if ``ranks`` put a wild card into a group while the side's ``melds`` (as the move
    leaves them) bar it from groups: a Two while a meld of Twos is short of a canasta (Italian),
    any wild card while a wild meld is (Canastone); asked only where the variant bars them."""
    rules = deal.rules
    if TWO in ranks and rules.bars_twos and rules.twos_barred(melds):
        raise IllegalAction("while your side's meld of Twos is short of a canasta, Twos go only on it")
    if rules.wilds_committed(melds) and any(map(rules.is_wild, ranks)):
        raise IllegalAction("while your side's wild meld is short of a canasta, wild cards go only on it")


def _opening_before_drawing(deal) -> bool:
    """Whether the player to move may lay down the side's opening before drawing (Canastone)."""
    return deal.phase == DRAW and deal.rules.opens_before_drawing() and \
        not deal.is_open(deal.side_of[deal.turn])


def _check_opening_before_drawing(deal, seat: int, side: int, action: Meld, black_threes: bool) -> None:
    if black_threes:
        raise IllegalAction("black threes can be melded only when going out")
    if len(deal.hands[seat]) - action.size < 1:
        raise IllegalAction("keep a card: you still draw and discard this turn")
    check_opening(deal, seat, side, meld_value(deal, action.ranks),
                   lambda: placed_canastas(deal.rules, deal.melds[side], action),
                   lambda: new_meld_ranks(action))


def check_add(deal, action: Add, ways: list | None = None, held: list[int] | None = None) -> None:
    """``ways`` and ``held``: as for ``check_meld``."""
    need_phase(deal, PLAY)
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    meld = deal.melds[side].get(action.target)
    if meld is None:
        raise IllegalAction("your side has no {meld} meld to add to", meld=meld_keys.label(action.target))
    on_the_way_out = len(deal.hands[seat]) - len(action.cards) <= 1
    melding.check_addition(rules, action.target, meld, action.cards, on_the_way_out)
    if rules.may_keep_wilds_from_groups and meld_keys.kind(action.target) == meld_keys.GROUP:
        check_wilds_free(deal, action.cards, deal.melds[side])
    exact = melding.addition_cards(action.target, action.cards)
    if exact is None:
        melding.check_holds(deal.hand_counts(seat) if held is None else held[:], action.cards)
    else:
        melding.check_holds_cards(deal.hands[seat], exact)
    check_leaves(deal, action, len(deal.hands[seat]) - len(action.cards))
    if deal.must_go_out:
        check_still_goes_out(deal, action, ways=ways)


def check_merge(deal, action: Merge) -> None:
    need_phase(deal, PLAY)
    melding.check_merge(deal.rules, deal.melds[deal.side_of[deal.turn]], action.source, action.target)
    if deal.must_go_out:
        check_still_goes_out(deal, action)
