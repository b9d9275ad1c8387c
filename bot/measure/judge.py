"""``canasta judge``: where a searching player parts ways with its guide, how many points its own choice
gains, each judged on the true deal (``engine.ai.oracle``); printed as JSON.

The guide (``hard-guide``) plays the first team's seats and medium the others, deal after deal
from the seed. At every decision of the guide's seats, player A (``hard``, or the all-seeing
``seer``) decides too; where it would play otherwise, both moves are judged on the true deal and
the game goes on with the guide's. A deal's judged gains add up to about what A's search adds to
its guide in that deal, measured with far less noise than arena matches: use it to try a change to
the search in minutes, then confirm with ``canasta arena``.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from ..core.progress import bar, telling_what_is_kept
from .arena import stop_workers

PLAYERS = ("hard", "seer")
MAX_DEALS = 1_000_000


def add_arguments(parser) -> None:
    from ..core import options

    parser.add_argument("--variant", default="classic",
                        help=f"variant key: {options.variant_help()} (default: classic)")
    parser.add_argument("--a", default="hard", choices=PLAYERS,
                        help=f"the searching player: {', '.join(PLAYERS)} (default: hard)")
    parser.add_argument("--deals", type=options.whole(1, MAX_DEALS), default=24,
                        help=f"deals to play, 1 to {MAX_DEALS:,} (default: 24)")
    parser.add_argument("--samples", type=options.whole(2, options.MAX_SAMPLES), default=100,
                        help="playouts on the true deal per judged decision, 2 (a judged gain needs its "
                             f"spread) to {options.MAX_SAMPLES:,} (default: 100)")
    parser.add_argument("--seed", default="0", help="seed of the deals: SEED/0, SEED/1, ... (default: 0)")
    parser.add_argument("--workers", type=options.whole(1, options.MAX_WORKERS), default=os.cpu_count() or 1,
                        help=f"worker processes, 1 to {options.MAX_WORKERS} (default: one per core)")
    options.add_thinking(parser, "A")


def run(args) -> int:
    from ..core import options

    options.rules(args.variant)
    budget_ms = options.thinking(args.budget_ms, args.think)
    started = time.perf_counter()
    specs = [(args.variant, args.a, f"{args.seed}/{n}", budget_ms, args.think, args.samples)
             for n in range(args.deals)]
    deals = []
    with (ProcessPoolExecutor(max_workers=args.workers) as pool, bar(args.deals, "judging", "deals") as shown,
          telling_what_is_kept(lambda: "nothing kept: the judge writes its figures only at the end")):
        try:
            for judged in pool.map(judge_deal, specs):
                deals.append(judged)
                shown.update()
        except KeyboardInterrupt:
            stop_workers(pool)
            raise
    summary = summarize(deals)
    summary.update(variant=args.variant, a=args.a, seed=args.seed, samples=args.samples,
                   budget_ms=args.budget_ms, think=args.think,
                   seconds=round(time.perf_counter() - started, 1))
    print(json.dumps(summary, indent=2))
    return 0


def judge_deal(spec) -> dict:
    """One deal played by the guide against medium, A's differing choices judged on the true deal."""
    from engine import Deal, seat_view, variants
    from engine.ai import make_player
    from engine.ai.oracle import true_gain
    from engine.ai.references import GuidePlayer, SeerPlayer
    from engine.ai.search import SearchPlayer

    variant, level, seed, budget_ms, think, samples = spec
    rules = variants.get(variant)
    deal = Deal.new(rules, seed=seed)
    searcher = (SeerPlayer if level == "seer" else SearchPlayer)(seed, budget_ms, max_samples=think)
    guide = GuidePlayer(seed)
    medium = [make_player("medium", f"{seed}/{seat}") for seat in range(rules.players)]
    judged = []
    decisions = 0
    while not deal.is_over:
        seat = deal.turn
        view, legal = seat_view(deal, seat), deal.legal_actions()
        if rules.team_of(seat) != 0:
            deal.apply(medium[seat].decide(view, legal).action)
            continue
        chosen = guide.decide(view, legal).action
        if hasattr(searcher, "see"):
            searcher.see(deal)
        other = searcher.decide(view, legal).action
        decisions += 1
        if other != chosen:
            gain, error = true_gain(deal, seat, other, chosen, samples, f"{seed}/{deal.turns}/{decisions}")
            kind = f"{type(chosen).__name__.lower()} -> {type(other).__name__.lower()}"
            judged.append({"kind": kind, "guide": str(chosen), "a": str(other),
                           "gain": round(gain, 1), "error": round(error, 1)})
        deal.apply(chosen)
    return {"seed": seed, "decisions": decisions, "judged": judged}


def summarize(deals: list[dict]) -> dict:
    gains = [sum(j["gain"] for j in d["judged"]) for d in deals]
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else None
    kinds: dict[str, list[float]] = {}
    for d in deals:
        for j in d["judged"]:
            kinds.setdefault(j["kind"], []).append(j["gain"])
    return {
        "deals": len(deals),
        "decisions": sum(d["decisions"] for d in deals),
        "judged": sum(len(d["judged"]) for d in deals),
        "gain_per_deal": round(mean, 1),
        "gain_ci95": None if half is None else [round(mean - half, 1), round(mean + half, 1)],
        "by_kind": {kind: {"judged": len(values), "gain": round(sum(values), 1)}
                    for kind, values in sorted(kinds.items())},
    }
