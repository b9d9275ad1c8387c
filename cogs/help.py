"""``/canasta help``: how to start a table, play a move, use the buttons and find the rules, privately and
in the asker's language; and the short welcome the bot posts once when it joins a server."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.core import logs
from bot.i18n.commands import NAME
from discord_ui.client import Interaction
from i18n import _, language_of, speaking, spoken, translate

log = logging.getLogger(__name__)


def command(*names: str, option: str | None = None, value: str = "") -> str:
    """A slash command as the reader's Discord shows it (``/canasta nueva``), with an option's value."""
    language = spoken()
    shown = "/" + " ".join(translate(name, language, NAME) for name in names)
    if option is not None:
        shown += f" {translate(option, language, NAME)}: {value}"
    return f"`{shown}`"


def help_text() -> str:
    """The help, in the language being spoken, naming commands and buttons as the reader sees them."""
    return "\n".join([
        _("**Canasta here: how to play**"),
        _("- **Start a table:** {new} opens a lobby in this channel. Players press **{join}**, **{add}** "
          "fills an empty seat, and the owner presses **{start}**.", new=command("canasta", "new"),
          join=_("Join"), add=_("Add a computer player…"), start=_("Start")),
        _("- **Your hand:** when it is your turn your cards and moves come to you alone, in direct "
          "messages or here ({settings}). **{my_hand}** on the table or {hand} shows them again.",
          settings=command("canasta", "settings"), my_hand=_("My hand"), hand=command("canasta", "hand")),
        _("- **Play a move:** press the buttons (**{draw}**, **{take}**, **{meld}**, **{add}**, "
          "**{discard}**), or type it: **{type}** or {play}. Cards are typed as ranks, with a suit where "
          "it matters: `9H`, `9h` or `9♥`.", draw=_("Draw"), take=_("Take the pile…"), meld=_("Meld…"),
          add=_("Add to a meld…"), discard=_("Discard…"), type=_("Type a move…"),
          play=command("play", option="move", value="meld Q Q Q")),
        _("- **Stuck?** {hint} says what a computer player would do, and why.",
          hint=command("canasta", "hint")),
        _("- **The table:** {table} posts the picture again, {watch} follows a table, {history} shows "
          "its record and {resign} concedes.", table=command("canasta", "table"),
          watch=command("canasta", "watch"), history=command("canasta", "history"),
          resign=command("canasta", "resign")),
        _("- **Rules:** {rules} lists the variants; {one} explains one.", rules=command("canasta", "rules"),
          one=command("canasta", "rules", option="variant", value="samba")),
        _("- **After a deal:** {review} shows where a strong player would have played otherwise.",
          review=command("canasta", "review")),
        _("- **Leagues:** {create}, {join} and {standings} keep ratings over months.",
          create=command("league", "create"), join=command("league", "join"),
          standings=command("league", "standings")),
    ])


def welcome_text() -> str:
    """The greeting for a server that has just added the bot, in the language being spoken."""
    return _("Hello! I deal Canasta here: {new} opens a table in any channel, and {help} explains the "
             "rest (only you see it).", new=command("canasta", "new"), help=command("canasta", "help"))


@app_commands.command(name="help",
                      description="How to start a table, play a move and find the rules (only you see it)")
async def help_command(interaction: Interaction) -> None:
    await interaction.response.send_message(help_text(), ephemeral=True)


def first_writable_channel(guild: discord.Guild) -> discord.TextChannel | None:
    """The server's system channel if the bot may write there, else its first text channel that allows it."""
    me = guild.me
    candidates = [guild.system_channel] if guild.system_channel is not None else []
    candidates += sorted(guild.text_channels, key=lambda channel: (channel.position, channel.id))
    for channel in candidates:
        allowed = channel.permissions_for(me)
        if allowed.view_channel and allowed.send_messages:
            return channel
    return None


async def welcome(guild: discord.Guild) -> None:
    """Greet a server the bot has just joined, once, in the first channel it may write to (its language);
    a server where it may write nowhere is only logged."""
    channel = first_writable_channel(guild)
    if channel is None:
        logs.event(log, "welcome_skipped", guild=guild.id, reason="no channel the bot may write to")
        return
    with speaking(language_of(guild.preferred_locale)):
        text = welcome_text()
    try:
        await channel.send(text)
    except discord.HTTPException as error:  # permissions changed in between, or Discord refused it
        logs.event(log, "welcome_failed", guild=guild.id, channel=channel.id, status=error.status)
        return
    logs.event(log, "welcome", guild=guild.id, channel=channel.id)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (help_command,)
