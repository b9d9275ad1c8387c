"""League play on Discord: the ``/league`` group, ``/stats`` and ``/history``.

The commands use the bot's :class:`~bot.league.service.LeagueService` (``bot.leagues``, opened
with the table service in ``setup_hook``; it records league matches as they end, and at start-up
any that ended while the bot was down). Admin commands (create, new season,
settings) need the Manage Server permission as Discord reports it for the member in this
interaction; the service refuses them otherwise, whatever the command's default permissions.
"""

from __future__ import annotations

import asyncio
import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import UserError
from bot.core.rules_summary import choice_label, find_variants
from bot.league import LeagueRow, Totals
from bot.league.eligibility import league_target
from bot.league.history import HistoryEntry
from bot.league.seasons import last_day_text
from bot.league.service import MAX_NAME, LeagueService
from bot.league.stats import LeagueStats, describe
from bot.service.settings import Limits
from discord_ui.client import CanastaBot, Interaction
from engine import variants
from i18n import _, language_of, number, speaking
from i18n.variants import variant_name
from render.described import standings_words
from render.standings import standings_png

LIMITS = Limits()
TEXT_ROWS = 10  # standings rows repeated as text under the picture
STATS_SHOWN = 10  # leagues in one /stats answer
HISTORY_LINE = 300


def is_manager(interaction: Interaction) -> bool:
    """Whether the member may manage the server here, as Discord computed it for this interaction."""
    permissions = interaction.permissions
    return interaction.guild_id is not None and (permissions.manage_guild or permissions.administrator)


def _parent_id(interaction: Interaction) -> int | None:
    return getattr(interaction.channel, "parent_id", None)


def _guild(interaction: Interaction) -> int:
    if interaction.guild_id is None:
        raise UserError(_("Leagues live in a server: use this command in a server channel."))
    return interaction.guild_id


