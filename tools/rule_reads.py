"""Counts where the code outside the rules tests a variant's rule fields, the measure of issue 64's
"rule features as policies" (the core asks the features, it does not test fields):

    python tools/rule_reads.py [--top N]

A read is an attribute of ``Rules`` (a dataclass field) taken from a name ``rules`` or ``r`` or from
an attribute ``.rules``; it is "in a condition" when it sits in the test of an ``if``, ``while``,
conditional expression, ``assert`` or comprehension filter, or is an operand of ``and``/``or``. A
method called on a policy the rules hold (``rules.pile_taking.may_take(opened)``,
``rules.opening.minimum(score)``) is the policy answering, not a field read, and is not counted.
engine/rules.py, engine/variants/ and tests/ are not counted. The counting is by text (the AST), so
a rules object under another name is missed: the figure is a floor, compared from one commit to the
next. Prints the totals and the files with the most reads in conditions.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.rules import Rules  # noqa: E402

PACKAGES = ("engine", "bot", "cogs", "discord_ui", "render", "i18n")
NOT_COUNTED = ("engine/rules.py", "engine/rules/", "engine/variants/")
FIELDS = frozenset(field.name for field in dataclasses.fields(Rules))
# The fields that hold a policy object of engine/rules (``pile_taking``, ``opening``, ``going_out``...).
POLICIES = frozenset(field.name for field in dataclasses.fields(Rules)
                     if type(field.default).__module__.startswith("engine.rules"))


def counted_files() -> list[Path]:
    files = (path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py")))
    return [path for path in files if not path.relative_to(ROOT).as_posix().startswith(NOT_COUNTED)]


def _names_rules(node: ast.expr) -> bool:
    return ((isinstance(node, ast.Name) and node.id in ("rules", "r"))
            or (isinstance(node, ast.Attribute) and node.attr == "rules"))


def _condition_nodes(tree: ast.AST) -> set[int]:
    """The ids of every node inside a condition of ``tree``."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            tests = [node.test]
        elif isinstance(node, ast.comprehension):
            tests = list(node.ifs)
        elif isinstance(node, ast.BoolOp):
            tests = list(node.values)
        else:
            continue
        inside.update(id(part) for test in tests for part in ast.walk(test))
    return inside


def _policy_calls(tree: ast.AST) -> set[int]:
    """The ids of the ``rules.X`` nodes of ``tree``, X a policy, whose method is called
    (``rules.X.method(...)``)."""
    return {id(node.func.value) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr in POLICIES}


def rule_reads(source: str) -> tuple[int, int]:
    """(reads of rule fields, of which inside a condition) in one module's source."""
    tree = ast.parse(source)
    conditions = _condition_nodes(tree)
    asked = _policy_calls(tree)
    reads = [node for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and node.attr in FIELDS and _names_rules(node.value)
             and id(node) not in asked]
    return len(reads), sum(id(node) in conditions for node in reads)


def count() -> tuple[Counter[str], Counter[str]]:
    """Per file (path from the repository's root): all reads, and reads inside conditions."""
    everywhere: Counter[str] = Counter()
    in_conditions: Counter[str] = Counter()
    for path in counted_files():
        name = path.relative_to(ROOT).as_posix()
        everywhere[name], in_conditions[name] = rule_reads(path.read_text(encoding="utf-8"))
    return +everywhere, +in_conditions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=15, help="files to list (default 15)")
    top = parser.parse_args().top
    everywhere, in_conditions = count()
    print(f"rule-field reads: {sum(everywhere.values())} in {len(everywhere)} files, "
          f"{sum(in_conditions.values())} inside conditions")
    for name, reads in in_conditions.most_common(top):
        print(f"{reads:5} {everywhere[name]:5}  {name}")


if __name__ == "__main__":
    main()
