"""The table everyone sees: its picture message, spectators, the game record, resigning, and the
buttons under the table (My hand, Game record, Watch, I'm back, Resume).

``/canasta table`` posts the picture again at the bottom of the table's thread, ``/canasta watch``
follows a table without a seat, ``/canasta history`` shows the recent moves and the scores,
``/canasta resign`` concedes the match after a confirmation. Nothing here ever shows a hand:
the picture is drawn from the public view.
"""

from __future__ import annotations

import asyncio
import io
import logging

import discord
from discord import app_commands

from bot import logs
from bot.errors import UserError
from bot.service import TableInfo
from discord_ui.client import Interaction
from discord_ui.controls import Control, custom_id
from discord_ui.hand_controls import show_private_hand
from discord_ui.resolve import service_of, table_choices, table_for
from discord_ui.words import deal_title, names, points, scores_line, shown, team_names, to_move_line
from engine import PublicView
from i18n import _, signed
from render import table_png
from render.described import table_words

log = logging.getLogger("canasta.table")

MAX_MESSAGE = 2000
RECORD_MOVES = 30


class TableButton(Control[discord.ui.Button],
                  template=r"canasta:t(?P<table>\d+):(?P<what>hand|record|watch|back|resume|resign|keep)"):
    def __init__(self, table_id: int, what: str, *, label: str = "", style=discord.ButtonStyle.secondary,
                 row: int | None = None) -> None:
        button: discord.ui.Button = discord.ui.Button(label=label or what, style=style,
                                                      custom_id=custom_id(table_id, what))
        super().__init__(button, row=row)
        self.table_id, self.what = table_id, what

    @classmethod
    def from_match(cls, item, match):
        return cls(int(match["table"]), match["what"], label=item.label, style=item.style)

    async def run(self, interaction: Interaction) -> None:
        await TABLE_ACTIONS[self.what](interaction, self.table_id)


# ---------------------------------------------------------------------- the picture message

def table_filename(info: TableInfo) -> str:
    return f"table-{info.id}.png"


async def table_picture(info: TableInfo, view: PublicView, result=None) -> discord.File:
    """The table as a picture; ``result`` (the last deal's score, once the match is over) shows each
    side's gain and final total instead of the score before the deal."""
    png = await asyncio.to_thread(table_png, view, names(info), result)
    return discord.File(io.BytesIO(png), filename=table_filename(info),
                        description=table_words(view, names(info), result))


def table_embed(info: TableInfo, view: PublicView, last_move: str | None = None) -> discord.Embed:
    lines = [_("{scores} · target {target}", scores=scores_line(info), target=points(info.target))]
    if last_move:
        lines.append(_("Last move: {move}", move=last_move))
    lines.append(to_move_line(info, view.phase))
    if info.practice:
        # Translators: under the table of a match opened with /canasta new seed:.
        lines.append(_("Practice deals, from the seed chosen when the table was opened: never rated."))
    embed = discord.Embed(title=deal_title(info), description="\n".join(line for line in lines if line),
                          colour=discord.Colour.dark_green())
    embed.set_image(url=f"attachment://{table_filename(info)}")
    embed.set_footer(text=_("My hand shows your cards to you alone · /play types a move · "
                            "/canasta history lists the moves"))
    return embed


def table_controls(info: TableInfo) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if info.status in ("playing", "paused"):
        # Translators: a button under the table: see one's own cards, privately.
        view.add_item(TableButton(info.id, "hand", label=_("My hand"), style=discord.ButtonStyle.primary))
    if info.status == "paused":
        # Translators: a button under a paused table: play on.
        view.add_item(TableButton(info.id, "resume", label=_("Resume"), style=discord.ButtonStyle.success))
    view.add_item(TableButton(info.id, "record", label=_("Game record")))
    return view


# ---------------------------------------------------------------------- button actions

async def _my_hand(interaction: Interaction, table_id: int) -> None:
    await show_private_hand(interaction, table_id)


async def _record(interaction: Interaction, table_id: int) -> None:
    info = await service_of(interaction).get_table(table_id)
    await interaction.response.send_message(await record_text(service_of(interaction), info), ephemeral=True)


async def _watch(interaction: Interaction, table_id: int) -> None:
    await watch(interaction, await service_of(interaction).get_table(table_id))


async def _back(interaction: Interaction, table_id: int) -> None:
    await service_of(interaction).back(table_id, interaction.user.id)
    await interaction.response.send_message(_("Welcome back: you play your own seat again."), ephemeral=True)


async def _resume(interaction: Interaction, table_id: int) -> None:
    await service_of(interaction).resume(table_id, interaction.user.id)
    await interaction.response.send_message(_("The table plays on."), ephemeral=True)


async def _resign(interaction: Interaction, table_id: int) -> None:
    await interaction.response.defer()
    info = await service_of(interaction).resign(table_id, interaction.user.id)
    logs.event(log, "resigned", table=table_id, guild=info.guild_id, user=interaction.user.id)
    await interaction.edit_original_response(
        content=_("You resigned the match at table #{table}.", table=table_id), view=None)


async def _keep(interaction: Interaction, table_id: int) -> None:
    await interaction.response.edit_message(content=_("Good luck: the match goes on."), view=None)


