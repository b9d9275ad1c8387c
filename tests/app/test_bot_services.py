"""The bot's shared services (tables, leagues) are open before any cog loads, so a cog depends on them
and not on another cog having loaded first; every interaction is typed with the bot's own class, so a
missing service is a type error rather than an AttributeError at run time."""

from __future__ import annotations

import inspect
import typing

import discord

from bot.core.config import Config
from bot.discord.app import CanastaBot
from bot.service import TableService
from cogs import canasta, hand, league, lobby, play, presenter, rules, settings, table
from discord_ui import controls, hand_controls, lobby_controls, resolve, table_buttons

CHECKED = (canasta, hand, league, lobby, play, presenter, rules, settings, table, controls, hand_controls,
           lobby_controls, resolve, table_buttons)


async def test_the_tables_load_and_find_leagues_without_the_league_cog(tmp_path):
    config = Config(token=None, db=str(tmp_path / "canasta.db"), log_level="INFO", dev_guild=None,
                    api_base=None)
    bot = CanastaBot(config, extensions=("cogs.canasta",))
    async with bot:
        await bot.setup_hook()
        assert bot.get_cog("League") is None and bot.get_cog("Canasta") is not None
        assert await bot.leagues.names(1) == []
        assert await bot.leagues.league_for_table(1, 10, parent_id=None, name=None) is None


def functions_taking_an_interaction():
    """Every function and method of the extensions and helpers with an ``interaction`` parameter."""
    for module in [*CHECKED]:
        for owner in [module, *[c for c in vars(module).values() if inspect.isclass(c)
                                and c.__module__ == module.__name__]]:
            for value in vars(owner).values():
                function = getattr(value, "callback", value)  # app commands wrap their function
                function = getattr(function, "__func__", function)
                if inspect.isfunction(function) and function.__module__ == module.__name__ and \
                        "interaction" in inspect.signature(function).parameters:
                    yield function


def test_interactions_are_typed_with_the_bots_own_class():
    found = list(functions_taking_an_interaction())
    assert len(found) > 40
    for function in found:
        hints = typing.get_type_hints(function)
        assert hints["interaction"] == discord.Interaction[CanastaBot], function.__qualname__
    assert typing.get_type_hints(resolve.service_of)["return"] is TableService
