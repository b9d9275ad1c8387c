"""Finding open tables (lobby, playing or paused) by player or by server, for commands that name none."""

from __future__ import annotations

from .tables import OPEN_STATUSES

_OPEN = "(" + ", ".join(f"'{status}'" for status in OPEN_STATUSES) + ")"


async def of_user(q, user_id: int, guild_id: int | None = None) -> list[int]:
    """Ids of the open tables where the user has a seat (in one server when ``guild_id`` is given)."""
    guild_filter, params = (("", (user_id,)) if guild_id is None
                            else (" AND t.guild_id = ?", (user_id, guild_id)))
    rows = await q.fetch_all(
        f"SELECT t.id FROM game_tables t JOIN seats s ON s.table_id = t.id "
        f"WHERE s.user_id = ? AND t.status IN {_OPEN}{guild_filter} ORDER BY t.id", params)
    return [row["id"] for row in rows]


async def in_guild(q, guild_id: int, limit: int = 25) -> list[int]:
    """Ids of a server's open tables, newest first."""
    rows = await q.fetch_all(
        f"SELECT id FROM game_tables WHERE guild_id = ? AND status IN {_OPEN} ORDER BY id DESC LIMIT ?",
        (guild_id, limit))
    return [row["id"] for row in rows]
