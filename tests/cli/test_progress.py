"""Long commands show a progress bar on a terminal and nothing when stderr is a file, and Ctrl+C tells what
they kept."""

from __future__ import annotations

import contextlib
import fcntl
import json
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


class Terminal:
    """A command run with stderr on a pseudo-terminal of 120 columns, in a process group of its own as a
    shell's foreground job is (Ctrl+C reaches the whole group); whatever is left is killed at the end."""

    def __init__(self, command: list[str]):
        self.leader, follower = pty.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=follower,
                                        stdin=subprocess.DEVNULL, start_new_session=True)
        os.close(follower)
        self.shown = b""

    def wait_for(self, text: bytes) -> None:
        while text not in self.shown:
            assert select.select([self.leader], [], [], 120)[0], self.shown
            self.shown += os.read(self.leader, 4096)

    def ctrl_c(self) -> int:
        """Ctrl+C; the exit code, and everything shown is then in ``said``."""
        os.killpg(self.process.pid, signal.SIGINT)
        code = self.process.wait(timeout=120)
        while select.select([self.leader], [], [], 1)[0]:
            try:
                chunk = os.read(self.leader, 4096)
            except OSError:  # the other end closed: the process is gone
                break
            if not chunk:
                break
            self.shown += chunk
        return code

    @property
    def said(self) -> str:
        return self.shown.decode(errors="replace")

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *_) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        os.close(self.leader)


def test_the_arena_shows_progress_on_a_terminal_and_ctrl_c_says_the_record_keeps_what_was_played(tmp_path):
    record = tmp_path / "run.jsonl"
    with Terminal([*ARENA, "--deals", "100000", "--record", str(record)]) as arena:
        arena.wait_for(b"a deal, 95% [")
        assert "duplicate deals" in arena.said
        assert arena.ctrl_c() == 130
    assert "Traceback" not in arena.said
    kept = sum(1 for line in record.read_text().splitlines()[1:] if line.strip())
    assert kept >= 1
    assert f"canasta arena: stopped; {record} keeps the {kept} matches played" in arena.said


def test_without_a_record_ctrl_c_says_nothing_was_kept():
    with Terminal([*ARENA, "--deals", "100000"]) as arena:
        arena.wait_for(b"a deal, 95% [")
        assert arena.ctrl_c() == 130
    assert "canasta arena: stopped; nothing kept: --record FILE keeps the matches played" in arena.said


def test_review_shows_the_moves_weighed_and_ctrl_c_ends_it_in_one_line(tmp_path):
    assert main(["demo", "--variant", "classic-2p", "--level", "random", "--target", "50", "--seed", "rv",
                 "--out", str(tmp_path)]) == 0
    review = [sys.executable, "-m", "bot.cli", "review", str(tmp_path / "record.json"), "--seat", "0",
              "--deal", "1", "--samples", "1000"]
    with Terminal(review) as reviewing:
        reviewing.wait_for(b" moves")
        assert "reviewing deal 1" in reviewing.said
        assert reviewing.ctrl_c() == 130
    assert "Traceback" not in reviewing.said


def test_no_progress_is_written_when_stderr_is_not_a_terminal():
    done = subprocess.run([*ARENA, "--deals", "4"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stderr == ""
    assert '"deals_played"' in done.stdout


def test_the_demo_shows_its_moves_and_ctrl_c_says_which_pictures_it_left(tmp_path):
    out = tmp_path / "demo"
    demo = [sys.executable, "-m", "bot.cli", "demo", "--variant", "classic", "--level", "medium", "--target",
            "10000", "--out", str(out)]
    with Terminal(demo) as demoing:
        demoing.wait_for(b" of 10,000")  # the deal and the scores beside the count of moves
        assert "Classic Canasta demo" in demoing.said and "deal 1, 0, 0 of 10,000" in demoing.said
        assert demoing.ctrl_c() == 130
    assert "Traceback" not in demoing.said
    pictures = len(list(out.glob("*.png")))
    assert pictures > 0 and not (out / "record.json").exists()
    assert f"canasta demo: stopped; {pictures} pictures in {out}/ so far" in demoing.said


def test_the_dead_end_hunt_counts_its_deals_and_ctrl_c_names_the_file_keeping_them(tmp_path):
    out = tmp_path / "hunt.json"
    hunt = [sys.executable, "-m", "bot.cli", "bench", "deadends", "--variant", "classic", "--deals", "100000",
            "--out", str(out)]
    with Terminal(hunt) as hunting:
        hunting.wait_for(b"25/100000")  # the first chunk of deals is counted, and saved
        assert "dead-end hunt" in hunting.said and "0 found" in hunting.said
        assert hunting.ctrl_c() == 130
    assert "Traceback" not in hunting.said
    assert json.loads(out.read_text())["figures"]["deadends_classic_deals"] >= 25
    assert f"canasta bench: stopped; {out} keeps the hunt's figures and the positions found" in hunting.said
