"""The small steps every move is made of: the phase a move needs, a card out of a hand onto the
table, cards from the stock, going out."""

from __future__ import annotations

from ..errors import IllegalAction
from ..phases import ANSWER, DRAW, ENDED_OUT, ENDED_STOCK


def need_phase(deal, phase: str) -> None:
    """Raise, saying what the player must do first, unless the deal is in ``phase``."""
    if deal.phase == phase:
        return
    if deal.phase == ANSWER:
        raise IllegalAction("waiting for partner to answer 'yes' or 'no'")
    if deal.phase == DRAW:
        raise IllegalAction("draw first: 'draw' from the stock or 'take' the discard pile")
    raise IllegalAction("you have already drawn this turn: meld, add or discard")


def remove_card(hand: list[int], rank: int, suit: int | None = None) -> int:
    """The first card of ``rank`` (and ``suit``, when named) out of ``hand``, where a check found it."""
    for index, card in enumerate(hand):
        if card >> 2 == rank and (suit is None or card & 3 == suit):
            return hand.pop(index)
    raise AssertionError("checked before removal")


def play_from_hand(deal, seat: int, rank: int, suit: int | None = None) -> int:
    """Take a card out of ``seat``'s hand onto the table; a picked-up card played is no longer
    known to be in that hand (the same card code may have come from the stock, so forgetting it is
    the safe side)."""
    card = remove_card(deal.hands[seat], rank, suit)
    picked = deal.picked_up[seat]
    if card in picked:
        picked.remove(card)
    return card


def draw_from_stock(deal, seat: int, count: int) -> bool:
    """``count`` cards from the stock into ``seat``'s hand, a laid-out card (red Three) laid out
    and replaced; False when the last card of the stock was laid out, which ends the deal."""
    hand = deal.hands[seat]
    drawn = 0
    while drawn < count and deal.stock:
        card = deal.stock.pop()
        if deal.rules.is_laid_out(card):
            if not deal.stock:
                (hand if deal.rules.last_laid_out_kept else deal.red_threes[seat]).append(card)
                deal._end(ENDED_STOCK)
                return False
            deal.red_threes[seat].append(card)
            continue
        hand.append(card)
        drawn += 1
    return True


def went_out(deal) -> None:
    """End the deal with the player to move gone out, concealed where the variant counts it so."""
    seat = deal.turn
    side = deal.side_of[seat]
    rules = deal.rules
    if rules.concealed_needs_canasta:
        size = rules.canasta_size
        concealed = (not deal.melded_before_turn and not deal.added_to_old
                     and any(len(deal.melds[side][r]) >= size for r in deal.new_melds_this_turn))
    else:  # the player's first melds of the deal, all this turn (adds to partner's melds too)
        concealed = not deal.melded_before_turn
    deal._end(ENDED_OUT, went_out=seat, concealed=concealed)
