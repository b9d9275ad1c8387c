"""``canasta review``: a finished deal of a game record (the demo's record.json) reviewed offline for one
seat, and every bad input refused in one line."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.cli.review import _read, _review_head
from engine import variants
from engine.ai.review import review_deal
from engine.match import Match


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    """A demo's record of a short two-handed match between random players."""
    out = tmp_path_factory.mktemp("demo")
    assert main(["demo", "--variant", "classic-2p", "--level", "random", "--target", "50", "--seed", "rv",
                 "--out", str(out)]) == 0
    return out / "record.json"


def test_the_demo_record_replays_the_match_it_played(record):
    data = json.loads(record.read_text())
    assert data["revision"] == variants.REVISION
    match = Match(variants.get(data["variant"]), data["seed"], data["target"])
    for text in data["actions"]:
        match.apply(text)
    assert match.is_over and data["variant"] == "classic-2p"


def first_deal_reviewed(record, seat: int, samples: int) -> list:
    """What the engine's review finds for ``seat`` in the record's first deal, as the command seeds it."""
    data = json.loads(record.read_text())
    match = Match(variants.get("classic-2p"), data["seed"], data["target"])
    start, texts = match.deal.clone(), []
    for text in data["actions"]:
        texts.append(text)
        if match.apply(text) is not None:
            break
    return review_deal(start, texts, seat, seed=f"{data['seed']}/0/{seat}", samples=samples)


def test_a_seat_of_a_finished_deal_is_reviewed_as_the_engine_reviews_it(record, capsys):
    assert main(["review", str(record), "--seat", "1", "--deal", "1", "--samples", "16"]) == 0
    printed = capsys.readouterr().out.splitlines()
    missed = first_deal_reviewed(record, seat=1, samples=16)
    assert printed[0] == _review_head(1, 1, len(missed))
    assert len(printed) == 1 + 3 * len(missed) >= 4  # random play leaves something to review
    for place, entry in enumerate(missed):
        head, risk, better = printed[1 + 3 * place:4 + 3 * place]
        assert head.startswith(f"  turn {entry.turn}, action {entry.index}: played '{entry.played}', about ")
        assert head.endswith(f"worse than '{entry.better}'.")
        assert risk == "    " + str(entry.risk) and better == f"    Better, '{entry.better}': {entry.why}"


def test_the_first_line_counts_the_decisions_in_words():
    assert _review_head(2, 0, 0).startswith("Deal 2, seat 0: nothing to show. The hard computer player would "
                                            "have played as the seat did")
    assert _review_head(1, 3, 1) == ("Deal 1, seat 3: 1 decision the hard computer player would have made "
                                     "otherwise (from what the seat could see then).")
    assert _review_head(1, 3, 4).startswith("Deal 1, seat 3: 4 decisions the hard computer player")


def test_a_review_in_italian_says_each_reason_in_italian(record, capsys):
    from i18n import say, speaking

    assert main(["review", str(record), "--seat", "1", "--deal", "1", "--samples", "16", "--lang", "it"]) == 0
    printed = capsys.readouterr().out.splitlines()
    missed = first_deal_reviewed(record, seat=1, samples=16)
    assert not printed[0].startswith("Deal 1") and str(len(missed)) in printed[0]
    with speaking("it"):
        reasons = [(say(entry.risk), say(entry.why)) for entry in missed]
    for place, (entry, (risk, why)) in enumerate(zip(missed, reasons, strict=True)):
        head, risked, better = printed[1 + 3 * place:4 + 3 * place]
        assert f"'{entry.played}'" in head and risked == "    " + risk and better.endswith(why)
        assert risk != str(entry.risk) and why != str(entry.why)


@pytest.mark.parametrize(("revision", "spares"), [(None, False), (1, False), (2, True)])
def test_a_record_plays_by_the_engine_revision_it_names(tmp_path, revision, spares):
    """A record that names no revision was written before revisions were kept: revision 1 played it."""
    written = {"variant": "samba", "seed": "x", "actions": []}
    if revision is not None:
        written["revision"] = revision
    path = tmp_path / "record.json"
    path.write_text(json.dumps(written))
    rules = _read(path)[0]
    assert rules.key == "samba" and rules.sequences.picks_spares is spares


@pytest.mark.parametrize(("argv", "words"), [
    (["--seat", "2"], "--seat is 0 to 1 in this variant"),
    (["--seat", "0", "--deal", "9"], "--deal is 1 to"),
    (["--seat", "0", "--samples", "0"], "--samples: must be from 1 to 100,000, not 0"),
    (["--seat", "0", "--samples", "99999999999999999999"], "--samples: must be from 1 to 100,000"),
    (["--seat", "0", "--deal", "99999999999999999999"], "--deal: must be from 1 to 100,000"),
    (["--seat", "-1"], "--seat: must be from 0 to 5, not -1"),
    (["--seat", "99999999999999999999"], "--seat: must be from 0 to 5"),
])
def test_a_bad_option_is_one_line_and_changes_nothing(record, argv, words, capsys):
    before = record.read_text()
    assert main(["review", str(record), *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1
    assert record.read_text() == before


@pytest.mark.parametrize(("content", "words"), [
    ("{not json", "is not a JSON game record"),
    ('{"variant": "classic", "seed": "x", "actions": "draw"}', "is not a game record"),
    ('{"variant": "pinochle", "seed": "x", "actions": []}', "unknown variant 'pinochle'; playable: classic,"),
    ('{"variant": "classic", "seed": "x", "actions": ["draw", "fly away"]}',
     "action 2 of the record ('fly away')"),
    ('{"variant": "classic", "seed": "x", "actions": ["draw"]}', "no deal of this record has finished"),
    ('{"variant": "classic", "seed": "x", "revision": 9, "actions": []}',
     '"revision" must be one of the engine revisions 1, 2, not 9'),
    ('{"variant": "classic", "seed": "x", "revision": "2", "actions": []}', 'revisions 1, 2, not "2"'),
])
def test_a_bad_record_is_one_line(tmp_path, content, words, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main(["review", str(bad), "--seat", "0"]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1
