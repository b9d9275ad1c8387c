"""``canasta render``: every picture of a position written to a folder; bad input changes nothing."""

from __future__ import annotations

import json

from bot.cli import main
from bot.cli.pictures import pictures
from engine import public_view, to_json
from engine.match import deal_result
from render import score_sheet_png, table_png

from .pngs import decode
from .positions import played


def mid_deal_position(tmp_path):
    """A deal in play written as a position file: (the file, the deal)."""
    position = tmp_path / "mid.json"
    deal = played("classic", seed=5, turns=16)
    position.write_text(json.dumps(to_json(deal)))
    return position, deal


def test_writes_table_and_one_hand_per_seat(tmp_path, capsys):
    position, deal = mid_deal_position(tmp_path)
    out = tmp_path / "pictures"
    assert main(["render", "--position", str(position), "--out", str(out), "--names", "A,B,C,D"]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == ["hand-0.png", "hand-1.png", "hand-2.png", "hand-3.png", "table.png"]
    # each file shows its own seat's hand (or the table), as the renderer draws it
    assert {p.name: p.read_bytes() for p in out.iterdir()} == pictures(deal, ["A", "B", "C", "D"])
    assert len({decode(path.read_bytes()).tobytes() for path in out.iterdir()}) == 5
    assert "table.png" in capsys.readouterr().out


def test_finished_deal_also_gets_a_score_sheet(tmp_path):
    position = tmp_path / "over.json"
    over = played("classic-2p", seed=4, turns=10_000)
    assert over.is_over
    position.write_text(json.dumps(to_json(over)))
    assert main(["render", "--position", str(position), "--out", str(tmp_path / "out")]) == 0
    result = deal_result(over)
    scores = (tmp_path / "out" / "scores.png").read_bytes()
    decode(scores)
    assert scores == score_sheet_png(result, None, target=over.rules.target)
    assert (tmp_path / "out" / "table.png").read_bytes() == table_png(public_view(over), None, result)


def test_missing_file_is_a_clear_error(tmp_path, capsys):
    code = main(["render", "--position", str(tmp_path / "nope.json"), "--out", str(tmp_path / "out")])
    assert code == 2
    assert "cannot read the position" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_invalid_position_is_a_clear_error(tmp_path, capsys):
    position = tmp_path / "bad.json"
    position.write_text(json.dumps({"variant": "classic", "hands": ["KH"]}))
    code = main(["render", "--position", str(position), "--out", str(tmp_path / "out")])
    assert code == 2
    assert "not a valid position" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_json_that_is_not_a_position_object_is_refused(tmp_path, capsys):
    position = tmp_path / "list.json"
    position.write_text("[1, 2]")
    assert main(["render", "--position", str(position), "--out", str(tmp_path / "out")]) == 2
    assert "one JSON object" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_wrong_number_of_names_is_refused(tmp_path, capsys):
    position = tmp_path / "mid.json"
    position.write_text(json.dumps(to_json(played("classic", seed=5, turns=4))))
    code = main(["render", "--position", str(position), "--out", str(tmp_path / "out"), "--names", "A,B"])
    assert code == 2
    assert "4 seats" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_an_unwritable_folder_is_one_line_and_exit_code_1(tmp_path, capsys):
    position = tmp_path / "mid.json"
    position.write_text(json.dumps(to_json(played("classic", seed=5, turns=16))))
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert main(["render", "--position", str(position), "--out", str(blocker / "out")]) == 1
    assert capsys.readouterr().err == f"canasta render: cannot write to {blocker / 'out'}/: Not a directory\n"


def test_a_bad_position_is_echoed_short_and_without_control_characters(tmp_path, capsys):
    position = tmp_path / "bad.json"
    data = to_json(played("classic", seed=5, turns=16))
    data["hands"][0] = "\x1b[31m" + "Z" * 100_000
    position.write_text(json.dumps(data))
    assert main(["render", "--position", str(position), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "is not a valid position: '?[31mZZZ" in err and "\x1b" not in err
    assert len(err) == len("canasta render: ") + 300 + 1


def test_pictures_in_another_language_and_a_language_refused(tmp_path, capsys):
    from i18n import speaking

    position, deal = mid_deal_position(tmp_path)
    out = tmp_path / "fotos"
    assert main(["render", "--position", str(position), "--out", str(out), "--lang", "pt-BR"]) == 0
    with speaking("pt_BR"):
        portuguese = pictures(deal, None)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == portuguese != pictures(deal, None)
    assert main(["render", "--position", str(position), "--out", str(tmp_path / "no"), "--lang", "fr"]) == 2
    assert "--lang must be one of en, es, pt_BR, it, not 'fr'" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()
