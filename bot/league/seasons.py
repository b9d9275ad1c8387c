"""Season lengths as people type them, season ends, and moving on to the next season when one runs out.

A league either gives each season a length in days (``30d``, ``4w``): when it runs out
the next season starts by itself, where the last one ended; or it gives the current season an end date
(``2025-06-30``, the last day played): after it, matches are unrated until an admin
starts the next season. Without either a season lasts until an admin starts the next.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from i18n import _, calendar_day

from ..storage import leagues
from ..storage.leagues import LeagueRow, SeasonRow
from .errors import LeagueError

MAX_DAYS = 366
_LENGTH = re.compile(r"^(\d{1,3})\s*(d|days?|w|weeks?)$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
OPEN_ENDED = ("none", "open", "no end")


@dataclass(frozen=True)
class SeasonPlan:
    """How long seasons last: ``days`` each (then the next starts), or until ``last_day``, or open."""

    days: int | None = None
    last_day: date | None = None

    def ends_at(self, started_at: str) -> str | None:
        """When a season started at ``started_at`` ends under this plan (None: open-ended)."""
        if self.days is not None:
            return stamp(moment(started_at) + timedelta(days=self.days))
        if self.last_day is not None:
            return stamp(datetime.combine(self.last_day + timedelta(days=1), datetime.min.time(), UTC))
        return None


def parse_plan(text: str | None, today: date) -> SeasonPlan:
    """The plan a person typed; LeagueError with an example when it cannot be read."""
    if text is None or not text.strip() or text.strip().casefold() in OPEN_ENDED:
        return SeasonPlan()
    value = " ".join(text.strip().casefold().split())
    length = _LENGTH.match(value)
    if length:
        days = int(length[1]) * (7 if length[2].startswith("w") else 1)
        if not 1 <= days <= MAX_DAYS:
            raise LeagueError(_("a season lasts from 1 to {most} days, not {days}", most=MAX_DAYS, days=days))
        return SeasonPlan(days=days)
    if _DATE.match(value):
        try:
            last_day = date.fromisoformat(value)
        except ValueError:
            raise LeagueError(_("{value} is not a date on the calendar", value=value)) from None
        if last_day < today:
            raise LeagueError(_("{value} has already passed: give a season's last day from today on",
                                value=value))
        if last_day > today + timedelta(days=5 * 366):
            raise LeagueError(_("a season's end date may be at most five years away"))
        return SeasonPlan(last_day=last_day)
    raise LeagueError(_("'{text}' is not a season length: a season length is a number of days or weeks "
                        "(`30d`, `4w`), an end date (`2025-06-30`), or `none` for a season that lasts until "
                        "an admin starts the next", text=text.strip()[:40]))


def moment(stamp_text: str) -> datetime:
    return datetime.fromisoformat(stamp_text)


def stamp(when: datetime) -> str:
    """A time in the store's format (ISO-8601 UTC to the millisecond)."""
    return when.astimezone(UTC).isoformat(timespec="milliseconds")


def day_text(stamp_text: str) -> str:
    """The calendar day a stored time falls on, as the current language writes it: 30 Jun 2025,
    30 jun 2025, 30 giu 2025."""
    return calendar_day(moment(stamp_text))


def last_day(ends_at: str) -> date:
    """The last day of a season that ends at ``ends_at``."""
    return (moment(ends_at) - timedelta(milliseconds=1)).date()


def last_day_text(ends_at: str) -> str:
    """The last day of a season that ends at ``ends_at``, as the current language writes it."""
    return calendar_day(last_day(ends_at))


def has_ended(season: SeasonRow, at: str) -> bool:
    return season.ends_at is not None and at >= season.ends_at


async def season_for(tx, league: LeagueRow, at: str) -> SeasonRow | None:
    """The season that covers ``at``, after starting the next season of a league with a season
    length when the current one has run out. The next season begins the instant the last one
    ended and runs to the first of the league's period boundaries after ``at``, so weeks without
    play make one longer season rather than a string of empty ones. None before the league."""
    season = await leagues.season_at(tx, league.id, at)
    if (season is None or not season.is_current or league.season_days is None
            or not has_ended(season, at)):
        return season
    period = timedelta(days=league.season_days)
    ended = moment(season.ends_at)
    ends = ended + period * ((moment(at) - ended) // period + 1)
    await leagues.archive_season(tx, season.id, season.ends_at)
    season_id = await leagues.open_season(tx, league.id, season.number + 1, season.ends_at, stamp(ends))
    return await leagues.get_season(tx, season_id)
