"""tools/rule_reads.py counts the reads of rule fields outside the rules, and those inside conditions;
a method asked of a policy the rules hold is the policy answering, not a read."""

from __future__ import annotations

from ..tools import load_tool


def test_a_field_read_counts_and_inside_a_condition_counts_twice_over():
    tool = load_tool("rule_reads")
    assert tool.rule_reads("x = rules.hand_size\n") == (1, 0)
    assert tool.rule_reads("if deal.rules.hand_size > 3:\n    pass\n") == (1, 1)
    assert tool.rule_reads("y = r.draw_count and rules.packs\n") == (2, 2)
    assert tool.rule_reads("z = rules.not_a_field\n") == (0, 0)


def test_a_method_asked_of_a_policy_is_not_a_read_but_a_policy_read_as_a_value_is():
    tool = load_tool("rule_reads")
    assert {"pile_taking", "opening", "going_out", "laid_out"} <= tool.POLICIES
    assert tool.rule_reads("if rules.pile_taking.may_take(opened):\n    pass\n") == (0, 0)
    assert tool.rule_reads("m = deal.rules.opening.minimum(score)\n") == (0, 0)
    assert tool.rule_reads("if rules.pile_taking.always_frozen:\n    pass\n") == (1, 1)
    assert tool.rule_reads("taking = rules.pile_taking\n") == (1, 0)


def test_a_method_of_a_field_that_is_no_policy_still_reads_the_field():
    tool = load_tool("rule_reads")
    assert "wild_ranks" not in tool.POLICIES
    assert tool.rule_reads("if rules.wild_ranks.isdisjoint(ranks):\n    pass\n") == (1, 1)
