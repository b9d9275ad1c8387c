"""``Rules`` split by concern: the mixin classes of engine/rules/ that hold its methods each list the
fields they read, and those must be fields of ``Rules`` (a field removed from ``Rules`` but still
listed by a concern would hide from mypy a read that fails at run time)."""

from __future__ import annotations

import dataclasses

from engine.rules import Rules

FIELDS = {field.name for field in dataclasses.fields(Rules)}


def concerns() -> list[type]:
    return [cls for cls in Rules.__mro__[1:] if cls.__module__.startswith("engine.rules.")]


def test_every_field_a_concern_reads_is_a_field_of_rules():
    listed = {(cls.__name__, name) for cls in concerns() for name in cls.__dict__.get("__annotations__", {})}
    assert listed, "the concerns list the fields they read"
    assert {(owner, name) for owner, name in listed if name not in FIELDS} == set()


def test_each_method_of_rules_is_a_concerns_and_none_is_defined_twice():
    own = {name for name, value in vars(Rules).items() if callable(value) and not name.startswith("__")}
    assert own == set()  # Rules holds the fields; its methods are its concerns'
    defined: dict[str, str] = {}
    for cls in concerns():
        for name, value in vars(cls).items():
            if name.startswith("__") or name in FIELDS or not (callable(value) or hasattr(value, "__get__")):
                continue
            assert name not in defined, f"{name} is defined in {defined.get(name)} and {cls.__name__}"
            defined[name] = cls.__name__
    assert {"opening_value", "canasta_bonus", "goes_out_with", "freezes_pile"} <= set(defined)
    assert {"opening_need", "turn_clause", "move_help"}.isdisjoint(defined)  # the wording's (wording_of)
