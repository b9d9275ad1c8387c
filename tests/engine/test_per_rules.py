"""The memo tables kept per rule set (engine.per_rules): one rule set at a time, found by identity,
emptied when they outgrow their size."""

from __future__ import annotations

from dataclasses import replace

from engine import variants
from engine.per_rules import PerRules


def test_a_table_is_kept_for_the_rules_last_asked_for_and_emptied_for_others():
    classic, samba = variants.get("classic"), variants.get("samba")
    memo = PerRules(8)
    memo.under(classic)["a"] = 1
    assert memo.under(classic) == {"a": 1}
    memo.under(samba)["b"] = 2
    assert memo.under(samba) == {"b": 2}
    assert memo.under(classic) == {}


def test_equal_rules_that_are_another_object_get_a_table_of_their_own():
    classic = variants.get("classic")
    twin = replace(classic)
    assert twin == classic and twin is not classic
    memo = PerRules(8)
    memo.under(classic)["a"] = 1
    assert memo.under(twin) == {}


def test_a_table_holding_more_than_its_size_is_emptied_when_next_asked_for():
    classic = variants.get("classic")
    memo = PerRules(2)
    memo.under(classic).update(a=1, b=2)
    assert memo.under(classic) == {"a": 1, "b": 2}
    memo.under(classic)["c"] = 3
    assert memo.under(classic) == {}
