"""``canasta review RECORD --seat N``: a finished deal of a game record reviewed offline for one seat, as
``/canasta review`` does in Discord: the decisions that cost most (up to three), as the hard computer
player judges them from what that seat could see at the time, with the points at stake, what the move
played risked or missed, and the better move.

A game record is JSON: ``{"variant": "classic", "seed": "...", "target": 5000, "revision": 2,
"actions": ["draw", ...]}`` (every action of the match in order, as ``canasta demo`` writes it to
``record.json``; ``revision`` is the engine revision that played it, 1 where a record names none).
"""

from __future__ import annotations

import json
from pathlib import Path

from ..core.cli_errors import UsageError
from ..core.progress import bar
from .json_file import read_json

MOST_SEATS = 6  # the most players a variant seats
MOST_DEALS = 100_000


def add_arguments(parser) -> None:
    from ..core.options import MAX_SAMPLES, whole

    parser.add_argument("record", help="a game record (JSON), e.g. the record.json of `canasta demo`")
    parser.add_argument("--seat", type=whole(0, MOST_SEATS - 1), required=True,
                        help="the seat to review, from 0")
    parser.add_argument("--deal", type=whole(1, MOST_DEALS), default=None,
                        help="the deal, from 1 (default: the last one finished)")
    parser.add_argument("--samples", type=whole(1, MAX_SAMPLES), default=None,
                        help=f"guessed deals per decision when screening, 1 to {MAX_SAMPLES:,} (default "
                             "32; the costliest are weighed again on three times as many): more is "
                             "steadier and slower")
    parser.add_argument("--lang", default="en",
                        help="the review's language: en, es, pt_BR or it (default en)")


def run(args) -> int:
    from engine.ai.review import REVIEW_SAMPLES, review_deal
    from i18n import _, number, say, speaking

    from ..core import options

    language = options.language(args.lang)
    rules, seed, target, actions = _read(Path(args.record))
    finished = _finished_deals(rules, seed, target, actions)
    if not finished:
        raise UsageError("no deal of this record has finished: there is nothing to review yet")
    if not rules.has_seat(args.seat):
        raise UsageError(f"--seat is 0 to {rules.players - 1} in this variant")
    deal = len(finished) if args.deal is None else args.deal
    if not 1 <= deal <= len(finished):
        raise UsageError(f"--deal is 1 to {len(finished)}: the deals this record finishes")
    samples = REVIEW_SAMPLES if args.samples is None else args.samples
    start, texts = finished[deal - 1]
    with bar(len(texts), f"reviewing deal {deal}", "moves") as shown:
        missed = review_deal(start, texts, args.seat, seed=f"{seed}/{deal - 1}/{args.seat}", samples=samples,
                             progress=shown.update)
    with speaking(language):
        print(_review_head(deal, args.seat, len(missed)))
        for entry in missed:
            # Translators: {played} and {better} are moves as typed ('discard 7'), the same in every language.
            print("  " + _("turn {turn}, action {index}: played '{played}', about {stake} points (± {error}) "
                           "worse than '{better}'.", turn=entry.turn, index=entry.index, played=entry.played,
                           better=entry.better, stake=number(round(entry.stake)),
                           error=number(round(entry.error))))
            print("    " + say(entry.risk))
            print("    " + _("Better, '{better}': {why}", better=entry.better, why=say(entry.why)))
    return 0


def _read(path: Path) -> tuple:
    """The record's rules, seed, target and action texts; UsageError (a bad input file) for anything else."""
    from ..core import options

    data = read_json(path, "game record")
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list) \
            or not all(isinstance(a, str) for a in data["actions"]):
        raise UsageError(f"{path} is not a game record: it needs \"variant\", \"seed\" and a list of "
                         "\"actions\" (texts)")
    if not isinstance(data.get("variant", ""), str) or not isinstance(data.get("seed", ""), (str, int)) \
            or type(data.get("seed", "")) is bool:
        raise UsageError(f"{path} is not a game record: \"variant\" is a text, \"seed\" a text or a number")
    try:
        rules = options.rules(data.get("variant", ""))
    except UsageError as error:
        raise UsageError(f"{path}: {error}".replace("--variant: ", "")) from None
    target = data.get("target")
    if target is not None and (type(target) is not int or target < 1):
        raise UsageError(f"{path}: \"target\" must be a whole number above 0")
    return _revised(path, rules, data.get("revision", 1)), str(data.get("seed", "")), target, data["actions"]


def _revised(path: Path, rules, revision):
    """The record's rules as the engine revision it names plays them (records written before
    revisions were kept name none: revision 1 played them)."""
    from engine import variants

    if type(revision) is not int or revision not in variants.REVISIONS:
        raise UsageError(f"{path}: \"revision\" must be one of the engine revisions "
                           f"{', '.join(map(str, variants.REVISIONS))}, not {json.dumps(revision)}")
    return variants.get(rules.key, revision)


def _finished_deals(rules, seed: str, target: int | None, actions: list[str]) -> list[tuple]:
    """(the deal's start, its action texts) for each deal the record plays to its end."""
    from engine import IllegalAction
    from engine.match import Match

    match = Match(rules, seed, target)
    finished, start, texts = [], match.deal.clone(), []
    for index, text in enumerate(actions, start=1):
        try:
            result = match.apply(text)
        except IllegalAction as error:  # a move that does not parse, or is not legal where it stands
            raise UsageError(f"action {index} of the record ('{text}') cannot be played there: {error}") \
                from None
        texts.append(text)
        if result is not None:
            finished.append((start, texts))
            if not match.is_over:
                start, texts = match.deal.clone(), []
    return finished


def _review_head(number: int, seat: int, count: int) -> str:
    """The review's first line: how many decisions it lists."""
    from engine.ai.review import MIN_STAKE
    from i18n import _

    if count == 0:
        return _("Deal {number}, seat {seat}: nothing to show. The hard computer player would have played as "
                 "the seat did, or no other move came out clearly better (by {stake} points or more, beyond "
                 "the guessing's noise).", number=number, seat=seat, stake=format(MIN_STAKE, ".0f"))
    if count == 1:
        return _("Deal {number}, seat {seat}: 1 decision the hard computer player would have made otherwise "
                 "(from what the seat could see then).", number=number, seat=seat)
    return _("Deal {number}, seat {seat}: {count} decisions the hard computer player would have made "
             "otherwise (from what the seat could see then), largest first.", number=number, seat=seat,
             count=count)
