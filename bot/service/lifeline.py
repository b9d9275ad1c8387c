"""A worker process ends itself the moment the bot's process ends, however it ends (SIGKILL included).

A pool's workers are forked by multiprocessing's fork server, not by the bot, so the kernel's
parent-death signal would tie them to the fork server, which itself waits for them; and each worker
holds the write end of its own job queue, so it never reads an end of file there. Each worker
therefore watches the bot's process: on Linux through a pidfd, which becomes readable when that
process ends (no polling); elsewhere by checking every ``POLL_S`` that it is still there. Once the
workers are gone, the fork server and the resource tracker read the end of their pipes and exit.
"""

from __future__ import annotations

import os
import select
import threading
import time

POLL_S = 1.0  # where there is no pidfd: how often a worker looks for the bot's process


def follow(pid: int) -> None:
    """End this process (at once, without clean-up) when process ``pid`` ends; watched from a thread."""
    if hasattr(os, "pidfd_open"):
        try:
            handle = os.pidfd_open(pid)
        except ProcessLookupError:
            os._exit(1)  # the bot ended before this worker began
        watch, args = _wait_for_end, (handle,)
    else:
        watch, args = _poll_for_end, (pid,)
    threading.Thread(target=watch, args=args, name="canasta-lifeline", daemon=True).start()


def _wait_for_end(handle: int) -> None:
    select.select([handle], [], [])  # a pidfd reads ready once its process has ended
    os._exit(1)


def _poll_for_end(pid: int) -> None:
    while _exists(pid):
        time.sleep(POLL_S)
    os._exit(1)


def _exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:  # no such process, or one of another user's that took its number
        return False
    return True
