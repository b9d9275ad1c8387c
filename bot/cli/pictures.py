"""Every picture of one deal as named PNG files: the table, each seat's hand and, once the deal is
over, the score sheet (what ``canasta render`` writes); here, not in ``render``, which sees only the
views the engine makes of a deal, never the deal itself."""

from __future__ import annotations

from engine import public_view, seat_view
from engine.match import deal_result
from render import hand_png, playable_ranks, score_sheet_png, table_png


def pictures(deal, names) -> dict[str, bytes]:
    """File name -> PNG bytes: ``table.png``, ``hand-N.png`` per seat (N from 0, as in positions;
    the seat to move has its playable ranks outlined) and ``scores.png`` for a finished deal, whose
    table shows the scores after it."""
    result = deal_result(deal) if deal.is_over else None
    files = {"table.png": table_png(public_view(deal), names, result)}
    playable = playable_ranks(deal.legal_actions())
    for seat in range(deal.players):
        marked = playable if seat == deal.turn else None
        files[f"hand-{seat}.png"] = hand_png(seat_view(deal, seat), names, marked)
    if result is not None:
        files["scores.png"] = score_sheet_png(result, names, target=deal.rules.target)
    return files
