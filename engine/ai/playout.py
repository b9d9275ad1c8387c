"""A fast, simplified medium that plays a guessed deal forward, for the ``hard`` level's look-ahead.

It works on a :class:`~engine.deal.Deal` that the searching player built itself from its
own view (hidden cards guessed). It follows medium's plan (take rich piles, keep a
reserve of cards until the side can go out, complete canastas, throw what the next
player is unlikely to use, go out when ahead) with cheaper sums, and it avoids
listing legal actions: it proposes a move and lets ``Deal.apply`` check it.
"""

from __future__ import annotations

import math

from .. import going_out, meld_keys
from ..actions import Add, Answer, Ask, Discard, Draw, Meld, Merge, Pass, Take
from ..cards import JOKER_RANK, THREE, TWO
from ..errors import IllegalAction
from ..legal import going_out_candidates, takes
from ..listing_kinds import meld_ranks, suit_ranks
from ..melding import natural_home
from ..per_rules import PerRules
from .discards import laid_out_worth
from .finishing import going_out_step

_YES = Answer(True)
_ASK = Ask()
RESERVE = 5  # as medium: cards kept in hand after melding until the side can go out


def play_turn_part(deal) -> bool:
    """Play one action for the seat to move; False when the guessed deal leaves no way on."""
    phase = deal.phase
    try:
        if phase == "draw":
            _draw(deal)
        elif phase == "play":
            _play(deal)
        else:
            deal.apply(_YES)
    except IllegalAction:
        # A guess can contradict what really happened (a partner's "yes" to a hand that cannot
        # go out): fall back on any legal move, or stop here.
        legal = deal.legal_actions()
        if not legal:
            return False
        deal.apply(legal[0])
    return True


def _try(deal, action) -> bool:
    try:
        deal.apply(action)
    except IllegalAction:
        return False
    return True


def _draw(deal) -> None:
    seat = deal.turn
    pile = deal.pile
    rules = deal.rules
    side = deal.side_of[seat]
    if rules.opens_before_drawing() and not deal.is_open(side) and _open(deal, seat, deal.hand_counts(seat)):
        return  # the turn goes on with the draw, as an open side
    if pile:
        top = pile[-1] >> 2
        if not rules.blocks_pile(top):
            counts = deal.hand_counts(seat)
            if deal.is_open(side):
                frozen = deal.pile_frozen()
                need = rules.pile_taking.naturals_to_take(frozen)
                if need is not None:
                    if counts[top] >= need and len(pile) >= 2 and _try(deal, Take((top,) * need)):
                        return
                elif not frozen and top in deal.melds[side] and _try(deal, Take()):
                    return
                if counts[top] >= 2 and len(pile) >= 2 and _try(deal, Take((top, top))):
                    return
                if not frozen and counts[top] == 1 and len(pile) >= 6:
                    jokers, twos = rules.wilds_in(counts)
                    wild = TWO if twos else JOKER_RANK if jokers else None
                    if wild is not None and _try(deal, Take((top, wild))):
                        return
            elif counts[top] >= 2:
                options = takes(deal)  # opening with the pile is rare, so list the ways exactly
                if options and _try(deal, min(options, key=_wild_cost)):
                    return
    if deal.stock:
        deal.apply(Draw())
    elif not _try(deal, Pass()):
        deal.apply(Take())


