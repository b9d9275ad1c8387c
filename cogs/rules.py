"""``/canasta rules``: a private summary of one variant's rules, with the variant picked by autocomplete;
without a variant, the list of variants."""

from __future__ import annotations

from discord import app_commands

from bot.core.rules_summary import choice_label, find_variants, message_parts, summary
from discord_ui.client import Interaction
from i18n import _


def variant_list() -> str:
    """Every variant and how to see one's rules."""
    lines = [f"- {choice_label(info)}" for info in find_variants("")]
    return "\n".join([_("**Variants** (`/canasta rules variant:` shows one's rules):"), *lines])


@app_commands.command(name="rules", description="Show the rules of a Canasta variant (only you see it)")
@app_commands.describe(variant="Start typing a variant name, e.g. classic (leave out to list them)")
async def rules_command(interaction: Interaction, variant: str | None = None) -> None:
    first, *more = message_parts(summary(variant) if variant is not None else variant_list())
    await interaction.response.send_message(first, ephemeral=True)
    for part in more:
        await interaction.followup.send(part, ephemeral=True)


@rules_command.autocomplete("variant")
async def variant_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=choice_label(info), value=info.key) for info in find_variants(current)]


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (rules_command,)
