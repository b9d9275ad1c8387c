"""The league service: the one object the ``/league``, ``/stats`` and ``/history`` commands call.

    leagues = LeagueService(db)                    # the table service's database
    leagues.attach(table_service)                  # record league tables as their matches end
    await leagues.reconcile()                      # and any that ended while nobody listened

    league = await leagues.create(guild_id, channel_id, user_id, "Thursday Club", "classic",
                                  season="4w", target=None, manager=True)
    league = await leagues.find(guild_id, name=None, channel_id=..., parent_id=...)
    await leagues.join(league.id, user_id, "Ann");  await leagues.leave(league.id, user_id)
    table = await leagues.standings(league.id, season=None, you=user_id)   # render.standings.Standings
    await leagues.new_season(league.id, manager=True, season="30d")
    await leagues.update_settings(league.id, manager=True, channel_id=..., season=..., target=..., hints=...)
    await leagues.stats(guild_id, user_id);  await leagues.history(guild_id, user_id=..., league_id=...)
    name, text = await leagues.export_csv(league.id, season=None)

    # For the lobby (``/canasta new``): which league a new table belongs to, and the notice
    league = await leagues.league_for_table(guild_id, channel_id, parent_id=None, name=None)
    text = await leagues.rating_notice(table_id)   # "" when the table is not a league table

Refusals raise :class:`LeagueError` (a ``UserError``) and change nothing. Admin requests
take ``manager``: whether the caller has the server's Manage Server permission, as the
server reported it for this interaction.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import UTC, date, datetime

from engine import variants
from i18n import _, number, say
from i18n.stored import said

from ..core import logs, printable
from ..core.rules_summary import resolve as resolve_variant
from ..core.shards import EVERY_SHARD, Shards
from ..service.events import MatchOver
from ..service.settings import Limits
from ..storage import leagues, players, tables
from ..storage.clock import now
from ..storage.leagues import LeagueMatchRow, LeagueRow, SeasonRow
from . import export, history, recording, standings
from .eligibility import league_target, unrated_reason
from .errors import LeagueError
from .seasons import SeasonPlan, parse_plan, season_for
from .stats import LeagueStats, player_stats

log = logging.getLogger("canasta.league")

MAX_LEAGUES = 25  # per server: every league fits one autocomplete list
MAX_NAME = 40


def _today() -> date:
    return datetime.now(UTC).date()


def clean_name(name: str) -> str:
    cleaned = " ".join(printable.cleaned(name or "").split())
    if not 2 <= len(cleaned) <= MAX_NAME:
        raise LeagueError(_("a league's name is 2 to {most} characters long", most=MAX_NAME))
    return cleaned


def _variant_key(text: str) -> str:
    return resolve_variant(text).key


def _check_target(target: int | None, limits: Limits) -> int | None:
    if target is not None and not limits.min_target <= target <= limits.max_target:
        least, most = number(limits.min_target), number(limits.max_target)
        raise LeagueError(_("the target score is from {least} to {most}", least=least, most=most))
    return target


def _require_manager(manager: bool, refusal: str) -> None:
    """Refuse with ``refusal`` (the whole sentence, translated) unless the caller manages the server."""
    if not manager:
        raise LeagueError(refusal)


class LeagueService:
    def __init__(self, db, limits: Limits | None = None, shards: Shards = EVERY_SHARD):
        self.db = db
        self.limits = limits or Limits()
        self.shards = shards  # the servers whose league matches this process records (bot.core.shards)
        self._lock = asyncio.Lock()  # recording and season changes, one at a time
        self._unsubscribe: Callable[[], None] | None = None

    # ------------------------------------------------------------------ recording

    def attach(self, table_service) -> None:
        """Record league tables as the table service reports their matches over."""
        self.detach()
        self._unsubscribe = table_service.subscribe(self._on_event)

    def detach(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    async def _on_event(self, event) -> None:
        if isinstance(event, MatchOver):
            await self.reconcile()

    async def record(self, table_id: int) -> LeagueMatchRow | None:
        """Record one finished league table (idempotent)."""
        async with self._lock:
            match = await recording.record(self.db, table_id)
        if match is not None:
            logs.event(log, "league_match_recorded", table=table_id, league=match.league_id,
                       rated=match.rated, reason=match.reason)
        return match

    async def reconcile(self) -> list[LeagueMatchRow]:
        """Record every finished league table not recorded yet (after a crash, at start-up)."""
        async with self._lock:
            recorded = await recording.reconcile(self.db, self.shards)
        for match in recorded:
            logs.event(log, "league_match_recorded", table=match.table_id, league=match.league_id,
                       rated=match.rated, reason=match.reason)
        return recorded

    # ------------------------------------------------------------------ leagues

    async def create(self, guild_id: int, channel_id: int | None, user_id: int, name: str, variant: str, *,
                     season: str | None = None, target: int | None = None, manager: bool,
                     user_name: str | None = None) -> LeagueRow:
        """A new league whose channel is ``channel_id``, its first season starting now."""
        _require_manager(manager, _("Only members with the Manage Server permission can create a league."))
        name = clean_name(name)
        variant = _variant_key(variant)
        target = _check_target(target, self.limits)
        plan = parse_plan(season, _today())
        async with self._lock, self.db.transaction() as tx:
            if await leagues.by_name(tx, guild_id, name) is not None:
                raise LeagueError(_("this server already has a league called {name}", name=name))
            if len(await leagues.of_guild(tx, guild_id)) >= MAX_LEAGUES:
                raise LeagueError(_("a server has at most {most} leagues", most=MAX_LEAGUES))
            await self._check_channel(tx, channel_id, None)
            at = now()
            await players.remember(tx, user_id, user_name)
            league_id = await leagues.create(
                tx, guild_id=guild_id, name=name, variant=variant, target=target, channel_id=channel_id,
                season_days=plan.days, created_by=user_id, at=at)
            await leagues.open_season(tx, league_id, 1, at, plan.ends_at(at))
        logs.event(log, "league_created", league=league_id, guild=guild_id, variant=variant)
        return await leagues.get(self.db, league_id)

    async def _check_channel(self, tx, channel_id: int | None, league_id: int | None) -> None:
        if channel_id is None:
            return
        holder = await leagues.by_channel(tx, channel_id)
        if holder is not None and holder.id != league_id:
            raise LeagueError(_("this channel already belongs to the league {league}: pick another "
                                "channel, or change that league's channel in `/league settings`",
                                league=holder.name))

    async def names(self, guild_id: int) -> list[str]:
        return [league.name for league in await leagues.of_guild(self.db, guild_id)]

    async def find(self, guild_id: int, name: str | None = None, *, channel_id: int | None = None,
                   parent_id: int | None = None) -> LeagueRow:
        """The league named ``name``; without a name, the league of this channel (or of the
        thread's parent channel), else the server's only league."""
        name = printable.cleaned(name or "")
        if name.strip():
            league = await leagues.by_name(self.db, guild_id, name)
            if league is None:
                asked = name.strip()[:MAX_NAME]
                known = await self.names(guild_id)
                if known:
                    raise LeagueError(_("there is no league called '{name}' here: leagues here are {leagues}",
                                        name=asked, leagues=", ".join(known)))
                raise LeagueError(_("there is no league called '{name}' here: this server has no league yet",
                                    name=asked))
            return league
        here = await self._of_channel(guild_id, channel_id, parent_id)
        if here is not None:
            return here
        every = await leagues.of_guild(self.db, guild_id)
        if len(every) == 1:
            return every[0]
        if not every:
            raise LeagueError(_("this server has no league yet: an admin creates one with `/league create`"))
        known = await self.names(guild_id)
        if known:
            raise LeagueError(_("which league? Name it with the `league` option: leagues here are {leagues}",
                                leagues=", ".join(known)))
        raise LeagueError(_("which league? Name it with the `league` option: this server has no league yet"))

    async def _of_channel(self, guild_id: int, channel_id: int | None,
                          parent_id: int | None) -> LeagueRow | None:
        for channel in (channel_id, parent_id):
            if channel is not None:
                league = await leagues.by_channel(self.db, channel)
                if league is not None and league.guild_id == guild_id:
                    return league
        return None

    async def league_for_table(self, guild_id: int, channel_id: int, parent_id: int | None = None,
                               name: str | None = None) -> LeagueRow | None:
        """The league a table opened here belongs to: the named one, else the channel's (or the
        thread parent's), else none. LeagueError when a named league does not exist."""
        if name and name.strip():
            return await self.find(guild_id, name)
        return await self._of_channel(guild_id, channel_id, parent_id)

    async def current_season(self, league: LeagueRow) -> SeasonRow:
        """The league's season now (starting the next one first if a season length says so)."""
        async with self.db.transaction() as tx:
            return await season_for(tx, league, now())

    async def season(self, league: LeagueRow, number: int | None) -> SeasonRow:
        if number is None:
            return await self.current_season(league)
        season = await leagues.season_by_number(self.db, league.id, number)
        if season is None:
            current = await self.current_season(league)
            raise LeagueError(_("{league} has seasons 1 to {last}", league=league.name, last=current.number))
        return season

    # ------------------------------------------------------------------ members

    async def join(self, league_id: int, user_id: int, name: str | None = None) -> LeagueRow:
        league = await self._league(league_id)
        async with self.db.transaction() as tx:
            await players.remember(tx, user_id, name)
            if not await leagues.join(tx, league_id, user_id, now()):
                raise LeagueError(_("you are already a member of {league}", league=league.name))
        return league

    async def leave(self, league_id: int, user_id: int) -> LeagueRow:
        league = await self._league(league_id)
        async with self.db.transaction() as tx:
            if not await leagues.leave(tx, league_id, user_id, now()):
                raise LeagueError(_("you are not a member of {league}", league=league.name))
        return league

    async def _league(self, league_id: int) -> LeagueRow:
        league = await leagues.get(self.db, league_id)
        if league is None:
            raise LeagueError(_("there is no such league"))
        return league

    # ------------------------------------------------------------------ admin

    async def new_season(self, league_id: int, *, manager: bool, season: str | None = None) -> SeasonRow:
        """Archive the current season and start the next; ``season`` sets its length or end
        (default: the league's season length, or no end)."""
        _require_manager(manager, _("Only members with the Manage Server permission can start a new "
                                    "season."))
        league = await self._league(league_id)
        plan = parse_plan(season, _today()) if season else SeasonPlan(days=league.season_days)
        async with self._lock, self.db.transaction() as tx:
            at = now()
            current = await season_for(tx, league, at)
            if at <= current.started_at:
                raise LeagueError(_("season {season} has only just started", season=current.number))
            await leagues.archive_season(tx, current.id, at)
            season_id = await leagues.open_season(tx, league.id, current.number + 1, at, plan.ends_at(at))
            if season:
                await leagues.update(tx, league.id, season_days=plan.days)
        logs.event(log, "league_season_started", league=league.id, season=current.number + 1)
        return await leagues.get_season(self.db, season_id)

    async def update_settings(self, league_id: int, *, manager: bool, name: str | None = None,
                              channel_id: int | None = None, season: str | None = None,
                              target: int | None = None, hints: bool | None = None) -> LeagueRow:
        """Change the league's name, channel, season length (applied to the current season too),
        target, or whether its rated matches allow hints (from their next start); options left None
        stay as they are. Anyone may ask with none, to see them."""
        league = await self._league(league_id)
        if (name, channel_id, season, target, hints) == (None, None, None, None, None):
            return league
        _require_manager(manager, _("Only members with the Manage Server permission can change league "
                                    "settings."))
        changes: dict = {}
        if name is not None:
            changes["name"] = clean_name(name)
        if target is not None:
            changes["target"] = _check_target(target, self.limits)
        plan = parse_plan(season, _today()) if season is not None else None
        if plan is not None:
            changes["season_days"] = plan.days
        if channel_id is not None:
            changes["channel_id"] = channel_id
        if hints is not None:
            changes["hints"] = hints
        if not changes:
            return league
        async with self._lock, self.db.transaction() as tx:
            if "name" in changes:
                holder = await leagues.by_name(tx, league.guild_id, changes["name"])
                if holder is not None and holder.id != league.id:
                    raise LeagueError(_("this server already has a league called {name}",
                                        name=changes["name"]))
            await self._check_channel(tx, channel_id, league.id)
            current = await season_for(tx, league, now())
            await leagues.update(tx, league.id, **changes)
            if plan is not None:
                await leagues.set_season_end(tx, current.id, plan.ends_at(current.started_at))
        logs.event(log, "league_settings_changed", league=league.id, changed=",".join(sorted(changes)))
        return await leagues.get(self.db, league.id)

    # ------------------------------------------------------------------ reading

    async def standings(self, league_id: int, season: int | None = None, you: int | None = None):
        """The standings (``render.standings.Standings``) of a season, the current one by default."""
        league = await self._league(league_id)
        chosen = await self.season(league, season)
        return await standings.build(self.db, league, chosen, at=now(), you=you)

    async def stats(self, guild_id: int, user_id: int) -> list[LeagueStats]:
        for league in await leagues.of_guild(self.db, guild_id):
            await self.current_season(league)
        return await player_stats(self.db, guild_id, user_id, now())

    async def history(self, guild_id: int, *, user_id: int | None = None, league_id: int | None = None,
                      you: int | None = None) -> list[history.HistoryEntry]:
        """The last finished matches of a league, or of a player in the server."""
        if league_id is not None:
            return await history.of_league(self.db, league_id, you)
        return await history.of_player(self.db, guild_id, user_id, history.SHOWN)

    async def export_csv(self, league_id: int, season: int | None = None) -> tuple[str, str]:
        """(file name, CSV text) of a season's rated matches."""
        league = await self._league(league_id)
        chosen = await self.season(league, season)
        async with self._lock:  # a re-rate it may need must not cross a recording
            text = await export.season_csv(self.db, chosen)
        return export.file_name(league, chosen), text

    async def rating_notice(self, table_id: int) -> str:
        """One line for the lobby: whether the table's match will count for its league, and if
        not, why; whether its rated matches allow hints. Outside any league, "" (or, for a table
        given a seed, that its deals are practice)."""
        table = await tables.get(self.db, table_id)
        if table is None:
            return ""
        league = await leagues.get(self.db, table.league_id) if table.league_id is not None else None
        if league is None:
            if table.options.get("seed") is None:
                return ""
            # Translators: on the lobby card of a table opened with /canasta new seed: (outside any league).
            return _("Practice deals: they follow the seed chosen when the table was opened, so they "
                     "are no secret.")
        done = await leagues.recorded(self.db, table_id)
        if done is None and table.status == "finished":
            done = await self.record(table_id)  # the card can be drawn before MatchOver is heard
        if done is not None:
            if done.rated:
                return _("Rated for **{league}**: the result is in the standings.", league=league.name)
            return _("Unrated for **{league}**: {reason}.", league=league.name,
                     reason=said(done.reason or ""))
        seats = await tables.seats(self.db, table_id)
        names = await players.names(self.db, [s.user_id for s in seats if s.user_id is not None])
        at = now()
        members = await leagues.members(self.db, league.id,
                                        at=table.started_at if table.started_at else None)
        season = await self.current_season(league)
        computer_acted = table.started_at is not None and await leagues.computer_moved(self.db, table_id)
        reason = unrated_reason(league, table, seats, names, members, computer_acted=computer_acted,
                                season=season, at=at)
        if reason is not None:
            return _("Unrated for **{league}**: {reason}.", league=league.name, reason=say(reason))
        if league.hints:
            hints = _("{league} allows hints in its rated matches.", league=league.name)
        else:
            hints = _("Rated matches play without hints.")
        empty = variants.get(table.variant).players - len(seats)
        if table.status == "lobby" and empty == 1:
            rated = _("Rated for **{league}** (season {season}) once league members take the 1 empty seat.",
                      league=league.name, season=season.number)
        elif table.status == "lobby" and empty:
            rated = _("Rated for **{league}** (season {season}) once league members take the {count} empty "
                      "seats.", league=league.name, season=season.number, count=empty)
        else:
            rated = _("Rated for **{league}** (season {season}, to {target}).", league=league.name,
                      season=season.number, target=number(league_target(league)))
        return f"{rated} {hints}"
