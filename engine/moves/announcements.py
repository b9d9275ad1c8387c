"""The moves that are declarations rather than plays of cards: asking partner and answering (where
the question is a feature's, as Acaba's, the feature answers it), the initial-meld bonus, calling a
special hand (shown, not melded), and passing on an empty stock."""

from __future__ import annotations

from .. import going_out
from ..actions import Answer, Ask, Bonus, Call, Pass, Take
from ..asks import Answered
from ..errors import IllegalAction
from ..phases import ANSWER, DRAW, ENDED_SPECIAL, ENDED_STOCK, PLAY
from .basics import draw_from_stock, need_phase
from .drawing import check_take


def check_ask(deal, action: Ask) -> None:
    if action.question is not None:  # a feature's question (Acaba)
        feature = deal.rules.asked_about(action.question)
        if feature is None:
            raise action.absent(deal.rules.game)
        feature.check_ask(deal)
        return
    need_phase(deal, PLAY)
    seat = deal.turn
    deal.rules.check_going_out_ask(deal, seat)
    if not deal.partners(seat):
        raise IllegalAction("you have no partner to ask")
    if deal.permission is not None:
        raise IllegalAction("you have already asked this turn")
    if deal.melded_this_turn:
        raise IllegalAction("ask before you meld: you have already melded this turn (taking "
                            "the pile melds its top card)")
    if len(deal.hands[seat]) < 2:
        raise IllegalAction("with one card left your discard goes out: there is nothing to ask")
    if not going_out.can_go_out(deal, seat):
        raise IllegalAction("you may ask only when your hand can go out this turn")


def do_ask(deal, action: Ask) -> None:
    if action.question is None:  # about going out
        deal.rules.note_going_out_ask(deal, deal.turn)
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


def bonus_open(deal) -> bool:
    """Whether the player to move may take the initial-meld bonus now (asked only where the variant
    has one): the player has just made the side's opening this turn, and has not taken it yet."""
    if deal.phase != PLAY or deal.bonus_taken or not deal.stock:
        return False
    melds = deal.melds[deal.side_of[deal.turn]]
    return bool(melds) and all(key in deal.new_melds_this_turn for key in melds)


def check_bonus(deal, action: Bonus) -> None:
    deal.rules.check_opening_bonus()
    need_phase(deal, PLAY)
    if deal.bonus_taken:
        raise IllegalAction("you have taken the bonus already: meld or discard")
    if not deal.stock:
        raise IllegalAction("the stock is out: there is no bonus to take")
    if not bonus_open(deal):
        raise IllegalAction("the bonus comes only right after your side's opening, in the turn you make it")
    if deal.must_go_out:
        raise IllegalAction("you must go out this turn: the bonus cards would stay in your hand")


def do_bonus(deal, action: Bonus) -> None:
    deal.bonus_taken = True
    draw_from_stock(deal, deal.turn, deal.rules.opening_bonus)


def special_shown(deal, hand) -> tuple[int, ...] | None:
    """The cards of special hand ``hand`` (engine.special_hands) the player to move could call now,
    or None: the hand matches, the player has made no meld this deal, and it is the hand's moment
    (before drawing, or after drawing from the stock)."""
    seat = deal.turn
    if deal.has_melded[seat] or deal.phase != (DRAW if hand.before_drawing else PLAY):
        return None
    if hand.unopened_side and deal.is_open(deal.side_of[seat]):
        return None
    return hand.shown(deal.rules, deal.hands[seat], deal.red_threes[seat])


def check_call(deal, action: Call) -> None:
    rules = deal.rules
    hand = rules.special_hand(action.hand)
    if hand is None:
        names = ", ".join(h.name for h in rules.special_hands)
        typed = action.hand[:20]
        if names:
            raise IllegalAction("{game} has no special hand '{hand}': it has {names}", game=rules.game,
                                hand=typed, names=names)
        raise IllegalAction("{game} has no special hand '{hand}'", game=rules.game, hand=typed)
    if deal.phase not in (DRAW, PLAY):
        need_phase(deal, PLAY)
    if deal.has_melded[deal.turn]:
        raise IllegalAction("you may call {hand} only before you have melded this deal", hand=hand.title)
    if hand.unopened_side and deal.is_open(deal.side_of[deal.turn]):
        raise IllegalAction("you may call {hand} only before your side has melded this deal", hand=hand.title)
    if hand.before_drawing and deal.phase != DRAW:
        raise IllegalAction("you may call {hand} only at the start of your turn, before drawing",
                            hand=hand.title)
    if not hand.before_drawing and deal.phase != PLAY:
        raise IllegalAction("you may call {hand} only after drawing from the stock: draw first",
                            hand=hand.title)
    if special_shown(deal, hand) is None:
        raise IllegalAction("your hand does not make {hand}: {pattern}", hand=hand.title, pattern=hand.words)


def do_call(deal, action: Call) -> None:
    seat = deal.turn
    cards = special_shown(deal, deal.rules.special_hand(action.hand))
    assert cards is not None, "check_call let it through"
    hand, laid_out = deal.hands[seat], deal.red_threes[seat]
    for card in cards:
        (hand if card in hand else laid_out).remove(card)
    deal.picked_up[seat].clear()
    deal.special = (action.hand, list(cards))
    deal._end(ENDED_SPECIAL, declarer=seat)


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
