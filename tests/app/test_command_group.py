"""The /canasta group is one GroupCog (``cogs.canasta``): the modules' subcommands under it, no top-level
command of their own, working with the bot's own interactions; unloading takes the group away."""

from __future__ import annotations

import pytest

from bot.core.config import Config
from bot.discord.app import CanastaBot
from cogs import hand, help, lobby, review, rules, settings, table

SUBCOMMANDS = ["hand", "help", "hint", "history", "leave", "new", "resign", "review", "rules", "settings",
               "table", "watch"]


@pytest.fixture
async def bot():
    async with CanastaBot(Config.from_env({}), extensions=()) as bot:
        await bot.load_extension("cogs.canasta")
        yield bot


def subcommands(bot: CanastaBot) -> list[str]:
    group = bot.tree.get_command("canasta")
    return sorted(command.name for command in group.commands) if group else []


async def test_the_modules_commands_are_canasta_subcommands_not_top_level_commands(bot):
    assert [command.name for command in bot.tree.get_commands()] == ["canasta"]
    assert subcommands(bot) == SUBCOMMANDS
    assert bot.tree.get_command("canasta") is bot.get_cog("Canasta").app_command
    modules = (hand, help, lobby, review, rules, settings, table)
    owned = {command.name for module in modules for command in module.COMMANDS}
    assert sorted(owned) == SUBCOMMANDS


async def test_unloading_takes_the_group_away(bot):
    await bot.unload_extension("cogs.canasta")
    assert bot.tree.get_commands() == [] and bot.get_cog("Canasta") is None
    await bot.load_extension("cogs.canasta")  # and loading it again brings it back whole
    assert subcommands(bot) == SUBCOMMANDS
