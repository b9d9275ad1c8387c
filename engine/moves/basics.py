"""The small steps every move is made of: the phase a move needs, a card out of a hand onto the
table, cards from the stock, going out."""

from __future__ import annotations

from .. import meld_keys
from ..errors import IllegalAction
from ..listing_kinds import suit_ranks
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


def spare_card(rules, hand: list[int], rank: int, melds: dict) -> int:
    """Of ``hand``'s cards of ``rank`` (one at least), the one same-suit sequences need least, for a
    move that names the rank only: a card held twice is spare; otherwise each card's need is the
    suit's other ranks in hand one rank away (2 each) and two away (1 each), and the ends of the
    side's sequences in ``melds`` that it would lengthen by one (2) or two (1) ranks. The first in
    hand order among the least needed; outside sequences' ranks, the first in hand order."""
    cards = [card for card in hand if card >> 2 == rank]
    sequences = rules.sequences
    if rank not in sequences.ranks or len(cards) == 1:
        return cards[0]
    best, least = cards[0], None
    held: list[int] = []  # each suit's ranks in hand (``suit_ranks``), once a card held once is read
    ends: list[list[int]] = []  # each suit's sequences on the table: ranks just past an end
    for card in cards:
        if cards.count(card) > 1:
            return card  # no card needs less: the first of the least needed
        if not held:
            held, ends = suit_ranks(hand), _sequence_ends(sequences, melds)
        need = _need(sequences.ranks, held[card & 3], rank, ends[card & 3])
        if least is None or need < least:
            best, least = card, need
            if not need:
                break
    return best


def _need(ranks, held: int, rank: int, ends: list[int]) -> int:
    """``spare_card``'s need of a card of ``rank`` held once in a suit whose ranks in hand are the
    bits of ``held``, with its suit's sequence ``ends``."""
    need = sum(3 - abs(other - rank) for other in (rank - 2, rank - 1, rank + 1, rank + 2)
               if other in ranks and held >> other & 1)
    return need + sum(2 - abs(end - rank) for end in ends if abs(end - rank) < 2)


def _sequence_ends(sequences, melds: dict) -> list[list[int]]:
    """For each suit, the ranks just past either end of the side's sequences in ``melds`` that
    take more cards."""
    ends: list[list[int]] = [[], [], [], []]
    for key, meld in melds.items():
        if meld_keys.kind(key) == meld_keys.SEQUENCE and sequences.takes_more(meld):
            ends[meld_keys.suit(key)] += [(min(meld) >> 2) - 1, (max(meld) >> 2) + 1]
    return ends


def take_by_rank(rules, hand: list[int], rank: int, melds: dict) -> int:
    """Out of ``hand``, the card of ``rank`` a move that names the rank only takes: the
    ``spare_card`` (the side's ``melds`` read) where the variant plays sequences and the match's
    revision chooses so, else the first of the rank in hand order."""
    if rules.sequences.picks_spares:
        card = spare_card(rules, hand, rank, melds)
        hand.remove(card)
        return card
    return remove_card(hand, rank)


def play_from_hand(deal, seat: int, rank: int, suit: int | None = None) -> int:
    """Take a card out of ``seat``'s hand onto the table: of ``suit``, or where none is named the
    one ``take_by_rank`` takes; a picked-up card played is no longer known to be in that hand (the
    same card code may have come from the stock, so forgetting it is the safe side)."""
    hand = deal.hands[seat]
    card = remove_card(hand, rank, suit) if suit is not None else \
        take_by_rank(deal.rules, hand, rank, deal.melds[deal.side_of[seat]])
    picked = deal.picked_up[seat]
    if card in picked:
        picked.remove(card)
    return card


def draw_from_stock(deal, seat: int, count: int) -> bool:
    """``count`` cards from the stock into ``seat``'s hand, a laid-out card (red Three) laid out
    and replaced; False when the last card of the stock was laid out, which ends the deal."""
    hand = deal.hands[seat]
    stock = deal.stock
    laid_out = deal.rules.laid_out.is_laid_out
    drawn = 0
    while drawn < count and stock:
        card = stock.pop()
        if laid_out(card):
            if not stock:
                deal.rules.last_laid_out_home(deal, seat).append(card)
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
    rules = deal.rules
    concealed = rules.going_out.concealed(deal, deal.side_of[seat], rules.is_canasta)
    deal._end(ENDED_OUT, went_out=seat, concealed=concealed)
