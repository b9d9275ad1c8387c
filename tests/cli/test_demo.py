"""``canasta demo``: a real subprocess plays a match offline and writes decodable pictures."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.cli import main
from engine import Match, public_view, variants
from render import table_png

from .read_only import read_only


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
    # One picture per deal before its first move, then one per turn that ends with a discard,
    # except a discard that also ends the deal.
    assert discards <= len(turns) <= discards + len(deals)
    for path in [*scores, turns[0], turns[-1]]:
        with Image.open(path) as image:
            image.verify()
        with Image.open(path) as image:
            assert image.format == "PNG" and 400 <= image.width <= 800


def test_pictures_are_named_by_the_turn_they_show_starting_before_the_first_move(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "classic-2p", "--level", "random", "--target", "50",
                 "--seed", "4", "--out", str(out)]) == 0
    dealt = Match(variants.get("classic-2p"), "4").deal
    assert (out / "deal01-turn001.png").read_bytes() == table_png(public_view(dealt), ["Ana", "Ben"])
    numbers = [int(path.stem[-3:]) for path in out.glob("deal01-turn*.png")]
    assert sorted(numbers) == list(range(1, len(numbers) + 1))


QUICK = ["demo", "--variant", "classic-2p", "--level", "random", "--target", "50"]


def test_a_demo_replaces_an_earlier_demos_files(tmp_path):
    out = tmp_path / "demo"
    assert main([*QUICK, "--seed", "1", "--out", str(out)]) == 0
    first = {path.name for path in out.iterdir()}
    assert main([*QUICK, "--seed", "2", "--out", str(out)]) == 0
    second = {path.name for path in out.iterdir()}
    listed = (out / ".canasta-demo").read_text().splitlines()[1:]
    assert set(listed) == second - {".canasta-demo"} and {"record.json", "record.txt"} <= second
    assert first != second  # another match: the first demo's extra pictures are gone, not kept
    assert (out / "record.json").read_text().count('"seed": "2"') == 1


@pytest.mark.parametrize("mine", [["record.json", "record.txt", "deal01.png"], ["notes.txt"]])
def test_a_folder_holding_a_persons_files_is_refused_and_left_as_it_was(mine, tmp_path, capsys):
    out = tmp_path / "home"
    out.mkdir()
    for name in mine:
        (out / name).write_text("mine")
    assert main([*QUICK, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"canasta demo: --out {out} holds files a demo did not write (")
    assert err.count("\n") == 1
    assert sorted(path.name for path in out.iterdir()) == sorted(mine)
    assert all((out / name).read_text() == "mine" for name in mine)


def test_a_file_a_person_adds_to_a_demos_folder_stops_the_next_demo(tmp_path, capsys):
    out = tmp_path / "demo"
    assert main([*QUICK, "--out", str(out)]) == 0
    before = {path.name for path in out.iterdir()}
    (out / "notes.txt").write_text("mine")
    assert main([*QUICK, "--out", str(out)]) == 2
    assert "holds files a demo did not write (notes.txt)" in capsys.readouterr().err
    assert {path.name for path in out.iterdir()} == before | {"notes.txt"}


def test_a_list_that_names_files_outside_the_folder_removes_nothing_there(tmp_path):
    out = tmp_path / "demo"
    out.mkdir()
    (tmp_path / "keep.txt").write_text("mine")
    (out / ".canasta-demo").write_text("# heading\n../keep.txt\n/etc/hostname\n..\n")
    assert main([*QUICK, "--out", str(out)]) == 0
    assert (tmp_path / "keep.txt").read_text() == "mine"


@pytest.mark.parametrize("name", ["", " ", ".", "./"])
def test_no_name_or_the_current_folder_is_refused(name, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "record.json").write_text("mine")
    run = subprocess.run([sys.executable, "-m", "bot.cli", *QUICK, "--out", name], capture_output=True,
                         text=True, timeout=120, cwd=tmp_path,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    assert run.returncode == 2 and run.stdout == "" and run.stderr.count("\n") == 1
    assert "needs a folder name" in run.stderr or "is the current folder" in run.stderr
    assert [path.name for path in tmp_path.iterdir()] == ["record.json"]


def test_a_file_named_as_the_folder_is_refused(tmp_path, capsys):
    (tmp_path / "pictures").write_text("mine")
    assert main([*QUICK, "--out", str(tmp_path / "pictures")]) == 2
    assert "is a file; name a folder" in capsys.readouterr().err
    assert (tmp_path / "pictures").read_text() == "mine"


@pytest.mark.parametrize(("argv", "hint"), [
    (["demo", "--out"], ""),
    (["bot", "--demo-out"], " (--demo-out DIR picks another folder)"),
])
def test_a_folder_path_through_a_file_is_one_line_and_exit_code_2(argv, hint, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert main([*argv, str(blocker / "pictures")]) == 2
    err = capsys.readouterr().err
    assert err == f"canasta {argv[0]}: cannot write to {blocker / 'pictures'}/: Not a directory{hint}\n"


def test_a_read_only_folder_is_one_line_and_exit_code_1(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    prefix = read_only(folder)
    try:
        command = [*prefix, sys.executable, "-m", "bot.cli", *QUICK, "--out", str(folder / "demo")]
        run = subprocess.run(command, capture_output=True, text=True, timeout=120,
                             env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    finally:
        folder.chmod(0o755)
    assert run.returncode == 1 and run.stdout == "" and run.stderr.count("\n") == 1, run.stderr
    assert run.stderr.startswith(f"canasta demo: cannot write to {folder / 'demo'}/: ")
    assert list(folder.iterdir()) == []


def test_git_ignores_the_folder_the_bot_writes_its_demo_to():
    root = Path(__file__).resolve().parents[2]
    if not (root / ".git").exists():
        pytest.skip("not a git checkout")
    done = subprocess.run(["git", "check-ignore", "-q", "canasta-demo/deal01-turn001.png"], cwd=root)
    assert done.returncode == 0


def test_the_record_and_the_summary_name_each_teams_gain_and_total(tmp_path, capsys):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "classic-2p", "--level", "random", "--target", "3000",
                 "--seed", "2", "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    deal_lines = [line for line in record if line.startswith("-- deal")]
    gain_total = r"([+-][\d,]+) \(total ([\d,]+)\)"
    pattern = re.compile(rf"-- deal (\d+): Ana {gain_total}, Ben {gain_total}$")
    assert len(deal_lines) > 1
    totals = [0, 0]
    for number, line in enumerate(deal_lines, start=1):
        found = pattern.match(line)
        assert found, line
        values = [int(v.replace(",", "")) for v in found.groups()]
        assert values[0] == number
        for team, (gain, total) in enumerate([values[1:3], values[3:5]]):
            totals[team] += gain
            assert total == totals[team]
    summary = capsys.readouterr().out
    assert f"(Ana {totals[0]:,}, Ben {totals[1]:,}) after {len(deal_lines)} deal" in summary


def test_a_samba_demo_plays_to_its_target_and_draws_every_turn(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "samba", "--level", "medium", "--target", "300", "--seed", "1",
                 "--out", str(out)]) == 0
    pictures = sorted(out.glob("deal01-turn*.png"))
    assert len(pictures) > 20
    with Image.open(pictures[-1]) as image:
        assert image.format == "PNG"
    record = (out / "record.txt").read_text().splitlines()
    assert record[0] == "Samba (samba), medium computer players, target 300, seed 1"
    assert record[1] == "deal 1, dealer Ana"


def test_a_british_demo_plays_acaba_as_its_computers_choose_it(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "british", "--level", "random", "--target", "3000", "--seed", "7",
                 "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8")
    assert ": acaba  (" in record and "+1,500" in record  # random computers declare it often
    assert len(sorted(out.glob("*-scores.png"))) == record.count("-- deal")


def test_an_italian_demo_counts_only_natural_cards_toward_an_opening(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "italian", "--level", "medium", "--target", "300", "--seed", "1",
                 "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    assert record[0] == "Italian Canasta (italian), medium computer players, target 300, seed 1"
    # Three Kings and two Tens are 50; the Two with them counts nothing toward the opening.
    assert "Ben: meld K K K; 10 10 2  (Opening with three Kings; two Tens and a Two: 50 points, and we " \
           "need 50.)" in record
    assert any(line.startswith("Ana: meld wild 2 2 JK") for line in record)
    assert len(sorted(out.glob("deal01-turn*.png"))) > 20


def test_a_canastone_demo_opens_before_drawing(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "canastone", "--level", "medium", "--target", "300", "--seed", "1",
                 "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    assert record[0] == "Canastone (canastone), medium computer players, target 300, seed 1"
    assert "Ben: draw  (Drawing: only a side that has opened may take the pile.)" in record
    opening = record.index("Dev: meld Q Q Q; 9 9 9  (Opening with three Queens; three Nines: 60 points, and "
                           "we need 50.)")
    assert record[opening + 1].startswith("Dev: draw")  # the opening came first, then the draw


def test_a_canastone_for_six_demo_plays_six_seats_in_turn(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "canastone-6p", "--level", "medium", "--target", "300", "--seed", "1",
                 "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    assert record[0] == "Canastone for six (canastone-6p), medium computer players, target 300, seed 1"
    movers = [line.split(":")[0] for line in record[2:] if ": " in line]
    turns = [name for index, name in enumerate(movers) if index == 0 or movers[index - 1] != name]
    assert turns[:7] == ["Ben", "Cleo", "Dev", "Eve", "Finn", "Ana", "Ben"]


def test_an_international_demo_draws_first_and_takes_the_bonus_after_an_opening(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "international", "--level", "medium", "--target", "300", "--seed", "1",
                 "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    assert record[0] == ("International Canasta (Scarne) (international), medium computer players, "
                         "target 300, seed 1")
    assert record[2] == "Ben: draw  (Drawing: the discard pile is empty.)"  # no upcard
    bonus = record.index("Ben: bonus  (Taking the three-card bonus for our opening: the stock still holds 48 "
                         "cards.)")
    assert record[bonus - 1].startswith("Ben: take 10 10; 9 9 JK  (Taking the pile (4 cards) with two Tens "
                                        "to open")
    assert len(sorted(out.glob("deal01-turn*.png"))) > 20


def test_an_americana_demo_draws_first_takes_the_pile_with_two_naturals_and_asks_at_most_once(tmp_path):
    out = tmp_path / "demo"
    assert main(["demo", "--variant", "americana", "--level", "medium", "--target", "300", "--seed", "1",
                 "--out", str(out)]) == 0
    record = (out / "record.txt").read_text(encoding="utf-8").splitlines()
    assert record[0] == "Canasta Americana (americana), medium computer players, target 300, seed 1"
    assert record[2].startswith("Ben: draw  (")  # no upcard: the first player draws
    assert any("we need 125" in line for line in record)  # the opening minimum at a score under 3000
    for line in record:
        if ": take " in line:  # always two natural cards of the top card's rank from hand
            first = line.split(": take ", 1)[1].split(";")[0].split("  (")[0].split()
            assert len(first) == 2 and first[0] == first[1] and first[0] not in ("2", "JK"), line
    deals = "\n".join(record).split("-- deal")
    for deal in deals:
        for name in ("Ana", "Ben", "Cleo", "Dev"):
            assert deal.count(f"\n{name}: ask  (") <= 1
    assert len(sorted(out.glob("*-scores.png"))) == len(deals) - 1
    assert len(sorted(out.glob("deal01-turn*.png"))) > 20
