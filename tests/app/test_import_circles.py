"""No module of the package imports, however indirectly, a module that imports it back: every import
statement counts, those inside functions and under ``TYPE_CHECKING`` too, so a circle cannot hide in a
late import. A package's ``__init__`` counts as the module ``pkg``; ``from pkg import name`` imports
the submodule ``pkg.name`` where there is one, else ``pkg`` itself."""

from __future__ import annotations

import ast
from pathlib import Path

import discord_ui

ROOT = Path(discord_ui.__file__).parent.parent
PACKAGES = ("engine", "bot", "cogs", "discord_ui", "render", "i18n")


def module_files(root: Path, packages=PACKAGES) -> dict[str, Path]:
    """Every module of ``packages`` under ``root`` by dotted name (a package by its own name)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def import_graph(root: Path, packages=PACKAGES) -> dict[str, dict[str, int]]:
    """Each module -> the modules of ``packages`` it imports, with the line of the first such import."""
    files = module_files(root, packages)
    graph: dict[str, dict[str, int]] = {}
    for module, path in files.items():
        here = module if path.name == "__init__.py" else module.rpartition(".")[0]
        edges = graph.setdefault(module, {})
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = here.split(".")[:len(here.split(".")) - node.level + 1]
                    base = ".".join([*parent, node.module] if node.module else parent)
                names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base
                         for alias in node.names]
            else:
                continue
            for name in names:
                while name and name not in files:  # ``import bot.storage.db``'s module, a name's module
                    name = name.rpartition(".")[0]
                if name and name != module:
                    edges.setdefault(name, node.lineno)
    return graph


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The groups of modules that reach each other through imports (Tarjan's strongly connected
    components of more than one module), each sorted."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for imported in graph.get(module, {}):
            if imported not in order:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], order[imported])
        if low[module] == order[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


def described(graph: dict[str, dict[str, int]], group: list[str]) -> str:
    return "; ".join(f"{module} -> {imported} (line {line})" for module in group
                     for imported, line in sorted(graph[module].items()) if imported in group)


def test_no_module_of_the_package_is_in_an_import_circle():
    graph = import_graph(ROOT)
    assert len(graph) > 200 and sum(map(len, graph.values())) > 800  # the whole package was read
    assert [described(graph, group) for group in circles(graph)] == []


def test_a_circle_is_found_however_its_imports_are_written(tmp_path):
    files = {
        "app/__init__.py": "from .rules import Rules\n",
        "app/rules.py": "def legal():\n    from . import moves\n    return moves\n",
        "app/moves/__init__.py": "from .check import check\n",
        "app/moves/check.py": "from ..rules import legal\n",  # rules -> moves -> moves.check -> rules
        "app/store/__init__.py": "",
        "app/store/db.py": "import app.store.sqlite\n",
        "app/store/sqlite.py": "from typing import TYPE_CHECKING\n"
                               "if TYPE_CHECKING:\n    from app.store import db\n",
        "app/one_way.py": "from app import rules\nfrom app.moves import check\nimport app.store.db\n",
        "other/__init__.py": "from app import one_way\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, ("app", "other"))
    assert graph["app.moves.check"] == {"app.rules": 1} and graph["other"] == {"app.one_way": 1}
    assert sorted(circles(graph)) == [["app.moves", "app.moves.check", "app.rules"],
                                      ["app.store.db", "app.store.sqlite"]]
    assert described(graph, ["app.store.db", "app.store.sqlite"]) == \
        "app.store.db -> app.store.sqlite (line 1); app.store.sqlite -> app.store.db (line 3)"
