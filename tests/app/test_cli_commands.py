"""``canasta bot`` and ``canasta sync`` before they reach Discord: missing token, unusable settings."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.core.config import ENVIRONMENT


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch):
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


def test_bot_without_a_token_explains_how_to_get_one_and_runs_the_offline_demo(capsys, tmp_path):
    assert main(["bot", "--demo-out", str(tmp_path), "--demo-target", "800"]) == 0
    guide = capsys.readouterr().out
    assert (tmp_path / "record.txt").exists() and list(tmp_path.glob("deal01-scores.png"))
    assert "DISCORD_TOKEN is not set" in guide
    assert "https://discord.com/developers/applications" in guide
    assert "scope=bot+applications.commands&permissions=311385246720" in guide
    assert "No privileged intents are needed" in guide
    assert "canasta sync" in guide and "`canasta demo`" in guide


def test_the_invite_permissions_are_exactly_the_ones_the_guide_lists():
    import discord

    from bot.cli.run_bot import INVITE_PERMISSIONS
    assert discord.Permissions(INVITE_PERMISSIONS) == discord.Permissions(
        view_channel=True, send_messages=True, send_messages_in_threads=True, create_public_threads=True,
        attach_files=True, embed_links=True, read_message_history=True, use_application_commands=True)


def test_bot_refuses_an_unusable_setting_with_exit_code_2(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("CANASTA_DEV_GUILD", "general")
    assert main(["bot"]) == 2
    assert "CANASTA_DEV_GUILD is 'general'" in capsys.readouterr().err


def test_sync_without_a_token_says_so_and_exits_2(capsys):
    assert main(["sync"]) == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_bot_help_lists_every_environment_variable(capsys):
    with pytest.raises(SystemExit):
        main(["bot", "--help"])
    text = capsys.readouterr().out
    assert all(name in text for name in ENVIRONMENT)
    assert "TESTS ONLY" in text


@pytest.mark.parametrize("command", ["bot", "sync"])
def test_no_way_to_reach_discord_is_one_line_and_exit_code_1(command, monkeypatch, capsys, tmp_path, request):
    import socket

    import discord

    from bot.service.pace import current, set_pace

    pace = current()
    request.addfinalizer(lambda: set_pace(pace))  # `bot` sets the process's pace for good
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)  # the bot repoints it
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("CANASTA_DB", str(tmp_path / "canasta.db"))
    monkeypatch.setenv("CANASTA_LOG_LEVEL", "ERROR")
    monkeypatch.setenv("CANASTA_DISCORD_API", f"http://127.0.0.1:{port}/api/v10")
    assert main([command]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.endswith("; check the network connection\n")
    assert err.splitlines()[-1].startswith(f"canasta {command}: cannot reach Discord (Cannot connect to host")
