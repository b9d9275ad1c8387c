"""Drawing from the stock and taking the discard pile: what each needs to be legal (a take's effect
is in ``effects``)."""

from __future__ import annotations

from .. import meld_keys, melding
from ..actions import Draw, Take
from ..cards import RANK_LETTERS, THREE
from ..errors import IllegalAction, Words
from ..phases import DRAW, PLAY
from .basics import draw_from_stock, need_phase
from .effects import take_target
from .meld import check_wilds_free
from .opening import check_opening, meld_value, new_canastas
from .prospects import check_leaves


def _name(rank: int) -> str:
    return RANK_LETTERS[rank]


def check_draw(deal, action: Draw) -> None:
    need_phase(deal, DRAW)
    if not deal.stock:
        raise IllegalAction("the stock is empty: take the discard pile or 'pass' to end the deal")


def do_draw(deal, action: Draw) -> None:
    if draw_from_stock(deal, deal.turn, deal.rules.draw_count):
        deal.phase = PLAY


def _frozen_reason(deal) -> Words:
    return deal.rules.frozen_pile_words(deal.pile, deal.pile_freezers)


def check_take(deal, action: Take) -> None:
    check_pile_open(deal)
    check_take_shown(deal, action, deal.hand_counts(deal.turn))


def check_pile_open(deal) -> None:
    """Raise unless the player to move may take the discard pile now at all, whatever cards the
    take shows (what ``check_take`` asks before the cards)."""
    need_phase(deal, DRAW)
    rules = deal.rules
    if not deal.pile:
        raise IllegalAction("the discard pile is empty")
    side = deal.side_of[deal.turn]
    top_rank = deal.pile[-1] >> 2
    if rules.blocks_pile(top_rank):
        if rules.is_wild(top_rank):
            raise IllegalAction("a wild card tops the pile: nobody may take it now")
        raise IllegalAction("a {rank} on top stops the pile for this turn", rank=_name(top_rank))
    rules.check_pile_access(deal, side)


def check_take_shown(deal, action: Take, counts: list[int]) -> None:
    """The rest of ``check_take``, once ``check_pile_open`` has passed: the cards the take shows and
    melds, from a hand of rank ``counts`` (which the check consumes), and what the take leaves in hand."""
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    frozen = deal.pile_frozen_for(side)
    if rules.may_keep_wilds_from_groups:
        check_wilds_free(deal, [r for g in (action.cards, *action.extra) for r in g], deal.melds[side])
    target = take_target(deal, side, action)
    if target is not None:
        used = _check_take_onto_meld(deal, side, action, counts, frozen, target)
    else:
        used = _check_take_new_meld(deal, seat, side, action, counts, frozen)
    remaining = len(deal.hands[seat]) - used
    if remaining < 2:  # the rest of the pile, and any stock cards, come too (counted when it matters)
        remaining += sum(1 for c in deal.pile[:-1] if not deal.rules.laid_out.from_pile(c))
        remaining += min(rules.pile_taking.stock_cards, len(deal.stock)) + deal.opening_draw_for(side)
        check_leaves(deal, action, remaining)


def _check_shown(deal, action: Take, frozen: bool) -> None:
    """The cards shown with the top card are of its rank or wild; a frozen pile needs a natural pair
    (where the variant counts them, naturals only: ``PileTaking.naturals_to_take``)."""
    top_rank = deal.pile[-1] >> 2
    need = deal.rules.pile_taking.naturals_to_take(frozen)
    if need is not None:
        if len(action.cards) < need or any(r != top_rank for r in action.cards):
            rank = _name(top_rank)
            example = " ".join([rank] * need)
            if frozen:
                raise IllegalAction("{why}: take the pile by showing {count} natural {rank} from your hand "
                                    "(no wild card), e.g. 'take {example}'", why=_frozen_reason(deal),
                                    count=need, rank=rank, example=example)
            raise IllegalAction("take the pile by showing {count} natural {rank} from your hand (no wild "
                                "card), e.g. 'take {example}'", count=need, rank=rank, example=example)
        return
    if any(r != top_rank and not deal.rules.is_wild(r) for r in action.cards):
        raise IllegalAction("the cards you show must be {rank} or wild cards", rank=_name(top_rank))
    if frozen and sum(1 for r in action.cards if r == top_rank) < 2:
        raise IllegalAction("{why}: take it only with a natural pair of {rank} from your hand",
                            why=_frozen_reason(deal), rank=_name(top_rank))


