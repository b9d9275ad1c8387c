"""``canasta arena``: two computer levels play duplicate matches and the result is printed as JSON.

Every match seed is played once per team with level A in that team's seats and level B
in all the others (two plays, sides swapped, for partnership Canasta), so both levels
meet the same shuffles. The plays go deal by deal in step and stop together when the first of
their matches ends (a deal played past it would pair with none). Deals pair up across the plays by
their number in the match; margins are averaged per pair, which cancels most of the luck of the
cards. Matches run in worker processes until the requested number of paired deals is reached. With
``--record`` every finished match is kept in a file (``bot.measure.arena_record``) and the same command
goes on from it.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..core.progress import bar, telling_what_is_kept
from .arena_record import ArenaRecord

MAX_DEALS = 1_000_000  # paired deals of a run: weeks of play


def add_arguments(parser) -> None:
    from ..core import options

    parser.add_argument("--variant", default="classic",
                        help=f"variant key: {options.variant_help()} (default: classic)")
    parser.add_argument("--a", default="hard",
                        help=f"level of player A: {options.level_help(references=True)} (default: hard); "
                             "besides the levels offered at tables: hard-guide (hard with its search off),"
                             " hard-wide (its search also comparing melds) and seer (hard's search on the"
                             " true deal), kept for measuring")
    parser.add_argument("--b", default="medium", help="level of player B, as for --a (default: medium)")
    parser.add_argument("--deals", type=options.whole(1, MAX_DEALS), default=100,
                        help="duplicate deals to play at least: each shuffle is played once per side "
                             f"(1 to {MAX_DEALS:,}; default: 100)")
    parser.add_argument("--seed", default="0",
                        help="seed of the shuffles: matches are seeded SEED/0, SEED/1, ... (default: 0)")
    parser.add_argument("--workers", type=options.whole(1, options.MAX_WORKERS), default=os.cpu_count() or 1,
                        help=f"worker processes, 1 to {options.MAX_WORKERS} (default: one per core)")
    options.add_thinking(parser, "hard and the references")
    options.add_target(parser)
    parser.add_argument("--record", type=Path, default=None, metavar="FILE",
                        help="keep every finished match in FILE; given again with the same options, the "
                             "run goes on from the matches there (with --think, after checking that its "
                             "first match still comes out the same)")


def run(args) -> int:
    from ..core import options
    from ..core.cli_errors import UsageError, refused

    problems = []
    rules = None
    for name in ("a", "b"):
        try:
            options.level(getattr(args, name), f"--{name}", references=True)
        except UsageError as error:
            problems.append(str(error))
    try:
        rules = options.rules(args.variant)
    except UsageError as error:
        problems.insert(0, str(error))
    budget_ms = options.thinking(args.budget_ms, args.think)
    if problems:
        return refused("arena", problems)
    run_settings = {"variant": args.variant, "a": args.a, "b": args.b, "seed": args.seed,
                    "budget_ms": args.budget_ms, "think": args.think,
                    "target": rules.match_target(args.target)}
    if engine_compiled():  # the same decisions, sooner: a record says so, as its times are not the bot's
        run_settings["engine"] = "compiled"
    record = ArenaRecord(args.record, run_settings) if args.record else None
    recorded = len(record.matches) if record else 0
    started = time.perf_counter()

    def kept() -> str:
        if record is None:
            return "nothing kept: --record FILE keeps the matches played, to go on from later"
        return (f"{record.path} keeps the {len(record.matches)} matches played; the same command goes on "
                "from there")

    try:
        with bar(args.deals, "duplicate deals", "deals") as shown, telling_what_is_kept(kept):
            def say_progress(results: list[dict]) -> None:
                shown.update(sum(len(result["pairs"]) for result in results) - shown.n)
                shown.set_postfix_str(standing(results), refresh=True)

            plays = play_arena(args.variant, args.a, args.b, args.deals, args.seed, args.workers,
                               (budget_ms, args.think), run_settings["target"], record, progress=say_progress)
    except PlayChanged as error:
        return refused("arena", [str(error)])
    summary = summarize(plays, args.a, args.b)
    summary.update(variant=args.variant, seed=args.seed, budget_ms=args.budget_ms, think=args.think,
                   workers=args.workers, seconds=round(time.perf_counter() - started, 1))
    if "engine" in run_settings:
        summary["engine"] = run_settings["engine"]
    if record:
        summary.update(record=str(args.record), matches_from_record=recorded)
    print(json.dumps(summary, indent=2))
    return 0


def engine_compiled() -> bool:
    """Whether the players run from an engine compiled by tools/compile_engine.py."""
    from importlib.machinery import EXTENSION_SUFFIXES

    from engine.ai import search

    return any(str(search.__file__).endswith(suffix) for suffix in EXTENSION_SUFFIXES)


# ---------------------------------------------------------------------- playing


class PlayChanged(Exception):
    """A recorded run's first match no longer comes out the same: the players have changed since."""


