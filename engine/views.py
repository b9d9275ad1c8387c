"""What one seat may see (its own hand plus everything public), and the public view.

Computer players and pictures get these, never a :class:`~engine.deal.Deal`, so they
cannot read a hidden card. Every card discarded was face up when it was played, so the
pile is public, but for a packet laid face down under the first upcard (Italian): views
count its cards and show none.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from . import meld_keys, moves
from .asks import Answered
from .cards import JOKER_RANK, sort_key
from .errors import Words
from .rules import Rules
from .rules.rule_names import RuleNames, names_of


@dataclass(frozen=True)
class MeldView:
    rank: int  # a group's rank; the highest rank of a sequence; Joker for a wild meld
    cards: tuple[int, ...]
    wilds: int
    is_canasta: bool
    key: int | None = None  # engine.meld_keys: which meld of the side; None: the group of ``rank``
    canasta_term: Words | None = None  # once a canasta, what the variant calls it: natural canasta, samba

    @property
    def meld_key(self) -> int:
        return self.rank if self.key is None else self.key

    @property
    def label(self) -> str:
        """Its name in moves: K, K#2, wild, seqH."""
        return meld_keys.label(self.meld_key)

    @property
    def kind(self) -> str:
        """meld_keys.GROUP, WILD or SEQUENCE."""
        return meld_keys.kind(self.meld_key)

    @property
    def natural(self) -> bool:
        return self.wilds == 0


@dataclass(frozen=True)
class SideView:
    side: int
    seats: tuple[int, ...]
    melds: tuple[MeldView, ...]
    red_threes: tuple[int, ...]
    canastas: int
    opened: bool
    pile_frozen: bool  # to this side
    opening_minimum: int
    opening_need: Words  # what its opening needs, in words: "50", "a canasta"
    score: int  # cumulative match score of the side's first seat's team, before this deal
    going_out_missing: Words | None  # what its canastas still lack to go out (None when nothing)


@dataclass(frozen=True)
class PublicView:
    variant: str
    variant_name: str
    players: int
    dealer: int
    turn: int
    phase: str
    sides: tuple[SideView, ...]
    side_of: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    picked_up: tuple[tuple[int, ...], ...]  # per seat: cards taken into hand with the pile, not yet played
    stock_size: int
    pile: tuple[int, ...]  # the face-up cards, bottom first, top last
    pile_hidden: int  # face-down cards under them (a packet), in the pile until it is taken
    pile_frozen: bool  # to everyone
    asker: int | None
    question: str | None  # "acaba" once Acaba was asked this turn (else a question is about going out)
    permission: bool | None
    went_out: int | None
    declarer: int | None  # the seat whose Acaba or special hand ended the deal
    special: tuple[str, tuple[int, ...]] | None  # the special hand called (name, its cards), if any
    concealed: bool
    ended: str | None
    turns: int
    canastas_to_go_out: int
    team_scores: tuple[int, ...]  # per team (rules.teams), before this deal
    teams: tuple[tuple[int, ...], ...]
    wild_ranks: frozenset[int]  # what a picture marks as wild
    stop_ranks: frozenset[int]  # on top of the pile, they stop it for the next player
    rules: Rules  # the rules in play, for computer players (even rules no registry holds)
    # the turn card's place from the stock's bottom (Americana's feature TurnCard); None where there is none
    turn_card: int | None = None
    # the turn card still in the stock: bonus cards may still come; always False where there is none
    turn_card_in_stock: bool = False
    opening_draw: int = 0  # the cards a side's first meld brings from the stock (Mexicana), else 0
    opening_bonus: int = 0  # the cards the initial-meld bonus brings (International), else 0
    # the ranks closed by a natural canasta, whose other cards are dead, where the variant's rules read
    # them (its discards onto an empty pile: Americana); empty elsewhere
    dead_ranks: frozenset[int] = frozenset()
    # every question about going out answered this deal, in order: who asked, in which turn, the answer
    asks: tuple[Answered, ...] = ()

    @property
    def pile_size(self) -> int:
        """How many cards the pile holds, face down ones included."""
        return len(self.pile) + self.pile_hidden

    @property
    def pile_top(self) -> int | None:
        return self.pile[-1] if self.pile else None

    def side_of_seat(self, seat: int) -> SideView:
        return next(s for s in self.sides if s.side == self.side_of[seat])


