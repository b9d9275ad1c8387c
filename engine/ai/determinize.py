"""Deals consistent with one seat's view: the hidden cards dealt at random into the other hands
and the stock, everything public copied from the view (cards a player was seen to pick up
with the pile stay in that player's hand).

A computer player uses these to try its own moves (which touch only its hand and its
side's melds, so the guess never matters there) and, at the ``hard`` level, to play
out possible futures. The view's own hand and every public card are kept exactly.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import full_deck
from ..deal import Deal
from ..views import SeatView
from .inference import Limit, caps


def unseen_cards(view: SeatView, rules) -> list[int]:
    """Every card code this seat has not seen, in a fixed order."""
    left = Counter(full_deck(rules.packs, rules.jokers_per_pack))
    left.subtract(seen_cards(view))
    return [card for card in sorted(left) for _ in range(left[card])]


def seen_cards(view: SeatView) -> list[int]:
    """Every card this seat has seen where it now lies: its hand, the pile, each side's melds and red
    Threes, and the cards the other players picked up with the pile and still hold."""
    seen = list(view.hand) + list(view.pile)
    for seat, picked in enumerate(view.picked_up):
        if seat != view.seat:
            seen.extend(picked)
    for side in view.sides:
        seen.extend(side.red_threes)
        for meld in side.melds:
            seen.extend(meld.cards)
    return seen


def sample_deal(view: SeatView, rng: random.Random, melded_this_turn: bool = False,
                limits: list[Limit] | None = None,
                weights: list[tuple[float, ...] | None] | None = None) -> Deal:
    """A full deal that matches ``view``; hidden cards are a fresh random guess each call. With
    ``limits`` (``engine.ai.inference.hand_limits``), hands keep to what the pile shows of them; with
    ``weights`` (``engine.ai.table_reading.rank_weights``), a hand's unseen cards are dealt in
    proportion to its weight for their rank (the rest of the unseen cards have weight 1)."""
    rules = view.rules
    hidden = unseen_cards(view, rules)
    rng.shuffle(hidden)
    # Red threes never stay in a hand (they are laid out at once), so unseen ones are in the stock.
    reds = [c for c in hidden if rules.laid_out.is_laid_out(c)]
    others = [c for c in hidden if not rules.laid_out.is_laid_out(c)]
    needed = sum(size - len(view.picked_up[seat])
                 for seat, size in enumerate(view.hand_sizes) if seat != view.seat)
    short = needed - len(others)
    if short > 0:  # a red three left in a hand when the stock ran out
        others += reds[:short]
        del reds[:short]
    hands: list[list[int]] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            fill = size - len(view.picked_up[seat])
            leaning = weights[seat] if weights else None
            if leaning is None:
                hands.append(list(view.picked_up[seat]) + others[:fill])
                del others[:fill]
            else:
                hands.append(list(view.picked_up[seat]) + _weighted_pick(others, fill, leaning, rng))
    if limits:
        known = [len(hand) if seat == view.seat else len(view.picked_up[seat])
                 for seat, hand in enumerate(hands)]
        _keep_to(hands, others, known, limits, rng)
    stock = others + reds
    rng.shuffle(stock)
    packet = [stock.pop() for _ in range(view.pile_hidden)]
    return _build(view, rules, hands, stock, melded_this_turn, packet)


def _weighted_pick(pool: list[int], count: int, weights: tuple[float, ...],
                   rng: random.Random) -> list[int]:
    """``count`` cards taken out of ``pool``, each card's chance in proportion to its rank's weight
    (sampling without replacement by random keys, Efraimidis and Spirakis)."""
    if count <= 0:
        return []
    if count >= len(pool):
        taken = pool[:]
        pool.clear()
        return taken
    draw = rng.random
    power = [1.0 / weight for weight in weights]
    keys = [draw() ** power[card >> 2] for card in pool]
    order = sorted(range(len(pool)), key=keys.__getitem__, reverse=True)
    taken = [pool[index] for index in order[:count]]
    pool[:] = [pool[index] for index in order[count:]]
    return taken


def _keep_to(hands: list[list[int]], pool: list[int], known: list[int], limits: list[Limit],
             rng: random.Random) -> None:
    """Swap guessed cards a hand holds beyond its limits for cards of other ranks from ``pool`` (the
    stock's share of the guess); a hand's first ``known[seat]`` cards are public and stay."""
    unseen = Counter(card >> 2 for card in pool)
    for seat, hand in enumerate(hands):
        unseen.update(card >> 2 for card in hand[known[seat]:])
    most = caps(limits, unseen, sum(unseen.values()), rng)
    for (seat, rank), cap in most.items():
        hand = hands[seat]
        extra = sum(1 for card in hand if card >> 2 == rank) - cap
        for index in range(len(hand) - 1, known[seat] - 1, -1):
            if extra <= 0:
                break
            if hand[index] >> 2 != rank:
                continue
            swap = _free_card(pool, {r for s, r in most if s == seat}, rng)
            if swap is None:
                break  # the stock's share holds no card to give for this one
            hand[index], pool[swap] = pool[swap], hand[index]
            extra -= 1


def _free_card(pool: list[int], limited: set[int], rng: random.Random, tries: int = 12) -> int | None:
    """The index of a random card in ``pool`` of none of the ``limited`` ranks (None if not found)."""
    for _ in range(tries if pool else 0):
        index = rng.randrange(len(pool))
        if pool[index] >> 2 not in limited:
            return index
    return None


def _build(view: SeatView, rules, hands, stock, melded_this_turn: bool, packet: list[int]) -> Deal:
    team_scores = list(rules.starting_scores())
    for side in view.sides:
        for seat in side.seats:
            team_scores[rules.team_of(seat)] = side.score
    deal = Deal(rules, view.dealer, tuple(team_scores))
    deal.hands = hands
    deal.stock = stock
    deal.pile = packet + list(view.pile)
    deal.packet = len(packet)
    deal.pile_freezers = sum(1 for c in view.pile if rules.freezes_pile(c))
    deal.side_of = list(view.side_of)
    deal.melds = [{} for _ in rules.teams]
    deal.red_threes = [[] for _ in range(rules.players)]
    deal.picked_up = [list(p) for p in view.picked_up]
    for side in view.sides:
        deal.melds[side.side] = {m.meld_key: list(m.cards) for m in side.melds}
        deal.red_threes[side.seats[0]] = list(side.red_threes)
        for seat in side.seats:
            deal.has_melded[seat] = side.opened
    if rules.partnership_formed(view.side_of):
        deal.first_taker = next(s for s in range(rules.players) if view.side_of.count(view.side_of[s]) == 1)
    deal.turn = view.turn
    deal.phase = view.phase
    deal.turns = view.turns
    deal._reset_turn()
    deal.asker = view.asker
    deal.asks = view.asks
    deal.permission = view.permission
    deal.must_go_out = view.permission is True and view.phase == "play"
    deal.melded_this_turn = melded_this_turn
    return deal
