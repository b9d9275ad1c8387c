"""The lobby card's controls and what they do: join, leave, switch side, add or remove a computer player,
start, close. They only ask the table service and acknowledge; the presenter then redraws the card."""

from __future__ import annotations

import logging

import discord

from bot.core import logs
from bot.core.errors import UserError
from i18n import _

from .client import Interaction
from .controls import Control, chosen, custom_id
from .table_buttons import add_to_thread

log = logging.getLogger("canasta.lobby")  # the name its events have always had


class LobbyButton(Control[discord.ui.Button],
                  template=r"canasta:t(?P<table>\d+):lobby:(?P<what>join|leave|side|start|close)"):
    def __init__(self, table_id: int, what: str, *, label: str = "", style=discord.ButtonStyle.secondary,
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=label or what, style=style, disabled=disabled,
                                           custom_id=custom_id(table_id, "lobby", what)), row=0)
        self.table_id, self.what = table_id, what

    @classmethod
    def from_match(cls, item, match):
        return cls(int(match["table"]), match["what"], label=item.label, style=item.style)

    async def run(self, interaction: Interaction) -> None:
        await lobby_action(interaction, self.table_id, self.what, [])


class LobbySelect(Control[discord.ui.Select],
                  template=r"canasta:t(?P<table>\d+):lobby:(?P<what>add|remove)"):
    def __init__(self, table_id: int, what: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str = "", row: int | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id(table_id, "lobby", what),
                                           options=options or [], placeholder=placeholder), row=row)
        self.table_id, self.what = table_id, what

    @classmethod
    def from_match(cls, item, match):
        return cls(int(match["table"]), match["what"], item.options, item.placeholder)

    async def run(self, interaction: Interaction) -> None:
        await lobby_action(interaction, self.table_id, self.what, [chosen(self.item.values)])


async def lobby_action(interaction: Interaction, table_id: int, what: str, values: list[str]) -> None:
    """Do what a lobby control asks; the presenter then redraws the card for everyone."""
    service = interaction.client.service
    user = interaction.user
    await interaction.response.defer()
    if what == "join":
        info = await service.join(table_id, user.id, name=user.display_name)
        await add_to_thread(interaction.client, info, user)
    elif what == "leave":
        await service.leave(table_id, user.id)
    elif what == "side":
        await service.switch_side(table_id, user.id)
    elif what == "start":
        await service.start_match(table_id, user.id)
    elif what == "close":
        await service.disband(table_id, user.id)
    elif what == "add":
        await service.add_computer(table_id, user.id, level=values[0])
    elif what == "remove":
        if not values[0].isdecimal():  # the select's values are seat numbers
            raise UserError(_("Choose one option from the list."))
        await service.remove_computer(table_id, user.id, int(values[0]))
    logs.event(log, "lobby_" + what, table=table_id, guild=interaction.guild_id, user=user.id)

