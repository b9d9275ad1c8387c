"""tools/click_trace.py's reading of a trace: layers, crossings, calls back up a layer, service calls."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import click_trace as tool  # noqa: E402


def test_layers_run_from_the_engine_and_storage_up_to_the_discord_app():
    heights = [tool.layer(m) for m in ("engine.deal", "bot.storage.tables", "bot.service.service",
                                       "bot.discord.state.hands", "discord_ui.feeds", "cogs.presenter",
                                       "bot.discord.app")]
    assert heights == [0, 0, 1, 1, 2, 3, 4]
    assert tool.layer("bot.core.logs") == tool.layer("bot.logs") == 0  # today's and 5e347ff's names
    assert tool.layer("discord.client") is None and tool.layer(None) is None


def test_a_trace_counts_crossings_calls_back_up_and_calls_into_the_service():
    calls = [
        (None, "bot.discord.app", "dispatch"),
        ("bot.discord.app", "cogs.hand", "run"),
        ("cogs.hand", "cogs.hand", "helper"),  # within a module: no crossing
        ("cogs.hand", "bot.service.service", "act"),
        ("bot.service.service", "engine.deal", "apply"),
        ("engine.deal", "engine.melding", "meld"),  # the engine's own calls are left out
        (None, "bot.core.loop_lag", "tick"),  # the watchdog: not the click
        ("bot.service.events", "cogs.presenter", "on_event"),  # back up two layers
        ("discord_ui.feeds", "cogs.presenter", "redraw"),  # back up one
        ("discord_ui.feeds", "bot.service.service", "get_table"),
    ]
    found = tool.summary(calls)
    assert found["functions_entered"] == 8
    assert found["module_crossings"] == 7
    assert found["calls_back_up_a_layer"] == 2
    assert found["upward"] == {"bot.service.events -> cogs.presenter": 1,
                               "discord_ui.feeds -> cogs.presenter": 1}
    assert found["service_calls"] == 2
    assert found["modules_entered"] == 5
