"""Your hand on demand: ``/canasta hand`` shows your own panel privately (``discord_ui.hand_panel``, with
the controls of ``discord_ui.hand_controls``), ``/canasta hint`` what a computer player would do in your
place. Where the hand goes unasked is ``/canasta settings`` (``cogs.settings``)."""

from __future__ import annotations

from discord import app_commands

from discord_ui.client import Interaction
from discord_ui.hand_controls import show_private_hand
from discord_ui.resolve import service_of, table_choices, table_for
from discord_ui.words import a_computer
from i18n import _, say


@app_commands.command(name="hand", description="Your hand and your turn's controls (only you see them)")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def hand_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    await show_private_hand(interaction, info.id)


@app_commands.command(name="hint", description="What a computer player would do in your place, and why")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def hint_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    service = service_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    decision = await service.hint(info.id, interaction.user.id)
    await interaction.followup.send(
        _("**Hint** ({computer} would play): `{move}`\n{reason}\nPlay it from your controls, or type it "
          "with `/play`.", computer=a_computer(service.settings.hint_level), move=decision.action,
          reason=say(decision.explanation)), ephemeral=True)


@hand_command.autocomplete("table")
@hint_command.autocomplete("table")
async def table_option(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (hand_command, hint_command)
