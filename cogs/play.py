"""``/play move:``: play any move by typing it (``draw``, ``take K K``, ``meld Q Q Q; 5 5 5``,
``add 2 to K``, ``merge K#2 into K``, ``discard 9``, ``ask``, ``yes``, ``no``, ``pass``, ``acaba``, ``bonus``,
``call schneider``), with the
legal moves offered as you type. The answer is your updated hand, privately."""

from __future__ import annotations

import logging

from discord import app_commands
from discord.ext import commands

from bot.core import logs
from bot.core.errors import UserError
from discord_ui.choices import described, kind_of
from discord_ui.client import CanastaBot, Interaction
from discord_ui.hand_controls import show_private_hand
from discord_ui.resolve import service_of, table_choices, table_for
from engine import IllegalAction, parse
from i18n import _

log = logging.getLogger("canasta.play")

MAX_CHOICES = 25
KIND_ORDER = ("call", "draw", "take", "pass", "yes", "no", "ask", "bonus", "discard", "meld", "add", "merge",
              "acaba")


def matching_moves(legal: list[str], typed: str) -> list[str]:
    """Legal moves that match what is typed: those starting with it first, then those containing it.
    What is typed, tidied into the notation's canonical form, leads when it is a well-formed move
    that the list does not show (some legal forms are not listed, see docs/notation.md)."""
    words = " ".join(typed.lower().split())
    ordered = sorted(legal, key=lambda move: KIND_ORDER.index(kind_of(move)))
    starting = [move for move in ordered if move.lower().startswith(words)]
    containing = [move for move in ordered if words in move.lower() and move not in starting]
    found = starting + containing
    try:
        canonical = str(parse(typed)) if words else None
    except IllegalAction:
        canonical = None
    if canonical and canonical not in found and legal:
        found.insert(0, canonical)
    return found[:MAX_CHOICES]


class Play(commands.Cog):
    @app_commands.command(name="play", description="Play a move by typing it: draw, take K K, meld Q Q Q, "
                                                   "add 2 to K, discard 9, ask, yes, no, pass")
    @app_commands.describe(move="Your move; the suggestions are your legal moves",
                           table="The table (default: this channel's, or your only one)")
    async def play(self, interaction: Interaction, move: app_commands.Range[str, 1, 200],
                   table: int | None = None) -> None:
        info = await table_for(interaction, table)
        if info.seat_of(interaction.user.id) is None:
            raise UserError(_("You are not seated at table #{table}.", table=info.id))
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await service_of(interaction).act(info.id, interaction.user.id, move)
        logs.event(log, "played", table=info.id, guild=info.guild_id, user=interaction.user.id,
                   action=result.action, source="play")
        await show_private_hand(interaction, info.id, note=_("You played **{move}**.", move=result.action),
                                snapshot=result.snapshot)

    @play.autocomplete("move")
    async def move_choices(self, interaction: Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        try:
            info = await table_for(interaction, interaction.namespace.table)
        except UserError:
            return []
        legal = await service_of(interaction).legal_actions_for(info.id, interaction.user.id)
        return [app_commands.Choice(name=described(move), value=move)
                for move in matching_moves(legal, current)]

    @play.autocomplete("table")
    async def table_option(self, interaction: Interaction, current: str):
        return await table_choices(interaction, current)


async def setup(bot: CanastaBot) -> None:
    await bot.add_cog(Play(bot))
