"""What an extension may ask of the presenter (``cogs.presenter`` implements it, as ``bot.presenter``), so
the extensions depend on this interface and not on the presenter, which draws with their code; here, in
``bot``, so the bot can name the attribute's type without importing the Discord layer."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

import discord

from ..service import SeatSnapshot


@dataclass(frozen=True)
class Shown:
    """What a click leaves its hand panel showing: the seat (a snapshot), a note above it, the focus the
    player chose, and whether the panel's own deal is over (the move ended it)."""

    snapshot: SeatSnapshot
    note: str | None = None
    focus: dict | None = None
    deal_over: bool = False


Click = Callable[[], Awaitable[Shown]]  # a click's work (its move, if any): what its panel shows after it


@dataclass(frozen=True)
class Clicked:
    """The hand message a click came from: its id, its embed as the click saw it, and the click's own way
    to edit it (the interaction's answer, which Discord's global rate limit does not count)."""

    message_id: int
    embed: discord.Embed | None
    edit: Callable[..., Awaitable[object]]


class Presenting(Protocol):
    def repost_table(self, table_id: int) -> None:
        """Post the table picture again at the bottom of its channel."""

    async def after_click(self, table_id: int, user_id: int, clicked: Clicked, click: Click) -> None:
        """Do ``click``'s work on the user's hand message in their DMs and draw what it leaves there (the
        presenter alone draws those messages; its other drawings of the message wait meanwhile)."""

    async def refresh_lobbies_of(self, user_id: int, guild_id: int, league_id: int) -> None:
        """Redraw the lobby cards of the user's waiting tables in a league."""