def _check_take_onto_meld(deal, side: int, action: Take, counts: list[int], frozen: bool, key: int):
    """The top card, and any cards shown with it, go onto the side's meld ``key`` (a frozen pile
    still needs a natural pair of the top card's rank from hand)."""
    rules = deal.rules
    top = deal.pile[-1]
    top_rank = top >> 2
    meld = deal.melds[side][key]
    if action.extra:
        raise IllegalAction("your side has opened: take the pile first, then meld")
    if meld_keys.kind(key) == meld_keys.SEQUENCE:
        return _check_take_onto_sequence(deal, side, action, frozen, key)
    if meld_keys.kind(key) != meld_keys.GROUP or meld_keys.rank(key) != top_rank:
        raise IllegalAction("the top {rank} does not go on your {meld} meld", rank=_name(top_rank),
                            meld=meld_keys.label(key))
    _check_shown(deal, action, frozen)
    melding.check_wild_room(rules, meld, action.cards)
    size = len(meld) + 1 + len(action.cards)
    if rules.size_refusal(size) is not None:
        raise IllegalAction("your {rank} meld is full", rank=_name(top_rank))
    melding.check_holds(counts, action.cards)
    return len(action.cards)


def _check_take_onto_sequence(deal, side: int, action: Take, frozen: bool, key: int):
    """The top card lengthens a sequence of its suit, with any cards shown from hand."""
    top = deal.pile[-1]
    if frozen:
        shown = deal.rules.pile_taking.sequence_cards
        if shown is None:
            raise IllegalAction("{why}: take it only with a natural pair of {rank} from your hand",
                                why=_frozen_reason(deal), rank=_name(top >> 2))
        if len(action.cards) < shown:
            raise IllegalAction("{why}: take it with a natural pair of {rank}, or lengthen a sequence with "
                                "the top card and {count} cards from your hand", why=_frozen_reason(deal),
                                rank=_name(top >> 2), count=shown)
    if top & 3 != meld_keys.suit(key):
        raise IllegalAction("the top card is not of your {meld} sequence's suit", meld=meld_keys.label(key))
    meld = deal.melds[side][key]
    melding.check_addition(deal.rules, key, meld, (top >> 2, *action.cards), False)  # the pile comes too
    melding.check_holds_cards(deal.hands[deal.turn], melding.addition_cards(key, action.cards))
    return len(action.cards)


def _check_take_new_meld(deal, seat: int, side: int, action: Take, counts: list[int], frozen: bool):
    """The top card starts a new meld with cards from hand (and, to open, more melds from hand)."""
    rules = deal.rules
    top_rank = deal.pile[-1] >> 2
    if not action.cards:
        raise IllegalAction("show the cards that meld with the top {rank}, e.g. 'take {rank} {rank}'",
                            rank=_name(top_rank))
    _check_shown(deal, action, frozen)
    if action.extra and deal.is_open(side):
        raise IllegalAction("your side has opened: take the pile first, then meld")
    melds = deal.melds[side]
    assigned: set[int] = set()
    opening = not deal.is_open(side)
    melding.check_group(rules, melds, action.cards, assigned, top_rank, opening)
    for extra in action.extra:
        if THREE in extra:
            raise IllegalAction("black threes can be melded only when going out")
        melding.check_group(rules, melds, extra, assigned, None, True)
    melding.check_holds(counts, action.cards)
    for extra in action.extra:
        melding.check_holds(counts, extra)
    value = rules.opening_value(top_rank) * rules.pile_taking.top_card_opens + \
        sum(meld_value(deal, g) for g in (action.cards, *action.extra))
    groups = ((top_rank, *action.cards), *action.extra)
    check_opening(deal, seat, side, value, lambda: new_canastas(
        rules, ((group[0], [r << 2 for r in group]) for group in groups)), lambda: groups)
    return len(action.cards) + sum(len(g) for g in action.extra)
