"""Choosing the discard: what a card is worth keeping against what it may give the next player.

The cost of throwing a rank is its keep value (pairs take the pile, wild cards are
precious, black Threes are stoppers, a rank whose canasta pays more is gathered) plus
the chance the next opponent can take the pile with it times what the pile is worth.
Throwing a wild card freezes the pile, which becomes the best choice when the pile is
rich and every card is risky.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import meld_keys
from ..actions import Discard
from ..cards import JOKER_RANK, THREE
from ..errors import Words
from ..views import SideView
from .knowledge import Knowledge
from .style import MEDIUM, Style
from .words import a_card, a_single, cards_count, count_of, ranks_name

HIGH_OPENING = 90  # above this opening minimum a side keeps its pairs and sets for their points


@dataclass(frozen=True)
class DiscardChoice:
    action: Discard
    reason: Words


def laid_out_worth(rules, card: int) -> int:
    """What a card laid out from a taken pile scores for an open side with a canasta: a red Three's
    points (Cuban: a black Three set aside, 5)."""
    return rules.laid_out_points((card,), True, 1)


_GROUP_RANKS: dict[int, tuple[SideView, frozenset[int]]] = {}  # by the side view's id, the view held
# so that its id is not reused while kept: views keep one side view while its melds stay as they are,
# and the look-ahead asks about it at every discard of every playout (a tenth of medium's time)


def group_ranks(side: SideView) -> frozenset[int]:
    """The ranks ``side`` has a group of: the melds a card of that rank joins (a sequence's rank is its
    highest card, and the card beside it, not one of that rank, lengthens it)."""
    kept = _GROUP_RANKS.get(id(side))
    if kept is not None and kept[0] is side:
        return kept[1]
    ranks = frozenset(m.rank for m in side.melds if m.kind == meld_keys.GROUP)
    if len(_GROUP_RANKS) >= 4096:
        _GROUP_RANKS.clear()
    _GROUP_RANKS[id(side)] = (side, ranks)
    return ranks


def pile_worth(k: Knowledge) -> float:
    """Roughly what the pile as it lies is worth to whoever takes it."""
    rules = k.rules
    value = rules.value
    prize = 0
    for card in k.view.pile:
        prize += laid_out_worth(rules, card) if rules.laid_out.from_pile(card) else 15 + value(card >> 2)
    return prize + 25 * k.view.pile_hidden  # a face-down packet's cards, unknown


def take_chance(k: Knowledge, rank: int) -> float:
    """The chance that the next player, if an opponent, can take the pile topped by ``rank``."""
    rules = k.rules
    seat = k.next_seat()
    if k.is_partner(seat) or rules.blocks_pile(rank):
        return 0.0
    side = k.side_of(seat)
    frozen = side.pile_frozen
    if not frozen and rank in group_ranks(side):
        return 1.0
    pair = k.chance_holds(seat, rank, 2)
    if frozen:
        chance = pair
    else:
        one = k.chance_holds(seat, rank, 1)
        wild = k.chance_holds_wild(seat)
        chance = pair + (one - pair) * wild
    if not side.opened and 3 * rules.value(rank) < side.opening_minimum:
        chance *= 0.5  # they would need other melds as well to open with it
    if rank in k.discarded_by.get(seat, ()) and not k.known[seat][rank]:
        chance *= 0.5  # players seldom throw a card they hold a pair of
    return chance


def keep_value(k: Knowledge, rank: int, careful: bool) -> float:
    """What holding one card of ``rank`` is worth to us, in rough points."""
    rules = k.rules
    held = k.counts[rank]
    if rules.is_wild(rank):
        keep = 150.0 if rank == JOKER_RANK else 110.0
        if not k.side.opened and rules.opening_value(rank):
            keep += k.side.opening_minimum  # the high openings are made with wild cards
        return keep
    if rank == THREE:
        return 30.0 if careful and k.view.pile_size < 4 else 2.0
    value = rules.value(rank)
    premium = rules.canasta_premiums[rank]
    if rank in group_ranks(k.side):
        keep = 6.0 + 0.1 * premium
    elif held == 1:
        keep = 8.0 + 2.0 * k.unseen[rank] + 0.02 * premium
    elif held == 2:
        keep = 45.0 + (3.0 * k.view.pile_size if k.side.pile_frozen else 0.0) + 0.1 * premium
    else:
        keep = 70.0 + 0.1 * premium
    if not k.side.opened and rules.naturals_alone_open:
        keep += 2.0 * value * held  # only naturals make the opening's points (Italian)
    elif not k.side.opened and k.side.opening_minimum > HIGH_OPENING and held >= 2:
        keep += 3.0 * value * held  # a high opening is made of the hand's pairs and sets
    if k.opponents_near_out():
        keep -= value  # shed points that would count against us
    held_cost = rules.held_penalty(rank, held) - rules.held_penalty(rank, held - 1)
    if held_cost:  # one card too many of a rank a hand may not keep (Americana's Aces and Sevens)
        keep -= held_cost * (0.5 if k.opponents_near_out() or k.view.stock_size <= 12 else 0.2)
    return keep


def discard_costs(k: Knowledge, legal: list, careful: bool,
                  style: Style = MEDIUM) -> list[tuple[float, Discard]]:
    """Every legal discard with its cost: keep value plus (when ``careful``) the pile risk, weighed by
    ``style`` for the rules and the sides against the player."""
    out = []
    weight = style.risk_weight_for(k.rules, len(k.opponents)) if careful else 0.0
    worth = pile_worth(k) + 15 if weight else 0.0  # the pile, and the card thrown onto it (its value below)
    value = k.rules.value
    for action in legal:
        if isinstance(action, Discard):
            cost = keep_value(k, action.rank, careful)
            if weight:
                cost += weight * take_chance(k, action.rank) * (worth + value(action.rank))
            out.append((cost, action))
    return out


def choose_discard(k: Knowledge, legal: list, careful: bool, style: Style = MEDIUM) -> DiscardChoice:
    """The cheapest discard among the legal ones; ``careful`` weighs what the next player may take."""
    _, action = min(discard_costs(k, legal, careful, style), key=lambda x: x[0])
    return DiscardChoice(action, describe_discard(k, action.rank, careful))


def describe_discard(k: Knowledge, rank: int, careful: bool = True) -> Words:
    """A sentence saying why throwing ``rank`` is sensible now."""
    risk = take_chance(k, rank)
    pile = k.view.pile_size
    held = k.counts[rank]
    card = a_card(rank)
    if k.rules.is_wild(rank):
        if k.view.pile_frozen:
            return Words("Discarding {card}: nobody can take the pile ({pile}) over it, and every other card "
                         "was risky.", card=card, pile=cards_count(pile))
        return Words("Discarding {card} to freeze the pile: it holds {pile} and any other card could let the "
                     "next player take it.", card=card, pile=cards_count(pile))
    if rank == THREE:
        if not pile:
            return Words("Discarding a black Three: the next player cannot take it.")
        return Words("Discarding a black Three: nobody can take the pile ({pile}) over it.",
                     pile=cards_count(pile))
    if k.rules.blocks_pile(rank):  # (a wild card and a Three are said above)
        return Words("Discarding {card}: on top of the pile it stops the next player taking it.", card=card)
    what = a_single(rank) if held == 1 else card
    if rank in group_ranks(k.side):
        what = Words("{card} (our meld of {ranks} does not need it now)", card=card, ranks=ranks_name(rank))
    elif held == 2:
        what = Words("{card} from a pair (the other cards are worth more)", card=card)
    if not careful:
        return Words("Discarding {card}.", card=what)
    if k.is_partner(k.next_seat()):
        return Words("Discarding {card}: partner plays next.", card=what)
    seen = count_of(rank, 4 * k.rules.packs - k.unseen[rank])
    if risk < 0.05:
        return Words("Discarding {card}: safe, the next player can hardly take the pile with it "
                     "(I have seen {seen}).", card=what, seen=seen)
    if risk < 0.3:
        return Words("Discarding {card}: fairly safe, the next player is unlikely to hold a pair of {ranks} "
                     "(I have seen {seen}).", card=what, ranks=ranks_name(rank), seen=seen)
    return Words("Discarding {card}: the least costly card, though the next player may want it.", card=what)

