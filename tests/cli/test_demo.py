"""``canasta demo``: a real subprocess plays a match offline and writes decodable pictures."""

from __future__ import annotations

import subprocess
import sys

from PIL import Image


def test_demo_plays_a_match_and_writes_pictures_and_a_record(tmp_path):
    out = tmp_path / "demo"
    done = subprocess.run([sys.executable, "-m", "bot.cli", "demo", "--level", "random", "--target", "1000",
                           "--seed", "7", "--out", str(out)], capture_output=True, text=True, timeout=300,
                          check=True)
    assert "won" in done.stdout
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    deals = [line for line in record if line.startswith("-- deal")]
    scores = sorted(out.glob("*-scores.png"))
    turns = sorted(out.glob("*-turn*.png"))
    assert len(scores) == len(deals) >= 1
    assert len(sorted(out.glob("deal01-hand-*.png"))) == 4
    discards = sum(1 for line in record if ": discard" in line)
    # One picture per turn that ends with a discard, except a discard that also ends the deal.
    assert discards - len(deals) <= len(turns) <= discards
    for path in [*scores, turns[0], turns[-1]]:
        with Image.open(path) as image:
            image.verify()
        with Image.open(path) as image:
            assert image.format == "PNG" and 400 <= image.width <= 800
