"""What one seat knows, worked out from its view alone: unseen cards, who discarded what, scores.

Everything here comes from a :class:`~engine.views.SeatView`; nothing reads a deal.
The pile is public and every turn ends with one discard, so the cards in the pile
can be credited to the seats that threw them, counting back from the seat to move.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from math import comb
from typing import Any, Generic, TypeVar

from ..cards import full_deck
from ..views import SeatView, SideView
from .determinize import seen_cards

_IN_HANDS: dict[tuple, tuple[tuple[int, ...], frozenset[int]]] = {}
_T = TypeVar("_T")


class _worked_out(Generic[_T]):  # noqa: N801 (used as a decorator, like functools.cached_property)
    """A fact worked out on first reading and kept on the instance: ``functools.cached_property``
    without its lock (Python 3.11 takes one at each first reading, a tenth of a medium decision)."""

    def __init__(self, work: Callable[[Any], _T]):
        self.work = work
        self.name = work.__name__
        self.__doc__ = work.__doc__

    def __get__(self, owner: Any, kind: Any = None) -> _T:
        if owner is None:
            return self  # type: ignore[return-value]  # read from the class: the descriptor itself
        value = self.work(owner)
        owner.__dict__[self.name] = value  # read from there from now on
        return value


def _in_hands(rules) -> tuple[tuple[int, ...], frozenset[int]]:
    """Per rank, the deck's cards that may stay in a hand, and the cards laid out at once instead
    (which they are depends on the kind of rules only, so the answer is kept per kind and deck)."""
    key = (type(rules), rules.packs, rules.jokers_per_pack)
    found = _IN_HANDS.get(key)
    if found is None:
        deck = full_deck(rules.packs, rules.jokers_per_pack)
        laid_out = frozenset(c for c in deck if rules.laid_out.is_laid_out(c))
        per_rank = [0] * 16
        for card in deck:
            if card not in laid_out:
                per_rank[card >> 2] += 1
        found = _IN_HANDS[key] = (tuple(per_rank), laid_out)
    return found


@lru_cache(maxsize=65536)
def _at_least(good: int, total: int, hand: int, wanted: int) -> float:
    """The chance that ``hand`` cards dealt from ``total``, ``good`` of them of a kind, hold at least
    ``wanted`` of that kind (hypergeometric; the same few questions come up at every decision)."""
    below = sum(comb(good, k) * comb(total - good, hand - k) for k in range(wanted))
    return max(0.0, 1.0 - below / comb(total, hand))


class Knowledge:
    """Facts and estimates for the seat whose view this is."""

    def __init__(self, view: SeatView):
        rules = view.rules
        self.view = view
        self.rules = rules
        self.seat = view.seat
        self.players = view.players
        self.side: SideView = view.side_of_seat(view.seat)
        self.opponents: list[SideView] = [s for s in view.sides if s.side != self.side.side]
        self.partners = [s for s in self.side.seats if s != view.seat]
        self.counts = [0] * 16
        for card in view.hand:
            self.counts[card >> 2] += 1
        self.melds = {m.meld_key: m for m in self.side.melds}

    # The facts below are worked out when first asked for: many decisions (a draw with no pile to take,
    # most of the look-ahead's playouts) never ask.

    @_worked_out
    def known(self) -> list[list[int]]:
        """Per seat, by rank: cards that seat picked up with the pile and still holds (public)."""
        known = [[0] * 16 for _ in range(self.players)]
        for seat, picked in enumerate(self.view.picked_up):
            if seat != self.seat:
                for card in picked:
                    known[seat][card >> 2] += 1
        return known

    @_worked_out
    def unseen_total(self) -> int:
        return sum(self.unseen)


    # ---------------------------------------------------------------- cards

    @_worked_out
    def unseen(self) -> list[int]:
        """Cards of each rank this seat has not seen that another hand may hold, beyond the cards
        known to be there (cards the rules lay out at once, such as red Threes, never stay in a
        hand: those not yet seen are in the stock)."""
        per_rank, laid_out = _in_hands(self.rules)
        left = list(per_rank)
        for card in seen_cards(self.view):
            if card not in laid_out:
                left[card >> 2] -= 1
        return left

    @_worked_out
    def discarded_by(self) -> dict[int, list[int]]:
        """Ranks of the cards still in the pile, by the seat that discarded them."""
        view = self.view
        owner = view.asker if view.phase == "answer" and view.asker is not None else view.turn
        found: dict[int, list[int]] = {seat: [] for seat in range(self.players)}
        pile = view.pile
        for back in range(min(len(pile), view.turns)):
            seat = (owner - 1 - back) % self.players
            found[seat].append(pile[-1 - back] >> 2)
        return found

    def chance_holds(self, seat: int, rank: int, at_least: int) -> float:
        """Chance that ``seat`` holds at least ``at_least`` cards of ``rank``: those it is known to
        hold, and the rest from the unseen cards."""
        at_least -= self.known[seat][rank]
        if at_least <= 0:
            return 1.0
        hand = self._unknown_in_hand(seat)
        total, good = self.unseen_total, self.unseen[rank]
        if good < at_least or hand < at_least or total <= 0:
            return 0.0
        return _at_least(good, total, min(hand, total), at_least)

    def chance_holds_wild(self, seat: int) -> float:
        """Chance that ``seat`` holds at least one wild card."""
        if self.rules.wilds_in_hand(self.known[seat]):
            return 1.0
        hand = min(self._unknown_in_hand(seat), self.unseen_total)
        wild = self.rules.wilds_in_hand(self.unseen)
        if not wild or not hand:
            return 0.0
        return _at_least(wild, self.unseen_total, hand, 1)

    def _unknown_in_hand(self, seat: int) -> int:
        """How many cards of ``seat``'s hand this seat cannot name."""
        return self.view.hand_sizes[seat] - sum(self.known[seat])

    def expected_hand_value(self, seat: int) -> float:
        """The points another seat's hand would cost it: known cards exactly, the rest on average."""
        value = self.rules.value
        known = sum(n * value(rank) for rank, n in enumerate(self.known[seat]))
        return known + self._unknown_in_hand(seat) * self.mean_unseen_value()

    def mean_unseen_value(self) -> float:
        if not self.unseen_total:
            return 0.0
        value = self.rules.value
        return sum(self.unseen[r] * value(r) for r in range(16)) / self.unseen_total

    # ---------------------------------------------------------------- seats

    def next_seat(self) -> int:
        return (self.seat + 1) % self.players

    def is_partner(self, seat: int) -> bool:
        return self.view.side_of[seat] == self.side.side

    def side_of(self, seat: int) -> SideView:
        return self.view.side_of_seat(seat)

    def hand_value(self) -> int:
        value = self.rules.value
        return sum(value(c >> 2) for c in self.view.hand)

    # ---------------------------------------------------------------- scores

    def table_points(self, side: SideView) -> int:
        """What a side has on the table now: melds (against it where the variant counts them so
        without a canasta), canasta bonuses, red threes, and the penalties of melds left short."""
        rules = self.rules
        points = rules.melded_points(sum(rules.value(c >> 2) for m in side.melds for c in m.cards),
                                     side.canastas)
        for meld in side.melds:
            if meld.is_canasta:
                points += rules.canasta_bonus(rules.canasta_kind(meld.meld_key, meld.cards))
            else:
                points -= rules.short_meld_penalty(meld.meld_key, meld.cards)
        return points + rules.laid_out_points(side.red_threes, side.opened, side.canastas)

    def estimated_hand_penalty(self, side: SideView) -> float:
        return sum(self.hand_value() if seat == self.seat else self.expected_hand_value(seat)
                   for seat in side.seats)

    def margin_if_we_go_out(self, goer: int | None) -> float:
        """Our side's lead over the best other side if the deal ended now with ``goer`` going out."""
        ours: float = self.table_points(self.side) + self.rules.going_out_bonus
        for seat in self.side.seats:
            if seat == goer:
                continue
            ours -= self.hand_value() if seat == self.seat else self.expected_hand_value(seat)
        theirs = max((self.table_points(s) - self.estimated_hand_penalty(s) for s in self.opponents),
                     default=0.0)
        return ours - theirs

    def margin_now(self) -> float:
        """Our side's lead over the best other side if the deal ended now with everyone's cards still
        in hand, less the going-out bonus when another side is close to going out."""
        ours = self.table_points(self.side) - self.estimated_hand_penalty(self.side)
        theirs = max((self.table_points(s) - self.estimated_hand_penalty(s) for s in self.opponents),
                     default=0.0)
        return ours - theirs - (self.rules.going_out_bonus if self.opponents_near_out() else 0)

    def opening_draw(self) -> int:
        """Cards our side's first meld would bring from the stock (Mexicana): as the deal counts
        them, from the stock's size alone (which laid-out cards it holds is not known)."""
        return 0 if self.side.opened else min(self.rules.opening_draw_cards, self.view.stock_size)

    def opponents_near_out(self) -> bool:
        """Some other side has the canastas to go out and a player with few cards."""
        need = self.view.canastas_to_go_out
        return any(s.canastas >= need and min(self.view.hand_sizes[x] for x in s.seats) <= 3
                   for s in self.opponents)
