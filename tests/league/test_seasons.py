"""Seasons: lengths as typed, a new season archives the old one, seasons with a length roll over on time."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from bot.league.eligibility import unrated_reason
from bot.league.errors import LeagueError
from bot.league.seasons import SeasonPlan, moment, parse_plan, season_for, stamp
from bot.storage import leagues as store
from bot.storage import tables as table_store
from i18n import calendar_day, say, speaking, translate
from i18n.stored import said, stored

from .conftest import ANN, BOB, CAT, DAN, club, resigned

TODAY = date(2025, 3, 10)


@pytest.mark.parametrize("typed, plan", [
    ("30d", SeasonPlan(days=30)), ("4w", SeasonPlan(days=28)), ("2 weeks", SeasonPlan(days=14)),
    ("10 Days", SeasonPlan(days=10)), ("2025-06-30", SeasonPlan(last_day=date(2025, 6, 30))),
    ("none", SeasonPlan()), (None, SeasonPlan()), ("  ", SeasonPlan()),
])
def test_season_lengths_as_people_type_them(typed, plan):
    assert parse_plan(typed, TODAY) == plan


@pytest.mark.parametrize("typed, words", [
    ("0d", "from 1 to 366 days"), ("60w", "from 1 to 366 days"), ("2025-02-30", "not a date"),
    ("2025-03-09", "already passed"), ("2040-01-01", "five years"), ("monthly", "not a season length"),
])
def test_unreadable_season_lengths_are_explained(typed, words):
    with pytest.raises(LeagueError, match=words):
        parse_plan(typed, TODAY)


def test_an_end_date_ends_the_season_at_midnight_after_its_last_day():
    plan = SeasonPlan(last_day=date(2025, 6, 30))
    assert plan.ends_at("2025-03-10T12:00:00.000+00:00") == "2025-07-01T00:00:00.000+00:00"
    assert SeasonPlan(days=7).ends_at("2025-03-10T12:00:00.000+00:00") == "2025-03-17T12:00:00.000+00:00"
    assert SeasonPlan().ends_at("2025-03-10T12:00:00.000+00:00") is None


async def test_a_new_season_archives_the_old_standings_and_starts_afresh(tables, leagues):
    league = await club(leagues)
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    started = await leagues.new_season(league.id, manager=True)
    assert started.number == 2 and started.is_current
    assert (await leagues.standings(league.id)).rows == ()
    old = await leagues.standings(league.id, season=1)
    assert len(old.rows) == 4 and old.note.startswith("ended ")
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=BOB, seed="two")
    fresh = await leagues.standings(league.id)
    assert {row.name for row in fresh.rows if row.wins} == {"Ann", "Cat"}
    assert await leagues.standings(league.id, season=1) == old
    with pytest.raises(LeagueError, match="seasons 1 to 2"):
        await leagues.standings(league.id, season=3)


async def test_a_season_with_a_length_gives_way_to_the_next_on_time(tables, leagues):
    league = await club(leagues, season="7d")
    first = await leagues.current_season(league)
    week_two = stamp(moment(first.started_at) + timedelta(days=8))
    async with leagues.db.transaction() as tx:
        second = await season_for(tx, league, week_two)
    archived = await store.season_by_number(leagues.db, league.id, 1)
    assert second.number == 2 and second.is_current
    assert archived.archived_at == archived.ends_at == second.started_at
    assert moment(second.ends_at) - moment(second.started_at) == timedelta(days=7)


async def test_weeks_without_play_make_one_longer_season(tables, leagues):
    league = await club(leagues, season="7d")
    first = await leagues.current_season(league)
    much_later = stamp(moment(first.started_at) + timedelta(days=40))
    async with leagues.db.transaction() as tx:
        second = await season_for(tx, league, much_later)
    assert second.number == 2 and second.started_at == first.ends_at
    assert moment(second.ends_at) - moment(first.started_at) == timedelta(days=42)
    assert moment(second.started_at) <= moment(much_later) < moment(second.ends_at)


async def test_a_match_after_a_fixed_end_date_is_unrated_until_the_next_season(tables, leagues):
    last_day = date.today() + timedelta(days=3)
    league = await club(leagues, season=last_day.isoformat())
    info = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    assert (await store.recorded(leagues.db, info.id)).rated
    season = await leagues.current_season(league)
    table = await table_store.get(leagues.db, info.id)
    seats = await table_store.seats(leagues.db, info.id)
    after_the_end = stamp(moment(season.ends_at) + timedelta(hours=1))
    reason = unrated_reason(league, table, seats, {}, {ANN, BOB, CAT, DAN}, computer_acted=False,
                            season=season, at=after_the_end)
    assert reason is not None and say(reason) == (f"season 1 of Thursday Club ended on {last_day.day} "
                                                  f"{last_day:%b %Y}: an admin starts the next with "
                                                  "`/league season new`")
    with speaking("it"):  # stored, then told to an Italian: the sentence and its day in Italian
        told = said(stored(reason))
        italian_day = calendar_day(last_day)
    assert told == translate(reason.template, "it").format(season=1, league="Thursday Club", day=italian_day)
    assert told != say(reason) and said("an older reason, kept as text") == "an older reason, kept as text"
