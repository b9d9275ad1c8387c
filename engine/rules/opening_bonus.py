"""The initial-meld bonus (International Canasta): the player who has just made the side's opening may
take cards from the stock (``bonus``) before discarding, once, if they wish."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Bonus
from ..errors import IllegalAction, Words
from ..moves.basics import draw_from_stock, need_phase
from ..phases import PLAY
from .feature import Feature

_BONUS = Bonus()


@dataclass(frozen=True)
class OpeningBonus(Feature):
    cards: int  # what the bonus brings from the stock

    owns: ClassVar[tuple[type, ...]] = (Bonus,)
    verbs: ClassVar[tuple[str, ...]] = ("bonus",)
    records: ClassVar[tuple[str, ...]] = ("bonus_taken",)

    @staticmethod
    def open_now(deal) -> bool:
        """Whether the player to move may take the bonus now: the player has just made the side's opening
        this turn, and has not taken it yet."""
        if deal.phase != PLAY or deal.bonus_taken or not deal.stock:
            return False
        melds = deal.melds[deal.side_of[deal.turn]]
        return bool(melds) and all(key in deal.new_melds_this_turn for key in melds)

    def play_actions(self, deal) -> tuple:
        return (_BONUS,) if self.open_now(deal) and not deal.must_go_out else ()

    def check(self, deal, action) -> None:
        need_phase(deal, PLAY)
        if deal.bonus_taken:
            raise IllegalAction("you have taken the bonus already: meld or discard")
        if not deal.stock:
            raise IllegalAction("the stock is out: there is no bonus to take")
        if not self.open_now(deal):
            raise IllegalAction("the bonus comes only right after your side's opening, in the turn you "
                                "make it")
        if deal.must_go_out:
            raise IllegalAction("you must go out this turn: the bonus cards would stay in your hand")

    def apply(self, deal, action) -> None:
        deal.bonus_taken = True
        draw_from_stock(deal, deal.turn, self.cards)

    def opening_words(self) -> tuple[Words, ...]:
        return (Words("; its maker may then take {cards} from the stock (`bonus`)", cards=self.cards),)

    def view_fields(self, deal) -> dict[str, Any]:
        return {"opening_bonus": self.cards}

    def help(self, has_partners: bool) -> tuple[tuple[str, Words], ...]:
        return (("bonus", Words("right after your side's opening: take {count} cards from the stock",
                                count=self.cards)),)
