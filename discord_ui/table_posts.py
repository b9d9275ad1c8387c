"""What the presenter posts in a table's channel besides its picture: each deal's score sheet, the deal's
biggest swing, the match's result, a time-out's notice (with its button) and, once, that a player's
direct messages are closed. Each is posted in the table's language, in the order the table's feed runs
them."""

from __future__ import annotations

import asyncio
import io
import logging

import discord

from bot.core import logs
from bot.service import DealScored, DealSwing, MatchOver, TableChanged, TableInfo
from i18n import _, signed
from render import score_sheet_png
from render.described import score_sheet_words
from render.labels import result_end

from .client import CanastaBot
from .lobby_card import result_sentence
from .table_buttons import TableButton
from .words import a_computer, names, points, shown, team_names

log = logging.getLogger("canasta.presenter")  # the name its events have always had


class TablePosts:
    def __init__(self, bot: CanastaBot) -> None:
        self.bot = bot

    def _channel(self, info: TableInfo) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(info.channel_id, guild_id=info.guild_id)

    async def dms_closed(self, info: TableInfo, user_id: int) -> None:
        view = discord.ui.View(timeout=None)
        # Translators: a button under the table: see one's own cards, privately.
        view.add_item(TableButton(info.id, "hand", label=_("My hand"), style=discord.ButtonStyle.primary))
        await self._channel(info).send(
            _("<@{user}>, I cannot send you direct messages (your privacy settings block them), so your "
              "hand stays hidden until you ask: press **My hand** under the table to see it and play, "
              "privately. `/canasta settings` makes this your choice for good.", user=user_id),
            view=view, allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]))

    async def scores(self, event: DealScored) -> None:
        info = await self.bot.service.get_table(event.table_id)
        result = event.result
        history = [score.team_totals for score in await self.bot.service.scores(event.table_id)]
        winner = info.winner_team if info.status == "finished" else None
        png = await asyncio.to_thread(score_sheet_png, result, names(info), match_scores=history,
                                      winner=winner, target=info.target)
        seat, how = result_end(result)
        if seat is not None:
            how = f"**{shown(info.seats[seat].name)}** {how}"
        gains = " · ".join(f"{team} {signed(gain)} → **{points(total)}**" for team, gain, total in
                           zip(team_names(info), result.team_points, result.team_scores, strict=True))
        file = discord.File(io.BytesIO(png), filename=f"scores-{info.id}-{result.number + 1}.png",
                            description=score_sheet_words(result, names(info), winner, info.target))
        # Translators: {how} is how the deal ended: "**Ann** went out", "the stock ran out".
        over = _("**Deal {number} is over**: {how}.", number=result.number + 1, how=how)
        await self._channel(info).send(over + "\n" + gains, file=file,
                                       allowed_mentions=discord.AllowedMentions.none())
        logs.event(log, "deal_scored", table=info.id, guild=info.guild_id, deal=result.number)

    async def swing(self, event: DealSwing) -> None:
        info = await self.bot.service.get_table(event.table_id)
        # Translators: {played} is a move as typed, e.g. `discard 7h`; /canasta review is a command.
        text = _("🔎 **Deal {number}'s biggest swing**: **{name}**'s `{played}` on turn {turn}, where the "
                 "hard computer player finds a move about **{stake}** points better. Only {name} can see "
                 "which, with `/canasta review deal:{number}`.", number=event.deal + 1,
                 name=shown(info.seats[event.seat].name), played=event.played, turn=event.turn,
                 stake=points(round(event.stake)))
        await self._channel(info).send(text, allowed_mentions=discord.AllowedMentions.none())
        logs.event(log, "deal_swing", table=info.id, guild=info.guild_id, deal=event.deal, seat=event.seat)

    async def result(self, event: MatchOver) -> None:
        info = await self.bot.service.get_table(event.table_id)
        # Translators: {result} is "**Ann & Cleo** won with 5,120 to 3,870." or "the match ended."
        text = _("🏆 Match over at table #{table}: {result}", table=info.id, result=result_sentence(info))
        await self._channel(info).send(text, allowed_mentions=discord.AllowedMentions.none())
        logs.event(log, "match_over", table=info.id, guild=info.guild_id, winner=event.winner_team,
                   reason=event.reason)

    async def notice(self, event: TableChanged) -> None:
        assert event.seat is not None  # a time-out's event names the seat that ran out
        info = await self.bot.service.get_table(event.table_id)
        name = shown(info.seats[event.seat].name)
        view = discord.ui.View(timeout=None)
        success = discord.ButtonStyle.success
        if event.reason == "away":
            computer = a_computer(info.options.get("stand_in", "medium"))
            # Translators: {computer} is "an easy computer", "a hard computer"...; **I'm back** is the button.
            text = _("⏰ **{name}**'s time ran out: {computer} plays for them until they press "
                     "**I'm back**.", name=name, computer=computer)
            # Translators: a button for a player whose seat a computer took over: play one's own seat again.
            view.add_item(TableButton(info.id, "back", label=_("I'm back"), style=success))
        else:
            text = _("⏸ **{name}**'s time ran out, so the table is paused until a player resumes it.",
                     name=name)
            # Translators: a button under a paused table: play on.
            view.add_item(TableButton(info.id, "resume", label=_("Resume"), style=success))
        await self._channel(info).send(text, view=view, allowed_mentions=discord.AllowedMentions.none())