class League(commands.Cog):
    league = app_commands.Group(name="league", description="League play: seasons, ratings and standings",
                                guild_only=True)
    season = app_commands.Group(name="season", description="The league's seasons", parent=league)

    def __init__(self, bot: CanastaBot) -> None:
        self.bot = bot
        self.leagues: LeagueService = bot.leagues

    async def _find(self, interaction: Interaction, name: str | None) -> LeagueRow:
        return await self.leagues.find(_guild(interaction), name, channel_id=interaction.channel_id,
                                       parent_id=_parent_id(interaction))

    # ------------------------------------------------------------------ /league

    @league.command(name="create", description="Create a league in this server (Manage Server permission)")
    @app_commands.describe(
        name="The league's name, e.g. Thursday Club",
        variant="The game every rated match plays (start typing, e.g. classic)",
        season="How long a season lasts (30d, 4w), its last day (2025-06-30), or none",
        target="Points rated matches play to (default: the variant's own)",
        channel="Where league tables are opened (default: this channel)")
    async def create(self, interaction: Interaction, name: app_commands.Range[str, 2, MAX_NAME],
                     variant: str, season: app_commands.Range[str, 1, 40] | None = None,
                     target: app_commands.Range[int, LIMITS.min_target, LIMITS.max_target] | None = None,
                     channel: discord.TextChannel | None = None) -> None:
        where = channel.id if channel is not None else interaction.channel_id
        league = await self.leagues.create(
            _guild(interaction), where, interaction.user.id, name, variant, season=season, target=target,
            manager=is_manager(interaction), user_name=interaction.user.display_name)
        current = await self.leagues.current_season(league)
        with speaking(language_of(interaction.guild_locale)):  # posted for the whole server to read
            text = _("League **{league}** is open: {summary}. Season {season} has begun. Join with "
                     "`/league join`.", league=league.name, summary=await self._summary(league),
                     season=current.number)
        await interaction.response.send_message(text)

    @create.autocomplete("variant")
    async def variant_choices(self, interaction: Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=choice_label(info), value=info.key)
                for info in find_variants(current)]

    async def _summary(self, league: LeagueRow) -> str:
        """``Classic Canasta to 5,000, tables in #club, seasons of 28 days, no hints in rated matches``."""
        current = await self.leagues.current_season(league)
        where = _("tables in <#{channel}>", channel=league.channel_id) if league.channel_id \
            else _("no league channel")
        if league.season_days:
            length = _("seasons of {days} days", days=league.season_days)
        elif current.ends_at:
            length = _("season {season} ends {day}", season=current.number,
                       day=last_day_text(current.ends_at))
        else:
            length = _("each season lasts until an admin starts the next")
        name = variant_name(league.variant, variants.get(league.variant).name)
        hints = _("hints allowed in rated matches") if league.hints else _("no hints in rated matches")
        return _("{variant} to {target}, {where}, {length}, {hints}", variant=name,
                 target=number(league_target(league)), where=where, length=length, hints=hints)

    @league.command(name="join", description="Become a member of a league: your matches there count")
    @app_commands.describe(league="The league (default: this channel's, or the server's only one)")
    async def join(self, interaction: Interaction, league: str | None = None) -> None:
        found = await self._find(interaction, league)
        await self.leagues.join(found.id, interaction.user.id, interaction.user.display_name)
        await interaction.response.send_message(
            _("You are a member of **{league}**. Matches you play at its tables, with league members "
              "only and no computer players, are rated.", league=found.name), ephemeral=True)
        await self._refresh_lobbies(interaction, found)

    @league.command(name="leave", description="Stop being a member of a league")
    @app_commands.describe(league="The league (default: this channel's, or the server's only one)")
    async def leave(self, interaction: Interaction, league: str | None = None) -> None:
        found = await self._find(interaction, league)
        await self.leagues.leave(found.id, interaction.user.id)
        await interaction.response.send_message(
            _("You left **{league}**. Your rated matches stay in its standings.", league=found.name),
            ephemeral=True)
        await self._refresh_lobbies(interaction, found)

    async def _refresh_lobbies(self, interaction: Interaction, league: LeagueRow) -> None:
        """The lobby cards of the member's waiting league tables say anew whether they are rated."""
        presenter = self.bot.presenter
        if presenter is not None:
            await presenter.refresh_lobbies_of(interaction.user.id, _guild(interaction), league.id)

    @league.command(name="standings", description="The league table: ratings, wins and losses, points")
    @app_commands.describe(league="The league (default: this channel's, or the server's only one)",
                           season="A season's number (default: the current one)")
    async def standings(self, interaction: Interaction, league: str | None = None,
                        season: app_commands.Range[int, 1, 100_000] | None = None) -> None:
        found = await self._find(interaction, league)
        await self.leagues.season(found, season)  # an unknown season is refused before the answer starts
        await interaction.response.defer(thinking=True)
        with speaking(language_of(interaction.guild_locale)):  # posted for the whole server to read
            table = await self.leagues.standings(found.id, season, you=interaction.user.id)
            png = await asyncio.to_thread(standings_png, table)  # (the thread inherits the language)
            lines = [f"{row.rank}. {discord.utils.escape_markdown(row.name)} **{number(row.rating)}** "
                     f"({row.wins}–{row.losses})" for row in table.rows[:TEXT_ROWS]]
            content = "\n".join([f"**{table.title}** · {table.subtitle}", *lines])[:2000]
            described = standings_words(table)
        await interaction.followup.send(content, file=discord.File(io.BytesIO(png), "standings.png",
                                                                  description=described),
                                        allowed_mentions=discord.AllowedMentions.none())

    @season.command(name="new", description="Archive this season and start the next (Manage Server)")
    @app_commands.describe(league="The league (default: this channel's, or the server's only one)",
                           length="The new season's length (30d, 4w), last day (2025-06-30), or none")
    async def season_new(self, interaction: Interaction, league: str | None = None,
                         length: app_commands.Range[str, 1, 40] | None = None) -> None:
        found = await self._find(interaction, league)
        started = await self.leagues.new_season(found.id, manager=is_manager(interaction), season=length)
        with speaking(language_of(interaction.guild_locale)):  # posted for the whole server to read
            text = _("Season {old} of **{league}** is archived (`/league standings season:{old}` shows it). "
                     "Season {new} starts now: every rating starts afresh.", old=started.number - 1,
                     league=found.name, new=started.number)
        await interaction.response.send_message(text)

    @league.command(name="settings", description="See a league's settings, or change them (Manage Server)")
    @app_commands.describe(league="The league (default: this channel's, or the server's only one)",
                           name="A new name", channel="The channel where league tables are opened",
                           season="Season length (30d, 4w), last day (2025-06-30), or none",
                           target="Points rated matches play to",
                           hints="Whether rated matches may be played with hints (default: no)")
    async def settings(self, interaction: Interaction, league: str | None = None,
                       name: app_commands.Range[str, 2, MAX_NAME] | None = None,
                       channel: discord.TextChannel | None = None,
                       season: app_commands.Range[str, 1, 40] | None = None,
                       target: app_commands.Range[int, LIMITS.min_target, LIMITS.max_target] | None = None,
                       hints: bool | None = None) -> None:
        found = await self._find(interaction, league)
        changed = await self.leagues.update_settings(
            found.id, manager=is_manager(interaction), name=name,
            channel_id=channel.id if channel else None, season=season, target=target, hints=hints)
        summary = await self._summary(changed)
        if changed != found:
            text = _("Settings saved for **{league}**: {summary}.", league=changed.name, summary=summary)
        else:
            text = _("Settings for **{league}**: {summary}.", league=changed.name, summary=summary)
        await interaction.response.send_message(text, ephemeral=True)

    @league.command(name="export", description="A season's rated matches as a CSV file")
    @app_commands.describe(league="The league (default: this channel's, or the server's only one)",
                           season="A season's number (default: the current one)")
    async def export(self, interaction: Interaction, league: str | None = None,
                     season: app_commands.Range[int, 1, 100_000] | None = None) -> None:
        found = await self._find(interaction, league)
        await self.leagues.season(found, season)
        await interaction.response.defer(ephemeral=True, thinking=True)
        name, text = await self.leagues.export_csv(found.id, season)
        rows = max(0, text.count("\n") - 1)
        if rows == 1:
            said = _("**{league}**: {count} player line of rated matches.", league=found.name, count=rows)
        else:
            said = _("**{league}**: {count} player lines of rated matches.", league=found.name, count=rows)
        await interaction.followup.send(said, file=discord.File(io.BytesIO(text.encode("utf-8")), name),
                                        ephemeral=True)

    @join.autocomplete("league")
    @leave.autocomplete("league")
    @standings.autocomplete("league")
    @season_new.autocomplete("league")
    @settings.autocomplete("league")
    @export.autocomplete("league")
    async def league_choices(self, interaction: Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        return await self._league_choices(interaction, current)

    async def _league_choices(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The server's leagues whose names contain what is typed, for the autocompletes of /league and
        /history (a decorated autocomplete is typed as discord.py's callback, not as a method to call)."""
        if interaction.guild_id is None:
            return []
        words = current.strip().casefold()
        return [app_commands.Choice(name=name, value=name)
                for name in await self.leagues.names(interaction.guild_id) if words in name.casefold()][:25]

    # ------------------------------------------------------------------ /stats and /history

    @app_commands.command(name="stats", description="A player's league ratings and statistics (just for you)")
    @app_commands.describe(user="Whose statistics (default: yours)")
    @app_commands.guild_only()
    async def stats(self, interaction: Interaction, user: discord.Member | None = None) -> None:
        who = user or interaction.user
        found = await self.leagues.stats(_guild(interaction), who.id)
        embed = discord.Embed(title=_("League statistics · {name}", name=who.display_name)[:256],
                              colour=discord.Colour.gold())
        if not found:
            embed.description = _("{name} is in no league of this server yet.", name=who.display_name)
        for entry in found[:STATS_SHOWN]:
            field = _("{league} · season {number}", league=entry.league.name, number=entry.season.number)
            embed.add_field(name=field[:256], value=stats_text(entry)[:1024], inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="history", description="The last finished matches, with scores and links")
    @app_commands.describe(user="Whose matches (default: yours)",
                           league="A league's matches instead of a player's")
    @app_commands.guild_only()
    async def history(self, interaction: Interaction, user: discord.Member | None = None,
                      league: str | None = None) -> None:
        guild_id = _guild(interaction)
        if league:
            found = await self._find(interaction, league)
            entries = await self.leagues.history(guild_id, league_id=found.id, you=interaction.user.id)
            title = _("Last matches · {name}", name=found.name)
            nothing = _("No finished matches in this league yet.")
        else:
            who = user or interaction.user
            entries = await self.leagues.history(guild_id, user_id=who.id)
            title = _("Last matches · {name}", name=who.display_name)
            nothing = _("No finished matches here yet.")
        embed = discord.Embed(title=title[:256], colour=discord.Colour.blurple())
        embed.description = "\n".join(history_line(entry) for entry in entries) or nothing
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @history.autocomplete("league")
    async def history_league_choices(self, interaction: Interaction, current: str):
        return await self._league_choices(interaction, current)


def stats_text(entry: LeagueStats) -> str:
    if entry.rating is None:
        lines = [_("No rated match yet this season.")]
    else:
        lines = [_("Rating **{rating}**, #{rank} of {ranked}", rating=number(entry.rating),
                   rank=entry.rank, ranked=entry.ranked)]
        if entry.season_totals is not None:
            lines.append(describe(entry.season_totals))
    if entry.all_time is not None and entry.all_time != entry.season_totals:
        totals = entry.all_time
        lines.append(all_seasons_line(totals))
    return "\n".join(lines)


def all_seasons_line(totals: Totals) -> str:
    """A player's totals over every season of a league, in one line (labels before numbers, so that
    one match or one canasta reads as well as many)."""
    return _("All seasons: matches {matches} · won {wins} · lost {losses} · canastas {canastas}",
             matches=totals.matches, wins=totals.wins, losses=totals.losses, canastas=totals.canastas)


def history_line(entry: HistoryEntry) -> str:
    """``[#12](link) 30 Jun · Classic Canasta · Ann & Cleo **5,120** – Bob & Dave 3,400 · won · rated``."""
    when = entry.finished_at[:10]
    shown = [(discord.utils.escape_markdown(names), number(score)) for names, score in entry.sides]
    sides = " – ".join(f"{names} **{score}**" if team == entry.winner_team else f"{names} {score}"
                       for team, (names, score) in enumerate(shown))
    parts = [f"[#{entry.table_id}]({entry.link}) {when}", entry.variant_name, sides]
    if entry.your_team is not None:
        parts.append(_("won") if entry.your_team == entry.winner_team else _("lost"))
    if entry.resigned:
        parts.append(_("by resignation"))
    if entry.league_name is not None:
        league = discord.utils.escape_markdown(entry.league_name)
        if entry.rated is None:
            parts.append(_("not recorded yet in {league}", league=league))
        elif entry.rated:
            parts.append(_("rated in {league}", league=league))
        else:
            parts.append(_("unrated in {league}", league=league))
    line = " · ".join(parts)
    return line if len(line) <= HISTORY_LINE else line[:HISTORY_LINE - 1] + "…"


async def setup(bot: CanastaBot) -> None:
    await bot.add_cog(League(bot))
