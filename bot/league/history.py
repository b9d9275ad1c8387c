"""``/history`` entries: finished matches with their sides, final scores, result, league verdict and link."""

from __future__ import annotations

from dataclasses import dataclass

from engine import variants
from i18n import _
from i18n.stored import said
from i18n.variants import variant_name

from ..service.info import computer_name
from ..storage import history, players, tables
from ..storage.history import FinishedRow

SHOWN = 10


@dataclass(frozen=True)
class HistoryEntry:
    table_id: int
    finished_at: str
    variant_name: str
    sides: tuple[tuple[str, int], ...]  # (the team's players, final score) per team
    winner_team: int | None
    resigned: bool
    league_name: str | None
    rated: bool | None  # None: not a league match
    reason: str | None  # why a league match is unrated
    link: str  # the table's channel or thread in Discord
    your_team: int | None  # the asking player's team, when they played


def channel_link(guild_id: int, channel_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


async def entries(q, rows: list[FinishedRow], you: int | None) -> list[HistoryEntry]:
    found = []
    for row in rows:
        rules = variants.get(row.variant)
        seats = {s.seat: s for s in await tables.seats(q, row.id)}
        names = await players.names(q, [s.user_id for s in seats.values() if s.user_id is not None])

        def name(seat: int, seats=seats, names=names) -> str:
            taken = seats.get(seat)
            if taken is None:
                return "?"
            if taken.user_id is None:
                return computer_name(taken.computer_level, seat)
            if taken.user_id in names:
                return names[taken.user_id]
            return _("player {id}", id=taken.user_id)

        scores = row.final_scores or rules.starting_scores()
        sides = tuple((" & ".join(name(seat) for seat in team), scores[index])
                      for index, team in enumerate(rules.teams))
        mine = next((s.seat for s in seats.values() if you is not None and s.user_id == you), None)
        found.append(HistoryEntry(
            table_id=row.id, finished_at=row.finished_at, variant_name=variant_name(rules.key, rules.name),
            sides=sides,
            winner_team=row.winner_team, resigned=row.end_reason == "resigned",
            league_name=row.league_name, rated=row.rated if row.league_name else None,
            reason=said(row.reason) if row.reason else row.reason,
            link=channel_link(row.guild_id, row.channel_id),
            your_team=None if mine is None else rules.team_of(mine)))
    return found


async def of_player(q, guild_id: int, user_id: int, limit: int = SHOWN) -> list[HistoryEntry]:
    return await entries(q, await history.of_player(q, guild_id, user_id, limit), user_id)


async def of_league(q, league_id: int, you: int | None, limit: int = SHOWN) -> list[HistoryEntry]:
    return await entries(q, await history.of_league(q, league_id, limit), you)
