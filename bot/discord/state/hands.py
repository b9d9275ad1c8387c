"""Where each player's hand goes: their choice (direct messages, or privately on request) and the tables
where their direct messages were found closed."""

from __future__ import annotations

from ...storage import closed_dms, preferences


class HandDelivery:
    def __init__(self, db) -> None:
        self._db = db

    async def where(self, user_id: int) -> str:
        """``dm`` or ``private``: where the player chose to see their hand (``dm`` until they choose)."""
        return await preferences.hand_delivery(self._db, user_id)

    async def choose(self, user_id: int, where: str) -> None:
        async with self._db.transaction() as tx:
            await preferences.set_hand_delivery(tx, user_id, where)

    async def dms_closed(self, table_id: int, user_id: int) -> bool:
        """Whether the player's direct messages were found closed at this table."""
        return await closed_dms.known(self._db, table_id, user_id)

    async def note_dms_closed(self, table_id: int, user_id: int) -> bool:
        """Note that the player's DMs are closed at this table; False when it was already known."""
        async with self._db.transaction() as tx:
            return await closed_dms.remember(tx, table_id, user_id)
