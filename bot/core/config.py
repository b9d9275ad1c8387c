"""The bot's settings, read once from the environment and checked before anything starts.

Kept free of discord.py imports so ``canasta`` commands can read settings cheaply.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlparse

from .shards import EVERY_SHARD, Shards

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")

# name -> (default, meaning); the one list of variables, shown by `canasta bot --help`.
ENVIRONMENT = {
    "DISCORD_TOKEN": ("(none)", "the bot token from the Discord developer portal (required to run)"),
    "CANASTA_DB": ("./canasta.db", "the database: a SQLite file's path or a postgresql://user@host/name URL"),
    "CANASTA_LOG_LEVEL": ("INFO", "one of " + ", ".join(LOG_LEVELS)),
    "CANASTA_DEV_GUILD": ("(none)", "a server id: `canasta sync` registers the commands in that server only"),
    "CANASTA_COMPUTER_DELAY": ("1.0", "seconds a computer player waits before moving, so people can follow"),
    "CANASTA_TABLE_EDIT_INTERVAL": ("1.5", "seconds between two edits of one table's picture (0 to 60)"),
    "CANASTA_LOBBY_EDIT_INTERVAL": ("1.0", "seconds between two edits of one lobby card (0 to 60)"),
    "CANASTA_REVIEW_SAMPLES": ("32", "guessed deals per decision in /canasta review (1 to 1000): more is "
                                     "steadier and slower"),
    "CANASTA_DEAL_SWINGS": ("on", "on or off: after each deal, the table's thread shows its biggest swing "
                                  "(a person's move the hard computer player would have bettered most)"),
    "CANASTA_TIMER_SCALE": ("1.0", "TESTS ONLY: real seconds in one second of a turn timer (0 < scale <= 1)"),
    "CANASTA_DISCORD_API": ("(none)", "TESTS ONLY: REST base URL of a fake Discord, e.g. http://127.0.0.1:8080/api/v10"),
}


class ConfigError(ValueError):
    """A setting is present but unusable; the message names the variable and the fix."""


@dataclass(frozen=True)
class Config:
    token: str | None
    db: str  # a SQLite file's path or a postgresql:// URL
    log_level: str
    dev_guild: int | None
    api_base: str | None  # test-only: where discord.py sends REST requests (and so finds the gateway)
    computer_delay_s: float = 1.0  # pause before each computer move
    table_edit_interval_s: float = 1.5  # at most one edit of a table's picture this often (rate limits)
    lobby_edit_interval_s: float = 1.0  # the same for a lobby card
    timer_scale: float = 1.0  # test-only: real seconds per second of a turn timer
    review_samples: int = 32  # guessed deals per decision of a review
    deal_swings: bool = True  # after each deal, its biggest swing in the thread
    shards: Shards = EVERY_SHARD  # the shards this process runs (``canasta bot --shards``)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        env = os.environ if env is None else env
        return cls(
            token=_text(env, "DISCORD_TOKEN"),
            db=_text(env, "CANASTA_DB") or "canasta.db",
            log_level=_log_level(env),
            dev_guild=_snowflake(env, "CANASTA_DEV_GUILD"),
            api_base=_api_base(env),
            computer_delay_s=_seconds(env, "CANASTA_COMPUTER_DELAY", 1.0),
            table_edit_interval_s=_seconds(env, "CANASTA_TABLE_EDIT_INTERVAL", 1.5),
            lobby_edit_interval_s=_seconds(env, "CANASTA_LOBBY_EDIT_INTERVAL", 1.0),
            timer_scale=_timer_scale(env),
            review_samples=_count(env, "CANASTA_REVIEW_SAMPLES", 32, 1000),
            deal_swings=_switch(env, "CANASTA_DEAL_SWINGS", True),
        )


def _text(env: Mapping[str, str], name: str) -> str | None:
    value = env.get(name, "").strip()
    return value or None


def _log_level(env: Mapping[str, str]) -> str:
    value = _text(env, "CANASTA_LOG_LEVEL") or "INFO"
    if value.upper() not in LOG_LEVELS:
        raise ConfigError(f"CANASTA_LOG_LEVEL is '{value}'; use one of {', '.join(LOG_LEVELS)}")
    return value.upper()


def _snowflake(env: Mapping[str, str], name: str) -> int | None:
    value = _text(env, name)
    if value is None:
        return None
    if not value.isdigit() or int(value) == 0:
        raise ConfigError(
            f"{name} is '{value}'; it must be a numeric Discord id "
            "(Developer Mode on, right-click the server, Copy Server ID)"
        )
    return int(value)


def _seconds(env: Mapping[str, str], name: str, default: float) -> float:
    value = _text(env, name)
    if value is None:
        return default
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 60:
        raise ConfigError(f"{name} is '{value}'; it must be a number of seconds from 0 to 60")
    return seconds


def _count(env: Mapping[str, str], name: str, default: int, most: int) -> int:
    value = _text(env, name)
    if value is None:
        return default
    if not value.isdigit() or not 1 <= int(value) <= most:
        raise ConfigError(f"{name} is '{value}'; it must be a whole number from 1 to {most}")
    return int(value)


def _switch(env: Mapping[str, str], name: str, default: bool) -> bool:
    value = _text(env, name)
    if value is None:
        return default
    if value.lower() not in ("on", "off"):
        raise ConfigError(f"{name} is '{value}'; it must be on or off")
    return value.lower() == "on"


def _timer_scale(env: Mapping[str, str]) -> float:
    value = _text(env, "CANASTA_TIMER_SCALE")
    if value is None:
        return 1.0
    try:
        scale = float(value)
    except ValueError:
        scale = 0.0
    if not 0 < scale <= 1:
        raise ConfigError(f"CANASTA_TIMER_SCALE is '{value}'; it must be a number above 0 and at most 1 "
                          "(tests only)")
    return scale


def _api_base(env: Mapping[str, str]) -> str | None:
    value = _text(env, "CANASTA_DISCORD_API")
    if value is None:
        return None
    url = urlparse(value)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise ConfigError(f"CANASTA_DISCORD_API is '{value}'; it must be an http(s) URL (tests only)")
    return value.rstrip("/")
