"""``/canasta review``'s private message: the largest misses in full, the rest counted in words."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.review import SHOWN, review_text
from engine.actions import parse
from engine.ai.review import Missed
from engine.errors import Words


def misses(count: int) -> list[Missed]:
    return [Missed(index, index, parse("discard 8"), parse("discard 6"), 100.0 - index, 20.0,
                   Words("a safer discard")) for index in range(1, count + 1)]


def test_the_misses_beyond_those_shown_are_counted_as_one_or_as_many():
    table = SimpleNamespace(id=7)  # the message reads only the table's number
    shown = review_text(table, 2, misses(SHOWN)).splitlines()
    assert shown[0].startswith("**Review of deal 2 at table #7**") and len(shown) == 1 + SHOWN
    assert review_text(table, 2, misses(SHOWN + 1)).splitlines()[-1] == "…and 1 smaller one."
    assert review_text(table, None, misses(SHOWN + 3)).splitlines()[-1] == "…and 3 smaller ones."


def test_a_review_with_nothing_to_show_says_why():
    text = review_text(SimpleNamespace(id=7), None, [])
    assert text.startswith("**Review of the last deal at table #7**") and "Nothing to show" in text
