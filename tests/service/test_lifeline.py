"""A worker process follows the bot's: it ends by itself when the process it follows ends, however that
ends (SIGKILL here), through a pidfd where there is one and by polling where there is none."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest

FOLLOWER = """
import os, sys, time
from bot.service import lifeline
if sys.argv[2] == "polling":
    del os.pidfd_open  # as on a system without pidfds
lifeline.follow(int(sys.argv[1]))
print("following", flush=True)
time.sleep(600)
"""


@pytest.mark.parametrize("how", ["pidfd", "polling"])
def test_a_follower_ends_when_the_process_it_follows_is_killed(how):
    followed = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    follower = subprocess.Popen([sys.executable, "-c", FOLLOWER, str(followed.pid), how],
                                stdout=subprocess.PIPE, text=True)
    try:
        assert follower.stdout.readline() == "following\n"
        assert follower.poll() is None
        followed.send_signal(signal.SIGKILL)
        followed.wait()
        assert follower.wait(timeout=60) == 1
    finally:
        for process in (followed, follower):
            process.kill()
            process.wait()


def test_a_follower_of_a_process_already_gone_ends_at_once():
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    follower = subprocess.run([sys.executable, "-c", FOLLOWER, str(gone.pid), "pidfd"], timeout=60,
                              capture_output=True, text=True)
    assert follower.returncode == 1 and follower.stdout == ""
