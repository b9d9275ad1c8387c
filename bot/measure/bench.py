"""``canasta bench [GROUP]``: run benchmark groups and print one JSON object of figures."""

from __future__ import annotations

import importlib
import json
import platform
import time

from ..core.progress import bar, telling_what_is_kept
from .benchmarks import GROUPS

MAX_SEASON = 100_000
MAX_TABLES = 100_000
MAX_DEALS = 10_000_000


def add_arguments(parser) -> None:
    from ..core.options import variant_help, whole

    parser.add_argument("group", nargs="?", choices=sorted(GROUPS), help="one group (default: all but "
                        "deadends, the dead-end hunt)")
    parser.add_argument("--quick", action="store_true", help="smaller runs (for smoke tests)")
    parser.add_argument("--variant", help=f"one of {variant_help()}: the variant the engine group's random "
                        "play deals (default: classic; 'all': every playable one), the one the ai group "
                        "times hard in (default: every playable one), or the one the deadends group hunts in "
                        "(default and 'all': every playable one, then random rule sets); only with those "
                        "groups")
    parser.add_argument("--deals", type=whole(1, MAX_DEALS), help="deals the deadends group plays per "
                        f"variant, 1 to {MAX_DEALS:,} (default: 200)")
    parser.add_argument("--out", metavar="FILE", help="where the deadends group saves the positions it "
                        "finds, as JSON (default: deadends.json)")
    parser.add_argument("--season", type=whole(1, MAX_SEASON), help="matches already in the season the "
                        f"league group records into, 1 to {MAX_SEASON:,} (default: 300); only with the "
                        "league group")
    parser.add_argument("--tables", type=whole(1, MAX_TABLES), help="live computer tables the service group "
                        f"runs besides the 40 where a person plays, 1 to {MAX_TABLES:,} (default: 200); only "
                        "with the service group")
    parser.add_argument("--busy", action="store_true", help="hard's decisions while the service plays 200 "
                        "computer tables in another process on the same cores: guessed deals a decision, "
                        "overrules of its guide, wall times; only with the ai group")
    parser.add_argument("--db", metavar="URL", help="an empty PostgreSQL database (postgresql://...) the "
                        "service group runs on instead of a temporary SQLite file; emptied again after")


def run(args) -> int:
    from ..core import options
    from ..core.cli_errors import CommandError, UsageError
    from ..storage import StorageError, is_postgres_url

    # The dead-end hunt runs only when asked for.
    groups = [args.group] if args.group else [group for group in GROUPS if group != "deadends"]
    extra = {}
    if args.variant is not None:
        if args.group not in ("engine", "ai", "deadends"):
            raise UsageError("--variant goes with the engine or ai group, or the deadends hunt: "
                             "canasta bench engine --variant KEY")
        all_allowed = args.group in ("engine", "deadends")
        extra["variant"] = "all" if all_allowed and args.variant == "all" else options.rules(args.variant).key
    if args.out is not None:
        if args.group != "deadends":
            raise UsageError("--out goes with the deadends group: canasta bench deadends --out FILE")
        extra["out"] = args.out
    if args.busy:
        if args.group != "ai" or args.variant is not None:
            raise UsageError("--busy goes with the ai group alone (it plays Classic): "
                             "canasta bench ai --busy")
        extra["busy"] = True
    if args.db is not None:
        if args.group != "service":
            raise UsageError("--db goes with the service group: canasta bench service --db postgresql://...")
        if not is_postgres_url(args.db):
            raise UsageError("--db takes a postgresql:// URL (the service group's SQLite file is temporary)")
        extra["db"] = args.db
    for option, group in (("season", "league"), ("tables", "service"), ("deals", "deadends")):
        count = getattr(args, option)
        if count is None:
            continue
        if args.group != group:
            raise UsageError(f"--{option} goes with the {group} group: canasta bench {group} --{option} N")
        extra[option] = count
    figures: dict = {"python": platform.python_version(), "machine": platform.machine()}

    def kept() -> str:
        if "deadends" in groups:
            return (f"{extra.get('out', 'deadends.json')} keeps the hunt's figures and the positions found, "
                    "as saved after its last chunk of deals")
        return "nothing kept: the figures are printed when every group is done"

    with bar(len(groups), "bench", "groups") as shown, telling_what_is_kept(kept):
        for group in groups:
            shown.set_description_str(f"bench {group}")
            started = time.perf_counter()
            try:
                figures.update(importlib.import_module(GROUPS[group]).measure(quick=args.quick, **extra))
            except StorageError as error:  # the database given with --db is out of reach or not empty
                raise CommandError(str(error)) from None
            figures[f"{group}_bench_s"] = round(time.perf_counter() - started, 2)
            shown.update()
    print(json.dumps(figures, indent=2))
    return 0
