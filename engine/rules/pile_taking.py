"""How the discard pile is taken, one policy object every variant's rules hold (``Rules.pile_taking``):
when it is frozen, which ranks on top stop it, who may take it, what a take shows and what comes with
it; it answers the core's questions on a take and words its clauses for the rules summary."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..cards import THREE, make
from ..errors import IllegalAction, Phrases, Sentence, Words
from .summary_phrases import cards_words, naturals_words, ranks_words


@dataclass(frozen=True)
class PileTaking:
    """Classic's pile by default: frozen for a side not yet open and while a card that freezes it is in
    it, then taken with a natural pair; Threes on top stop it; a player with one card may not take a
    pile of one."""

    always_frozen: bool = False
    stop_ranks: frozenset[int] = frozenset({THREE})  # on top, they stop the pile for the next player
    one_card_rule: bool = True  # a player with one card in hand may not take a pile of one card
    # (pile not frozen, frozen): a take shows at least this many naturals of the top card's rank and no
    # wild card, onto a meld of that rank too (Canastone: 2, 3); None: Classic's ways.
    naturals: tuple[int, int] | None = None
    for_opening: bool = True  # whether a side may take the pile to make its opening
    top_card_opens: bool = True  # whether the top card counts toward an opening made by taking it
    stock_cards: int = 0  # cards from the stock that come with the pile (Canastone: one)
    # Where sequences are played, a frozen pile may be taken by lengthening one of the side's sequences
    # with the top card and this many cards of its suit from hand (Samba: 2); None: a natural pair only.
    sequence_cards: int | None = None

    # ------------------------------------------------------------------ the core's questions

    def frozen_with(self, freezers: int) -> bool:
        """Whether a pile holding ``freezers`` cards that freeze it is frozen to everyone."""
        return self.always_frozen or freezers > 0

    def may_take(self, opened: bool) -> bool:
        """Whether a side may take the pile, having made its opening (``opened``) or to make it."""
        return opened or self.for_opening

    def check_access(self, deal, side: int) -> None:
        """Raise unless the player to move (of ``side``) may take the pile as far as this policy goes: a
        side not yet open may not where the pile never opens, nor a player with one card a pile of one
        where the policy says so."""
        if not self.for_opening and not deal.is_open(side):
            raise IllegalAction("in this game the pile never makes an opening: draw, and take the pile "
                                "once your side has melded from its hand")
        if self.one_card_rule and len(deal.hands[deal.turn]) == 1 and len(deal.pile) == 1 and deal.stock:
            raise IllegalAction("with one card in hand you may not take a pile of one card")

    def naturals_to_take(self, frozen: bool) -> int | None:
        """How many naturals of the top card's rank, and no wild card, a take must show from hand, the
        pile frozen or not (Canastone: 2, or 3 frozen); None: wild cards may join the shown cards, and a
        frozen pile needs a natural pair."""
        return self.naturals[frozen] if self.naturals else None

    @cached_property
    def takes_by_naturals(self) -> bool:
        """Whether the pile is taken only by showing the variant's count of naturals, so that a frozen
        pile asks no natural pair of its own."""
        return self.naturals is not None

    def opening_take_shape(self, max_wilds: int) -> tuple[int, int]:
        """(The fewest naturals of the top card's rank, the most wild cards) that a take to open shows
        with the top card: Classic's pair and a group's ``max_wilds``, or the variant's count of
        naturals for a frozen pile and no wild card."""
        if self.naturals is None:
            return 2, max_wilds
        return self.naturals[True], 0

    # ------------------------------------------------------------------ its words

    def frozen_words(self) -> Words | None:
        """Why the pile is frozen to everyone whatever it holds (None: it is not)."""
        return Words("the pile is always frozen in this game") if self.always_frozen else None

    def words(self, rules, freezers: Words) -> Words | Phrases:
        """The rules summary's clause: when the pile is frozen, what takes it and what stops it
        (``freezers``: what freezes it, in words)."""
        stops = self.stop_words(rules)
        take: Words | Phrases = Words("only a natural pair from your hand matching the top card takes it")
        shown = self.sequence_cards if rules.sequences.reads_suits else None
        if shown:
            take = Phrases((take, Words(", or the top card with {count} cards of its suit from your hand "
                                        "lengthening one of your sequences", count=shown)))
        if self.naturals:
            return self.naturals_take_words(self.naturals, stops, freezers)
        if not self.for_opening:
            return Words("never to a side not yet open; frozen while {freezers} is in it: then {take}. "
                         "{stops}.", freezers=freezers, take=take, stops=stops)
        if self.always_frozen:
            return Words("always frozen: {take}. {stops}.", take=take, stops=stops)
        return Words("frozen for a side that has not melded yet, and for everyone while a wild card or red "
                     "Three is in it: then {take}. {stops}.", take=take, stops=stops)

    def naturals_take_words(self, naturals: tuple[int, int], stops: Sentence,
                            freezers: Words) -> Words | Phrases:
        """The pile taken with so many naturals of the top card's rank (Canastone)."""
        if self.always_frozen:
            return Words("always frozen: {naturals} from your hand matching the top card take it (onto your "
                         "meld too). {stops}.", naturals=naturals_words(naturals[True]), stops=stops)
        unfrozen, frozen = naturals
        opening = "" if self.for_opening else Words("never to a side not yet open; ")
        return Phrases((opening, Words("taken with {unfrozen} naturals from your hand matching the top "
                                       "card, {frozen} when {freezers} in it freezes it. {stops}.",
                                       unfrozen=unfrozen, frozen=frozen, freezers=freezers, stops=stops)))

    def stop_words(self, rules) -> Sentence:
        """What on top keeps the next player from taking the pile, as a sentence."""
        stops = Words("{ranks} on top stop it for the next player", ranks=ranks_words(self.stop_ranks))
        if rules.laid_out.is_laid_out(make(THREE, 0)):
            stops = Words("a Three turned up at the start is covered, as a wild card is") if rules.upcard \
                else Words("never a wild card on top")
        return Sentence((stops,))

    def opening_words(self) -> tuple[Words, ...]:
        """What the rules summary's first-meld clause says of an opening made by taking the pile."""
        return () if self.top_card_opens else (Words("; taking the pile, from your hand alone"),)

    def turn_words(self) -> tuple[Words, ...]:
        """What the rules summary's turn clause says comes with the pile from the stock."""
        if not self.stock_cards:
            return ()
        return (Words(" and {cards} from the stock", cards=cards_words(self.stock_cards)),)
