"""Which league a new table belongs to, and the lobby's notice whether its match will be rated."""

from __future__ import annotations

import pytest

from bot.league.errors import LeagueError
from bot.service import ServiceError

from .conftest import ANN, BOB, CAT, CHANNEL, DAN, EVE, GUILD, OTHER_CHANNEL, club, lobby, resigned

THREAD = 11


async def test_a_table_opened_in_the_league_channel_or_its_thread_belongs_to_the_league(leagues):
    league = await club(leagues)
    assert await leagues.league_for_table(GUILD, CHANNEL) == league
    assert await leagues.league_for_table(GUILD, THREAD, parent_id=CHANNEL) == league
    assert await leagues.league_for_table(GUILD, OTHER_CHANNEL) is None
    assert await leagues.league_for_table(GUILD, OTHER_CHANNEL, name="THURSDAY club") == league
    assert await leagues.league_for_table(2, CHANNEL) is None  # the channel id of another server
    with pytest.raises(LeagueError, match="no league called 'Friday'.*Thursday Club"):
        await leagues.league_for_table(GUILD, OTHER_CHANNEL, name="Friday")


async def test_the_lobby_says_when_the_match_will_be_rated(tables, leagues):
    league = await club(leagues)
    info = await lobby(tables, league, (ANN, BOB))
    assert await leagues.rating_notice(info.id) == (
        "Rated for **Thursday Club** (season 1) once league members take the 2 empty seats. "
        "Rated matches play without hints.")
    await tables.join(info.id, CAT, name="Cat")
    await tables.join(info.id, DAN, name="Dan")
    assert await leagues.rating_notice(info.id) == (
        "Rated for **Thursday Club** (season 1, to 100). Rated matches play without hints.")


async def test_the_lobby_says_why_the_match_will_not_be_rated(tables, leagues):
    league = await club(leagues)
    with_computer = await lobby(tables, league, (ANN, BOB, CAT), computers=("easy",))
    assert await leagues.rating_notice(with_computer.id) == (
        "Unrated for **Thursday Club**: Computer 4 (easy) is seated: rated matches are between people only.")
    await tables.disband(with_computer.id, ANN)
    with_guest = await lobby(tables, league, (ANN, EVE))
    assert await leagues.rating_notice(with_guest.id) == (
        "Unrated for **Thursday Club**: Eve is not a member of Thursday Club (`/league join` first).")


async def test_a_finished_table_shows_its_recorded_verdict_and_other_tables_none(tables, leagues):
    league = await club(leagues)
    info = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    notice = await leagues.rating_notice(info.id)
    assert notice == "Rated for **Thursday Club**: the result is in the standings."
    casual = await lobby(tables, None, (EVE,))
    assert await leagues.rating_notice(casual.id) == ""


async def test_a_finished_table_drawn_before_its_match_is_recorded_gets_the_verdict(tables, leagues):
    league = await club(leagues)
    leagues.detach()  # the card is drawn before the league hears MatchOver
    info = await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=ANN)
    notice = await leagues.rating_notice(info.id)
    assert notice == "Rated for **Thursday Club**: the result is in the standings."
    leagues.attach(tables)
    assert await leagues.reconcile() == []  # the notice recorded it, once


async def test_a_table_cannot_join_another_servers_league(tables, leagues):
    league = await club(leagues)
    with pytest.raises(ServiceError, match="no such league on this server"):
        await tables.create_table(GUILD + 1, 99, EVE, owner_name="Eve", league_id=league.id)
