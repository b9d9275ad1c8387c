"""The ``/canasta`` command group, one GroupCog: its subcommands come from the modules that own what they
do (``lobby``: new, leave; ``table``: table, watch, history, resign; ``hand``: hand, hint; ``settings``:
settings; ``review``: review; ``rules``: rules; ``help``: help, and the welcome when the bot joins a
server). Those modules define commands, not cogs, so this cog alone gathers them. The controls the bot
puts on messages (``discord_ui``'s) are registered here, by custom id, so they keep working after a
restart."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord.ext import commands

from discord_ui.client import CanastaBot, Interaction
from discord_ui.controls import claimed, refuse_unknown_control
from discord_ui.hand_controls import TurnButton, TurnSelect, on_modal_submit
from discord_ui.lobby_controls import LobbyButton, LobbySelect
from discord_ui.table_buttons import TableButton

from . import hand, help, lobby, review, rules, settings, table

GROUP_NAME = "canasta"
GROUP_DESCRIPTION = "Play Canasta: tables, hands, rules and standings"


class Canasta(commands.GroupCog, group_name=GROUP_NAME, group_description=GROUP_DESCRIPTION):
    def __init__(self, bot: CanastaBot) -> None:
        self.bot = bot
        super().__init__()
        group = self.app_command
        assert group is not None  # a GroupCog's group is made with the cog
        for command in (*rules.COMMANDS, *lobby.COMMANDS, *table.COMMANDS, *hand.COMMANDS,
                        *settings.COMMANDS, *review.COMMANDS, *help.COMMANDS):
            group.add_command(command)

    @commands.Cog.listener("on_guild_join")
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await help.welcome(guild)

    @commands.Cog.listener("on_interaction")
    async def on_interaction(self, interaction: Interaction) -> None:
        if interaction.type == discord.InteractionType.modal_submit:
            if not await on_modal_submit(interaction):
                await refuse_unknown_control(interaction)
        elif interaction.type == discord.InteractionType.component:
            data: Mapping[str, Any] = interaction.data or {}
            if not claimed(str(data.get("custom_id", "")), CONTROLS):
                await refuse_unknown_control(interaction)


# Every control the bot puts on messages, by custom id (discord.py rebuilds them after a restart).
CONTROLS = (LobbyButton, LobbySelect, TableButton, TurnButton, TurnSelect)


async def setup(bot: CanastaBot) -> None:
    bot.add_dynamic_items(*CONTROLS)
    await bot.add_cog(Canasta(bot))
