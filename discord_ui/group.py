"""The ``/canasta`` command group, shared by every cog that adds a ``/canasta ...`` subcommand.

How a cog adds subcommands: subclass :class:`CanastaCog` and write ordinary
``@app_commands.command`` methods. When the cog loads, its commands move under
``/canasta`` (so ``rules`` becomes ``/canasta rules``); when it unloads they leave, and
the group goes when its last subcommand does. Two cogs may not use the same
subcommand name. A cog that overrides ``cog_load``/``cog_unload`` calls ``super()``.

    class Tables(CanastaCog):
        @app_commands.command(description="Open a table in this channel")
        async def new(self, interaction: Interaction, variant: str) -> None: ...
"""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from .client import CanastaBot

GROUP_NAME = "canasta"
GROUP_DESCRIPTION = "Play Canasta: tables, hands, rules and standings"


def canasta_group(tree: app_commands.CommandTree) -> app_commands.Group:
    """The tree's ``/canasta`` group, created and added on first use."""
    group = tree.get_command(GROUP_NAME)
    if group is None:
        group = app_commands.Group(name=GROUP_NAME, description=GROUP_DESCRIPTION)
        tree.add_command(group)
    if not isinstance(group, app_commands.Group):
        raise TypeError(f"/{GROUP_NAME} is registered as a plain command, not a group")
    return group


class CanastaCog(commands.Cog):
    """A cog whose slash commands are subcommands of ``/canasta`` instead of top-level commands."""

    def __init__(self, bot: CanastaBot) -> None:
        self.bot = bot
        self._subcommands: list[app_commands.Command | app_commands.Group] = []

    async def cog_load(self) -> None:
        group = canasta_group(self.bot.tree)
        # discord.py adds a cog's listed app commands to the tree right after cog_load;
        # moving them into the group first leaves nothing to add at the top level.
        taken = [c.name for c in self.__cog_app_commands__ if group.get_command(c.name) is not None]
        if taken:
            raise app_commands.CommandAlreadyRegistered(f"{GROUP_NAME} {', '.join(taken)}", None)
        self._subcommands = list(self.__cog_app_commands__)
        for command in self._subcommands:
            group.add_command(command)
        self.__cog_app_commands__ = []

    async def cog_unload(self) -> None:
        group = canasta_group(self.bot.tree)
        for command in self._subcommands:
            group.remove_command(command.name)
        if not group.commands:
            self.bot.tree.remove_command(GROUP_NAME)
