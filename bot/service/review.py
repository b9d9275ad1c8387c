"""A scored deal reviewed for one player: what the store holds of it, and the review run in a worker.

``review_inputs`` reads what a review needs (the table's variant, seed and target, the teams'
scores before the deal, the deal's action texts); ``review`` is a plain function (picklable) that
rebuilds the deal's start and reviews it (``engine.ai.review``), run off the event loop. Only a
deal already scored is reviewed, so nothing of a deal in play can show.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import variants
from engine.ai.review import Missed, review_deal
from engine.match import Match
from i18n import _

from ..storage import deals, tables
from .errors import ServiceError, no_table, not_seated


@dataclass(frozen=True)
class ReviewInputs:
    variant: str
    seed: str
    target: int
    number: int  # the deal, from 0
    scores: tuple[int, ...]  # each team's total before the deal
    actions: tuple[str, ...]
    seat: int
    samples: int  # guessed deals per decision
    revision: int  # the engine revision the match is played by


async def review_inputs(db, table_id: int, user_id: int, deal: int | None, samples: int) -> ReviewInputs:
    """What reviewing deal ``deal`` (from 1; default the last scored) for the user's seat needs;
    ServiceError when there is no such table, seat or scored deal."""
    found = await tables.get_with_seats(db, table_id)
    if found is None:
        raise no_table(table_id)
    row, seats, _names = found
    seat = next((s.seat for s in seats if s.user_id == user_id), None)
    if seat is None:
        raise not_seated(table_id)
    scored = await deals.scores_of(db, table_id)
    if not scored or row.seed is None:
        raise ServiceError(_("no deal has been scored at this table yet: a review comes once a deal is over"))
    number = scored[-1].number if deal is None else deal - 1
    by_number = {s.number: s for s in scored}
    if number not in by_number:
        raise ServiceError(_("deal {deal} has not been scored at this table: "
                             "deals 1 to {last} can be reviewed", deal=deal, last=scored[-1].number + 1))
    before = by_number[number - 1].team_totals if number - 1 in by_number else \
        variants.get(row.variant).starting_scores()
    texts = tuple(a.action for a in await deals.actions_of(db, table_id) if a.deal_number == number)
    return ReviewInputs(row.variant, row.seed, row.target, number, before, texts, seat, samples,
                        row.engine_revision)


def review(inputs: ReviewInputs) -> list[Missed]:
    """The review of ``inputs`` (runs in a worker): the seat's decisions ``hard`` would have made
    otherwise, largest stake first."""
    rules = variants.get(inputs.variant, inputs.revision)
    start = Match.resumed(rules, inputs.seed, inputs.target, inputs.number, inputs.scores).deal
    return review_deal(start, list(inputs.actions), inputs.seat,
                       seed=f"{inputs.seed}/{inputs.number}/{inputs.seat}", samples=inputs.samples)
