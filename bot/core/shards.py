"""Which Discord shards a bot process runs, and so which servers' tables it acts on.

Discord sends a server's events to one shard, ``(guild_id >> 22) % shard_count``; a table
belongs to its server, so it belongs to that shard, and to the one process that runs it. Only
that process resumes the table after a restart, drives its timers and computer players and
records its league match. ``canasta bot --shards 0-3 --shard-count 8`` runs four of eight
shards; without ``--shards`` a process runs them all.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_SHARDS = 4096


class ShardsError(ValueError):
    """Shard options that cannot be run; the message says why."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a server's events to."""
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True)
class Shards:
    ids: tuple[int, ...] | None  # None: every shard (discord.py asks Discord how many)
    count: int | None

    @classmethod
    def parse(cls, ids: str | None, count: int | None) -> Shards:
        """``ids`` as ``0-3``, ``0,2,5`` or a mix; refused unless within ``count`` shards."""
        if ids is None:
            if count is not None:
                raise ShardsError("--shard-count needs --shards (which of them this process runs)")
            return cls(None, None)
        if count is None:
            raise ShardsError("--shards needs --shard-count (how many shards there are in all)")
        if not 1 <= count <= MAX_SHARDS:
            raise ShardsError(f"--shard-count must be between 1 and {MAX_SHARDS}")
        chosen: set[int] = set()
        for part in ids.split(","):
            first, _, last = part.strip().partition("-")
            try:
                low, high = int(first), int(last or first)
            except ValueError:
                raise ShardsError(f"--shards takes ids and ranges such as 0-3 or 0,2,5, not '{ids}'") \
                    from None
            if not 0 <= low <= high < count:
                raise ShardsError(f"--shards {part.strip()}: shard ids run from 0 to {count - 1}")
            chosen.update(range(low, high + 1))
        return cls(tuple(sorted(chosen)), count)

    @property
    def whole(self) -> bool:
        """Whether this process runs every shard (so no other process shares its database)."""
        return self.ids is None or len(self.ids) == self.count

    @property
    def discord_options(self) -> dict:
        """The AutoShardedBot arguments that connect exactly these shards."""
        return {} if self.ids is None else {"shard_ids": list(self.ids), "shard_count": self.count}

    def owns(self, guild_id: int) -> bool:
        """Whether this process runs the shard of ``guild_id``."""
        return self.ids is None or shard_of(guild_id, self.count or 1) in self.ids

    def describe(self) -> str:
        return "all shards" if self.ids is None else f"shards {','.join(map(str, self.ids))} of {self.count}"

    def file_tag(self) -> str:
        """What tells this process's files from another's: "" for every shard, else ``.shards-0,2-of-8``."""
        return "" if self.ids is None else f".shards-{','.join(map(str, self.ids))}-of-{self.count}"


def add_arguments(parser) -> None:
    """``--shards`` and ``--shard-count``, for ``canasta bot`` and ``canasta health``."""
    parser.add_argument("--shards", metavar="IDS", default=None,
                        help="the shard ids this process runs, e.g. 0-3 or 0,2,5 (default: every shard); "
                             "several processes need PostgreSQL")
    from .options import whole

    parser.add_argument("--shard-count", metavar="N", type=whole(1, MAX_SHARDS), default=None,
                        help=f"how many shards there are in all, 1 to {MAX_SHARDS} (with --shards)")


EVERY_SHARD = Shards(None, None)
