"""Admin requests need the Manage Server permission; bad settings are explained and change nothing."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from bot.league.errors import LeagueError
from bot.storage import leagues as store
from cogs.league import is_manager

from .conftest import ANN, BOB, CHANNEL, GUILD, OTHER_CHANNEL, club


def interaction(guild_id=GUILD, **permissions):
    return SimpleNamespace(guild_id=guild_id, permissions=discord.Permissions(**permissions))


def test_only_manage_server_or_administrator_counts_as_a_manager():
    assert is_manager(interaction(manage_guild=True))
    assert is_manager(interaction(administrator=True))
    assert not is_manager(interaction(send_messages=True, manage_messages=True, manage_channels=True))
    assert not is_manager(interaction(guild_id=None, manage_guild=True))


async def test_a_non_admin_cannot_create_a_league(leagues):
    with pytest.raises(LeagueError, match="Only members with the Manage Server permission can create a"):
        await leagues.create(GUILD, CHANNEL, BOB, "Bob's League", "classic", manager=False)
    assert await store.of_guild(leagues.db, GUILD) == []


async def test_a_non_admin_cannot_start_a_season_or_change_settings(leagues):
    league = await club(leagues)
    season = await leagues.current_season(league)
    with pytest.raises(LeagueError, match="Manage Server permission can start a new season"):
        await leagues.new_season(league.id, manager=False)
    with pytest.raises(LeagueError, match="Manage Server permission can change league settings"):
        await leagues.update_settings(league.id, manager=False, name="Bob rules", target=200)
    assert await leagues.current_season(league) == season
    assert await store.get(leagues.db, league.id) == league


async def test_an_admin_changes_settings_and_the_current_season_follows(leagues):
    league = await club(leagues)
    changed = await leagues.update_settings(league.id, manager=True, name="Friday Club", target=500,
                                            channel_id=OTHER_CHANNEL, season="2w")
    assert (changed.name, changed.target, changed.channel_id, changed.season_days) == (
        "Friday Club", 500, OTHER_CHANNEL, 14)
    season = await leagues.current_season(changed)
    assert season.ends_at is not None and season.number == 1
    assert await leagues.find(GUILD, "friday club") == changed


@pytest.mark.parametrize("name, variant, target, words", [
    ("thursday   CLUB", "classic", None, "already has a league called"),
    ("Other", "poker", None, "no variant called 'poker'"),
    ("Other", "classic", 50, "target score is from 100"),
    ("x", "classic", None, "2 to 40 characters"),
])
async def test_bad_league_settings_are_explained(leagues, name, variant, target, words):
    await club(leagues)
    with pytest.raises(Exception, match=words):
        await leagues.create(GUILD, OTHER_CHANNEL, ANN, name, variant, target=target, manager=True)
    assert len(await store.of_guild(leagues.db, GUILD)) == 1


async def test_a_channel_holds_one_league(leagues):
    await club(leagues)
    with pytest.raises(LeagueError, match="already belongs to the league Thursday Club"):
        await leagues.create(GUILD, CHANNEL, ANN, "Second", "classic", manager=True)


async def test_joining_twice_or_leaving_without_joining_is_explained(leagues):
    league = await club(leagues, members=(ANN,))
    with pytest.raises(LeagueError, match="already a member of Thursday Club"):
        await leagues.join(league.id, ANN, "Ann")
    with pytest.raises(LeagueError, match="not a member of Thursday Club"):
        await leagues.leave(league.id, BOB)
    await leagues.leave(league.id, ANN)
    await leagues.join(league.id, ANN, "Ann")
    assert await store.members(leagues.db, league.id) == {ANN}


@pytest.mark.parametrize("variant", ["british", "uruguay", "joker", "mexicana", "cuban", "samba", "italian",
                                     "chile", "chile-wild", "bolivia", "brazilian", "canastone",
                                     "canastone-6p", "international", "americana"])
async def test_a_league_of_a_newer_variant_is_created_for_it(leagues, variant):
    league = await leagues.create(GUILD, OTHER_CHANNEL, ANN, f"{variant} nights", variant, manager=True)
    assert (league.variant, league.target) == (variant, None)  # None: the variant's own target
    assert await leagues.find(GUILD, f"{variant} nights") == league


async def test_a_league_name_is_stored_without_invisible_characters_and_found_by_what_people_see(leagues):
    league = await leagues.create(GUILD, OTHER_CHANNEL, ANN, "\u202eFri\u200bday\ud800 \u2066Club\u2069",
                                  "classic", manager=True)
    assert league.name == "Friday Club"
    assert await leagues.find(GUILD, "Fri\u200bday Club\ud800") == league
    renamed = await leagues.update_settings(league.id, manager=True, name="Sun\u202eday\x00 Club")
    assert renamed.name == "Sunday Club"
    with pytest.raises(LeagueError, match="2 to 40 characters"):
        await leagues.update_settings(league.id, manager=True, name="\u200b\u202eX\u2066")
