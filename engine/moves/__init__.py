"""What each action needs to be legal and what it does, for the seat to move: the one authority on
legality, which ``Deal.apply`` asks and every move the listing offers passes.

``check`` runs an action's check, which raises :class:`IllegalAction` with a message for the player
and never changes the deal; ``do`` then plays it. Where a check must know whether the player could
still go out after the move (after ``yes``, black threes, a last card kept), it tries a meld or an
add on rank counts and plays a take on a clone (``prospects``).

A move that a rule feature brings (Acaba, the initial-meld bonus, a special hand) is checked and
played by the feature the variant's rules hold (``engine.rules.feature``). The checks of the others
live by the kind of move (``drawing``, ``meld``, ``discard``, ``announcements``); the effects of the
moves that put cards on the table in ``effects``; what an opening must hold in ``opening``; the small
steps every move is made of in ``basics``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..actions import Add, Answer, Ask, Discard, Draw, Meld, Merge, Pass, Take
from ..errors import IllegalAction
from ..phases import OVER
from ..rules.rule_names import names_of
from .announcements import (
    check_answer,
    check_ask,
    check_may_ask,
    check_pass,
    do_answer,
    do_ask,
    do_pass,
)
from .discard import black_three_held_back, check_discard, do_discard
from .drawing import check_draw, check_pile_open, check_take, check_take_shown, do_draw
from .effects import do_add, do_meld, do_merge, do_take
from .meld import check_add, check_meld, check_merge
from .prospects import goes_out_after, last_discard_talon, talon_after, talon_size

__all__ = ["black_three_held_back", "check", "check_discard", "check_may_ask", "check_pile_open",
           "check_take_shown", "do", "goes_out_after", "last_discard_talon", "talon_after", "talon_size"]

_HANDLERS: dict[type, tuple[Callable, Callable]] = {
    Draw: (check_draw, do_draw), Take: (check_take, do_take), Meld: (check_meld, do_meld),
    Add: (check_add, do_add), Merge: (check_merge, do_merge), Discard: (check_discard, do_discard),
    Ask: (check_ask, do_ask), Answer: (check_answer, do_answer), Pass: (check_pass, do_pass),
}


def check(deal, action) -> None:
    """Raise IllegalAction unless ``action`` is legal now; never changes the deal."""
    if deal.phase == OVER:
        raise IllegalAction("this deal is over")
    handlers = _HANDLERS.get(type(action))
    if handlers is not None:
        handlers[0](deal, action)
        return
    feature = deal.rules.owner(type(action))
    if feature is None:
        raise action.absent(names_of(deal.rules).game)
    feature.check(deal, action)


def do(deal, action) -> None:
    """Play an action that has passed ``check``."""
    handlers = _HANDLERS.get(type(action))
    if handlers is not None:
        handlers[1](deal, action)
    else:
        deal.rules.owner(type(action)).apply(deal, action)
