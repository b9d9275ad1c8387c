"""What an extension may ask of the presenter (``cogs.presenter`` implements it, as ``bot.presenter``), so
the extensions depend on this interface and not on the presenter, which draws with their code; here, in
``bot``, so the bot can name the attribute's type without importing the Discord layer."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Protocol


class Presenting(Protocol):
    def repost_table(self, table_id: int) -> None:
        """Post the table picture again at the bottom of its channel."""

    def note_hand_shown(self, table_id: int, user_id: int, message_id: int, signature: tuple) -> None:
        """The user's hand message in their DMs has just been drawn; no need to draw it again."""

    def holding_hand(self, table_id: int, user_id: int) -> AbstractAsyncContextManager[None]:
        """While held, the presenter leaves the user's hand message alone (it is being played from)."""

    async def refresh_lobbies_of(self, user_id: int, guild_id: int, league_id: int) -> None:
        """Redraw the lobby cards of the user's waiting tables in a league."""
