"""The command tree with the bot's one error handler: every failure becomes a short private reply,
written as a sentence whoever refused it (the bot, the table service or the rules).

``report_error`` is also what views call from ``on_error``, so buttons, selects and
modals answer failures the same way slash commands do.
"""

from __future__ import annotations

import logging
import secrets

import discord
from discord import app_commands

from engine import IllegalAction
from i18n import _, number, say

from ..core import logs
from ..core.errors import UserError

log = logging.getLogger("canasta.errors")

UNKNOWN_INTERACTION = 10062  # Discord's code when the 3-second answer window (or 15 minutes) has passed
MISSING_PERMISSIONS = 50013
MAX_REPLY = 2000
DISCORD_TREE_LOGGER = "discord.app_commands.tree"  # where discord.py logs an autocomplete it could not answer


class OptionRefused(app_commands.AppCommandError):
    """An option's value outside what the command declares (its choices, its bounds, its length), which
    only a forged request carries; ``str(error)`` is the sentence for the person."""


class CanastaTree(app_commands.CommandTree):
    def __init__(self, client: discord.Client, **options) -> None:
        super().__init__(client, **options)
        logging.getLogger(DISCORD_TREE_LOGGER).addFilter(quiet_late_autocomplete)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Refuse a command whose options are outside what it declares, before it runs."""
        command = interaction.command
        if interaction.type is discord.InteractionType.application_command and \
                isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                value = getattr(interaction.namespace, parameter.display_name, None)
                if value is not None:
                    check_option(parameter, value)
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await report_error(interaction, error)


def check_option(parameter: app_commands.Parameter, value: object) -> None:
    """Raise OptionRefused when ``value`` is not among the parameter's choices or outside its range (a
    number's value, a text's length)."""
    name = parameter.display_name
    if parameter.choices and value not in [choice.value for choice in parameter.choices]:
        raise OptionRefused(_("Choose `{option}` from its list.", option=name))
    least, most = parameter.min_value, parameter.max_value
    if isinstance(value, str):
        if (least is not None and len(value) < least) or (most is not None and len(value) > most):
            raise OptionRefused(_("`{option}` takes {least} to {most} characters.", option=name,
                                  least=number(least or 0), most=number(most or 6000)))
    elif isinstance(value, (int, float)) and not isinstance(value, bool) and (
            (least is not None and value < least) or (most is not None and value > most)):
        raise OptionRefused(_("`{option}` is a number from {least} to {most}.", option=name,
                              least=number(least if least is not None else -(2**53)),
                              most=number(most if most is not None else 2**53)))


def quiet_late_autocomplete(record: logging.LogRecord) -> bool:
    """discord.py logs an autocomplete it could not answer as an error with its traceback; when the
    interaction had simply expired (the person typed on, or the answer came too late), that is one debug
    line instead."""
    error = record.exc_info[1] if record.exc_info else None
    if isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION:
        logs.event(log, "autocomplete_expired", level=logging.DEBUG, detail=record.getMessage())
        return False
    return True


async def report_error(interaction: discord.Interaction, error: Exception) -> None:
    """Log ``error`` and tell the user in a short ephemeral message (unless the interaction is gone)."""
    cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    where = _context(interaction)
    if isinstance(cause, discord.NotFound) and cause.code == UNKNOWN_INTERACTION:
        logs.event(log, "interaction_expired", level=logging.WARNING, **where)
        return
    text = user_message(cause)
    if text is None:
        ref = secrets.token_hex(3)
        logs.event(log, "command_error", level=logging.ERROR, exc_info=cause, ref=ref, **where)
        text = _("Something went wrong on my side. It has been logged (ref `{ref}`); please try again.",
                 ref=ref)
    else:
        logs.event(log, "command_refused", reason=type(cause).__name__, text=text, **where)
    await _reply(interaction, text, where)


def user_message(error: Exception) -> str | None:
    """The player-facing text for an expected failure, or None for a bug."""
    if isinstance(error, IllegalAction):
        return sentence(say(error.words))
    if isinstance(error, (UserError, OptionRefused)):
        return sentence(str(error))  # written in the sender's language where raised
    if isinstance(error, app_commands.CommandOnCooldown):
        return _("Slow down: try again in {seconds} s.", seconds=round(error.retry_after))
    if isinstance(error, app_commands.NoPrivateMessage):
        return _("This command works in a server channel, not in direct messages.")
    if isinstance(error, app_commands.BotMissingPermissions):
        return _("I need these permissions here: {permissions}.",
                 permissions=_permission_names(error.missing_permissions))
    if isinstance(error, app_commands.MissingPermissions):
        return _("You need these permissions: {permissions}.",
                 permissions=_permission_names(error.missing_permissions))
    if isinstance(error, app_commands.CheckFailure):
        return _("You can't use this command here.")
    if isinstance(error, app_commands.TransformerError):
        return _("'{value}' is not a valid {kind}.", value=error.value, kind=error.type.name.lower())
    if isinstance(error, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
        return _("This command is out of date. A server admin should run `canasta sync`; then try again.")
    if isinstance(error, discord.Forbidden) and error.code == MISSING_PERMISSIONS:
        return _("I lack a permission in this channel. I need: Send Messages, Send Messages in Threads, "
                 "Create Public Threads, Attach Files, Embed Links, Read Message History.")
    return None


def sentence(text: str) -> str:
    """A refusal in the voice of the bot's other messages: a capital letter first, a full stop last."""
    text = text.strip()
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    if text and text[-1] not in ".!?…":
        text += "."
    return text


def _permission_names(names: list[str]) -> str:
    return ", ".join(name.replace("_", " ").title() for name in names)


def _context(interaction: discord.Interaction) -> dict:
    command = interaction.command.qualified_name if interaction.command else None
    custom_id = (interaction.data or {}).get("custom_id") if command is None else None
    return {
        "command": command,
        "custom_id": custom_id,
        "guild": interaction.guild_id,
        "channel": interaction.channel_id,
        "user": interaction.user.id if interaction.user else None,
        "interaction": interaction.id,
    }


async def _reply(interaction: discord.Interaction, text: str, where: dict) -> None:
    if len(text) > MAX_REPLY:
        text = text[: MAX_REPLY - 1] + "…"
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as failure:
        logs.event(log, "error_reply_failed", level=logging.WARNING, status=failure.status,
                   code=failure.code, **where)
