"""What a new table plays when a league applies: the league's game by default, a named league's game
only, and in a league's channel any game (left unrated)."""

from __future__ import annotations

import pytest

from bot.core.errors import UserError
from bot.storage.leagues import LeagueRow
from cogs.lobby import league_game


def league(target: int | None) -> LeagueRow:
    return LeagueRow(id=1, guild_id=1, name="Club_1", variant="classic", target=target, channel_id=10,
                     season_days=None, created_by=1, created_at="2026-01-01T00:00:00Z")


def test_without_a_league_the_table_plays_what_is_asked_or_classic_to_its_own_target():
    assert league_game(None, named=False, variant=None, target=None) == ("classic", None)
    assert league_game(None, named=False, variant="Two-hand Canasta", target=700) == ("classic-2p", 700)


@pytest.mark.parametrize("named", [True, False])
def test_a_league_table_plays_the_leagues_variant_to_its_target_unless_told(named):
    assert league_game(league(100), named=named, variant=None, target=None) == ("classic", 100)
    assert league_game(league(None), named=named, variant="classic", target=None) == ("classic", 5000)
    assert league_game(league(100), named=named, variant=None, target=100) == ("classic", 100)


def test_in_a_leagues_channel_another_game_or_target_is_allowed():
    assert league_game(league(100), named=False, variant="classic-2p", target=None) == ("classic-2p", None)
    assert league_game(league(100), named=False, variant=None, target=2000) == ("classic", 2000)


def test_a_named_league_refuses_another_variant_or_target():
    with pytest.raises(UserError, match=r"^\*\*Club\\_1\*\* plays Classic Canasta, so its tables cannot "
                                        r"play Two-hand Canasta: leave out `variant`"):
        league_game(league(100), named=True, variant="classic-2p", target=None)
    with pytest.raises(UserError, match=r"^\*\*Club\\_1\*\*'s matches play to 100: leave out `target`"):
        league_game(league(100), named=True, variant=None, target=2000)
    with pytest.raises(UserError, match="There is no variant called 'snap'"):
        league_game(league(100), named=True, variant="snap", target=None)
