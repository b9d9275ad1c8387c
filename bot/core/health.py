"""``canasta health``: exit 0 while the running bot keeps its heartbeat file fresh (Docker's HEALTHCHECK).

The bot touches ``<CANASTA_DB>.alive`` (``canasta.alive`` in the temporary directory when the
database is a PostgreSQL URL; with ``--shards``, a file of each process's own, which ``canasta health
--shards`` checks) every ``BEAT_S`` seconds while it is connected to Discord; the
check fails when the file is missing or older than ``STALE_S``. The file holds the worst lateness of
the bot's event loop in the last ten minutes (``bot/core/loop_lag.py``), which the check reports.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from .shards import EVERY_SHARD, Shards, ShardsError
from .shards import add_arguments as shards_arguments

BEAT_S = 30
STALE_S = 120
MAX_AGE_S = 7 * 24 * 3600
LAG_FIELD = "worst_loop_lag_ms"


def heartbeat_path(db: str, shards: Shards = EVERY_SHARD) -> Path:
    """The heartbeat file of a bot whose database is ``db`` (a file path or a PostgreSQL URL) running
    ``shards``: each process of a sharded bot keeps its own."""
    from ..storage.db import is_postgres_url

    tag = shards.file_tag()
    if is_postgres_url(db):
        return Path(tempfile.gettempdir()) / f"canasta{tag}.alive"
    path = Path(db)
    return path.with_name(f"{path.name}{tag}.alive")


def write_heartbeat(path: Path, worst_lag_s: float) -> None:
    """Refresh the heartbeat file with the event loop's worst recent lateness."""
    path.write_text(f"{LAG_FIELD}={round(worst_lag_s * 1000)}\n")


def worst_lag_ms(path: Path) -> int | None:
    """The worst recent lateness of the event loop the heartbeat file holds (None: not written there)."""
    try:
        text = path.read_text(errors="replace")
    except OSError:  # gone or unreadable since it was found: its age said enough
        return None
    for line in text.splitlines():
        name, _, value = line.partition("=")
        if name == LAG_FIELD and value.isdigit():
            return int(value)
    return None


def add_arguments(parser) -> None:
    from .options import amount

    parser.add_argument("--max-age", type=amount(MAX_AGE_S), default=STALE_S,
                        help=f"seconds before the bot counts as down, up to {MAX_AGE_S:,} "
                             f"(default {STALE_S})")
    shards_arguments(parser)


def run(args) -> int:
    from .config import Config, ConfigError

    try:
        path = heartbeat_path(Config.from_env().db, Shards.parse(args.shards, args.shard_count))
    except (ConfigError, ShardsError) as error:
        print(f"canasta health: {error}", file=sys.stderr)
        return 2
    if not path.exists():
        print(f"unhealthy: no heartbeat at {path} (is `canasta bot` running and connected?)")
        return 1
    age = time.time() - path.stat().st_mtime
    if age > args.max_age:
        print(f"unhealthy: last heartbeat {age:.0f} s ago")
        return 1
    lag = worst_lag_ms(path)
    lateness = "" if lag is None else f"; the event loop was at most {lag} ms late in the last 10 minutes"
    print(f"healthy: last heartbeat {age:.0f} s ago{lateness}")
    return 0
