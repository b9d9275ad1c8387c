"""The questions the deal and the moves ask the rules about the deal's flow: when the upcard is
turned, when the pile is frozen or may be taken, when the stock ends the deal or leaves a last turn,
and which variant-only records a deal's state may hold."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from ..cards import THREE, is_red_three
from ..errors import IllegalAction, Words
from ..phases import OVER
from .closing import LastTurnAfterStock, ShortStockEnd, WildsDiscardedLast
from .packet import Packet
from .partnership import PartnershipByTake
from .turn_card import TurnCard

if TYPE_CHECKING:
    from .feature import Feature
    from .going_out_policy import GoingOutPolicy
    from .held_features import F
    from .laid_out import LaidOut
    from .pile_taking import PileTaking


class DealRules:
    """A mixin of ``Rules``: its deal, pile, stock and turn clauses, asked as questions."""

    if TYPE_CHECKING:
        key: str
        upcard: bool
        features: tuple[Feature, ...]
        wild_ranks: frozenset[int]
        draw_count: int
        pile_taking: PileTaking
        no_black_three_first_turn: bool
        laid_out: LaidOut
        players: int
        going_out: GoingOutPolicy

        def freezes_pile(self, card: int) -> bool: ...
        def wilds_committed(self, melds: dict) -> bool: ...
        def keeps_record(self, record: str) -> bool: ...
        def is_canasta(self, cards) -> bool: ...
        def feature(self, kind: type[F]) -> F | None: ...
        @property
        def opening_draw_cards(self) -> int: ...

    # ------------------------------------------------------------------ the deal

    def upcard_before_laying_out(self) -> bool:
        """Whether the upcard is turned as soon as the hands are dealt, before dealt red Threes are
        replaced: a variant with an upcard and no packet under it."""
        return self.upcard and self.feature(Packet) is None

    def upcard_after_laying_out(self) -> bool:
        """Whether the core turns the upcard onto its packet once dealt red Threes are replaced (a
        feature that turns the upcards its own way, as Canastone's, leaves it none to turn)."""
        return self.upcard and self.feature(Packet) is not None \
            and not any(held.turns_upcards for held in self.features)

    def start_deal(self, deal) -> bool:
        """Let each feature set up what it sets up once the hands are dealt and their laid-out cards
        replaced (``Feature.deal_start``); False when one annuls the deal."""
        return all(held.deal_start(deal) for held in self.features)

    def opening_draw_from(self, stock: list[int]) -> int:
        """How many cards a side's first meld draws from ``stock`` (top card last): the variant's
        opening draw (Mexicana), fewer when the stock holds fewer cards that are not laid out."""
        drawable = 0
        for card in reversed(stock):
            if drawable == self.opening_draw_cards:
                break
            drawable += not self.laid_out.is_laid_out(card)
        return drawable

    def turn_card_in(self, stock: int) -> bool:
        """Whether the turn card (Americana's ``TurnCard``) is still in a stock of ``stock`` cards."""
        turn_card = self.feature(TurnCard)
        return turn_card is not None and turn_card.in_stock(stock)

    def talon_open(self, deal) -> bool:
        """Whether an opening's last card may still be discarded for bonus cards (a talon): the variant
        has them, and the turn card is still in the stock."""
        turn_card = self.feature(TurnCard)
        return turn_card is not None and turn_card.talon is not None and turn_card.in_stock(len(deal.stock))

    def talon_cards(self, others_melded: bool) -> int:
        """The bonus cards of the talon (``talon_open``), as another side has melded before or not."""
        turn_card = self.feature(TurnCard)
        assert turn_card is not None and turn_card.talon is not None, "asked where there is a talon"
        return turn_card.talon[others_melded]

    @cached_property
    def ends_on_short_stock(self) -> bool:
        """Whether the deal ends once the stock is too short for a draw (``ShortStockEnd``)."""
        return self.feature(ShortStockEnd) is not None

    @cached_property
    def has_last_turn(self) -> bool:
        """Whether one more turn follows once the stock is out (``LastTurnAfterStock``)."""
        return self.feature(LastTurnAfterStock) is not None

    def stock_ends_deal(self, stock: int) -> bool:
        """Whether a turn starting with ``stock`` cards in the stock ends the deal at once, the stock
        too short for a draw where the variant says so."""
        return self.ends_on_short_stock and stock < self.draw_count

    def last_turn_with(self, stock: int) -> bool:
        """Whether a turn starting with ``stock`` cards in the stock is the deal's last one: the stock
        is out where the variant plays one more turn (International)."""
        return self.has_last_turn and not stock

    # ------------------------------------------------------------------ the pile

    def frozen_pile_words(self, pile: list[int], freezers: int) -> Words:
        """Why the pile is frozen to the player to move."""
        always = self.pile_taking.frozen_words()
        if always is not None:
            return always
        if freezers:
            card = next(c for c in pile if self.freezes_pile(c))
            if card >> 2 in self.wild_ranks:
                return Words("the pile is frozen (it holds a wild card)")
            if is_red_three(card):
                return Words("the pile is frozen (it holds a red Three)")
            return Words("the pile is frozen (it holds a Three)")
        return Words("the pile is frozen to your side until it opens")

    def check_pile_access(self, deal, side: int) -> None:
        """Raise unless the pile's clauses let the player to move (of ``side``) take the pile now: a
        side not yet open may not where the pile never opens or the stock is out, nor a player with
        one card a pile of one where the variant says so."""
        self.pile_taking.check_access(deal, side)
        if self.has_last_turn and not deal.stock and not deal.is_open(side):
            raise IllegalAction("the stock is out: only a side that has opened may take the pile now")

    def forms_partnership(self, deal) -> bool:
        """Whether a take now makes its taker a partnership for the deal (Classic for three: the
        first take of the deal)."""
        partnership = self.feature(PartnershipByTake)
        return partnership is not None and partnership.forms_now(deal)

    # ------------------------------------------------------------------ discards

    def black_three_barred(self, deal) -> bool:
        """Whether the player to move may not discard a black Three: on a player's first turn where
        the variant says so, unless the hand holds nothing else."""
        return self.no_black_three_first_turn and deal.turns < deal.players and \
            any(card >> 2 != THREE for card in deal.hands[deal.turn])

    def wild_discard_refusal(self, rank: int, hand: list[int], melds: dict) -> Words | None:
        """Why a wild card of ``rank`` may not be discarded from ``hand`` (the side holding ``melds``),
        or None: while the side's wild meld is short, or where wild cards go last, not while the hand
        holds a natural card."""
        wild = self.wild_ranks
        if rank not in wild or all(c >> 2 in wild for c in hand):
            return None
        if self.wilds_committed(melds):
            return Words("while your side's wild meld is short of a canasta you may not discard a wild card")
        wilds_last = self.feature(WildsDiscardedLast)
        return None if wilds_last is None else wilds_last.refusal()

    # ------------------------------------------------------------------ positions

    def last_laid_out_home(self, deal, seat: int) -> list[int]:
        """Where a card laid out as soon as held goes when ``seat`` draws it as the stock's last card:
        into the hand where the variant keeps it (Americana), else among the seat's laid-out cards."""
        return deal.hands[seat] if self.laid_out.last_laid_out_kept else deal.red_threes[seat]

    def partnership_formed(self, side_of) -> bool:
        """Whether the sides by seat ``side_of`` hold a partnership made during the deal (Classic for
        three: once someone first takes the pile, the other two play as partners)."""
        partnership = self.feature(PartnershipByTake)
        return partnership is not None and partnership.formed(side_of, self.players)

    def hand_keeps_laid_out(self, deal) -> bool:
        """Whether a hand may hold a card that is laid out as soon as held: the stock's last card, kept
        once the deal is over where the variant says so (Americana)."""
        return self.laid_out.last_laid_out_kept and deal.phase == OVER

    def variant_state_problem(self, deal) -> str | None:
        """What in ``deal``'s turn state only some variants use (the bonus taken, the asks, the last
        turn, the packet, the partnership's first taker) is set though this one has no use for it."""
        if deal.bonus_taken and not self.keeps_record("bonus_taken"):
            return f"turn_state bonus_taken: {self.key} has no opening bonus"
        asks_problem = self.going_out.asks_record_problem(deal, self.key)
        if asks_problem is not None:
            return asks_problem
        if deal.last_turn and not self.last_turn_with(len(deal.stock)):
            why = "the stock is not out" if self.has_last_turn else f"{self.key} has no last turn"
            return f"last_turn is true, but {why}"
        if deal.packet and self.feature(Packet) is None:
            return f"packet {deal.packet}: {self.key} has no face-down packet"
        if deal.first_taker is not None and not self.keeps_record("first_taker"):
            return f"first_taker {deal.first_taker}: {self.key} has no partnership formed by a take"
        return None
