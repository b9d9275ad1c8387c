"""The moves that are declarations rather than plays of cards: asking partner and answering (where
the question is a feature's, as Acaba's, the feature answers it), and passing on an empty stock."""

from __future__ import annotations

from .. import going_out
from ..actions import Answer, Ask, Pass, Take
from ..asks import Answered
from ..errors import IllegalAction
from ..phases import ANSWER, DRAW, ENDED_STOCK, PLAY
from ..rules.rule_names import names_of
from .basics import need_phase
from .drawing import check_take


def check_ask(deal, action: Ask) -> None:
    if action.question is not None:  # a feature's question (Acaba)
        feature = deal.rules.asked_about(action.question)
        if feature is None:
            raise action.absent(names_of(deal.rules).game)
        feature.check_ask(deal)
        return
    check_may_ask(deal)
    if not going_out.can_go_out(deal, deal.turn):
        raise IllegalAction("you may ask only when your hand can go out this turn")


def check_may_ask(deal) -> None:
    """``check_ask`` of a question about going out, but for whether the hand can go out (the
    listing asks that last, once)."""
    need_phase(deal, PLAY)
    seat = deal.turn
    deal.rules.going_out.check_ask(deal, seat, names_of(deal.rules).game)
    if not deal.partners(seat):
        raise IllegalAction("you have no partner to ask")
    if deal.permission is not None:
        raise IllegalAction("you have already asked this turn")
    if deal.melded_this_turn:
        raise IllegalAction("ask before you meld: you have already melded this turn (taking "
                            "the pile melds its top card)")
    if len(deal.hands[seat]) < 2:
        raise IllegalAction("with one card left your discard goes out: there is nothing to ask")


def do_ask(deal, action: Ask) -> None:
    if action.question is None:  # about going out
        deal.rules.going_out.note_ask(deal, deal.turn)
    deal.asker = deal.turn
    deal.question = action.question
    deal.turn = deal.partners(deal.turn)[0]
    deal.phase = ANSWER


def check_answer(deal, action: Answer) -> None:
    if deal.phase in (DRAW, PLAY):
        raise IllegalAction("nobody has asked you anything: 'yes' and 'no' answer partner's 'ask'")
    need_phase(deal, ANSWER)


def do_answer(deal, action: Answer) -> None:
    if deal.question is not None:  # a feature's question (Acaba)
        deal.rules.asked_about(deal.question).answer(deal, action.yes)
        return
    deal.permission = action.yes
    deal.must_go_out = action.yes
    deal.asks += (Answered(deal.asker, deal.turns, action.yes),)
    deal.turn = deal.asker
    deal.phase = PLAY


def check_pass(deal, action: Pass) -> None:
    need_phase(deal, DRAW)
    if deal.stock:
        raise IllegalAction("you may pass only when the stock is empty: 'draw' instead")
    if _lay_off_allowed(deal):
        raise IllegalAction("with the stock empty you must take a pile whose top card fits "
                            "your side's meld: 'take'")


def do_pass(deal, action: Pass) -> None:
    deal._end(ENDED_STOCK)


def _lay_off_allowed(deal) -> bool:
    try:
        check_take(deal, Take())
    except IllegalAction:
        return False
    return True
