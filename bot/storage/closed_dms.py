"""Players whose direct messages are closed, per table: remembered so the channel is told only once."""

from __future__ import annotations

from .clock import now


async def known(q, table_id: int, user_id: int) -> bool:
    """Whether the user's DMs were found closed at this table."""
    row = await q.fetch_one("SELECT 1 FROM closed_dms WHERE table_id = ? AND user_id = ?",
                            (table_id, user_id))
    return row is not None


async def remember(tx, table_id: int, user_id: int) -> bool:
    """Note that the user's DMs are closed at this table; False when it was already known."""
    return await tx.changed(
        "INSERT INTO closed_dms (table_id, user_id, noticed_at) VALUES (?, ?, ?) "
        "ON CONFLICT (table_id, user_id) DO NOTHING", (table_id, user_id, now())) == 1
