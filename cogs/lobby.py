"""Opening a table and leaving its seat: ``/canasta new`` and ``/canasta leave``. The lobby card is
``discord_ui.lobby_card``'s, its buttons (join, leave, switch side, add or remove a computer player,
start, close) ``discord_ui.lobby_controls``'.

``/canasta new`` answers with the lobby card in the channel and, when the bot may, starts a public
thread from it where the match is played (the thread's id is the card's message id, so the table
lives in that thread); otherwise the table plays in the channel itself. The card is kept up to
date by the presenter; the buttons only ask the table service and acknowledge.

A table belongs to a league when ``league:`` names one or when it is opened in a league's
channel (or a thread of it); it then plays the league's variant to the league's target unless
told otherwise, and its card says before the start whether the match will be rated. Naming a
league and asking for another variant or target is refused (such a match could never be
rated); in a league's channel another game is allowed, and the card says it is unrated and why.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.core import logs
from bot.core.errors import UserError
from bot.core.rules_summary import choice_label, find_variants, resolve
from bot.discord.state import MessageRef
from bot.league import LeagueRow
from bot.league.eligibility import league_target
from bot.service import ServiceError, TableInfo
from bot.service.options import check_table, table_options
from bot.service.settings import Limits
from discord_ui.client import Interaction
from discord_ui.lobby_card import lobby_card
from discord_ui.resolve import table_choices, table_for
from discord_ui.table_buttons import add_to_thread
from discord_ui.words import points
from engine import variants
from engine.ai import LEVELS
from i18n import LANGUAGE_NAMES, _, language_of, speaking
from i18n.variants import variant_name

log = logging.getLogger("canasta.lobby")

LIMITS = Limits()
TIMERS = [(0, "No timer"), (LIMITS.min_timer_s, f"{LIMITS.min_timer_s} seconds"), (30, "30 seconds"),
          (60, "1 minute"), (120, "2 minutes"), (300, "5 minutes"), (900, "15 minutes"), (3600, "1 hour"),
          (86400, "1 day"), (259200, "3 days")]
# The command's choices (translated by the command translator, bot.i18n.commands); the card says the same
# in the table's language with discord_ui.lobby_card.level_text.
LEVEL_TEXT = {"random": "Plays any legal move", "easy": "Knows the basics, slips now and then",
              "medium": "Plays solidly", "hard": "Thinks ahead (about a second a move)"}


# ---------------------------------------------------------------------- commands

def _can_open_thread(interaction: Interaction) -> bool:
    channel = interaction.channel
    permissions = interaction.app_permissions
    return (channel is not None and channel.type == discord.ChannelType.text
            and permissions.create_public_threads and permissions.send_messages_in_threads)


def league_game(found: LeagueRow | None, *, named: bool, variant: str | None,
                target: int | None) -> tuple[str, int | None]:
    """The variant key and target of a new table: as given, else the league's (``found``), else
    classic to its own target. A ``named`` league refuses another variant or target."""
    key = resolve(variant).key if variant else (found.variant if found else "classic")
    if found is None:
        return key, target
    league_name = discord.utils.escape_markdown(found.name)
    if named and key != found.variant:
        raise UserError(_("**{league}** plays {variant}, so its tables cannot play {other}: leave out "
                          "`variant`, or leave out `league` for a friendly table.", league=league_name,
                          variant=variant_name(found.variant, variants.get(found.variant).name),
                          other=variant_name(key, variants.get(key).name)))
    if named and target is not None and target != league_target(found):
        raise UserError(_("**{league}**'s matches play to {target}: leave out `target`, or leave out "
                          "`league` for a friendly table.", league=league_name,
                          target=points(league_target(found))))
    if key != found.variant:
        return key, target  # another game in the league's channel: unrated, as its card says
    return key, league_target(found) if target is None else target


@app_commands.command(name="new", description="Open a Canasta table here: a lobby to join, then a match")
@app_commands.describe(
    variant="The game to play (start typing, e.g. classic; default: classic, or the league's)",
    target="Points that win the match (default: the variant's own, or the league's)",
    timer="Time each player has for a turn",
    on_timeout="What happens when a player's time runs out",
    stand_in="Strength of the computer that plays for a late player",
    hints="Whether players may ask for a hint (/canasta hint)",
    seed="A fixed shuffle, for practice or a replay: such a match is never rated (default: a secret one)",
    league="The league the match counts for (default: this channel's league, if it has one)",
    language="The language of the table's thread and pictures (default: the server's)")
@app_commands.choices(timer=[app_commands.Choice(name=name, value=seconds) for seconds, name in TIMERS])
@app_commands.choices(  # apart from timer's: one decorator's choices share a type
    on_timeout=[app_commands.Choice(name="A computer plays for them", value="computer"),
                app_commands.Choice(name="The table pauses", value="pause")],
    stand_in=[app_commands.Choice(name=f"{level}: {LEVEL_TEXT[level]}", value=level) for level in LEVELS],
    language=[app_commands.Choice(name=name, value=language) for language, name in LANGUAGE_NAMES.items()])
async def new_command(interaction: Interaction, variant: str | None = None,
                      target: app_commands.Range[int, LIMITS.min_target, LIMITS.max_target] | None = None,
                      timer: int = 120, on_timeout: str = "computer", stand_in: str = "medium",
                      hints: bool = True, seed: app_commands.Range[str, 1, 64] | None = None,
                      league: app_commands.Range[str, 1, 100] | None = None,
                      language: str | None = None) -> None:
    guild_id, channel_id = interaction.guild_id, interaction.channel_id
    if guild_id is None or channel_id is None:
        raise UserError(_("Tables are opened in a server channel, not in direct messages."))
    found = await interaction.client.leagues.league_for_table(
        guild_id, channel_id, parent_id=getattr(interaction.channel, "parent_id", None), name=league)
    key, target = league_game(found, named=bool(league and league.strip()), variant=variant, target=target)
    options = {"stand_in": stand_in, "hints": hints, "seed": seed,
               "language": language or language_of(interaction.guild_locale)}
    check_table(key, target, timer, on_timeout, LIMITS)  # refuse bad settings before posting anything
    table_options(options)
    settings = {"variant": key, "target": target, "timer_s": timer, "on_timeout": on_timeout,
                "options": options, "league_id": found.id if found else None}
    if _can_open_thread(interaction):
        await _open_in_thread(interaction, guild_id, channel_id, settings)
    else:
        await _open_here(interaction, guild_id, channel_id, settings)


async def _open_in_thread(interaction: Interaction, guild_id: int, channel_id: int, settings: dict) -> None:
    bot = interaction.client
    await bot.service.check_new_table(guild_id, interaction.user.id,
                                      league_id=settings["league_id"])  # before posting anything
    with speaking(settings["options"]["language"]):  # the card is the table's, for everyone in the channel
        opening = _("Opening a table…")
    await interaction.response.send_message(embed=discord.Embed(description=opening))
    card = await interaction.original_response()
    try:
        info = await _create(interaction, guild_id, card.id, settings)
    except ServiceError:
        await interaction.delete_original_response()
        raise
    with speaking(info.language):
        thread_name = _("{variant} · table {table}", variant=info.variant_name, table=info.id)
    try:
        thread = await card.create_thread(name=thread_name, auto_archive_duration=1440)
    except discord.HTTPException:
        await bot.service.disband(info.id, interaction.user.id)
        await interaction.delete_original_response()
        raise
    await _remember(interaction, info, channel_id, card.id)
    await add_to_thread(bot, info, interaction.user)
    with speaking(info.language):  # the card is the table's, for everyone in the channel
        embed, view = lobby_card(info, thread.id, await bot.leagues.rating_notice(info.id))
    await interaction.edit_original_response(embed=embed, view=view)


async def _open_here(interaction: Interaction, guild_id: int, channel_id: int, settings: dict) -> None:
    info = await _create(interaction, guild_id, channel_id, settings)
    with speaking(info.language):  # the card is the table's, for everyone in the channel
        embed, view = lobby_card(info, None, await interaction.client.leagues.rating_notice(info.id))
    await interaction.response.send_message(embed=embed, view=view or discord.utils.MISSING)
    card = await interaction.original_response()
    await _remember(interaction, info, channel_id, card.id)


async def _create(interaction: Interaction, guild_id: int, channel_id: int, settings: dict) -> TableInfo:
    info = await interaction.client.service.create_table(
        guild_id, channel_id, interaction.user.id, owner_name=interaction.user.display_name,
        **settings)
    logs.event(log, "table_opened", table=info.id, guild=info.guild_id, channel=channel_id,
               variant=info.variant, league=settings["league_id"], user=interaction.user.id)
    return info


async def _remember(interaction: Interaction, info: TableInfo, channel_id: int, message_id: int) -> None:
    await interaction.client.table_messages.remember(MessageRef(info.id, "lobby", 0, channel_id, message_id))


@new_command.autocomplete("league")
async def league_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    if interaction.guild_id is None:
        return []
    words = current.strip().casefold()
    names = await interaction.client.leagues.names(interaction.guild_id)
    return [app_commands.Choice(name=name, value=name) for name in names if words in name.casefold()][:25]


@new_command.autocomplete("variant")
async def variant_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=choice_label(info), value=info.key)
            for info in find_variants(current)]


@app_commands.command(name="leave", description="Leave a table's lobby (once it plays, resign instead)")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def leave_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    if info.status in ("playing", "paused"):
        raise UserError(_("The match at table #{table} is running: `/canasta resign` concedes it for "
                          "your side.", table=info.id))
    await interaction.client.service.leave(info.id, interaction.user.id)
    await interaction.response.send_message(_("You left table #{table}.", table=info.id), ephemeral=True)


@leave_command.autocomplete("table")
async def leave_table_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (new_command, leave_command)
