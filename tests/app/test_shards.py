"""``--shards`` and ``--shard-count``: which servers' tables a process acts on, and what it refuses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.cli import main
from bot.core.config import ENVIRONMENT
from bot.core.health import heartbeat_path
from bot.core.shards import EVERY_SHARD, Shards, ShardsError, shard_of


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch):
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


def test_ids_and_ranges_mix():
    shards = Shards.parse("0-2, 5,7", 8)
    assert shards.ids == (0, 1, 2, 5, 7) and shards.count == 8
    assert shards.describe() == "shards 0,1,2,5,7 of 8"
    assert shards.discord_options == {"shard_ids": [0, 1, 2, 5, 7], "shard_count": 8}
    assert not shards.whole and Shards.parse("0-7", 8).whole and EVERY_SHARD.whole


@pytest.mark.parametrize(("ids", "count", "message"), [
    ("0-3", None, "--shards needs --shard-count"),
    (None, 8, "--shard-count needs --shards"),
    ("0-8", 8, "shard ids run from 0 to 7"),
    ("3-1", 8, "shard ids run from 0 to 7"),
    ("a", 8, "not 'a'"),
    ("0", 0, "--shard-count must be between 1 and 4096"),
])
def test_unrunnable_options_are_refused_with_the_reason(ids, count, message):
    with pytest.raises(ShardsError, match=message):
        Shards.parse(ids, count)


@given(st.integers(min_value=0, max_value=2**63 - 1), st.integers(min_value=1, max_value=64))
def test_exactly_one_process_of_a_split_owns_each_server(guild_id, count):
    halves = [Shards.parse(f"0-{count // 2 - 1}", count)] if count > 1 else []
    halves.append(Shards.parse(f"{count // 2}-{count - 1}", count))
    assert sum(half.owns(guild_id) for half in halves) == 1
    assert EVERY_SHARD.owns(guild_id)
    assert shard_of(guild_id, count) == (guild_id >> 22) % count  # Discord's own formula


def test_each_process_of_a_split_keeps_its_own_heartbeat_file(tmp_path):
    url = "postgresql://bot@db/canasta"
    files = {heartbeat_path(url), heartbeat_path(url, Shards.parse("0-3", 8)),
             heartbeat_path(url, Shards.parse("4-7", 8))}
    assert len(files) == 3
    assert heartbeat_path(str(tmp_path / "c.db")) == tmp_path / "c.db.alive"


def test_a_split_over_processes_is_refused_on_sqlite(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("CANASTA_DB", str(tmp_path / "canasta.db"))
    assert main(["bot", "--shards", "0-1", "--shard-count", "4"]) == 2
    error = capsys.readouterr().err
    assert "canasta bot: shards 0,1 of 4 in this process" in error and "CANASTA_DB=postgresql://" in error
    assert not (tmp_path / "canasta.db").exists()  # refused before anything opened


def test_bad_shard_options_are_one_line_and_exit_code_2(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    assert main(["bot", "--shards", "0-9", "--shard-count", "4"]) == 2
    assert capsys.readouterr().err == "canasta bot: --shards 0-9: shard ids run from 0 to 3\n"
    assert main(["health", "--shards", "1"]) == 2
    assert "--shards needs --shard-count" in capsys.readouterr().err