@dataclass(frozen=True)
class SeatView(PublicView):
    seat: int = 0
    hand: tuple[int, ...] = ()
    talon: int = 0  # bonus cards discarding the seat's last card now brings (Americana), when it is to move


def _public_fields(deal) -> dict:
    rules = deal.rules
    memo = _memo(rules)
    sides = tuple(memo.side_view(deal, side, tuple(deal.side_seats(side))) for side in deal.live_sides())
    fields = dict(
        variant=rules.key, variant_name=rules.name, players=rules.players, dealer=deal.dealer,
        turn=deal.turn, phase=deal.phase, sides=sides, side_of=tuple(deal.side_of),
        hand_sizes=tuple(len(h) for h in deal.hands),
        picked_up=tuple(tuple(sorted(p, key=sort_key)) if p else () for p in deal.picked_up),
        stock_size=len(deal.stock),
        pile=tuple(deal.pile[deal.packet:]), pile_hidden=deal.packet, pile_frozen=deal.pile_frozen(),
        asker=deal.asker, question=deal.question,
        permission=deal.permission, went_out=deal.went_out, declarer=deal.declarer, concealed=deal.concealed,
        special=(deal.special[0], tuple(deal.special[1])) if deal.special else None,
        ended=deal.ended, turns=deal.turns, canastas_to_go_out=rules.going_out.canastas,
        team_scores=tuple(deal.team_scores), teams=rules.teams, wild_ranks=rules.wild_ranks,
        stop_ranks=rules.pile_taking.stop_ranks, rules=rules,
        dead_ranks=deal.dead_ranks() if rules.restricts_discards else frozenset(), asks=deal.asks,
        # the fields a feature fills, where the variant has none
        turn_card=None, turn_card_in_stock=False, opening_draw=0, opening_bonus=0)
    for feature in rules.features:  # what the pictures show of them
        fields.update(feature.view_fields(deal))
    return fields


def _side_view(memo: _Memo, side: int, seats: tuple[int, ...], melds: dict, red_threes: tuple[int, ...],
               pile_frozen: bool, score: int) -> SideView:
    """The view of ``side`` under ``memo``'s rules: its seats, its melds by key, the cards its seats laid
    out, whether the pile is frozen to it and its team's score."""
    rules = memo.rules
    views = tuple(_meld_view(key, cards, rules, memo.melds, memo.names)
                  for key, cards in sorted(melds.items(), key=_meld_order))
    canastas = tuple(sorted(rules.canasta_kind(m.meld_key, m.cards) for m in views if m.is_canasta))
    return SideView(
        side=side, seats=seats, melds=views, red_threes=red_threes,
        canastas=len(canastas), opened=bool(views),
        pile_frozen=pile_frozen,
        opening_minimum=rules.opening.minimum(score),
        opening_need=memo.opening_need(score),
        score=score,
        going_out_missing=memo.going_out_missing(canastas, len(red_threes)))


def _meld_order(item) -> tuple:
    """Groups first, high ranks first; then wild melds, then sequences by suit."""
    key = item[0]
    first = meld_keys.first(key)
    return (0, -first, key) if first < 16 else (1, first, key)


