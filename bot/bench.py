"""``canasta bench [GROUP]``: run benchmark groups and print one JSON object of figures."""

from __future__ import annotations

import importlib
import json
import platform
import time

from .benchmarks import GROUPS


def add_arguments(parser) -> None:
    parser.add_argument("group", nargs="?", choices=sorted(GROUPS), help="one group (default: all)")
    parser.add_argument("--quick", action="store_true", help="smaller runs (for smoke tests)")


def run(args) -> int:
    groups = [args.group] if args.group else list(GROUPS)
    figures: dict = {"python": platform.python_version(), "machine": platform.machine()}
    for group in groups:
        started = time.perf_counter()
        figures.update(importlib.import_module(GROUPS[group]).measure(quick=args.quick))
        figures[f"{group}_bench_s"] = round(time.perf_counter() - started, 2)
    print(json.dumps(figures, indent=2))
    return 0
