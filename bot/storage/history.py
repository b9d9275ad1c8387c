"""Finished matches for `/history`: a player's in a server or a league's, newest first, with final scores."""

from __future__ import annotations

from dataclasses import dataclass

_SELECT = (
    "SELECT t.id, t.guild_id, t.channel_id, t.variant, t.winner_team, t.end_reason, t.finished_at, "
    "l.name AS league_name, m.rated, m.reason FROM game_tables t "
    "LEFT JOIN leagues l ON l.id = t.league_id LEFT JOIN league_matches m ON m.table_id = t.id "
    "WHERE t.status = 'finished' AND {where} ORDER BY t.finished_at DESC, t.id DESC LIMIT ?")


@dataclass(frozen=True)
class FinishedRow:
    id: int
    guild_id: int
    channel_id: int
    variant: str
    winner_team: int | None
    end_reason: str | None
    finished_at: str
    league_name: str | None
    rated: bool | None  # None: not a league match, or not recorded yet
    reason: str | None
    final_scores: tuple[int, ...]  # each team's total after the last scored deal (empty: none scored)


async def _final_scores(q, table_id: int) -> tuple[int, ...]:
    rows = await q.fetch_all(
        "SELECT total FROM deal_scores WHERE table_id = ? AND deal_number = "
        "(SELECT MAX(deal_number) FROM deal_scores WHERE table_id = ?) ORDER BY team", (table_id, table_id))
    return tuple(row["total"] for row in rows)


async def _rows(q, where: str, params: tuple, limit: int) -> list[FinishedRow]:
    rows = await q.fetch_all(_SELECT.format(where=where), (*params, limit))
    found = []
    for row in rows:
        values = dict(row)
        values["rated"] = None if values["rated"] is None else bool(values["rated"])
        found.append(FinishedRow(**values, final_scores=await _final_scores(q, row["id"])))
    return found


async def of_player(q, guild_id: int, user_id: int, limit: int) -> list[FinishedRow]:
    """The user's finished matches in the server."""
    return await _rows(q, "t.guild_id = ? AND EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id "
                          "AND s.user_id = ?)", (guild_id, user_id), limit)


async def of_league(q, league_id: int, limit: int) -> list[FinishedRow]:
    """The league's finished matches, rated or not."""
    return await _rows(q, "t.league_id = ?", (league_id,), limit)
