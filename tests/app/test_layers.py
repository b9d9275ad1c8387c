"""Dependencies run one way: the shared Discord helpers (``discord_ui``) import no extension (``cogs``), and
neither reaches the store (``bot.storage``) but through the services the bot builds in ``setup_hook``."""

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


def storage_reaches(path: Path) -> list[str]:
    """Where a module reaches the store itself: an import of ``bot.storage`` (or of a name from it, such as
    ``from bot import storage``) and every read of a ``.db`` attribute, with their line numbers."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Attribute) and node.attr == "db" or _is_getattr_db(node):
            found.append(f"{path.name}:{node.lineno} .db")
            continue
        else:
            continue
        if any(name == "bot.storage" or name.startswith("bot.storage.") for name in names):
            found.append(f"{path.name}:{node.lineno} imports bot.storage")
    return found


def _is_getattr_db(node: ast.AST) -> bool:
    """``getattr(something, "db")``: a ``.db`` read spelled as a call."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
            and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "db")


def discord_layer() -> list[Path]:
    """Every module of the extensions (``cogs``) and the shared Discord helpers (``discord_ui``)."""
    root = Path(discord_ui.__file__).parent.parent
    return sorted([*(root / "cogs").rglob("*.py"), *(root / "discord_ui").rglob("*.py")])


def test_the_discord_layer_reaches_the_store_only_through_services():
    modules = discord_layer()
    assert len(modules) > 15
    assert [reach for path in modules for reach in storage_reaches(path)] == []


def test_a_reach_for_the_store_is_seen_however_it_is_written(tmp_path):
    module = tmp_path / "reaching.py"
    module.write_text("\n".join([
        "import bot.storage.tables",
        "from bot import storage",
        "from bot.storage.leagues import Totals",
        "from bot import logs",
        "from bot.storage_free import x",
        "async def f(bot):",
        "    return bot.service.db, getattr(bot.service, 'db'), getattr(bot, 'dbs')"]), encoding="utf-8")
    assert storage_reaches(module) == [f"reaching.py:{line} imports bot.storage" for line in (1, 2, 3)] + \
        ["reaching.py:7 .db"] * 2


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
