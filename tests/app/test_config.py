"""Settings from the environment: defaults, each variable, and clear refusals of unusable values."""

from __future__ import annotations

import pytest

from bot.core.config import Config, ConfigError


def test_an_empty_environment_gives_the_documented_defaults():
    config = Config.from_env({})
    assert config == Config(token=None, db="canasta.db", log_level="INFO", dev_guild=None,
                            api_base=None)


def test_every_variable_is_read():
    config = Config.from_env({
        "DISCORD_TOKEN": " abc.def ", "CANASTA_DB": "/data/c.db", "CANASTA_LOG_LEVEL": "debug",
        "CANASTA_DEV_GUILD": "123456789012345678", "CANASTA_DISCORD_API": "http://127.0.0.1:9/api/v10/",
    })
    assert config == Config(token="abc.def", db="/data/c.db", log_level="DEBUG",
                            dev_guild=123456789012345678, api_base="http://127.0.0.1:9/api/v10")


def test_the_edit_intervals_are_read():
    config = Config.from_env({"CANASTA_TABLE_EDIT_INTERVAL": "0.05", "CANASTA_LOBBY_EDIT_INTERVAL": "2"})
    assert (config.table_edit_interval_s, config.lobby_edit_interval_s) == (0.05, 2.0)


def test_a_reviews_samples_are_read():
    assert Config.from_env({}).review_samples == 32
    assert Config.from_env({"CANASTA_REVIEW_SAMPLES": "8"}).review_samples == 8


def test_the_deal_swings_are_on_unless_turned_off():
    assert Config.from_env({}).deal_swings
    assert not Config.from_env({"CANASTA_DEAL_SWINGS": "Off"}).deal_swings
    assert Config.from_env({"CANASTA_DEAL_SWINGS": "on"}).deal_swings


def test_a_test_may_make_turn_timers_run_out_sooner():
    assert Config.from_env({}).timer_scale == 1.0
    assert Config.from_env({"CANASTA_TIMER_SCALE": "0.2"}).timer_scale == 0.2


@pytest.mark.parametrize(("name", "value", "words"), [
    ("CANASTA_LOG_LEVEL", "loud", "use one of DEBUG, INFO, WARNING, ERROR"),
    ("CANASTA_DEV_GUILD", "my-server", "must be a numeric Discord id"),
    ("CANASTA_DEV_GUILD", "0", "must be a numeric Discord id"),
    ("CANASTA_DISCORD_API", "127.0.0.1:9", "must be an http(s) URL"),
    ("CANASTA_TABLE_EDIT_INTERVAL", "-1", "a number of seconds from 0 to 60"),
    ("CANASTA_LOBBY_EDIT_INTERVAL", "soon", "a number of seconds from 0 to 60"),
    ("CANASTA_REVIEW_SAMPLES", "0", "a whole number from 1 to 1000"),
    ("CANASTA_REVIEW_SAMPLES", "many", "a whole number from 1 to 1000"),
    ("CANASTA_DEAL_SWINGS", "yes", "must be on or off"),
    ("CANASTA_TIMER_SCALE", "0", "a number above 0 and at most 1"),
    ("CANASTA_TIMER_SCALE", "2", "a number above 0 and at most 1"),
])
def test_an_unusable_value_is_refused_with_the_variable_named(name, value, words):
    with pytest.raises(ConfigError) as refusal:
        Config.from_env({name: value})
    assert str(refusal.value).startswith(f"{name} is '{value}'")
    assert words in str(refusal.value)


def test_blank_values_count_as_unset():
    assert Config.from_env({"DISCORD_TOKEN": "  ", "CANASTA_DEV_GUILD": ""}).token is None
