"""The bot's shared services (tables, leagues) are open before any cog loads, so a cog depends on them
and not on another cog having loaded first."""

from __future__ import annotations

from bot.app import CanastaBot
from bot.config import Config


async def test_the_lobby_loads_and_finds_leagues_without_the_league_cog(tmp_path):
    config = Config(token=None, db_path=tmp_path / "canasta.db", log_level="INFO", dev_guild=None,
                    api_base=None)
    bot = CanastaBot(config, extensions=("cogs.lobby",))
    async with bot:
        await bot.setup_hook()
        assert bot.get_cog("League") is None and bot.get_cog("Lobby") is not None
        assert await bot.leagues.names(1) == []
        assert await bot.leagues.league_for_table(1, 10, parent_id=None, name=None) is None
