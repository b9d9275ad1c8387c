"""tools/compile_engine.py refuses, with a message and nothing written, what it must not compile: the
checkout itself, a folder with no engine, and any tree where Cython is missing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ..tools import TOOLS, load_tool


@pytest.fixture
def compile_engine():
    return load_tool("compile_engine").main


def files_in(tree: Path) -> list[Path]:
    return sorted(tree.rglob("*"))


def test_the_checkout_itself_is_refused(compile_engine, capsys):
    checkout = TOOLS.parent
    before = files_in(checkout / "engine")
    assert compile_engine([str(checkout)]) == 2
    assert "is a checkout: compile a copy of it" in capsys.readouterr().err
    assert files_in(checkout / "engine") == before


def test_a_folder_without_the_engine_is_refused(compile_engine, capsys, tmp_path):
    (tmp_path / "bot").mkdir()
    assert compile_engine([str(tmp_path)]) == 2
    assert "holds no engine/ package" in capsys.readouterr().err
    assert files_in(tmp_path) == [tmp_path / "bot"]


def test_without_cython_it_says_what_to_install(compile_engine, capsys, tmp_path, monkeypatch):
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "__init__.py").write_text('"""An engine."""\n', encoding="utf-8")
    (tmp_path / "engine" / "rules.py").write_text("RULES = ()\n", encoding="utf-8")
    monkeypatch.setitem(sys.modules, "Cython", None)  # as where it is not installed
    monkeypatch.setitem(sys.modules, "Cython.Build", None)
    before = files_in(tmp_path)
    assert compile_engine([str(tmp_path)]) == 2
    assert "Cython is not installed here: pip install cython" in capsys.readouterr().err
    assert files_in(tmp_path) == before


@pytest.mark.parametrize(("argv", "code"), [([], 2), (["a", "b"], 2), (["--help"], 0)])
def test_its_usage_is_its_docstring(compile_engine, capsys, argv, code):
    assert compile_engine(argv) == code
    assert "git archive HEAD | tar -x -C DEST" in capsys.readouterr().err
