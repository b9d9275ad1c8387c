"""Which table a command means: the one it names, the one of the channel or thread it is used in,
or the user's only open table; and the ``table`` option's autocomplete."""

from __future__ import annotations

from discord import app_commands

from bot.core.errors import UserError
from bot.service import ServiceError, TableInfo, TableService
from i18n import _

from .client import Interaction
from .words import team_names


def service_of(interaction: Interaction) -> TableService:
    return interaction.client.service


async def table_for(interaction: Interaction, table_id: int | None) -> TableInfo:
    """The table ``table_id`` names, else the channel's, else the user's only open one."""
    service = service_of(interaction)
    if table_id is not None:
        info = await service.get_table(table_id)
        if interaction.guild_id is not None and info.guild_id != interaction.guild_id:
            raise UserError(_("Table #{table} is in another server.", table=table_id))
        if interaction.guild_id is None and info.seat_of(interaction.user.id) is None:
            raise UserError(_("You are not seated at table #{table}.", table=table_id))
        return info
    if interaction.channel_id is not None:
        here = await service.table_in_channel(interaction.channel_id)
        if here is not None:
            return here
    mine = await service.open_tables_of(interaction.user.id, interaction.guild_id)
    if len(mine) == 1:
        return await service.get_table(mine[0])
    if mine:
        listed = ", ".join(f"#{table}" for table in mine)
        raise UserError(_("You are at tables {tables}: say which one with the `table` option.",
                          tables=listed))
    raise UserError(_("You are not at a table here. Open one with `/canasta new`, or join one from its "
                      "lobby card."))


async def table_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The user's open tables first, then the server's, labelled so people can tell them apart."""
    service = service_of(interaction)
    ids = await service.open_tables_of(interaction.user.id)
    if interaction.guild_id is not None:
        ids += [t for t in await service.open_tables_in(interaction.guild_id) if t not in ids]
    needle = current.strip().lstrip("#").lower()
    choices = []
    for table_id in ids:
        try:
            info = await service.get_table(table_id)
        except ServiceError:
            continue
        players = " vs ".join(team_names(info, markdown=False))
        label = f"#{info.id} {info.variant_name} ({info.status}): {players}"
        if needle in label.lower():
            choices.append(app_commands.Choice(name=label[:100], value=info.id))
        if len(choices) == 25:
            break
    return choices
