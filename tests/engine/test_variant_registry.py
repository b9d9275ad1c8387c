"""The one registry of variants: every variant module declares its variants (rules, translatable name,
status), the registry gathers them in the order players see them, and refuses a name that is not the
rules' own or a key declared twice."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

from engine import variants
from engine.errors import Words
from engine.variants.entry import Variant

FOLDER = Path(variants.__file__).parent


def declares_variants(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, ast.Assign) and any(getattr(target, "id", None) == "VARIANTS"
                                                    for target in node.targets) for node in tree.body)


def test_every_module_that_declares_variants_is_gathered_once_and_no_other():
    declaring = {path.stem for path in FOLDER.glob("*.py") if declares_variants(path)}
    assert len(declaring) == 14
    assert sorted(variants.MODULES) == sorted(declaring)


def test_the_registry_holds_each_declared_variant_under_its_key_in_the_modules_order():
    assert list(variants.REGISTRY)[:4] == ["classic", "classic-2p", "classic-3p", "british"]
    assert list(variants.REGISTRY)[-1] == "americana" and len(variants.REGISTRY) == 18
    for key, variant in variants.REGISTRY.items():
        assert variant.key == key and variants.get(key) is variant.rules
        assert str(variant.name) == variant.rules.name and variant.players == variant.rules.players
    assert variants.playable() == tuple(variants.REGISTRY)  # all eighteen are offered


def test_a_variant_is_refused_when_its_name_is_not_its_rules_name():
    classic = variants.get("classic")
    with pytest.raises(ValueError, match="'classic' is named 'Canasta', its rules 'Classic Canasta'"):
        Variant(classic, Words("Canasta"))


def test_a_key_declared_twice_is_refused():
    classic = variants.REGISTRY["classic"]
    other = Variant(replace(classic.rules, hand_size=13), classic.name)
    assert list(variants.gather([classic, variants.REGISTRY["british"]])) == ["classic", "british"]
    with pytest.raises(ValueError, match="variant 'classic' is declared twice"):
        variants.gather([classic, other])


def test_a_coming_variant_is_registered_but_not_offered():
    classic, british = variants.REGISTRY["classic"], variants.REGISTRY["british"]
    coming = Variant(replace(classic.rules, key="next", name="Next"), Words("Next"), status="coming")
    registry = variants.gather([classic, coming, british])
    assert list(registry) == ["classic", "next", "british"]
    assert variants.offered(registry) == (classic, british)
    assert tuple(variants.REGISTRY.values()) == variants.CATALOGUE  # today every variant is playable
