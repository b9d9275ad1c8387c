"""The buttons under the table and what they do (My hand, Game record, Watch, I'm back, Resume, and
resigning's confirmation), and following a table as a spectator."""

from __future__ import annotations

import logging

import discord

from bot.core import logs
from bot.core.errors import UserError
from bot.service import TableInfo
from i18n import _

from .client import Interaction
from .controls import Control, custom_id
from .game_record import record_text
from .hand_controls import show_private_hand
from .resolve import service_of
from .table_card import table_embed, table_picture

log = logging.getLogger("canasta.table")  # the name its events have always had


class TableButton(Control[discord.ui.Button],
                  template=r"canasta:t(?P<table>\d+):(?P<what>hand|record|watch|back|resume|resign|keep)"):
    def __init__(self, table_id: int, what: str, *, label: str = "", style=discord.ButtonStyle.secondary,
                 row: int | None = None) -> None:
        button: discord.ui.Button = discord.ui.Button(label=label or what, style=style,
                                                      custom_id=custom_id(table_id, what))
        super().__init__(button, row=row)
        self.table_id, self.what = table_id, what

    @classmethod
    def from_match(cls, item, match):
        return cls(int(match["table"]), match["what"], label=item.label, style=item.style)

    async def run(self, interaction: Interaction) -> None:
        await TABLE_ACTIONS[self.what](interaction, self.table_id)


def table_controls(info: TableInfo) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if info.status in ("playing", "paused"):
        # Translators: a button under the table: see one's own cards, privately.
        view.add_item(TableButton(info.id, "hand", label=_("My hand"), style=discord.ButtonStyle.primary))
    if info.status == "paused":
        # Translators: a button under a paused table: play on.
        view.add_item(TableButton(info.id, "resume", label=_("Resume"), style=discord.ButtonStyle.success))
    view.add_item(TableButton(info.id, "record", label=_("Game record")))
    return view


# ---------------------------------------------------------------------- button actions

async def _my_hand(interaction: Interaction, table_id: int) -> None:
    await show_private_hand(interaction, table_id)


async def _record(interaction: Interaction, table_id: int) -> None:
    info = await service_of(interaction).get_table(table_id)
    await interaction.response.send_message(await record_text(service_of(interaction), info), ephemeral=True)


async def _watch(interaction: Interaction, table_id: int) -> None:
    await watch(interaction, await service_of(interaction).get_table(table_id))


async def _back(interaction: Interaction, table_id: int) -> None:
    await service_of(interaction).back(table_id, interaction.user.id)
    await interaction.response.send_message(_("Welcome back: you play your own seat again."), ephemeral=True)


async def _resume(interaction: Interaction, table_id: int) -> None:
    await service_of(interaction).resume(table_id, interaction.user.id)
    await interaction.response.send_message(_("The table plays on."), ephemeral=True)


async def _resign(interaction: Interaction, table_id: int) -> None:
    await interaction.response.defer()
    info = await service_of(interaction).resign(table_id, interaction.user.id)
    logs.event(log, "resigned", table=table_id, guild=info.guild_id, user=interaction.user.id)
    await interaction.edit_original_response(
        content=_("You resigned the match at table #{table}.", table=table_id), view=None)


async def _keep(interaction: Interaction, table_id: int) -> None:
    await interaction.response.edit_message(content=_("Good luck: the match goes on."), view=None)


TABLE_ACTIONS = {"hand": _my_hand, "record": _record, "watch": _watch, "back": _back, "resume": _resume,
                 "resign": _resign, "keep": _keep}


async def watch(interaction: Interaction, info: TableInfo) -> None:
    """Follow a table: joined to its thread, and the current picture privately."""
    if info.status not in ("playing", "paused"):
        raise UserError(_("Table #{table} is not playing a match right now.", table=info.id))
    await interaction.response.defer(ephemeral=True, thinking=True)
    await add_to_thread(interaction.client, info, interaction.user)
    view = await service_of(interaction).public_view(info.id)
    await interaction.followup.send(
        _("You are watching table #{table}: every move shows in <#{channel}>.", table=info.id,
          channel=info.channel_id),
        embed=table_embed(info, view), file=await table_picture(info, view), ephemeral=True)


async def add_to_thread(client, info: TableInfo, user: discord.abc.Snowflake) -> None:
    """Add someone to the table's thread so it shows in their channel list (when the table has one)."""
    try:
        channel = client.get_channel(info.channel_id) or await client.fetch_channel(info.channel_id)
        if isinstance(channel, discord.Thread):
            await channel.add_user(user)
    except discord.HTTPException as error:
        logs.event(log, "thread_add_failed", level=logging.WARNING, table=info.id, guild=info.guild_id,
                   user=user.id, status=error.status, code=error.code)

