"""Dependencies run one way: the shared Discord helpers (``discord_ui``) import no extension (``cogs``)."""

from __future__ import annotations

import ast
from pathlib import Path

import discord_ui


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_the_discord_helpers_import_no_extension():
    helpers = sorted(Path(discord_ui.__file__).parent.glob("*.py"))
    assert len(helpers) > 5
    for path in helpers:
        assert not {name for name in imported_modules(path) if name.split(".")[0] == "cogs"}, path.name


def test_no_extension_reaches_for_another_through_get_cog_or_imports_the_presenter():
    extensions = Path(discord_ui.__file__).parent.parent / "cogs"
    for path in sorted(extensions.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "get_cog(" not in text, path.name  # bot.presenter (discord_ui.presenting) instead
        assert "__cog_app_commands__" not in text, path.name  # /canasta is a GroupCog (cogs.canasta)
        assert "cogs.presenter" not in imported_modules(path) and ".presenter import" not in text, path.name


def imports_under(package: str) -> dict[str, set[str]]:
    """Every module of a top-level package (its subpackages included) -> the top-level names it imports."""
    root = Path(discord_ui.__file__).parent.parent / package
    found = {}
    for path in sorted(root.rglob("*.py")):
        names = {name.split(".")[0] for name in imported_modules(path)}
        found[str(path.relative_to(root.parent))] = names
    assert found, package
    return found


FORBIDDEN = {  # what each lower layer may not import
    "engine": {"discord", "PIL", "sqlite3", "aiosqlite", "asyncpg", "babel", "i18n", "render", "bot", "cogs",
               "discord_ui"},
    "i18n": {"discord", "PIL", "sqlite3", "aiosqlite", "asyncpg", "render", "bot", "cogs", "discord_ui"},
    "render": {"discord", "sqlite3", "aiosqlite", "asyncpg", "bot", "cogs", "discord_ui"},
}


def test_the_engine_the_languages_and_the_pictures_import_no_upper_layer():
    for package, forbidden in FORBIDDEN.items():
        for module, names in imports_under(package).items():
            assert names & forbidden == set(), module