def _play(deal) -> None:
    """The seat's melds this turn, then its discard, or its way out; one call plays them all. Whether the
    hand can go out is asked once, not after each meld: melds only shrink the hand, and one that could
    not go out before them cannot after; nor again after each step on the way out, each found to keep
    the way open (and to go out stays worth it: steps move points from the hand onto the table)."""
    seat = deal.turn
    hopeless = False  # the hand could not go out at the last look and has only melded since
    going = False  # the seat has played a step on its way out
    while True:
        if deal.must_go_out or going:
            going = _ask_first(deal) or _go_out_step(deal, seat)
        elif not hopeless and len(deal.hands[seat]) <= 8:
            # (whether the hand can go out is the quicker question, and seldom yes: asked first)
            if _stuck(deal, seat) or not going_out.can_go_out(deal, seat):
                hopeless = True
            else:
                going = _wants_out(deal, seat) and (_ask_first(deal) or _go_out_step(deal, seat))
        if not going and not _meld(deal, seat):
            break
        if deal.is_over or deal.turn != seat or deal.phase != "play":
            return
    if not _try(deal, _discard(deal, seat, deal.hand_counts(seat))):
        legal = deal.legal_actions()  # a last card kept to make the canastas: play it
        if not legal:  # a guess that contradicts what was seen (see play_turn_part)
            raise IllegalAction("the guessed deal leaves this seat no move")
        deal.apply(legal[0])


def _stuck(deal, seat: int) -> bool:
    """Whether the hand surely cannot go out, by a count far quicker than the going-out search: where
    no sequences are played and the hand holds no Three, each natural rank it holds too few of to make
    a meld, and that no meld of the side takes, needs a wild card, all but one single card (the final
    discard). False where this count cannot tell."""
    rules = deal.rules
    if rules.naturals_meld_in_runs:
        return False
    counts = deal.hand_counts(seat)
    if counts[THREE]:
        return False
    melds = deal.melds[deal.side_of[seat]]
    stranded = 0
    for rank in rules.natural_ranks:
        n = counts[rank]
        if n and n < 3 and natural_home(rules, melds, rank) is None:
            stranded += 1
    return stranded - 1 > sum(rules.wilds_in(counts))


def _meld(deal, seat: int) -> bool:
    """One meld, addition or opening as medium would make it; False when it makes none."""
    side = deal.side_of[seat]
    rules = deal.rules
    counts = deal.hand_counts(seat)
    hand = len(deal.hands[seat])
    melds = deal.melds[side]
    if deal.is_open(side):
        keep = 2 if rules.enough_canastas(deal.canastas(side)) else RESERVE
        for rank in rules.natural_ranks:
            n = counts[rank]
            if not n:
                continue
            home = natural_home(rules, melds, rank)
            if home is not None:
                completes = rules.completes_canasta(len(melds[home]), n)
                if (hand - n >= keep or completes and hand - n >= 2) and _try(deal, Add(home, (rank,) * n)):
                    return True
            elif n >= 3 and hand - n >= keep and _try(deal, Meld(((rank,) * n,))):
                return True
        if rules.more_meld_kinds and _more_kinds(deal, seat, hand, keep):
            return True
        jokers, twos = rules.wilds_in(counts)
        if jokers + twos:
            for rank, cards in melds.items():
                short = rules.canasta_shortfall(len(cards))
                if 0 < short <= jokers + twos and hand - short >= 2:
                    fill = (TWO,) * min(short, twos)
                    fill += (JOKER_RANK,) * (short - len(fill))
                    if _try(deal, Add(rank, fill)):
                        return True
        return False
    return not deal.melded_this_turn and _open(deal, seat, counts)


def _more_kinds(deal, seat: int, hand: int, keep: int) -> bool:
    """Medium's way with melds beyond one group per rank: merge what can merge, lengthen and lay
    down sequences, and gather wild cards in their own meld where a wild canasta pays most."""
    rules = deal.rules
    melds = deal.melds[deal.side_of[seat]]
    keys = list(melds)
    for source in keys:
        for target in keys:
            if target < source and rules.may_merge(source, target) and _try(deal, Merge(source, target)):
                return True
    sequences = rules.lister_of(meld_keys.SEQUENCE)  # the feature lists the runs' moves
    if sequences is not None and _runs_move(deal, seat, sequences, hand, keep):
        return True
    if rules.wild_melds_pay:
        jokers, twos = rules.wilds_in(deal.hand_counts(seat))
        fewest, most = rules.wild_melds.fewest, rules.wild_melds.most
        wild = meld_keys.wild()
        room = most - len(melds[wild]) if wild in melds else most
        twos = min(twos, room)
        jokers = min(jokers, room - twos)
        if twos + jokers and hand - twos - jokers >= 2 and (wild in melds or twos + jokers >= fewest):
            ranks = meld_ranks(TWO, 0, jokers, twos)
            action = Add(wild, ranks) if wild in melds else Meld(wild=(ranks,))
            if _try(deal, action):
                return True
    return False


