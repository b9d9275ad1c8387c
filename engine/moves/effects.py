"""What the moves that put cards on the table do, once checked: a take, a meld, an add, a merge."""

from __future__ import annotations

from .. import meld_keys, melding
from ..actions import Add, Meld, Merge, Take
from ..cards import THREE
from ..errors import IllegalAction
from ..phases import PLAY
from .basics import draw_from_stock, play_from_hand, went_out


def take_target(deal, side: int, action: Take) -> int | None:
    """The side's meld the top card goes onto, or None when it starts a new meld: by default the
    first meld of its rank; a named meld the side lacks may only be the rank's next new one."""
    melds = deal.melds[side]
    top_rank = deal.pile[-1] >> 2
    if action.target is None:
        return top_rank if top_rank in melds else None
    if action.target in melds:
        return action.target
    if action.target != meld_keys.next_free(melds, meld_keys.group(top_rank)):
        raise IllegalAction("your side has no {meld} meld to take onto", meld=meld_keys.label(action.target))
    return None


def do_take(deal, action: Take) -> None:
    seat = deal.turn
    side = deal.side_of[seat]
    hand = deal.hands[seat]
    melds = deal.melds[side]
    opening_draw = deal.opening_draw_for(side)
    target = take_target(deal, side, action)
    top = deal.pile.pop()
    if target is not None:
        exact = melding.addition_cards(target, action.cards)
        melds[target].append(top)
        if exact is None:
            melds[target].extend(play_from_hand(deal, seat, r) for r in action.cards)
        else:
            melds[target].extend(play_from_hand(deal, seat, c >> 2, c & 3) for c in exact)
        deal.added_to_old = True
    else:
        key = meld_keys.next_free(melds, meld_keys.group(top >> 2))
        melds[key] = [top] + [play_from_hand(deal, seat, r) for r in action.cards]
        deal.new_melds_this_turn.append(key)
        if action.extra:  # further melds of an opening take
            for key, ranks, _ in list(placed_melds(deal.rules, melds, Meld(action.extra))):
                _lay_down(deal, seat, key, ranks)
    for index, card in enumerate(deal.pile):
        if deal.rules.laid_out.from_pile(card):
            deal.red_threes[seat].append(card)
        else:
            hand.append(card)
            if index >= deal.packet:  # the packet's cards were never seen by the others
                deal.picked_up[seat].append(card)
    deal.pile.clear()
    deal.pile_freezers = 0
    deal.packet = 0
    deal.has_melded[seat] = True
    deal.melded_this_turn = True  # the top card is melded: no asking partner after this
    if deal.rules.forms_partnership(deal):
        _form_partnership(deal, seat)
    with_pile = deal.rules.pile_taking.stock_cards + opening_draw  # cards from the stock
    if not draw_from_stock(deal, seat, with_pile):
        return
    deal.phase = PLAY
    if not hand:
        went_out(deal)


def _form_partnership(deal, taker: int) -> None:
    """Three-hand: the first to take the pile plays alone; the other two become partners."""
    deal.first_taker = taker
    first, second = [s for s in range(deal.players) if s != taker]
    keep, merge = deal.side_of[first], deal.side_of[second]
    kept = deal.melds[keep]
    for key, cards in deal.melds[merge].items():
        if meld_keys.kind(key) == meld_keys.GROUP:
            kept.setdefault(key, []).extend(cards)  # partners' melds of a rank become one
        else:
            kept[meld_keys.next_free(kept, key)] = cards
    deal.melds[merge] = {}
    deal.side_of[second] = keep


def placed_melds(rules, melds, action: Meld):
    """Each new meld of ``action`` as (key on ``melds``, ranks, exact cards): sequences first, whose
    cards are exact, so that groups take from the cards left."""
    taken = set(melds)
    for run in action.sequences:
        yield _take_key(taken, meld_keys.sequence(run[0] & 3)), (), run
    for ranks in action.groups:
        rank = rules.naturals_among(ranks)[0]
        yield _take_key(taken, meld_keys.group(rank)), ranks, ()
    for ranks in action.wild:
        yield _take_key(taken, meld_keys.wild()), ranks, ()


def _take_key(taken: set[int], key: int) -> int:
    key = meld_keys.next_free(taken, key)
    taken.add(key)
    return key


def _lay_down(deal, seat: int, key: int, ranks=(), cards=()) -> None:
    """A new meld ``key`` from hand: exact ``cards`` (a sequence), or any cards of ``ranks``."""
    hand_cards = [play_from_hand(deal, seat, c >> 2, c & 3) for c in cards]
    hand_cards += [play_from_hand(deal, seat, r) for r in ranks]
    deal.melds[deal.side_of[seat]][key] = hand_cards
    deal.new_melds_this_turn.append(key)


def do_meld(deal, action: Meld) -> None:
    seat = deal.turn
    side = deal.side_of[seat]
    opening_draw = deal.opening_draw_for(side)
    melds = deal.melds[side]
    for key, ranks, cards in list(placed_melds(deal.rules, melds, action)):
        _lay_down(deal, seat, key, ranks, cards)
        if THREE in ranks:
            deal.must_go_out = True
    _after_meld(deal, seat, opening_draw)


def _after_meld(deal, seat: int, opening_draw: int = 0) -> None:
    """Record the meld; a side's first meld brings ``opening_draw`` cards from the stock (Mexicana)
    before an empty hand goes out."""
    deal.has_melded[seat] = True
    deal.melded_this_turn = True
    if opening_draw and not draw_from_stock(deal, seat, opening_draw):
        return
    if not deal.hands[seat]:
        went_out(deal)


def do_add(deal, action: Add) -> None:
    seat = deal.turn
    meld = deal.melds[deal.side_of[seat]][action.target]
    exact = melding.addition_cards(action.target, action.cards)
    if exact is None:
        meld.extend(play_from_hand(deal, seat, r) for r in action.cards)
    else:
        meld.extend(play_from_hand(deal, seat, c >> 2, c & 3) for c in exact)
    if action.target not in deal.new_melds_this_turn:
        deal.added_to_old = True
    _after_meld(deal, seat)


def do_merge(deal, action: Merge) -> None:
    melds = deal.melds[deal.side_of[deal.turn]]
    melds[action.target].extend(melds.pop(action.source))
    new = deal.new_melds_this_turn
    if action.source not in new or action.target not in new:
        deal.added_to_old = True
    if action.source in new:
        new.remove(action.source)
    deal.melded_this_turn = True
