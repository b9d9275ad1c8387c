"""Whether a league table about to start plays without hints: rated matches do, unless the league allows them.

The table service asks at the start, in the start's transaction; the table's hints are then turned off
for the whole match (``bot.service.options.HINTS_OFF_FOR_RATING`` in its options says why), and a match
played with hints where its league does not allow them is never rated (``eligibility.unrated_reason``).
"""

from __future__ import annotations

from ..storage import leagues
from ..storage.clock import now
from ..storage.tables import SeatRow, TableRow
from .eligibility import unrated_reason
from .seasons import season_for


async def plays_without_hints(tx, table: TableRow, seats: list[SeatRow]) -> bool:
    """Whether ``table`` (with ``seats`` filled, starting now) must play without hints: it asks for hints,
    its match would be rated, and its league does not allow hints in rated matches."""
    if table.league_id is None or not table.options.get("hints"):
        return False
    league = await leagues.get(tx, table.league_id)
    if league is None or league.hints:
        return False
    at = now()
    members = await leagues.members(tx, league.id, at=at)
    season = await season_for(tx, league, at)
    return unrated_reason(league, table, seats, {}, members, computer_acted=False, season=season,
                          at=at) is None
