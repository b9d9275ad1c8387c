"""The message catalogs: in step with the code, complete in every language, and fit for Discord."""

from __future__ import annotations

import ast
import re
import string

import pytest
from babel.messages.pofile import read_po

from bot.i18n.catalogs import KEYWORDS, ROOT, SOURCES, code_messages, command_messages
from bot.i18n.commands import NAME
from i18n import LANGUAGES, SOURCE, TEMPLATE, catalog_path, translate

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's rule, for the scripts of these languages
SENTENCE_LIMIT = 100  # Discord's limit for descriptions and choice names


def entries(path):
    with path.open("rb") as source:
        return [message for message in read_po(source) if message.id]


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


async def test_the_template_holds_exactly_the_commands_and_codes_messages():
    in_code = set(await command_messages()) | {(message, None) for message, *_where in code_messages()}
    in_template = {(message.id, message.context) for message in entries(TEMPLATE)}
    assert in_code - in_template == set(), "run `python -m bot.i18n.catalogs update`"
    assert in_template - in_code == set(), "run `python -m bot.i18n.catalogs update`"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated_with_its_placeholders(language):
    template = {(message.id, message.context) for message in entries(TEMPLATE)}
    catalog = entries(catalog_path(language))
    assert {(message.id, message.context) for message in catalog} == template
    for message in catalog:
        assert message.string.strip(), f"{language}: '{message.id}' is not translated"
        assert not message.fuzzy, f"{language}: '{message.id}' is marked fuzzy (check it, then unmark)"
        assert placeholders(message.string) == placeholders(message.id), f"{language}: '{message.id}'"


@pytest.mark.parametrize("language", TRANSLATED)
async def test_translated_command_names_and_texts_fit_discords_rules(language):
    commands = set(await command_messages())
    for message in entries(catalog_path(language)):
        if message.context == NAME:
            assert COMMAND_NAME.match(message.string) and message.string == message.string.lower(), \
                f"{language}: '{message.string}' cannot name a command or option"
        elif (message.id, message.context) in commands:
            assert len(message.string) <= SENTENCE_LIMIT, f"{language}: '{message.string}' is too long"


def test_a_translation_is_found_and_english_stays_as_written():
    assert translate("rules", "es", NAME) != "rules"
    assert translate("rules", SOURCE, NAME) == "rules"


def literal_messages() -> set[tuple[str, str, int]]:
    """Every message the code writes as ``_("...")``, ``Words("...")`` or ``IllegalAction("...")``, found
    by reading the syntax tree (which, unlike the extractor, also sees a call inside another's arguments)."""
    found = set()
    for folder in SOURCES:
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) in KEYWORDS and node.args \
                        and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                    found.add((node.args[0].value, str(path.relative_to(ROOT)), node.lineno))
    return found


def test_every_message_written_in_the_code_is_in_the_template():
    in_template = {message.id for message in entries(TEMPLATE)}
    written = literal_messages()
    missing = {(path, line, message) for message, path, line in written if message not in in_template}
    assert missing == set(), "a message the extractor does not see (a call nested in another's arguments?)"
    assert len(written) > 1000
