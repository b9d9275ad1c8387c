"""The service's limits (so nobody can flood the bot) and how it runs computer players."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.shards import EVERY_SHARD, Shards


@dataclass(frozen=True)
class Limits:
    tables_per_guild: int = 20  # open tables (lobby, playing, paused) in one server
    tables_per_user: int = 3  # open tables a user owns or sits at
    min_target: int = 100
    max_target: int = 100_000
    min_timer_s: int = 10  # a timer, when there is one (0 means none)
    max_timer_s: int = 3 * 24 * 3600  # slow tables may give a player days per turn


@dataclass(frozen=True)
class ServiceSettings:
    limits: Limits = field(default_factory=Limits)
    computer_delay_s: float = 1.0  # pause before each computer move, so people can follow play
    timer_scale: float = 1.0  # real seconds per second of a turn timer (tests make turns run out sooner)
    computer_moves_in_flight: int = 256  # computer moves being decided or committed at once (more
    # keep 2,000 tables at their pace; fewer keep a person's move quicker under that load)
    hint_level: str = "medium"  # the computer level whose choice and reason a hint shows
    hard_time_budget_ms: float | None = None  # thinking time per decision for "hard" (None: its own)
    review_samples: int = 32  # guessed deals per decision of a review (/canasta review): a deal's
    # review takes some seconds of a worker at 32
    deal_swings: bool = False  # after each deal, review its people's seats and publish the biggest swing
    shards: Shards = EVERY_SHARD  # the servers whose tables this process resumes (see bot.core.shards)
