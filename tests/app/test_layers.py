"""Dependencies run one way: the bot (``bot``) imports neither the extensions (``cogs``) nor their shared
Discord helpers (``discord_ui``); the helpers import no extension; no extension imports another (the
``/canasta`` group cog gathers its subcommands from modules that are not cogs); and neither the extensions
nor the helpers reach the store (``bot.storage``) but through the services the bot builds in
``setup_hook`` (the bot's Discord app reads no service's store either); the pictures (``render``) see
the views the engine makes of a deal, never a deal; the bot's side is in packages by role, and its
running parts never import the measuring tools (``bot.measure``), which only the command line
(``bot.cli``) reaches."""

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


def service_store_reads(path: Path) -> list[str]:
    """Every ``.db`` read of a module that is not the configuration's (``config.db``, where the store is),
    with its line number: the store behind a service, reached around it."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        configured = isinstance(node, ast.Attribute) and ast.unparse(node.value).endswith("config")
        if isinstance(node, ast.Attribute) and node.attr == "db" and not configured or _is_getattr_db(node):
            found.append(f"{path.name}:{node.lineno} .db")
    return found


def test_the_bots_discord_app_reads_no_services_store():
    modules = sorted((Path(discord_ui.__file__).parent.parent / "bot" / "discord").rglob("*.py"))
    assert len(modules) > 5
    assert [read for path in modules for read in service_store_reads(path)] == []


def test_a_read_of_a_services_store_is_told_from_the_configurations(tmp_path):
    module = tmp_path / "app.py"
    module.write_text("\n".join([
        "async def setup_hook(self):",
        "    db = await open_database(self.config.db)",
        "    relay = Relay(self.service.db)",
        "    return getattr(self.leagues, 'db'), config.db"]), encoding="utf-8")
    assert service_store_reads(module) == ["app.py:3 .db", "app.py:4 .db"]


WHOLE_DEAL = {"engine.deal", "engine.match", "engine.Deal", "engine.Match", "engine.replay",
              "engine.public_view", "engine.seat_view", "engine.views.public_view", "engine.views.seat_view"}


def test_the_pictures_never_see_a_whole_deal():
    """``render`` draws what the engine's views show (a seat's, the public's), so it cannot show a hidden
    card: it imports neither the deal nor the match, nor the functions that make views of them."""
    modules = sorted((Path(discord_ui.__file__).parent.parent / "render").glob("*.py"))
    assert len(modules) > 5
    for path in modules:
        assert absolute_imports(path, "render") & WHOLE_DEAL == set(), path.name


def test_the_discord_helpers_import_no_extension():
    helpers = sorted(Path(discord_ui.__file__).parent.glob("*.py"))
    assert len(helpers) > 5
    for path in helpers:
        assert not {name for name in imported_modules(path) if name.split(".")[0] == "cogs"}, path.name


def extension_modules_imported(path: Path) -> set[str]:
    """The modules of ``cogs`` that a module of ``cogs`` imports, relative imports (``from . import x``,
    ``from .x import y``) included."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.split(".")[0] == "cogs")
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "cogs":
                found.update(f"cogs.{alias.name}" for alias in node.names)
            elif node.module.startswith("cogs."):
                found.add(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([f"cogs.{node.module}"] if node.module else
                         [f"cogs.{alias.name}" for alias in node.names])
    return found - {f"cogs.{path.stem}"}


def defines_a_cog(path: Path) -> bool:
    """Whether a module is an extension's cog: it has a ``setup`` or a class based on a ``Cog``."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef) and node.name == "setup":
            return True
        if isinstance(node, ast.ClassDef) and any("Cog" in ast.unparse(base) for base in node.bases):
            return True
    return False


GATHERING = "canasta.py"  # the /canasta GroupCog: its subcommands come from modules that are not cogs


def test_no_extension_imports_another_and_the_group_gathers_only_modules_that_are_not_cogs():
    extensions = Path(discord_ui.__file__).parent.parent / "cogs"
    modules = sorted(extensions.glob("*.py"))
    assert len(modules) > 8
    for path in modules:
        imported = extension_modules_imported(path)
        if path.name != GATHERING:
            assert imported == set(), path.name
            continue
        assert len(imported) > 5
        for name in imported:
            gathered = extensions / f"{name.removeprefix('cogs.')}.py"
            assert not defines_a_cog(gathered), name
            assert extension_modules_imported(gathered) == set(), name


def test_an_import_of_an_extension_or_a_cog_is_seen_however_it_is_written(tmp_path):
    module = tmp_path / "reaching.py"
    module.write_text("\n".join([
        "import cogs.table",
        "from cogs import lobby",
        "from cogs.hand import show",
        "from . import rules, help",
        "from .play import Play",
        "from .. import bot",
        "from discord_ui.cogs_free import x",
        "from discord.ext import commands",
        "class Thing(commands.GroupCog): pass"]), encoding="utf-8")
    assert extension_modules_imported(module) == {"cogs.table", "cogs.lobby", "cogs.hand", "cogs.rules",
                                                  "cogs.help", "cogs.play"}
    assert defines_a_cog(module)
    plain = tmp_path / "plain.py"
    plain.write_text("async def settle(bot): pass\nclass Card: pass\nCOMMANDS = ()", encoding="utf-8")
    assert not defines_a_cog(plain)


def test_no_extension_reaches_for_another_through_get_cog_or_imports_the_presenter():
    extensions = Path(discord_ui.__file__).parent.parent / "cogs"
    for path in sorted(extensions.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "get_cog(" not in text, path.name  # bot.presenter (bot.discord.presenting) instead
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
    "bot": {"cogs", "discord_ui"},
    "engine": {"discord", "PIL", "sqlite3", "aiosqlite", "asyncpg", "babel", "i18n", "render", "bot", "cogs",
               "discord_ui"},
    "i18n": {"discord", "PIL", "sqlite3", "aiosqlite", "asyncpg", "render", "bot", "cogs", "discord_ui"},
    "render": {"discord", "sqlite3", "aiosqlite", "asyncpg", "bot", "cogs", "discord_ui"},
}


def test_the_bot_the_engine_the_languages_and_the_pictures_import_no_upper_layer():
    for package, forbidden in FORBIDDEN.items():
        for module, names in imports_under(package).items():
            assert names & forbidden == set(), module


def absolute_imports(path: Path, package: str) -> set[str]:
    """Every module a module of ``package`` imports, relative imports spelled out and imports inside functions
    included; ``from x import y`` counts as both ``x`` and ``x.y`` (``y`` may be a module)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = parts[:len(parts) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


MEASURING = "bot.measure"
OUTSIDE_THE_RUNNING_BOT = {("bot", "measure"), ("bot", "cli")}  # the measuring tools, the command line


def test_the_bot_is_packages_by_role_with_no_loose_module():
    root = Path(discord_ui.__file__).parent.parent / "bot"
    assert [path.name for path in root.glob("*.py")] == ["__init__.py"]
    assert {"core", "discord", "service", "storage", "league", "i18n", "cli", "measure"} <= {
        path.parent.name for path in root.glob("*/__init__.py")}


def test_the_running_bot_never_imports_the_measuring_tools():
    root = Path(discord_ui.__file__).parent.parent
    every = [path for package in ("bot", "cogs", "discord_ui") for path in (root / package).rglob("*.py")]
    running = sorted(path for path in every
                     if path.relative_to(root).parts[:2] not in OUTSIDE_THE_RUNNING_BOT)
    assert len(running) > 100
    for path in running:
        parts = path.relative_to(root).with_suffix("").parts
        package = ".".join(parts if path.name == "__init__.py" else parts[:-1]).removesuffix(".__init__")
        reaching = {name for name in absolute_imports(path, package)
                    if name == MEASURING or name.startswith(MEASURING + ".")}
        assert reaching == set(), path.relative_to(root)


def test_an_import_of_the_measuring_tools_is_seen_however_it_is_written(tmp_path):
    module = tmp_path / "reaching.py"
    module.write_text("\n".join([
        "import bot.measure.arena",
        "from bot import measure",
        "from ..measure.benchmarks import GROUPS",
        "def later():",
        "    from .. import measure"]), encoding="utf-8")
    found = absolute_imports(module, "bot.core")
    assert {"bot.measure.arena", "bot.measure", "bot.measure.benchmarks"} <= found
    plain = tmp_path / "plain.py"
    plain.write_text("from .measures import x\nfrom bot.core import measure_text", encoding="utf-8")
    assert not {name for name in absolute_imports(plain, "bot.core")
                if name == MEASURING or name.startswith(MEASURING + ".")}
