"""``canasta play`` on a terminal that is not UTF-8, and with its output cut off."""

from __future__ import annotations

import os
import re
import subprocess
import sys


def test_a_cp1252_terminal_gets_suit_letters_instead_of_a_crash():
    done = subprocess.run([sys.executable, "-m", "bot.cli", "play", "--level", "random", "--seed", "3"],
                          input=b"moves\nquit\n", capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "cp1252"})
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("cp1252")
    assert "Your hand: JK  2D  KD  JC" in out
    assert re.search(r"Pile: (A|K|Q|J|10|[2-9])[CDHS] ", out), "the pile's top card with a suit letter"
    assert out.rstrip().endswith("Bye.")


def test_output_cut_off_by_the_reader_stops_quietly_with_141():
    game = subprocess.Popen([sys.executable, "-m", "bot.cli", "play", "--level", "random", "--seed", "3"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    game.stdout.readline()
    game.stdout.close()  # like `| head -1`
    _, err = game.communicate(input=b"auto\n" * 400, timeout=120)
    assert game.returncode == 141
    assert err == b""
