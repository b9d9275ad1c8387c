"""Slash commands in the players' languages: discord.py's translator, fed from the message catalogs.

``canasta sync`` sends each command's names, descriptions and choices with their translations
(Discord shows a user the ones of their client's language). Names (of commands, groups and
options) carry the catalog context ``NAME``: Discord wants them lowercase, without spaces, at most
32 characters; descriptions at most 100.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import SOURCE, language_of, translate

NAME = "command name"
NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


def context_of(location: Where) -> str | None:
    return NAME if location in NAMES else None


class CommandTranslator(app_commands.Translator):
    """Each command string in the language of the Discord locale asked for, when it has a catalog."""

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContext) -> str | None:
        language = language_of(locale)
        if language == SOURCE:
            return None
        translated = translate(string.message, language, context_of(context.location))
        return translated if translated != string.message else None


class _Collector(app_commands.Translator):
    def __init__(self) -> None:
        self.messages: dict[tuple[str, str | None], None] = {}

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContext) -> str | None:
        self.messages[(string.message, context_of(context.location))] = None
        return None


async def command_messages() -> list[tuple[str, str | None]]:
    """Every string of the bot's slash commands with its catalog context, in the order they are sent."""
    from ..app import CanastaBot
    from ..config import Config

    collector = _Collector()
    with tempfile.TemporaryDirectory() as folder:
        config = Config(token=None, db=str(Path(folder) / "commands.db"), log_level="WARNING",
                        dev_guild=None, api_base=None)
        async with CanastaBot(config) as bot:
            await bot.setup_hook()  # the cogs, and so the commands, load here
            for command in bot.tree.get_commands():
                await command.get_translated_payload(bot.tree, collector)
    return list(collector.messages)
