"""Your preferences: ``/canasta settings`` chooses where your hand and turn controls appear (in direct
messages, or privately in the channel when you press **My hand**)."""

from __future__ import annotations

import logging

from discord import app_commands

from bot.core import logs
from discord_ui.client import Interaction
from i18n import _

log = logging.getLogger("canasta.hand")  # the name its events have always had

# The option's choices, translated by the command translator (``canasta sync``); ``delivery_words``
# says the same in the reply.
DELIVERY_CHOICES = [app_commands.Choice(name="In direct messages (the default)", value="dm"),
                    app_commands.Choice(name="Here, privately, when I press My hand", value="private")]


def delivery_words(value: str) -> str:
    """A ``DELIVERY_CHOICES`` choice's name, in the language of the person answered."""
    return {"dm": _("In direct messages (the default)"),
            "private": _("Here, privately, when I press My hand")}[value]


@app_commands.command(name="settings", description="Choose where your hand and turn controls appear")
@app_commands.describe(hand="Where to show your hand (leave out to see your current choice)")
@app_commands.choices(hand=DELIVERY_CHOICES)
async def settings_command(interaction: Interaction, hand: str | None = None) -> None:
    delivery = interaction.client.hand_delivery
    if hand is not None:
        await delivery.choose(interaction.user.id, hand)
        logs.event(log, "settings_changed", user=interaction.user.id, hand_delivery=hand)
    current = await delivery.where(interaction.user.id)
    where = delivery_words(current)
    if hand is not None:
        text = _("Saved. Your hand is shown: **{where}**. The **My hand** button under the table always "
                 "works too.", where=where)
    else:
        text = _("Your hand is shown: **{where}**. The **My hand** button under the table always works too.",
                 where=where)
    await interaction.response.send_message(text, ephemeral=True)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (settings_command,)
