"""What a side's opening must hold: the minimum of points, and where the variant asks them, a
canasta of a kind or clean melds."""

from __future__ import annotations

from ..actions import Meld
from ..errors import IllegalAction
from ..rules.rule_names import names_of
from .effects import placed_melds


def meld_value(deal, ranks) -> int:
    """What cards of these ranks count toward the opening minimum."""
    values = deal.rules.opening_values
    return sum(values[r] for r in ranks)


def check_opening(deal, seat: int, side: int, value: int, canastas=tuple, melds=tuple) -> None:
    """An opening's points (``value``) reach the side's minimum and, where the variant asks for
    one at the side's score, its new melds hold a canasta of a kind asked (``canastas()``: the
    kinds of those they complete, worked out only when asked) and are clean where it asks that
    (``melds()``: the ranks of each new meld)."""
    if deal.is_open(side):
        return
    minimum = deal.opening_minimum(seat)
    if value < minimum:
        raise IllegalAction("your melds total {value}; your side needs {minimum} to open", value=value,
                            minimum=minimum)
    rules = deal.rules
    score = deal.team_scores[rules.team_of(seat)]
    if rules.opening.clean(score) and not all(rules.clean_meld(ranks) for ranks in melds()):
        raise IllegalAction("below {points} points your side opens with clean melds only (no wild card "
                            "among naturals)", points=rules.opening.clean_below)
    refusal = rules.refuses_openings and rules.opening_refusal(melds())
    if refusal:
        raise IllegalAction(refusal)
    wanted = deal.opening_canasta(seat)
    if wanted and wanted.isdisjoint(canastas()):
        raise IllegalAction("at {points} points your side opens only with {canastas} among its first melds",
                            points=score, canastas=names_of(rules).canasta_words(wanted))


def new_meld_ranks(action: Meld) -> tuple:
    """The ranks of each new meld a ``Meld`` lays down."""
    return (*action.groups, *action.wild, *(tuple(c >> 2 for c in run) for run in action.sequences))


def new_canastas(rules, groups) -> list[str]:
    """The kinds of the canastas among new melds given as (key, cards; only ranks are read)."""
    return [rules.canasta_kind(key, cards) for key, cards in groups if rules.is_canasta(cards)]


def placed_canastas(rules, melds, action: Meld) -> list[str]:
    """The kinds of the canastas among the new melds of ``action``, placed on ``melds``."""
    return new_canastas(rules, ((key, cards or [r << 2 for r in ranks])
                                 for key, ranks, cards in placed_melds(rules, melds, action)))