def _runs_move(deal, seat: int, sequences, hand: int, keep: int) -> bool:
    """Medium's way with sequences, as the feature lists them (``Sequences.additions`` and
    ``new_melds``): lengthen a run of the side's by the most cards, else lay down the longest run."""
    rules = deal.rules
    melds = deal.melds[deal.side_of[seat]]
    counts = deal.hand_counts(seat)
    wilds = rules.wilds_in(counts)
    held = suit_ranks(deal.hands[seat])
    for key, meld in list(melds.items()):
        if meld_keys.kind(key) == meld_keys.SEQUENCE:
            lengthenings = sequences.additions(rules, key, meld, counts, (held, hand), wilds)
            longest = max(lengthenings, key=len, default=())
            if longest and (hand - len(longest) >= keep or
                            rules.makes_canasta(len(meld) + len(longest)) and hand - len(longest) >= 2) \
                    and _try(deal, Add(key, longest)):
                return True
    runs = sequences.new_melds(rules, melds, counts, wilds, held)
    run = max(runs, key=lambda meld: meld.size, default=None)
    return run is not None and hand - run.size >= keep and _try(deal, run)


def _wants_out(deal, seat: int) -> bool:
    """Medium's test: ahead once the hands are counted, or the deal is nearly over anyway."""
    if len(deal.stock) <= 6:
        return True
    rules = deal.rules
    values = rules.card_values
    mine = deal.side_of[seat]
    best_other = None
    for side in deal.live_sides():
        points = _table_points(deal, side)
        for s in deal.side_seats(side):
            if s != seat:
                points -= sum([values[c >> 2] for c in deal.hands[s]])
        if side == mine:
            ours = points + rules.going_out_bonus
        elif best_other is None or points > best_other:
            best_other = points
    return best_other is None or ours >= best_other


def _table_points(deal, side: int) -> int:
    rules = deal.rules
    values = rules.card_values
    points = canastas = 0
    for key, cards in deal.melds[side].items():
        points += sum([values[c >> 2] for c in cards])
        if rules.makes_canasta(len(cards)):
            points += rules.canasta_bonus(rules.canasta_kind(key, cards))
            canastas += 1
    threes = [c for s in deal.side_seats(side) for c in deal.red_threes[s]]
    return points + rules.laid_out_points(threes, bool(deal.melds[side]), canastas)


def _open(deal, seat: int, counts: list[int]) -> bool:
    """Open as medium does: the opening with fewest wild cards that keeps three cards in hand."""
    rules = deal.rules
    wilds = sum(rules.wilds_in(counts))
    meldable = sum(counts[r] * rules.value(r) for r in rules.natural_ranks if counts[r] >= 2)
    if meldable + wilds * rules.opening_value(JOKER_RANK) < deal.opening_minimum(seat):
        return False  # not enough points in hand: skip listing the moves
    hand = len(deal.hands[seat])
    openings = [a for a in deal.legal_actions() if isinstance(a, Meld) and THREE not in a.ranks
                and hand - a.size >= 3]
    return bool(openings) and _try(deal, min(openings, key=_wild_cost))


def _wild_cost(action) -> float:
    """Medium's price of an opening: wild cards are dear, every card a little."""
    cards = action.ranks
    jokers = cards.count(JOKER_RANK)
    return 60.0 * jokers + 40.0 * cards.count(TWO) + 8.0 * len(cards)


