"""Each player's hand message in their direct messages, with one owner: the presenter draws it after every
change at the table, and a click on it hands the presenter its work (``after_click``): the presenter does
it, the player's other drawings waiting, and draws the seat it leaves.

Every drawing comes from one ``SeatSnapshot``; the drawings of one message go to Discord one at a time,
and one whose snapshot is older than the one drawn last is dropped, so a late drawing never overwrites a
newer picture. A redraw of a snapshot already drawn is skipped, which keeps what a click chose to look at
(a rank, the Acaba confirmation) until the seat changes. One message per deal: the next deal's hand comes
in a new message, and the last deal's is closed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import discord

from bot.core import logs
from bot.core.errors import UserError
from bot.discord.presenting import Click, Clicked
from bot.discord.state import MessageRef
from bot.service import TableInfo

from .client import CanastaBot
from .hand_controls import render
from .hand_panel import HandPanel, build_panel, closed_embed, is_closed, panel_of

log = logging.getLogger("canasta.presenter")

DMS_CLOSED = 50007

Key = tuple[int, int]  # (table, user)


class HandMessages:
    def __init__(self, bot: CanastaBot, dms_closed: Callable[[TableInfo, int], None]) -> None:
        self.bot = bot
        self.messages = bot.table_messages
        self.delivery = bot.hand_delivery
        self._dms_closed = dms_closed  # told once when a player's DMs turn out closed
        self.shown: dict[Key, tuple[int, int]] = {}  # (message id, snapshot stamp) of the last drawing sent
        self._sending: dict[Key, asyncio.Lock] = {}  # held while a drawing of the message is on its way

    async def refresh(self, table_id: int, user_id: int) -> None:
        """Draw the player's seat now on their hand message, unless it shows it already (or their hand
        does not go to their DMs)."""
        if await self.delivery.where(user_id) != "dm" or await self.delivery.dms_closed(table_id, user_id):
            return
        sending = self._lock((table_id, user_id))
        if sending.locked():  # a click at work draws the seat it leaves: look once it is done
            async with sending:
                pass
        try:
            panel = await build_panel(self.bot.service, table_id, user_id)
        except UserError:
            return  # no longer seated, or the match has not started
        if self._drawn(table_id, user_id, panel.stamp) is not None:
            return  # saves making the picture; checked again once its turn to be sent comes
        parts = await render(panel)
        async with self._lock((table_id, user_id)):
            if self._drawn(table_id, user_id, panel.stamp) is not None:
                return  # a click drew this moment, or a later one, while the picture was made
            ref = await self.messages.find(table_id, "hand", user_id)
            current = ref if ref is not None and ref.deal_number == panel.info.deal_number else None
            await self._send(panel, parts, ref, current, None)

    async def after_click(self, table_id: int, user_id: int, clicked: Clicked, click: Click) -> None:
        """Do ``click``'s work (a move, say) while the player's other drawings wait, then draw the seat it
        returns on the message clicked, unless a newer picture is there already; so a redraw begun before
        the move cannot land after it. A move that ended the deal closes the message (under its note) and
        the next deal's hand comes in a new one. The message clicked is edited the click's way."""
        async with self._lock((table_id, user_id)):
            shown = await click()
            panel = panel_of(shown.snapshot, user_id, shown.focus)
            parts = await render(panel)
            if self._drawn(table_id, user_id, panel.stamp) not in (None, panel.stamp):
                return  # a later moment of the seat is drawn already
            ref = await self.messages.find(table_id, "hand", user_id)
            if ref is None or ref.message_id != clicked.message_id:  # not the deal's message (an older one)
                await clicked.edit(content=shown.note, embed=parts["embed"], attachments=[parts["file"]],
                                   view=parts["view"])
                return
            current = ref if ref.deal_number == panel.info.deal_number else None
            await self._send(panel, parts, ref, current, shown.note, clicked)

    def forget(self, table_id: int) -> None:
        """A closed table's hand messages stay as last drawn; what was kept about them goes."""
        for key in [key for key in self.shown if key[0] == table_id]:
            del self.shown[key]
        for key in [key for key in self._sending if key[0] == table_id]:
            del self._sending[key]

    def _drawn(self, table_id: int, user_id: int, stamp: int) -> int | None:
        """The stamp of the last drawing sent, when it is at least ``stamp`` (None: ``stamp`` is newer)."""
        shown = self.shown.get((table_id, user_id))
        return shown[1] if shown is not None and shown[1] >= stamp else None

    def _lock(self, key: Key) -> asyncio.Lock:
        return self._sending.setdefault(key, asyncio.Lock())

    async def _send(self, panel: HandPanel, parts: dict, ref: MessageRef | None, current: MessageRef | None,
                    note: str | None, clicked: Clicked | None = None) -> None:
        """Edit the deal's hand message to ``parts`` (or send a new one, closing the last deal's); the
        message ``clicked`` is edited the click's way."""
        table_id, user_id = panel.info.id, panel.user_id
        try:
            if current is not None:
                try:
                    edit = clicked.edit if clicked is not None and clicked.message_id == current.message_id \
                        else self._message(current.channel_id, current.message_id).edit
                    await edit(content=note, embed=parts["embed"], attachments=[parts["file"]],
                               view=parts["view"])
                    message_id = current.message_id
                except discord.NotFound:
                    current, parts = None, await render(panel)
            if current is None:
                if ref is not None:
                    await self._close(ref, note, clicked)
                dm = await self.bot.create_dm(discord.Object(user_id))
                view = parts["view"] or discord.utils.MISSING
                message = await dm.send(embed=parts["embed"], file=parts["file"], view=view)
                message_id = message.id
                await self.messages.remember(MessageRef(table_id, "hand", user_id, dm.id, message_id,
                                                        panel.info.deal_number))
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            if await self.delivery.note_dms_closed(table_id, user_id):
                logs.event(log, "dms_closed", table=table_id, guild=panel.info.guild_id, user=user_id)
                self._dms_closed(panel.info, user_id)
            return
        self.shown[(table_id, user_id)] = (message_id, panel.stamp)

    async def _close(self, ref: MessageRef, note: str | None, clicked: Clicked | None) -> None:
        """The previous deal's hand message keeps its picture, says the deal is over (under ``note``, the
        move that ended it) and loses its controls."""
        try:
            if clicked is not None and clicked.message_id == ref.message_id and clicked.embed is not None:
                await clicked.edit(content=note, embed=closed_embed(clicked.embed, ref.deal_number or 0),
                                   view=None)
                return
            message = await self._message(ref.channel_id, ref.message_id).fetch()
            if message.embeds and not is_closed(message.embeds[0]):
                await message.edit(content=note, embed=closed_embed(message.embeds[0], ref.deal_number or 0),
                                   view=None)
        except discord.HTTPException as error:
            logs.event(log, "hand_close_failed", level=logging.WARNING, table=ref.table_id, user=ref.user_id,
                       status=error.status, code=error.code)

    def _message(self, channel_id: int, message_id: int) -> discord.PartialMessage:
        return self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
