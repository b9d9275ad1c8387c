"""Computer decisions off the event loop, seeded by position so a replay chooses the same.

A decision's seed is the match seed, the deal number and the deal's version, so a
table rebuilt after a restart makes exactly the choices it would have made. ``decide``
is a plain function (picklable) run in an executor: by default a small pool of worker
processes, so a thinking computer never holds the event loop's interpreter lock. Under load
the service sends decisions in batches (``decide_all``), one trip to a worker for many: each
trip costs the event loop's process the same however many decisions it carries.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor, wait

from engine import Deal, seat_view
from engine.ai import Decision, make_player

from . import lifeline


def decision_seed(match_seed: str, deal_number: int, version: int) -> str:
    return f"{match_seed}/{deal_number}/{version}"


def decide(level: str, seed: str, time_budget_ms: float | None, deal: Deal, seat: int) -> Decision:
    """One decision by a fresh player of ``level`` for ``seat`` (runs in a worker). The worker
    works out the seat's view and the legal moves itself, so the event loop's process only
    sends the deal; the service hands over a deal that nobody moves while the decision is out
    (a copy where a person could move it), so it stays as it was when the decision was asked for."""
    view, legal = seat_view(deal, seat), deal.legal_actions()
    return make_player(level, seed=seed, time_budget_ms=time_budget_ms).decide(view, legal)


def decide_all(requests: list[tuple]) -> list[Decision | Exception]:
    """Several decisions in one trip to a worker: each request is ``decide``'s arguments; each
    outcome is the decision or the exception that request raised."""
    outcomes: list[Decision | Exception] = []
    for request in requests:
        try:
            outcomes.append(decide(*request))
        except Exception as error:
            outcomes.append(error)
    return outcomes


def workers() -> int:
    """Worker processes for computer players: one per core, at most two."""
    return max(1, min(2, os.cpu_count() or 1))


# What the fork server imports once, so that each worker it forks starts with it: a worker's start then
# costs a fork, not an import of the engine (2.5 s to start three workers became 0.75 s, load 12).
FORKSERVER_PRELOAD = ["bot.service.computer", "bot.service.review"]


def _forkserver() -> multiprocessing.context.BaseContext:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(FORKSERVER_PRELOAD)  # heeded when the fork server starts
    return context


def default_executor() -> ProcessPoolExecutor:
    """The worker processes, started by a fork server (never forked from the running event loop's
    process); they end with the process that made the pool, however it ends."""
    return ProcessPoolExecutor(max_workers=workers(), mp_context=_forkserver(),
                               initializer=_worker_started, initargs=(os.getpid(), 0))


REVIEW_NICENESS = 10  # a review worker's CPU share beside a computer player's: about a tenth


def review_executor() -> ProcessPoolExecutor:
    """One worker process for reviews of deals, apart from the computer players' and at a lower
    priority, so that a review (seconds of CPU) neither takes a player's worker nor slows its
    thinking where both want a core."""
    return ProcessPoolExecutor(max_workers=1, mp_context=_forkserver(),
                               initializer=_worker_started, initargs=(os.getpid(), REVIEW_NICENESS))


def _worker_started(owner: int, niceness: int) -> None:
    """A worker's first step: lower its priority by ``niceness`` and end when process ``owner`` ends."""
    if niceness:
        os.nice(niceness)
    lifeline.follow(owner)


def start_workers(executor: ProcessPoolExecutor) -> list[int]:
    """Start every worker of the pool now and wait until each job handed over meanwhile is done; the
    workers' process ids. It blocks for as long as starting processes takes (the fork server's
    start included), so it runs in a thread before the bot takes any work, never on the event loop.
    A job handed over while no worker is idle starts a worker of its own."""
    jobs = []
    while len(executor._processes or {}) < executor._max_workers:  # Python 3.11 has no public count
        jobs.append(executor.submit(os.getpid))
    wait(jobs)
    for job in jobs:
        job.result()  # a worker that could not start raises here
    return sorted(executor._processes or {})


def stop_now(executor: ProcessPoolExecutor) -> None:
    """Shut a pool of workers down without waiting for the work in flight: its processes are ended
    and what was asked of them fails (BrokenProcessPool) or is cancelled. For work nobody must
    wait for at closing time, such as a review (seconds of CPU)."""
    processes = list((executor._processes or {}).values())  # Python 3.11 has no public way to end them
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