def play_arena(variant: str, a: str, b: str, deals: int, seed: str, workers: int,
               thinking: tuple[float | None, int | None], target: int,
               record: ArenaRecord | None = None,
               progress: Callable[[list[dict]], None] | None = None) -> list[dict]:
    """Duplicate matches, in seed order, until at least ``deals`` deals are paired; ``thinking`` is the
    searching players' (budget in ms, samples per decision), None for their own. With a ``record``,
    its matches count first and each new one is added to it; ``progress`` is called with the results
    so far after each match."""
    results = list(record.matches) if record else []
    paired = sum(len(result["pairs"]) for result in results)
    if paired >= deals:
        return results

    def submit(number: int):
        return pool.submit(play_duplicate_match, (variant, a, b, f"{seed}/{number}", thinking, target))

    pool = ProcessPoolExecutor(max_workers=workers)
    try:
        # Played again beside the new matches: with fixed thinking it must come out as recorded.
        replay = submit(0) if results and thinking[1] is not None else None
        # A few matches per worker in flight; results are taken in seed order, so the outcome
        # does not depend on the number of workers.
        running = deque(submit(n) for n in range(len(results), len(results) + 2 * workers))
        next_match = len(results) + len(running)
        if replay is not None and not same_play(replay.result(), results[0]):
            raise PlayChanged(f"match {seed}/0 no longer comes out as {record.path} has it: the players "
                              "have changed since the run began; start another record")
        while paired < deals:
            result = running.popleft().result()
            if record:
                record.add(result)
            results.append(result)
            paired += len(result["pairs"])
            if progress:
                progress(results)
            running.append(submit(next_match))
            next_match += 1
    except KeyboardInterrupt:
        stop_workers(pool)
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return results


def stop_workers(pool: ProcessPoolExecutor) -> None:
    """End a pool's workers at once, for Ctrl+C: a match in play is not waited for, and a worker that Ctrl+C
    caught between two tasks cannot leave the pool's shutdown waiting on it."""
    for process in list(pool._processes.values()):  # the executor has no public way to stop its workers
        process.terminate()


def same_play(one: dict, other: dict) -> bool:
    """Whether two results of a match are the same play: the same deals, each with the same outcome.
    (Records made before the plays stopped together also hold how the longer match ended.)"""
    return one["seed"] == other["seed"] and one["pairs"] == other["pairs"]


def play_duplicate_match(spec) -> dict:
    """One match seed played once per team with A in that team, the plays deal by deal in step until
    the first of their matches ends; deals paired by number. ``matches_won`` has None for a match
    stopped so before its end."""
    from engine import Match, variants

    variant, a, b, match_seed, thinking, target = spec
    rules = variants.get(variant)
    times: dict[str, list[float]] = {a: [], b: []} if a != b else {a: []}
    plays = []
    for team in range(len(rules.teams)):
        levels = {seat: (a if rules.team_of(seat) == team else b) for seat in range(rules.players)}
        players = {seat: _player(levels[seat], f"{match_seed}/{team}/{seat}", thinking)
                   for seat in range(rules.players)}
        plays.append((team, Match(rules, match_seed, target), players, levels))
    while not any(match.is_over for _, match, _, _ in plays):
        for _, match, players, levels in plays:
            _play_deal(match, players, levels, times)
    deal_count = len(plays[0][1].results)  # the same in every play: they stopped together
    pairs = []
    for number in range(deal_count):
        points = [(match.results[number].team_points, team) for team, match, _, _ in plays]
        margins = [_margin(p, team) for p, team in points]
        wins = [_win(p, team) for p, team in points]
        pairs.append({"margin": statistics.fmean(margins), "deal_wins": wins})
    won = [match.winner == team if match.is_over else None for team, match, _, _ in plays]
    return {"seed": match_seed, "pairs": pairs, "matches_won": won, "times": times}


