"""The melds worth a look-ahead's comparison in a seat's turn: the listing's new melds and additions, ranked
as the guide weighs them (cards laid down, wild cards spent, a canasta made, the reserve kept in hand).

The guide picks one meld by fixed rules (the biggest addition that fits its reserve, then the biggest new
meld, wild cards only to complete a canasta); which one, how many cards and which wild cards are left to
these few, ranked alternatives, for ``engine.ai.search`` to play out on guessed deals.
"""

from __future__ import annotations

from ..actions import Add, Meld
from ..cards import JOKER_RANK, THREE
from .heuristic import meld_risk
from .knowledge import Knowledge

CARD_WORTH = 8.0  # a card laid down: out of the hand's penalty, into the side's points (as the guide's
# opening cost counts it)
WILD_COST = 40.0  # a wild card spent rather than kept for a frozen pile or a canasta to come
JOKER_COST = 60.0  # a joker, as the guide's opening cost counts it
CANASTA_WORTH = 120.0  # an addition that completes a canasta
SHORT_COST = 30.0  # each card the hand falls below the reserve the guide keeps for taking the pile


def ranked_melds(k: Knowledge, legal: list, reserve: int) -> list:
    """The listing's melds of one or more new melds and its additions (no Threes, none the guide finds too
    risky to leave short), best first as the guide weighs them; ties keep the listing's order."""
    rules = k.rules
    hand = len(k.view.hand)
    sizes = {m.meld_key: len(m.cards) for m in k.side.melds}
    scored = []
    for index, action in enumerate(legal):
        if isinstance(action, Add):
            if action.target == THREE:
                continue
            ranks = action.cards
            before = sizes.get(action.target, 0)
            completes = rules.completes_canasta(before, len(ranks))
        elif isinstance(action, Meld):
            ranks = action.ranks
            if THREE in ranks or meld_risk(k, action):
                continue
            completes = any(rules.makes_canasta(len(g)) for g in (*action.groups, *action.wild,
                                                                  *action.sequences))
        else:
            continue
        jokers = ranks.count(JOKER_RANK)
        wilds = rules.wilds_among(ranks)
        short = max(0, reserve - (hand - len(ranks)))
        worth = CARD_WORTH * len(ranks) - WILD_COST * (wilds - jokers) - JOKER_COST * jokers \
            + (CANASTA_WORTH if completes else 0.0) - SHORT_COST * short
        scored.append((-worth, index, action))
    scored.sort(key=lambda x: (x[0], x[1]))
    return [action for _, _, action in scored]
