"""The shared /canasta group: cogs add subcommands to it, may not clash, and take them away on unload."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.app import CanastaBot
from bot.config import Config
from discord_ui.group import CanastaCog


class Tables(CanastaCog):
    @app_commands.command(name="new", description="Open a table")
    async def new(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("table")


class Clashing(CanastaCog):
    @app_commands.command(name="rules", description="Another rules command")
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("clash")


@pytest.fixture
async def bot():
    async with CanastaBot(Config.from_env({}), extensions=()) as bot:
        await bot.load_extension("cogs.rules")
        yield bot


def subcommands(bot: CanastaBot) -> list[str]:
    group = bot.tree.get_command("canasta")
    return sorted(command.name for command in group.commands) if group else []


async def test_a_cogs_commands_become_canasta_subcommands_not_top_level_commands(bot):
    assert [command.name for command in bot.tree.get_commands()] == ["canasta"]
    assert subcommands(bot) == ["rules"]


async def test_a_second_cog_adds_to_the_same_group(bot):
    await bot.add_cog(Tables(bot))
    assert [command.name for command in bot.tree.get_commands()] == ["canasta"]
    assert subcommands(bot) == ["new", "rules"]
    assert bot.tree.get_command("canasta").get_command("new").binding is bot.get_cog("Tables")


async def test_a_clashing_subcommand_name_is_refused_and_changes_nothing(bot):
    with pytest.raises(app_commands.CommandAlreadyRegistered):
        await bot.add_cog(Clashing(bot))
    assert subcommands(bot) == ["rules"] and bot.get_cog("Clashing") is None


async def test_unloading_takes_the_subcommands_and_finally_the_group_away(bot):
    await bot.add_cog(Tables(bot))
    await bot.remove_cog("Tables")
    assert subcommands(bot) == ["rules"]
    await bot.unload_extension("cogs.rules")
    assert bot.tree.get_commands() == []