def _player(level: str, seed: str, thinking: tuple[float | None, int | None]):
    from engine.ai import make_player
    from engine.ai.references import REFERENCES, make_reference

    make = make_reference if level in REFERENCES else make_player
    budget_ms, samples = thinking
    return make(level, seed, time_budget_ms=budget_ms, max_samples=samples)


def _play_deal(match, players, levels, times) -> None:
    """The next deal of ``match``, to its end; each decision's time is kept under its level."""
    from engine import seat_view

    number = len(match.results)
    while len(match.results) == number:
        deal = match.deal
        seat = deal.turn
        view = seat_view(deal, seat)
        legal = deal.legal_actions()
        started = time.perf_counter()
        if hasattr(players[seat], "see"):  # the all-seeing reference is shown the true deal
            players[seat].see(deal)
        decision = players[seat].decide(view, legal)
        times[levels[seat]].append(round((time.perf_counter() - started) * 1000.0, 2))
        match.apply(decision.action)


def _win(team_points, team: int) -> float:
    """1 when A's team scored the most in a deal, 0.5 when it shared the top, else 0."""
    best_other = max(p for t, p in enumerate(team_points) if t != team)
    return 1.0 if team_points[team] > best_other else 0.5 if team_points[team] == best_other else 0.0


def _margin(team_points, team: int) -> float:
    """A's points minus the mean of the other teams' points in one deal."""
    others = [p for t, p in enumerate(team_points) if t != team]
    return team_points[team] - statistics.fmean(others)


# ---------------------------------------------------------------------- summary


def summarize(results: list[dict], a: str, b: str) -> dict:
    margins = [pair["margin"] for r in results for pair in r["pairs"]]
    singles = [w for r in results for pair in r["pairs"] for w in pair["deal_wins"]]
    matches = [won for r in results for won in r["matches_won"]]
    ended = [won for won in matches if won is not None]
    mean, half = _mean_and_half_width(margins)
    by_match = _half_width_by_match([[pair["margin"] for pair in r["pairs"]] for r in results], mean)
    times: dict[str, list[float]] = {}
    for r in results:
        for level, values in r["times"].items():
            times.setdefault(level, []).extend(values)
    return {
        "a": a, "b": b,
        "duplicate_deals": len(margins),
        # records made before the plays stopped together also played the longer match to its end
        "deals_played": len(singles) + sum(r.get("unpaired_deals", 0) for r in results),
        "matches_played": len(matches),
        "a_win_rate_by_deal": round(statistics.fmean(singles), 3) if singles else None,
        "a_win_rate_by_duplicate_deal": _rate(margins),
        "a_win_rate_by_match": round(sum(ended) / len(ended), 3) if ended else None,
        "mean_margin_per_deal": round(mean, 1),
        "margin_ci95": [round(mean - half, 1), round(mean + half, 1)],
        # the deals of a match taken together: a check that they do not move together
        "margin_ci95_by_match": [round(mean - by_match, 1), round(mean + by_match, 1)],
        "decision_ms": {level: _percentiles(values) for level, values in times.items()},
    }


def standing(results: list[dict]) -> str:
    """How a run stands, beside its progress bar: A's margin a deal so far and its interval."""
    margins = [pair["margin"] for r in results for pair in r["pairs"]]
    mean, half = _mean_and_half_width(margins)
    return f"A {mean:+.1f} a deal, 95% [{mean - half:+.1f}, {mean + half:+.1f}]"


def _mean_and_half_width(margins: list[float]) -> tuple[float, float]:
    """The mean margin and the half width of its 95% confidence interval (infinite below two deals)."""
    half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else math.inf
    return statistics.fmean(margins), half


def _half_width_by_match(matches: list[list[float]], mean: float) -> float:
    """The 95% half width of the mean margin with each match's deals taken as one draw (the standard
    error robust to deals of a match moving together, clustered by match seed); infinite below two
    matches. The deals of a match share its scores, which the plain interval takes as independent."""
    if len(matches) < 2:
        return math.inf
    deals = sum(len(margins) for margins in matches)
    spread = sum(sum(m - mean for m in margins) ** 2 for margins in matches)
    return 1.96 * math.sqrt(spread * len(matches) / (len(matches) - 1)) / deals


def _rate(margins: list[float]) -> float | None:
    """Share of duplicate deals with A ahead over the plays, a tie counting half."""
    wins = sum(1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in margins)
    return round(wins / len(margins), 3) if margins else None


def _percentiles(values: list[float]) -> dict:
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)

    return {"decisions": len(ordered), "p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1], 2)}
