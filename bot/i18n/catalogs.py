"""Keeping the catalogs in step with the code (Babel's catalog tools), for developers:

    python -m bot.i18n.catalogs update      # the template from the code; every language's catalog merged
    python -m bot.i18n.catalogs init LANG   # a new language's catalog, from the template

After ``update``, a new or changed English text shows in each catalog untranslated (or "fuzzy"),
and the catalog test fails until someone translates it. The slash commands' strings are collected by
building the bot's command tree (``command_messages``); the code's by Babel's extractor.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po
from discord import Locale, app_commands

from i18n import LANGUAGES, SOURCE, TEMPLATE, catalog_path

from ..core.config import Config
from ..discord.app import CanastaBot
from .commands import NAME, context_of

PROJECT = "canasta-bot"
ROOT = Path(__file__).parents[2]
SOURCES = ("i18n", "bot", "cogs", "discord_ui", "render", "engine")  # where the code's messages are written
# The calls whose first argument is a message: ``_`` everywhere, and the engine's sentences.
KEYWORDS = {"_": None, "IllegalAction": None, "Words": None}
COMMENT_TAG = "Translators:"  # a comment starting so, just above a message, is shown to its translators
NAME_COMMENT = "Discord command or option name: lowercase, no spaces, at most 32 characters."


class _Collector(app_commands.Translator):
    def __init__(self) -> None:
        self.messages: dict[tuple[str, str | None], None] = {}

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContext) -> str | None:
        self.messages[(string.message, context_of(context.location))] = None
        return None


async def command_messages() -> list[tuple[str, str | None]]:
    """Every string of the bot's slash commands with its catalog context, in the order they are sent."""
    collector = _Collector()
    with tempfile.TemporaryDirectory() as folder:
        config = Config(token=None, db=str(Path(folder) / "commands.db"), log_level="WARNING",
                        dev_guild=None, api_base=None)
        async with CanastaBot(config) as bot:
            await bot.setup_hook()  # the cogs, and so the commands, load here
            for command in bot.tree.get_commands():
                await command.get_translated_payload(bot.tree, collector)
    return list(collector.messages)


def code_messages() -> Located:
    """Every message the code marks with ``_("...")``, with where it is written (Babel's extractor)."""
    found: dict[str, tuple[list[tuple[str, int]], list[str]]] = {}
    for folder in SOURCES:
        for filename, line, message, comments, _context in extract_from_dir(
                ROOT / folder, method_map=[("**.py", "python")], keywords=KEYWORDS,
                comment_tags=(COMMENT_TAG,), strip_comment_tags=True):
            locations, notes = found.setdefault(message, ([], []))
            locations.append((f"{folder}/{filename}", line))
            notes.extend(note for note in comments if note not in notes)
    return [(message, locations, notes) for message, (locations, notes) in found.items()]


# Messages with the files and lines they are written at, and the notes for translators written above them.
Located = list[tuple[str, list[tuple[str, int]], list[str]]]


def template(commands: list[tuple[str, str | None]], code: Located) -> Catalog:
    """The template catalog: every English text to translate, names marked for translators."""
    catalog = Catalog(project=PROJECT, copyright_holder="the canasta-bot authors", locale=None, fuzzy=False,
                      msgid_bugs_address="", last_translator="", language_team="")
    for message, context in commands:
        catalog.add(message, context=context, auto_comments=[NAME_COMMENT] if context == NAME else [])
    for message, locations, notes in code:
        catalog.add(message, locations=locations, auto_comments=notes,
                    flags=("python-brace-format",) if "{" in message else ())
    return catalog


def _write(catalog: Catalog, path) -> None:
    with path.open("wb") as target:
        write_po(target, catalog, width=100, omit_header=False, sort_output=False)


def update() -> None:
    fresh = template(asyncio.run(command_messages()), code_messages())
    _write(fresh, TEMPLATE)
    for language in LANGUAGES:
        if language == SOURCE:
            continue
        with catalog_path(language).open("rb") as source:
            catalog = read_po(source, locale=language)
        catalog.update(fresh, no_fuzzy_matching=True)  # a guessed translation misleads more than none
        _write(catalog, catalog_path(language))


def init(language: str) -> None:
    with TEMPLATE.open("rb") as source:
        catalog = read_po(source, locale=language)
    catalog.locale = language  # type: ignore[assignment]
    _write(catalog, catalog_path(language))


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"] and len(argv) == 1:
        update()
    elif argv[:1] == ["init"] and len(argv) == 2:
        init(argv[1])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
