"""The table's commands: the picture posted again, spectators, the game record, resigning. The picture
message and the buttons under it are ``discord_ui.table_card``'s and ``discord_ui.table_buttons``'.

``/canasta table`` posts the picture again at the bottom of the table's thread, ``/canasta watch``
follows a table without a seat, ``/canasta history`` shows the recent moves and the scores,
``/canasta resign`` concedes the match after a confirmation. Nothing here ever shows a hand:
the picture is drawn from the public view.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.errors import UserError
from discord_ui.client import Interaction
from discord_ui.game_record import record_text
from discord_ui.resolve import service_of, table_choices, table_for
from discord_ui.table_buttons import TableButton, watch
from discord_ui.words import team_names
from i18n import _


@app_commands.command(name="table", description="Post the table picture again, at the bottom")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def table_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    if info.status not in ("playing", "paused"):
        raise UserError(_("Table #{table} is not playing a match, so there is no picture to show.",
                          table=info.id))
    if interaction.client.presenter is not None:
        interaction.client.presenter.repost_table(info.id)
    await interaction.response.send_message(
        _("The picture of table #{table} is posted again in <#{channel}>.", table=info.id,
          channel=info.channel_id), ephemeral=True)


@app_commands.command(name="watch", description="Watch a table: follow its thread and see the table now")
@app_commands.describe(table="The table (default: this channel's)")
async def watch_command(interaction: Interaction, table: int | None = None) -> None:
    await watch(interaction, await table_for(interaction, table))


@app_commands.command(name="history", description="The game record: latest moves and every deal's score")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def history_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    await interaction.response.send_message(await record_text(service_of(interaction), info), ephemeral=True)


@app_commands.command(name="resign", description="Concede the match for your side (you confirm first)")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def resign_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    seat = info.seat_of(interaction.user.id)
    if seat is None:
        raise UserError(_("You are not seated at table #{table}.", table=info.id))
    if info.status not in ("playing", "paused"):
        raise UserError(_("Table #{table} is not playing a match.", table=info.id))
    view = discord.ui.View(timeout=None)
    view.add_item(TableButton(info.id, "resign", label=_("Resign the match"),
                              style=discord.ButtonStyle.danger))
    view.add_item(TableButton(info.id, "keep", label=_("Keep playing")))
    team = info.seats[seat].team
    await interaction.response.send_message(
        _("Resign at table #{table}? Your side ({side}) loses the match.", table=info.id,
          side=team_names(info)[team]), view=view, ephemeral=True)


@table_command.autocomplete("table")
@watch_command.autocomplete("table")
@history_command.autocomplete("table")
@resign_command.autocomplete("table")
async def table_option(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (table_command, watch_command, history_command, resign_command)