def _ask_first(deal) -> bool:
    """Where the variant wants a yes before anyone goes out, ask for it (in a playout partner
    always agrees); False when no asking is needed or possible."""
    return deal.permission is None and deal.go_out_forbidden() and _try(deal, _ASK)


def _go_out_step(deal, seat: int) -> bool:
    hand = deal.hands[seat]
    if len(hand) == 1:
        return _try(deal, Discard(hand[0] >> 2))
    step = going_out_step(deal, seat, going_out_candidates(deal))
    return step is not None and _try(deal, step)


def _discard(deal, seat: int, counts: list[int]) -> Discard:
    """Medium's discard sum: keep value plus the chance the next opponent takes the pile times its worth
    (where a partner is next, keep value alone)."""
    rules = deal.rules
    value = rules.value
    wild = rules.wild_by_rank
    own_melds = deal.melds[deal.side_of[seat]]
    nxt = (seat + 1) % deal.players
    their_side = deal.side_of[nxt]
    partner_next = their_side == deal.side_of[seat]
    if not partner_next:
        their_melds = deal.melds[their_side]
        frozen = deal.pile_frozen_for(their_side)
        unseen = _unseen(deal, counts)
        prize = 15.0
        worth = _pile_worth(rules)
        for card in deal.pile:  # the pile's prize, and its cards seen
            unseen[card >> 2] -= 1
            prize += worth[card]
        hands = deal.hands
        total = sum(map(len, hands)) - len(hands[seat]) + len(deal.stock)
        their_hand = len(hands[nxt])
    best, best_cost = 0, math.inf
    for rank in range(2, 16):
        n = counts[rank]
        if not n:
            continue
        if wild[rank]:
            cost = 150.0 if rank == JOKER_RANK else 110.0
        elif rank == THREE:
            cost = 2.0
        else:
            cost = 6.0 if rank in own_melds else (8.0 if n == 1 else 45.0 if n == 2 else 70.0)
            if not partner_next:
                if not frozen and rank in their_melds:
                    chance = 1.0
                else:
                    chance = _pair_chance(unseen[rank], total, their_hand)
                    if not frozen:
                        chance = min(1.0, chance * 2.5)
                cost += chance * (prize + value(rank))
        if cost < best_cost:
            best, best_cost = rank, cost
    return Discard(best)


_PILE_WORTH = PerRules(1)  # the one table below, for the rule set played


def _pile_worth(rules) -> list[float]:
    """What each card (by code) adds to a pile's prize for the player taking it: a card laid out from
    the pile its points (``laid_out_worth``), any other 15 and its value."""
    kept = _PILE_WORTH.under(rules)
    worth = kept.get(None)
    if worth is None:
        worth = kept[None] = [float(laid_out_worth(rules, card)) if rules.laid_out.from_pile(card)
                              else 15.0 + rules.value(card >> 2) for card in range(64)]
    return worth


def _unseen(deal, counts: list[int]) -> list[int]:
    """Cards of each rank the seat (holding ``counts``) has not seen in its hand or on the table (the
    pile's cards are taken off by the caller, which reads the pile anyway)."""
    rules = deal.rules
    left = [4 * rules.packs - n for n in counts]
    left[JOKER_RANK] = rules.jokers_per_pack * rules.packs - counts[JOKER_RANK]
    for melds in deal.melds:
        for cards in melds.values():
            for card in cards:
                left[card >> 2] -= 1
    return left


def _pair_chance(good: int, total: int, hand: int) -> float:
    """About the chance that ``hand`` cards from ``total`` hold two of the ``good`` ones."""
    if good < 2 or total <= 0 or hand < 2:
        return 0.0
    p = good / total
    miss = (1.0 - p) ** (hand - 1)
    return max(0.0, 1.0 - miss * (1.0 - p) - hand * p * miss)

