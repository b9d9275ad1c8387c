"""Structured log lines: one line per event, fields that parse back, tracebacks kept on the line."""

from __future__ import annotations

import io
import logging

import pytest

from bot.core import logs


@pytest.fixture
def captured():
    stream = io.StringIO()
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    logs.setup("INFO", stream)
    yield stream
    root.handlers[:], root.level = saved


def test_an_event_is_one_line_of_fields_that_parse_back(captured):
    logs.event(logging.getLogger("canasta.table"), "deal_over", table=12, guild=34, winner="Ann & Bo")
    line = captured.getvalue()
    assert line.count("\n") == 1
    fields = logs.parse(line)
    assert fields | {"ts": ""} == {"ts": "", "level": "info", "event": "deal_over", "logger": "canasta.table",
                                   "table": "12", "guild": "34", "winner": "Ann & Bo"}


def test_a_traceback_stays_on_its_event_line(captured):
    try:
        raise ValueError('bad "quote"\nsecond line')
    except ValueError as error:
        logs.event(logging.getLogger("canasta.errors"), "command_error", level=logging.ERROR, exc_info=error)
    line = captured.getvalue()
    assert line.count("\n") == 1
    fields = logs.parse(line)
    assert fields["level"] == "error"
    assert fields["error"].startswith("Traceback")
    assert 'ValueError: bad "quote"\nsecond line' in fields["error"]


def test_other_libraries_lines_become_log_events(captured):
    logging.getLogger("discord.gateway").info("Shard ID %s has connected", 0)
    fields = logs.parse(captured.getvalue())
    assert (fields["event"], fields["logger"]) == ("log", "discord.gateway")
    assert fields["msg"] == "Shard ID 0 has connected"


def test_missing_values_are_written_as_a_dash(captured):
    logs.event(logging.getLogger("canasta.bot"), "command", guild=None)
    assert logs.parse(captured.getvalue())["guild"] == "-"
