"""One deal: the full state of a round of play and the turn flow that moves it on.

A :class:`Deal` is created from a seed or a stacked deck (``Deal.new``) or from a
JSON position (``engine.position``). ``apply`` checks an action completely
before touching anything, so an illegal action raises :class:`IllegalAction`
and leaves the deal exactly as it was. Hidden information leaves a deal only
through ``engine.views``.
"""

from __future__ import annotations

from collections import Counter
from itertools import repeat
from operator import is_

from . import legal, meld_keys, melding, moves
from .actions import Action, parse
from .asks import Answered
from .cards import shuffled_deck
from .phases import DRAW, ENDED_STOCK, OVER
from .rules import Rules
from .rules.packet import Packet


class Deal:
    """The state of one deal. Fields are public for views, scoring and JSON; change it only
    through ``apply``."""

    __slots__ = (
        "rules", "dealer", "hands", "stock", "pile", "melds", "red_threes", "side_of",
        "team_scores", "turn", "phase", "has_melded", "went_out", "concealed", "ended",
        "first_taker", "turns", "pile_freezers", "declarer", "asker", "question", "permission",
        "must_go_out", "melded_this_turn", "new_melds_this_turn", "added_to_old", "melded_before_turn",
        "picked_up", "packet", "bonus_taken", "last_turn", "special", "asked", "asks", "_listed",
    )

    def __init__(self, rules: Rules, dealer: int = 0, team_scores: tuple[int, ...] | None = None):
        players = rules.players
        self.rules = rules
        self.dealer = dealer
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.stock: list[int] = []  # top card last
        self.pile: list[int] = []  # top card last
        self.packet = 0  # how many cards at the pile's bottom lie face down (Italian), until taken
        self.side_of: list[int] = [rules.team_of(seat) for seat in range(players)]
        self.melds: list[dict[int, list[int]]] = [{} for _ in rules.teams]
        self.red_threes: list[list[int]] = [[] for _ in range(players)]
        # Cards each player took into hand with the pile and has not played since: everyone saw
        # them go into that hand, so they are public.
        self.picked_up: list[list[int]] = [[] for _ in range(players)]
        self.team_scores = tuple(team_scores or rules.starting_scores())
        self.turn = (dealer + 1) % players
        self.phase = DRAW
        self.has_melded = [False] * players
        self.asked = [False] * players  # who has asked partner about going out this deal (Americana)
        # every going-out question answered this deal, in order (public; a position read from JSON starts
        # with none: only a replay of the deal's actions rebuilds it)
        self.asks: tuple[Answered, ...] = ()
        self.went_out: int | None = None
        self.declarer: int | None = None  # the seat whose Acaba or special hand ended the deal
        self.special: tuple[str, list[int]] | None = None  # (name, cards) of the special hand called
        self.last_turn = False  # the stock is out and this is the deal's last turn (International)
        self.concealed = False
        self.ended: str | None = None
        self.first_taker: int | None = None
        self.turns = 0
        self.pile_freezers = 0
        self._listed: tuple = ()  # the latest legal_actions(), while the deal has not moved since
        self._reset_turn()

    def _reset_turn(self) -> None:
        self.asker: int | None = None
        self.question: str | None = None  # "acaba" once Acaba was asked this turn (else: going out)
        self.permission: bool | None = None
        self.must_go_out = False
        self.melded_this_turn = False
        self.new_melds_this_turn: list[int] = []
        self.added_to_old = False
        self.melded_before_turn = self.has_melded[self.turn]
        self.bonus_taken = False  # the initial-meld bonus, taken this turn (International)

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(cls, rules: Rules, *, seed: int | str | None = None, deck: list[int] | None = None,
            dealer: int = 0, team_scores: tuple[int, ...] | None = None) -> Deal:
        """Shuffle (by ``seed``) or take ``deck`` (first card dealt first), deal, turn the
        upcard and lay out dealt red threes."""
        if deck is None:
            if seed is None:
                raise ValueError("give a seed or a deck")
            deck = shuffled_deck(rules.packs, seed, rules.jokers_per_pack)
        deal = cls._dealt(rules, deck, dealer, team_scores)
        while deal is None:  # the upcards annulled it (Canastone): shuffle again and deal anew
            if seed is None:
                raise ValueError("this deck turns so many upcards in a row that must be covered that it "
                                 "annuls the deal")
            seed = _next_seed(seed)
            deal = cls._dealt(rules, shuffled_deck(rules.packs, seed, rules.jokers_per_pack), dealer,
                              team_scores)
        return deal

    @classmethod
    def _dealt(cls, rules: Rules, deck: list[int], dealer: int, team_scores) -> Deal | None:
        """The deal from ``deck`` (first card dealt first); None when its upcards annul it."""
        deal = cls(rules, dealer, team_scores)
        order = list(deck)
        order.reverse()  # pop() now yields the first card
        players = rules.players
        for _ in range(rules.hand_size):
            for step in range(1, players + 1):
                deal.hands[(dealer + step) % players].append(order.pop())
        deal.stock = order
        if rules.upcard_before_laying_out():
            deal._turn_upcard()
        for step in range(1, players + 1):
            deal._lay_out_dealt_red_threes((dealer + step) % players)
        if not rules.start_deal(deal):
            return None  # the upcards annulled it (Canastone)
        if rules.upcard_after_laying_out():  # dealt red Threes are replaced before the packet
            deal._turn_upcard()
        return deal

    def _turn_upcard(self) -> None:
        """The first upcard, on its face-down packet where the variant has one (sized by the first
        card turned); a card that would freeze the pile is covered by the next."""
        if not self.stock:
            return
        card = self.stock.pop()
        packet = self.rules.feature(Packet)
        if packet is not None:
            packet.lay_under(self, card)
        self._push_pile(card)
        while self.rules.upcard_covered(card) and self.stock:
            card = self.stock.pop()
            self._push_pile(card)

    def _lay_out_dealt_red_threes(self, seat: int) -> None:
        hand = self.hands[seat]
        while True:
            threes = [c for c in hand if self.rules.laid_out.is_laid_out(c)]
            if not threes or not self.stock:
                return
            for card in threes:
                hand.remove(card)
                self.red_threes[seat].append(card)
                if self.stock:
                    hand.append(self.stock.pop())

    # ------------------------------------------------------------------ queries

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def to_move(self) -> int:
        """The seat whose decision it is (the partner while an ``ask`` waits for an answer)."""
        return self.turn

    def side_seats(self, side: int) -> list[int]:
        return [seat for seat, s in enumerate(self.side_of) if s == side]

    def live_sides(self) -> list[int]:
        """Sides that have seats (a three-hand deal merges two sides into one)."""
        return sorted(set(self.side_of))

    def partners(self, seat: int) -> list[int]:
        """The seat's partners in turn order from it: the first answers "may I go out?"."""
        side = self.side_of[seat]
        partners = [s for s, other in enumerate(self.side_of) if other == side and s != seat]
        if len(partners) > 1:
            partners.sort(key=lambda s: (s - seat) % self.players)
        return partners

    def is_open(self, side: int) -> bool:
        return bool(self.melds[side])

    def canastas(self, side: int) -> int:
        size = self.rules.canasta_size
        return sum(1 for cards in self.melds[side].values() if len(cards) >= size)

    def laid_out_count(self, side: int) -> int:
        """How many cards (red Threes) the side has laid out."""
        return sum([len(cards) for cards, s in zip(self.red_threes, self.side_of, strict=True) if s == side])

    def opening_draw_for(self, side: int) -> int:
        """How many cards a player of ``side`` would draw from the stock on making its first meld
        now (``Rules.opening_draw_cards``; fewer when the stock holds fewer cards that are not laid out)."""
        return 0 if self.melds[side] else self.rules.opening_draw_from(self.stock)

    def turn_card_in_stock(self) -> bool:
        """Whether the turn card (Americana's feature ``TurnCard``) has not been drawn yet."""
        return self.rules.turn_card_in(len(self.stock))

    def dead_ranks(self) -> frozenset[int]:
        """The closed ranks: those of which some side has a canasta of natural cards only; no meld
        may take their other cards, which are dead (Americana)."""
        size, wild = self.rules.canasta_size, self.rules.wild_ranks
        return frozenset(meld_keys.rank(key) for melds in self.melds for key, cards in melds.items()
                         if meld_keys.kind(key) == meld_keys.GROUP and len(cards) >= size
                         and not any(c >> 2 in wild for c in cards))

    def canasta_kinds(self, side: int) -> Counter:
        """The side's canastas by kind (natural, mixed, wild, sequence): what going out asks for."""
        return melding.canasta_kinds(self.rules, self.melds[side])

    def pile_frozen(self) -> bool:
        """Frozen to everyone: a wild card or red three lies in the pile, or the variant says so."""
        return self.rules.pile_taking.frozen_with(self.pile_freezers)

    def pile_frozen_for(self, side: int) -> bool:
        return not self.melds[side] or self.rules.pile_taking.frozen_with(self.pile_freezers)

    def opening_minimum(self, seat: int) -> int:
        """The minimum ``seat``'s side opens with, by its score (the rules' ``OpeningTable``)."""
        return self.rules.opening.minimum(self.team_scores[self.rules.team_of(seat)])

    def clean_opening(self, seat: int) -> bool:
        """Whether ``seat``'s side opens with clean melds only (``OpeningTable.clean``)."""
        return self.rules.opening.clean(self.team_scores[self.rules.team_of(seat)])

    def opening_canasta(self, seat: int) -> frozenset[str]:
        """The kinds of canasta one of which ``seat``'s side must open with (empty: none asked)."""
        return self.rules.opening.canasta(self.team_scores[self.rules.team_of(seat)])

    def hand_counts(self, seat: int) -> list[int]:
        counts = [0] * 16
        for card in self.hands[seat]:
            counts[card >> 2] += 1
        return counts

    def go_out_forbidden(self) -> bool:
        """Whether the player to move may not go out this turn: partner said no, or the variant
        asks for a yes and none was given."""
        return self.rules.going_out.forbids(self)

    # ------------------------------------------------------------------ actions

    def legal_actions(self) -> list[Action]:
        actions = legal.legal_actions(self)
        self._listed = tuple(actions)
        return actions

    def apply(self, action: Action | str) -> None:
        """Check and play one action for the seat to move; IllegalAction leaves all unchanged.
        An action object taken from the latest ``legal_actions()`` of this same position is
        played without checking it again: the listing only offers actions the checks accept."""
        if isinstance(action, str):
            action = parse(action, self.rules)
        if not any(map(is_, self._listed, repeat(action))):
            moves.check(self, action)
        self._listed = ()
        moves.do(self, action)

    def clone(self) -> Deal:
        other = Deal.__new__(Deal)
        other.rules = self.rules
        other.dealer = self.dealer
        other.hands = [h[:] for h in self.hands]
        other.stock = self.stock[:]
        other.pile = self.pile[:]
        other.packet = self.packet
        other.melds = [{k: v[:] for k, v in m.items()} for m in self.melds]
        other.red_threes = [r[:] for r in self.red_threes]
        other.picked_up = [p[:] for p in self.picked_up]
        other.side_of = self.side_of[:]
        other.has_melded = self.has_melded[:]
        other.asked = self.asked[:]
        other.asks = self.asks
        other.new_melds_this_turn = self.new_melds_this_turn[:]
        other._listed = ()
        other.team_scores, other.turn, other.phase = self.team_scores, self.turn, self.phase
        other.went_out, other.concealed, other.ended = self.went_out, self.concealed, self.ended
        other.first_taker, other.turns, other.pile_freezers = self.first_taker, self.turns, self.pile_freezers
        other.declarer, other.question = self.declarer, self.question
        other.asker, other.permission, other.must_go_out = self.asker, self.permission, self.must_go_out
        other.melded_this_turn, other.added_to_old = self.melded_this_turn, self.added_to_old
        other.melded_before_turn = self.melded_before_turn
        other.bonus_taken, other.last_turn = self.bonus_taken, self.last_turn
        other.special = None if self.special is None else (self.special[0], self.special[1][:])
        return other

    # ------------------------------------------------------- used by engine.moves

    def _push_pile(self, card: int) -> None:
        self.pile.append(card)
        if self.rules.freezes_pile(card):
            self.pile_freezers += 1

    def _end(self, how: str, went_out: int | None = None, concealed: bool = False,
             declarer: int | None = None) -> None:
        self.phase = OVER
        self.ended = how
        self.went_out = went_out
        self.concealed = concealed
        self.declarer = declarer

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.rules.players
        self.turns += 1
        self.phase = DRAW
        self._reset_turn()
        short = self.rules.stock_ends_deal(len(self.stock))
        if self.rules.last_turn_with(len(self.stock)):
            if self.last_turn:
                short = True  # the turn after the stock ran out has been played
            self.last_turn = True
        if short or not self.stock and not legal.takes(self):
            self._end(ENDED_STOCK)


def _next_seed(seed: int | str) -> str:
    """The shuffle that follows an annulled one, the same for everyone replaying the seed (a match
    seeds its deals with strings, tests with numbers)."""
    return f"{seed}/dealt again"
