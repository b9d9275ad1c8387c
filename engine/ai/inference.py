"""What public play says about hidden hands: a seat that let a card go by, or threw one away, seldom
holds a pair of its rank.

Every card in the pile was thrown by one seat and then passed over by the next, who drew from the
stock rather than take the pile; the whole table sees both. A player who could take the pile with
a natural pair nearly always does, and a player seldom breaks a pair to discard, so after either
the seat held at most one card of that rank (more only where taking needs more naturals), besides
what it has drawn since. Guessed deals keep to these limits (``engine.ai.determinize``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import THREE
from ..views import SeatView


@dataclass(frozen=True)
class Limit:
    """``seat`` held at most ``most`` cards of ``rank`` when it was seen, and has drawn ``draws``
    cards since (any of which may be of that rank)."""

    seat: int
    rank: int
    most: int
    draws: int


def hand_limits(view: SeatView) -> list[Limit]:
    """The limits the pile shows for every seat but the viewer's own (its hand is known)."""
    rules = view.rules
    players = view.players
    owner = view.asker if view.phase == "answer" and view.asker is not None else view.turn
    pile = view.pile
    limits = []
    need = rules.pile_taking.naturals_to_take(frozen=True) or 2  # naturals a frozen pile asks for
    for depth in range(min(len(pile), view.turns)):
        rank = pile[-1 - depth] >> 2
        if rules.blocks_pile(rank) or rank == THREE:
            continue  # no one takes a pile with these on top, so letting them go by says nothing
        rounds = depth // players  # that seat's turns since
        thrower = (owner - 1 - depth) % players
        if thrower != view.seat:
            limits.append(Limit(thrower, rank, 1, rules.draw_count * rounds))
        passer = (owner - depth) % players
        passed = depth > 0 or view.phase != "draw"  # the seat to move has not yet passed the top card
        if passed and passer != view.seat and view.side_of_seat(passer).opened:
            limits.append(Limit(passer, rank, need - 1, rules.draw_count * (rounds + 1)))
    return limits


def caps(limits: list[Limit], unseen: dict[int, int], unseen_total: int,
         rng: random.Random) -> dict[tuple[int, int], int]:
    """For one guessed deal: the most cards of each limited (seat, rank) a hand may hold, each draw
    since adding one with the chance that a drawn card was of that rank."""
    out: dict[tuple[int, int], int] = {}
    for limit in limits:
        chance = unseen.get(limit.rank, 0) / unseen_total if unseen_total else 0.0
        most = limit.most + sum(1 for _ in range(limit.draws) if rng.random() < chance)
        key = (limit.seat, limit.rank)
        out[key] = min(out.get(key, most), most)
    return out