TABLE_ACTIONS = {"hand": _my_hand, "record": _record, "watch": _watch, "back": _back, "resume": _resume,
                 "resign": _resign, "keep": _keep}


async def watch(interaction: Interaction, info: TableInfo) -> None:
    """Follow a table: joined to its thread, and the current picture privately."""
    if info.status not in ("playing", "paused"):
        raise UserError(_("Table #{table} is not playing a match right now.", table=info.id))
    await interaction.response.defer(ephemeral=True, thinking=True)
    await add_to_thread(interaction.client, info, interaction.user)
    view = await service_of(interaction).public_view(info.id)
    await interaction.followup.send(
        _("You are watching table #{table}: every move shows in <#{channel}>.", table=info.id,
          channel=info.channel_id),
        embed=table_embed(info, view), file=await table_picture(info, view), ephemeral=True)


async def add_to_thread(client, info: TableInfo, user: discord.abc.Snowflake) -> None:
    """Add someone to the table's thread so it shows in their channel list (when the table has one)."""
    try:
        channel = client.get_channel(info.channel_id) or await client.fetch_channel(info.channel_id)
        if isinstance(channel, discord.Thread):
            await channel.add_user(user)
    except discord.HTTPException as error:
        logs.event(log, "thread_add_failed", level=logging.WARNING, table=info.id, guild=info.guild_id,
                   user=user.id, status=error.status, code=error.code)


async def record_text(service, info: TableInfo) -> str:
    """The game record: scores of every deal, then the latest moves of the current deal."""
    seat_names = [shown(name) for name in names(info)]
    teams = team_names(info)
    head = [_("**{deal}: game record**", deal=deal_title(info)),
            _("{scores} · target {target}", scores=scores_line(info), target=points(info.target))]
    if info.seed is not None:  # told once the match is over, never before
        # Translators: in a finished match's game record; `canasta play` is the offline game (as written).
        head.append(_("Dealt from the seed {seed}: `canasta play --seed` with it deals the same cards again.",
                      seed=shown(info.seed)))
    for score in await service.scores(info.id):
        gains = " · ".join(f"{team} {signed(gain)}"
                           for team, gain in zip(teams, score.team_points, strict=True))
        head.append(_("Deal {number}: {gains}", number=score.number + 1, gains=gains))
    actions = await service.action_log(info.id)
    if not actions:
        return "\n".join(head + [_("No moves yet.")])
    deal = actions[-1].deal_number
    moves = [a for a in actions if a.deal_number == deal][-RECORD_MOVES:]
    lines = []
    for action in moves:
        who = seat_names[action.seat]
        if action.actor_id is None and info.seats[action.seat].user_id is not None:
            who = _("{name} (computer stand-in)", name=who)
        lines.append(f"`{action.seq:>3}` {who}: `{action.action}`")  # the move as typed, in every language
    while lines:
        moves_head = _("**Deal {number}, last move:**", number=deal + 1) if len(lines) == 1 else \
            _("**Deal {number}, last {count} moves:**", number=deal + 1, count=len(lines))
        text = "\n".join(head + [moves_head] + lines)
        if len(text) <= MAX_MESSAGE:
            return text
        lines.pop(0)
    return "\n".join(head)[:MAX_MESSAGE]


# ---------------------------------------------------------------------- commands

@app_commands.command(name="table", description="Post the table picture again, at the bottom")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def table_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    if info.status not in ("playing", "paused"):
        raise UserError(_("Table #{table} is not playing a match, so there is no picture to show.",
                          table=info.id))
    if interaction.client.presenter is not None:
        interaction.client.presenter.repost_table(info.id)
    await interaction.response.send_message(
        _("The picture of table #{table} is posted again in <#{channel}>.", table=info.id,
          channel=info.channel_id), ephemeral=True)


@app_commands.command(name="watch", description="Watch a table: follow its thread and see the table now")
@app_commands.describe(table="The table (default: this channel's)")
async def watch_command(interaction: Interaction, table: int | None = None) -> None:
    await watch(interaction, await table_for(interaction, table))


@app_commands.command(name="history", description="The game record: latest moves and every deal's score")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def history_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    await interaction.response.send_message(await record_text(service_of(interaction), info), ephemeral=True)


@app_commands.command(name="resign", description="Concede the match for your side (you confirm first)")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def resign_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    seat = info.seat_of(interaction.user.id)
    if seat is None:
        raise UserError(_("You are not seated at table #{table}.", table=info.id))
    if info.status not in ("playing", "paused"):
        raise UserError(_("Table #{table} is not playing a match.", table=info.id))
    view = discord.ui.View(timeout=None)
    view.add_item(TableButton(info.id, "resign", label=_("Resign the match"),
                              style=discord.ButtonStyle.danger))
    view.add_item(TableButton(info.id, "keep", label=_("Keep playing")))
    team = info.seats[seat].team
    await interaction.response.send_message(
        _("Resign at table #{table}? Your side ({side}) loses the match.", table=info.id,
          side=team_names(info)[team]), view=view, ephemeral=True)


@table_command.autocomplete("table")
@watch_command.autocomplete("table")
@history_command.autocomplete("table")
@resign_command.autocomplete("table")
async def table_option(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (table_command, watch_command, history_command, resign_command)
