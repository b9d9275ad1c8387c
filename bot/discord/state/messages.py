"""Where each table's Discord messages are (lobby card, table picture, hands in DMs), so a restarted bot
edits the same messages."""

from __future__ import annotations

from ...storage import discord_messages
from ...storage.discord_messages import MessageRef

__all__ = ["MessageRef", "TableMessages"]


class TableMessages:
    def __init__(self, db) -> None:
        self._db = db

    async def find(self, table_id: int, kind: str, user_id: int = 0) -> MessageRef | None:
        """The table's message of ``kind`` (``user_id``: the hand's owner, 0 for the others), if posted."""
        return await discord_messages.get(self._db, table_id, kind, user_id)

    async def remember(self, ref: MessageRef) -> None:
        """``ref`` is now the table's message of its kind (replacing the previous one)."""
        async with self._db.transaction() as tx:
            await discord_messages.put(tx, ref)
