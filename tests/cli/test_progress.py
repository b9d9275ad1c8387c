"""Long commands show a progress bar on a terminal and nothing when stderr is a file, and Ctrl+C tells what
they kept."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios

from bot.cli import main

ARENA = [sys.executable, "-m", "bot.cli", "arena", "--a", "random", "--b", "random", "--workers", "1"]


def _in_a_terminal(command: list[str], until: bytes) -> tuple[subprocess.Popen, int, bytes]:
    """``command`` with stderr on a pseudo-terminal, read until ``until`` shows there."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))  # 24 lines of 120
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=follower, stdin=subprocess.DEVNULL,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    os.close(follower)
    shown = b""
    while until not in shown:
        assert select.select([leader], [], [], 120)[0], shown
        shown += os.read(leader, 4096)
    return process, leader, shown


def _rest(leader: int) -> bytes:
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the other end closed: the process is gone
            return shown
        if not chunk:
            return shown
        shown += chunk


def test_the_arena_shows_its_progress_on_a_terminal_and_ctrl_c_says_the_record_keeps_what_was_played(tmp_path):
    record = tmp_path / "run.jsonl"
    process, leader, shown = _in_a_terminal([*ARENA, "--deals", "100000", "--record", str(record)],
                                            until=b"a deal, 95% [")
    assert b"duplicate deals" in shown
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=120) == 130
    said = (shown + _rest(leader)).decode(errors="replace")
    os.close(leader)
    assert "Traceback" not in said
    kept = sum(1 for line in record.read_text().splitlines()[1:] if line.strip())
    assert kept >= 1
    assert f"canasta arena: stopped; {record} keeps the {kept} matches played" in said


def test_without_a_record_ctrl_c_says_nothing_was_kept():
    process, leader, shown = _in_a_terminal([*ARENA, "--deals", "100000"], until=b"a deal, 95% [")
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=120) == 130
    said = (shown + _rest(leader)).decode(errors="replace")
    os.close(leader)
    assert "canasta arena: stopped; nothing kept: --record FILE keeps the matches played" in said


def test_review_shows_the_moves_weighed_and_ctrl_c_ends_it_in_one_line(tmp_path):
    assert main(["demo", "--variant", "classic-2p", "--level", "random", "--target", "50", "--seed", "rv",
                 "--out", str(tmp_path)]) == 0
    review = [sys.executable, "-m", "bot.cli", "review", str(tmp_path / "record.json"), "--seat", "0",
              "--deal", "1", "--samples", "1000"]
    process, leader, shown = _in_a_terminal(review, until=b" moves")
    assert b"reviewing deal 1" in shown
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=120) == 130
    said = (shown + _rest(leader)).decode(errors="replace")
    os.close(leader)
    assert "Traceback" not in said


def test_no_progress_is_written_when_stderr_is_not_a_terminal():
    done = subprocess.run([*ARENA, "--deals", "4"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stderr == ""
    assert '"deals_played"' in done.stdout
