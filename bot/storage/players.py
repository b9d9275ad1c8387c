"""Players: Discord users the bot has seen, with the display name last given for them."""

from __future__ import annotations

from .clock import now
from .many import rows_for_ids


async def remember(tx, user_id: int, display_name: str | None) -> None:
    """Record a user; a given name replaces the stored one, no name keeps it (or a placeholder)."""
    if display_name:
        await tx.execute(
            "INSERT INTO players (user_id, display_name, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name",
            (user_id, display_name, now()))
    else:
        await tx.execute(
            "INSERT INTO players (user_id, display_name, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO NOTHING",
            (user_id, f"player {user_id}", now()))


async def names(q, user_ids: list[int]) -> dict[int, str]:
    """Display names of the given users (those unknown are left out)."""
    rows = await rows_for_ids(q, "SELECT user_id, display_name FROM players WHERE user_id IN ({ids})",
                              sorted(set(user_ids)))
    return {row["user_id"]: row["display_name"] for row in rows}
