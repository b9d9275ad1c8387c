"""``/canasta review``'s private message: each decision shown with its stake, what the move played risked and
the better move, all within one Discord message."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.review import RISK_LIMIT, WHY_LIMIT, review_text
from engine.actions import parse
from engine.ai.review import SHOWN, Missed
from engine.errors import Words

DISCORD_LIMIT = 2000  # characters of one message


def misses(count: int) -> list[Missed]:
    risk = Words("The next player took it: {cards}.", cards=7)
    return [Missed(index, index, parse("discard 8"), parse("discard 6"), 100.0 - index, 20.0,
                   Words("a safer discard"), risk) for index in range(1, count + 1)]


def test_each_decision_says_its_stake_what_the_move_risked_and_the_better_move():
    table = SimpleNamespace(id=7)  # the message reads only the table's number
    lines = review_text(table, 2, misses(2)).splitlines()
    assert lines[0].startswith("**Review of deal 2 at table #7**") and len(lines) == 1 + 2 * 3
    assert lines[1] == "**1. Turn 1: `discard 8`** cost about **99** points (± 20) against `discard 6`."
    assert lines[2] == "The next player took it: 7." and lines[3] == "Better, `discard 6`: a safer discard"
    assert lines[4].startswith("**2. Turn 2: `discard 8`** cost about **98** points")


def test_long_reasons_are_cut_so_that_the_most_a_review_shows_fits_one_message():
    long = Words("{text}", text="x" * 5000)
    entries = [Missed(index, index, parse("discard 8"), parse("discard 6"), 100.0, 20.0, long, long)
               for index in range(1, SHOWN + 1)]
    text = review_text(SimpleNamespace(id=7), 12, entries)
    assert len(text) <= DISCORD_LIMIT
    assert ("x" * (RISK_LIMIT - 1) + "…") in text and ("x" * (WHY_LIMIT - 1) + "…\n") in text + "\n"


def test_a_review_with_nothing_to_show_says_why():
    text = review_text(SimpleNamespace(id=7), None, [])
    assert text.startswith("**Review of the last deal at table #7**") and "Nothing to show" in text
