"""``canasta demo``: computer players play a whole match offline; the table picture at the start of
every turn, each seat's hand at the start of each deal, the score sheets and the game record (to read,
``record.txt``, and to replay or review, ``record.json``) go to a folder.

The folder is a new or empty one, or an earlier demo's: each demo lists what it writes in the folder's
``.canasta-demo`` (before writing it), and the next one removes those files and nothing else; a folder
holding anything the list does not name is refused, so a demo never writes over a person's files."""

from __future__ import annotations

import json
from pathlib import Path

from ..core.cli_errors import UsageError, file_refusal
from ..core.printable import printable
from ..core.progress import bar, telling_what_is_kept

NAMES = {2: ["Ana", "Ben"], 3: ["Ana", "Ben", "Cleo"], 4: ["Ana", "Ben", "Cleo", "Dev"],
         6: ["Ana", "Ben", "Cleo", "Dev", "Eve", "Finn"]}
PATH_LIMIT = 160  # a folder name is shown whole up to this many characters
MARKER = ".canasta-demo"  # the files a demo wrote in its folder, one a line after the heading
MARKER_HEADING = "# written by canasta demo; the next demo here replaces these files"


def add_arguments(parser) -> None:
    from ..core import options

    parser.add_argument("--out", default="canasta-demo",
                        help="a new or empty folder for the pictures, or an earlier demo's, whose files "
                             "are replaced (default ./canasta-demo)")
    parser.add_argument("--variant", default="classic",
                        help=f"a playable variant key: {options.variant_help()} (default classic)")
    parser.add_argument("--level", default="medium",
                        help=f"computer players' level: {options.level_help()} (default medium)")
    parser.add_argument("--seed", default=None,
                        help="shuffle seed (default: one whose first deal shows the variant's special "
                             "feature, an Acaba, a special hand or the packet, where it has one; else demo)")
    options.add_target(parser, what="match target")
    parser.add_argument("--lang", default="en",
                        help="the pictures' language: en, es, pt_BR or it (default en)")


def run(args) -> int:
    from engine import Match, public_view, seat_view, variants
    from i18n import speaking
    from render import hand_png, score_sheet_png, table_png

    from ..core import options
    from .showcase import default_seed

    rules = options.rules(args.variant)
    options.level(args.level)
    if args.seed is None:
        args.seed = default_seed(rules.key)
    options.seed(args.seed)
    language = options.language(args.lang)
    names = NAMES[rules.players]
    teams = [" & ".join(names[s] for s in team) for team in rules.teams]
    out = demo_folder(args.out)
    _empty(out)
    match = Match(rules, args.seed, args.target)
    players = computer_players(rules, args.level, args.seed)
    record = [f"{rules.name} ({rules.key}), {args.level} computer players, target {match.target:,}, "
              f"seed {args.seed}"]
    played: list[str] = []
    pictures = 0

    def write(name: str, png: bytes) -> None:
        nonlocal pictures
        _write(out / name, png)
        pictures += 1

    def kept() -> str:
        return f"{pictures} pictures in {out}/ so far; no record.txt or record.json (the match did not end)"

    # The pictures in the language asked (the record is English); a bar of moves while a person watches.
    with speaking(language), bar(None, f"{rules.name} demo", "moves") as shown, telling_what_is_kept(kept):
        started = -1
        while not match.is_over:
            deal, number = match.deal, match.number
            tag = f"deal{number + 1:02d}"
            if number != started:
                started = number
                record.append(f"deal {number + 1}, dealer {names[deal.dealer]}")
                for seat in range(rules.players):
                    write(f"{tag}-hand-{names[seat]}.png", hand_png(seat_view(deal, seat), names))
                write(f"{tag}-turn001.png", table_png(public_view(deal), names))
            seat, turns = deal.turn, deal.turns
            decision = decide(match, players)
            record.append(f"{names[seat]}: {decision.action}  ({decision.explanation})")
            played.append(str(decision.action))
            result = match.apply(decision.action)
            shown.update()
            shown.set_postfix_str(f"deal {number + 1}, " + ", ".join(f"{score:,}" for score in match.scores)
                                  + f" of {match.target:,}", refresh=False)
            if result is not None:
                write(f"{tag}-end.png", table_png(public_view(deal), names, result))
                write(f"{tag}-scores.png", score_sheet_png(
                    result, names, match_scores=[r.team_scores for r in match.results],
                    winner=match.winner, target=match.target))
                record.append(f"-- deal {number + 1}: " + deal_scores(teams, result))
            elif deal.turns != turns:
                # Named like the picture's own "turn N" label: the turn that starts now.
                write(f"{tag}-turn{deal.turns + 1:03d}.png", table_png(public_view(deal), names))
    _write(out / "record.txt", ("\n".join(record) + "\n").encode("utf-8"))
    _write(out / "record.json", json.dumps({"variant": rules.key, "seed": args.seed, "target": match.target,
                                            "revision": variants.REVISION, "actions": played},
                                           indent=1).encode("utf-8"))
    final = ", ".join(f"{team} {score:,}" for team, score in zip(teams, match.scores, strict=True))
    deals = len(match.results)
    print(f"{teams[match.winner]} won ({final}) after {deals} deal{'s' * (deals != 1)}; "
          f"{pictures} pictures, record.txt and record.json in {out}/")
    return 0


