"""Slash commands in the players' languages: discord.py's translator, fed from the message catalogs.

``canasta sync`` sends each command's names, descriptions and choices with their translations
(Discord shows a user the ones of their client's language; ``bot.i18n.catalogs`` collects the strings
for the catalogs). Names (of commands, groups and options) carry the catalog context ``NAME``: Discord
wants them lowercase, without spaces, at most 32 characters; descriptions at most 100.
"""

from __future__ import annotations

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
