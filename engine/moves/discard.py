"""A discard: what it needs to be legal, and what it does (the turn passes, a talon is drawn, or the
player goes out)."""

from __future__ import annotations

from .. import melding
from ..actions import Discard
from ..cards import THREE
from ..errors import IllegalAction
from ..phases import PLAY
from .basics import draw_from_stock, need_phase, play_from_hand, went_out
from .prospects import check_may_go_out, last_discard_talon, talon_size


def check_discard(deal, action: Discard, dead: frozenset[int] | None = None,
                  counts: list[int] | None = None) -> None:
    """``dead`` and ``counts``: ``deal.dead_ranks()`` and the hand's rank counts, where the caller
    has them already (the listing checks every discard of a hand against the same)."""
    need_phase(deal, PLAY)
    seat = deal.turn
    hand = deal.hands[seat]
    if counts is None or action.suit is not None:
        held = any(c >> 2 == action.rank and (action.suit is None or c & 3 == action.suit) for c in hand)
    else:
        held = counts[action.rank] > 0
    if not held:
        raise IllegalAction("you do not hold {card}", card=str(action).split()[1])
    if action.rank == THREE and black_three_held_back(deal):
        raise IllegalAction("no black three may be discarded on a player's first turn in this game")
    rules = deal.rules
    melds = deal.melds[deal.side_of[seat]]
    refusal = rules.wild_discard_refusal(action.rank, hand, melds)
    if refusal:
        raise IllegalAction(refusal)
    remaining = len(hand) - 1
    if rules.restricts_discards and remaining:
        refusal = rules.discard_refusal(action.rank, deal.hand_counts(seat) if counts is None else counts,
                                        not deal.pile, deal.dead_ranks() if dead is None else dead)
        if refusal:
            raise IllegalAction(refusal)
    if deal.must_go_out and remaining:
        raise IllegalAction("you must go out this turn: meld your cards so that this discard "
                            "is your last card")
    if not remaining:
        if not rules.final_discard_ok(action.rank):
            raise IllegalAction("you go out only by discarding a natural card, not a wild card or a Three")
        if not talon_size(deal):
            check_may_go_out(deal, melding.canasta_kinds(rules, melds), melds, keep_two=False)


def black_three_held_back(deal) -> bool:
    """Whether the player to move may not discard a black Three: on a player's first turn where
    the variant says so, unless the hand holds nothing else."""
    return deal.rules.black_three_barred(deal)


def do_discard(deal, action: Discard) -> None:
    seat = deal.turn
    talon = last_discard_talon(deal)
    deal._push_pile(play_from_hand(deal, seat, action.rank, action.suit))
    if deal.hands[seat]:
        deal._next_turn()
    elif talon:
        if draw_from_stock(deal, seat, talon):  # the bonus cards join the hand for the next turn
            deal._next_turn()
    else:
        went_out(deal)