def computer_players(rules, level: str, seed: str) -> list:
    """The demo's computer players, one a seat, each seeded from the match seed."""
    from engine.ai import make_player

    return [make_player(level, seed=f"{seed}/{seat}") for seat in range(rules.players)]


def decide(match, players):
    """The decision of the seat to move in ``match``'s deal, from what that seat sees."""
    from engine import seat_view

    deal = match.deal
    return players[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions())


def deal_scores(teams: list[str], result) -> str:
    """Each team's gain and new total, named: "Ana & Cleo +795 (total 795), Ben & Dev +370 (total 370)"."""
    return ", ".join(f"{team} {gain:+,} (total {total:,})"
                     for team, gain, total in zip(teams, result.team_points, result.team_scores, strict=True))


def demo_folder(name: str) -> Path:
    """The folder ``--out`` names, refused when it is not one a demo may write to: no name, the current
    folder, a file, or a folder holding anything an earlier demo did not write."""
    if not name.strip():
        raise UsageError("--out needs a folder name, e.g. --out canasta-demo")
    out, shown_name = Path(name), printable(name, PATH_LIMIT)
    try:
        if out.resolve() == Path.cwd().resolve():
            raise UsageError(f"--out {shown_name} is the current folder; name a folder of the demo's own, "
                             "e.g. --out canasta-demo")
        if out.exists() and not out.is_dir():
            raise UsageError(f"--out {shown_name} is a file; name a folder")
        others = sorted(_not_written_by_a_demo(out)) if out.is_dir() else []
    except OSError as error:
        raise file_refusal(f"cannot read {shown_name}/", error) from None
    if others:
        shown = ", ".join(printable(other, 40) for other in others[:3]) + (", ..." if len(others) > 3 else "")
        raise UsageError(f"--out {shown_name} holds files a demo did not write ({shown}); name a new or "
                         "empty folder")
    return out


def _listed(out: Path) -> set[str]:
    """The files the marker says a demo wrote in ``out`` (none without a marker)."""
    marker = out / MARKER
    if not marker.is_file():
        return set()
    lines = marker.read_text(encoding="utf-8", errors="replace").splitlines()
    return {line for line in lines[1:] if line and "/" not in line and line not in (".", "..")}


def _not_written_by_a_demo(out: Path) -> set[str]:
    """What ``out`` holds besides an earlier demo's own files (folders always count)."""
    listed = _listed(out)
    return {entry.name for entry in out.iterdir()
            if entry.name != MARKER and (entry.name not in listed or entry.is_dir() or entry.is_symlink())}


def _empty(out: Path) -> None:
    """Create ``out``, or remove the files an earlier demo listed in it; then start a new list."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name in _listed(out):
            old = out / name
            if old.is_file() and not old.is_symlink():
                old.unlink()
        (out / MARKER).write_text(MARKER_HEADING + "\n", encoding="utf-8")
    except OSError as error:
        raise file_refusal(f"cannot write to {out}/", error) from None


def _write(path: Path, data: bytes) -> None:
    """Write one of the demo's files, listed in the folder's marker first."""
    try:
        with (path.parent / MARKER).open("a", encoding="utf-8") as marker:
            marker.write(path.name + "\n")
        path.write_bytes(data)
    except OSError as error:
        raise file_refusal(f"cannot write to {path.parent}/", error) from None