class _Memo:
    """What views made under one rules object keep, so that the many views a computer player's
    look-ahead makes (thousands a second) do not work out the same things again: sides' views by
    everything they show, melds' views by (key, cards), what an opening needs by score, what going out
    lacks by canastas and laid-out cards."""

    KEPT = 4096  # side and meld views (and scores) kept; a side's melds change seldom

    def __init__(self, rules: Rules):
        self.rules = rules  # held, so that its id is never reused while this is kept
        self.names = names_of(rules)
        self.sides: dict[tuple, SideView] = {}
        self.melds: dict = {}
        self._needs: dict[int, Words] = {}
        self._missing: dict[tuple, Words | None] = {}

    def side_view(self, deal, side: int, seats: tuple[int, ...]) -> SideView:
        """The view of ``side`` in ``deal`` (made under these rules), kept by what it is made of."""
        melds = {key: tuple(cards) for key, cards in deal.melds[side].items()}
        red_threes = tuple(c for s in seats for c in deal.red_threes[s])
        frozen, score = deal.pile_frozen_for(side), deal.team_scores[self.rules.team_of(seats[0])]
        key = (side, seats, tuple(melds.items()), red_threes, frozen, score)
        view = self.sides.get(key)
        if view is None:
            if len(self.sides) >= self.KEPT:
                self.sides.clear()
            view = self.sides[key] = _side_view(self, side, seats, melds, red_threes, frozen, score)
        return view

    def opening_need(self, score: int) -> Words:
        """The rules' words for what an opening needs (``RuleNames.opening_need``); a match's scores are
        many, so past KEPT of them the memo starts again."""
        need = self._needs.get(score)
        if need is None:
            if len(self._needs) >= self.KEPT:
                self._needs.clear()
            need = self._needs[score] = self.names.opening_need(score)
        return need

    def going_out_missing(self, canastas: tuple[str, ...], laid_out: int) -> Words | None:
        """``RuleNames.going_out_missing`` for a side with canastas of these kinds (sorted)."""
        key = (canastas, laid_out)
        if key not in self._missing:
            self._missing[key] = self.names.going_out_missing(Counter(canastas), laid_out)
        return self._missing[key]


_MEMOS: dict[int, _Memo] = {}  # by the rules object's identity (Rules hash all their fields, too slow)


def _memo(rules: Rules) -> _Memo:
    """The memo of the views made under ``rules`` (a new one for rules not seen before)."""
    memo = _MEMOS.get(id(rules))
    if memo is None or memo.rules is not rules:
        if len(_MEMOS) >= 64:
            _MEMOS.clear()
        memo = _MEMOS[id(rules)] = _Memo(rules)
    return memo


def _meld_view(key: int, cards: tuple[int, ...], rules, kept: dict, names: RuleNames) -> MeldView:
    """The view of the meld ``key`` holding ``cards``: the one in ``kept`` (views made under ``rules``,
    whose words are ``names``) if there is one, else a new one, kept there."""
    view = kept.get((key, cards))
    if view is not None:
        return view
    kind = meld_keys.kind(key)
    if kind == meld_keys.GROUP:
        rank = meld_keys.rank(key)
    elif kind == meld_keys.WILD:
        rank = JOKER_RANK
    else:
        rank = max(c >> 2 for c in cards)
    is_canasta = rules.is_canasta(cards)
    term = names.canasta_term(rules.canasta_kind(key, cards)) if is_canasta else None
    view = MeldView(rank, cards, rules.wilds_held(cards), is_canasta, key, term)
    if len(kept) >= _Memo.KEPT:
        kept.clear()
    kept[(key, cards)] = view
    return view


def _filled(cls, fields: dict):
    """A view of the frozen dataclass ``cls`` holding ``fields``, one for each of its fields. Its own
    constructor sets them one by one through ``object.__setattr__``: some 8 µs a view against 2 µs
    this way, where a whole view takes about 22 and the look-ahead makes thousands a second."""
    view = object.__new__(cls)
    view.__dict__.update(fields)
    return view


def public_view(deal) -> PublicView:
    return _filled(PublicView, _public_fields(deal))


def seat_view(deal, seat: int) -> SeatView:
    hand = tuple(sorted(deal.hands[seat], key=sort_key))
    talon = moves.last_discard_talon(deal) if seat == deal.turn else 0  # 0 where there is no talon
    fields = _public_fields(deal)
    fields.update(seat=seat, hand=hand, talon=talon)
    return _filled(SeatView, fields)
