"""``canasta arena-summary FILE``: an arena run's record summed up as the run prints its result, without
playing: a run's figures so far while it goes on, or a finished run's kept in docs/arena-runs."""

from __future__ import annotations

import json
from pathlib import Path


def add_arguments(parser) -> None:
    parser.add_argument("record", type=Path, metavar="FILE",
                        help="a record written by canasta arena --record, or one gzipped (.gz) as "
                             "docs/arena-runs keeps them")


def run(args) -> int:
    from ..core.cli_errors import CommandError
    from .arena import summarize
    from .arena_record import read_record

    run_settings, matches = read_record(args.record)
    if not matches:
        raise CommandError(f"{args.record} holds no finished match yet")
    summary = summarize(matches, run_settings.get("a"), run_settings.get("b"))
    for key in ("variant", "seed", "budget_ms", "think", "target"):
        summary[key] = run_settings.get(key)
    if "engine" in run_settings:  # compiled (tools/compile_engine.py): the decision times are not the bot's
        summary["engine"] = run_settings["engine"]
    summary["record"] = str(args.record)
    print(json.dumps(summary, indent=2))
    return 0
