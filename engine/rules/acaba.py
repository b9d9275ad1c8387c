"""Acaba (British Canasta): at the start of a turn, before drawing, a player may declare the deal
over, the declaring side scoring nothing for it and the other side the feature's points; a player
with a partner may ask first, and partner's yes declares it, a no plays the turn on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..actions import Acaba, Ask
from ..errors import IllegalAction, Words
from ..moves.basics import need_phase
from ..phases import DRAW, ENDED_ACABA, PLAY
from ..scoring import ScoreItem
from .feature import Feature

_DECLARE = Acaba()
_ASK = Ask(acaba=True)


@dataclass(frozen=True)
class AcabaDeclaration(Feature):
    points: int  # what the other side scores for a deal ended by Acaba

    owns: ClassVar[tuple[type, ...]] = (Acaba,)
    question: ClassVar[str | None] = "acaba"
    ending: ClassVar[str | None] = ENDED_ACABA
    verbs: ClassVar[tuple[str, ...]] = ("acaba",)

    def turn_start_actions(self, deal) -> tuple:
        if deal.question == self.question:  # partner said no: this turn is played
            return ()
        return (_DECLARE, _ASK) if deal.partners(deal.turn) else (_DECLARE,)

    def check(self, deal, action=None) -> None:
        """It is the start of the turn, and partner has not said no to Acaba this turn."""
        if deal.phase == PLAY:
            raise IllegalAction("Acaba is declared at the start of your turn, before you draw: "
                                "you have drawn already")
        need_phase(deal, DRAW)
        if deal.question == self.question:
            raise IllegalAction("partner said no to Acaba: play this turn out ('draw' or 'take')")

    def apply(self, deal, action) -> None:
        deal._end(ENDED_ACABA, declarer=deal.turn)

    def check_ask(self, deal) -> None:
        self.check(deal)
        if not deal.partners(deal.turn):
            raise IllegalAction("you have no partner to ask: declare 'acaba' yourself if you wish")

    def answer(self, deal, yes: bool) -> None:
        if yes:
            deal._end(ENDED_ACABA, declarer=deal.asker)
        else:
            deal.turn, deal.phase = deal.asker, DRAW

    def ending_score(self, deal, seats: tuple[int, ...]) -> tuple[ScoreItem, ...]:
        declared = deal.declarer in seats
        return (ScoreItem("acaba", "Acaba", 0 if declared else self.points, Words("Acaba declared")),)

    def summary(self) -> tuple[tuple[Words, Words], ...]:
        return ((Words("Acaba"),
                 Words("at the start of your turn, before drawing, you may declare `acaba`: the deal ends "
                       "at once, your side scoring 0 for it and the other side {points}. You may ask your "
                       "partner first (`ask acaba`): a yes declares it, a no means you play the turn.",
                       points=self.points)),)

    def help(self, has_partners: bool) -> tuple[tuple[str, Words], ...]:
        declare = ("acaba", Words("before you draw: end the deal, your side 0, the other {points}",
                                  points=self.points))
        if not has_partners:
            return (declare,)
        return (declare, ("ask acaba", Words("ask your partner first; their yes declares it, their no "
                                             "plays the turn on")))
