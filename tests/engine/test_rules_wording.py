"""What the rules say to people is one object apart from the rules (engine/rules/wording.py): the rules
hold none of its words, each variant's wording class builds on the wording of its rules' base, and a
rules class without words of its own is worded as its nearest base is."""

from __future__ import annotations

import inspect
from dataclasses import dataclass, fields

from engine import meld_keys, score_deal, variants
from engine.rules import Rules
from engine.rules.rule_names import names_of, wording_class
from engine.rules.wording import RulesWording, wording_of
from engine.variants.samba import SAMBA, SambaRules, SambaWording

from .positions import position


def worded_members() -> set[str]:
    """The methods and properties of the wording, from the names to the summary and the help."""
    return {name for cls in RulesWording.__mro__[:-1] for name, value in vars(cls).items()
            if not name.startswith("__") and (inspect.isfunction(value) or isinstance(value, property))}


def test_the_rules_of_every_variant_hold_none_of_the_wordings_words():
    assert {"game", "canasta_term", "opening_need", "going_out_missing", "turn_clause", "move_help",
            "laid_out_words", "extra_score_words", "meld_words"} <= worded_members()
    for key in variants.REGISTRY:
        rules_class = type(variants.get(key))
        assert [name for name in worded_members() if hasattr(rules_class, name)] == [], key


def test_each_variants_wording_builds_on_the_wording_of_every_base_of_its_rules():
    for key in variants.REGISTRY:
        rules_class = type(variants.get(key))
        assert isinstance(wording_of(variants.get(key)), wording_class(rules_class))
        for base in rules_class.__mro__:
            if issubclass(base, Rules):
                assert issubclass(wording_class(rules_class), wording_class(base)), (key, base.__name__)


def test_a_variants_words_are_its_wording_classes_and_classics_the_base_ones():
    assert type(wording_of(variants.get("classic"))) is RulesWording
    assert type(wording_of(variants.get("british"))) is RulesWording  # a value of Rules
    assert type(wording_of(variants.get("chile"))) is SambaWording  # a value of SambaRules
    assert str(wording_of(SAMBA).canasta_term(meld_keys.SEQUENCE)) == "samba"
    assert str(wording_of(variants.get("bolivia")).canasta_term(meld_keys.SEQUENCE)) == "escalera"
    assert str(wording_of(variants.get("classic")).canasta_term(meld_keys.SEQUENCE)) == "sequence canasta"


@dataclass(frozen=True)
class LateSambaRules(SambaRules):
    """Samba whose sambas pay more: a rules class with no words of its own."""

    samba_bonus: int = 2000


def test_a_rules_class_without_words_of_its_own_is_worded_as_its_nearest_base():
    late = LateSambaRules(**{field.name: getattr(SAMBA, field.name) for field in fields(SAMBA)
                             if field.name != "samba_bonus"})
    assert type(names_of(late)) is SambaWording and names_of(late).rules is late
    assert str(wording_of(late).going_out_need()) == "2 canastas"
    run = "4H 5H 6H 7H 8H 9H 10H"
    deal = position("samba", hands=["KS KS", None, None, None], melds=[{"seqH": run}, {}], phase="play",
                    rules=late)
    sambas = next(item for item in score_deal(deal)[0].items if item.key == "sequence_canastas")
    assert (sambas.points, sambas.label, str(sambas.row)) == (2000, "1 samba", "sambas")
