"""``canasta render --position FILE.json --out DIR``: write every picture of a position as PNG files.

Writes ``table.png``, one ``hand-N.png`` per seat (N is the seat number, from 0 as in
positions; the seat to move has its playable ranks outlined) and, when the deal is over,
``scores.png``. Anyone can look at what the bot would post for a position without starting Discord.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def add_arguments(parser) -> None:
    parser.add_argument("--position", required=True, metavar="FILE.json",
                        help="a deal in the JSON position format (docs/position.md)")
    parser.add_argument("--out", required=True, metavar="DIR",
                        help="folder for the PNG files (created if missing)")
    parser.add_argument("--names", metavar="A,B,C,D", help="display names per seat, comma-separated")


def pictures(deal, names) -> dict[str, bytes]:
    """File name -> PNG bytes for every picture of ``deal``."""
    from engine import public_view, seat_view

    from . import hand_png, playable_ranks, score_sheet_png, table_png

    files = {"table.png": table_png(public_view(deal), names)}
    playable = playable_ranks(deal.legal_actions())
    for seat in range(deal.players):
        marked = playable if seat == deal.turn else None
        files[f"hand-{seat}.png"] = hand_png(seat_view(deal, seat), names, marked)
    if deal.is_over:
        from engine.match import deal_result

        result = deal_result(deal)
        files["scores.png"] = score_sheet_png(result, names, target=deal.rules.target)
    return files


def _fail(message: str, code: int = 2) -> int:
    # This is the `canasta render` command, so it echoes the user's input by the CLI's rule.
    from bot.printable import printable

    print(f"canasta render: {printable(message, 300)}", file=sys.stderr)
    return code


def run(args) -> int:
    from engine import from_json

    try:
        data = json.loads(Path(args.position).read_text(encoding="utf-8"))
    except OSError as error:
        return _fail(f"cannot read the position: {error}")
    except ValueError as error:
        return _fail(f"{args.position} is not JSON: {error}")
    if not isinstance(data, dict):
        return _fail(f"{args.position} must hold one JSON object (a position, see docs/position.md)")
    try:
        deal = from_json(data)
    except (ValueError, KeyError, TypeError) as error:
        return _fail(f"{args.position} is not a valid position: {error}")
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    if names is not None and len(names) != deal.players:
        return _fail(f"--names gives {len(names)} names; this deal has {deal.players} seats")
    files = pictures(deal, names)
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name, png in files.items():
            (out / name).write_bytes(png)
            print(f"{out / name}  {len(png) / 1024:.1f} KB")
    except OSError as error:
        return _fail(f"cannot write to {out}/: {error.strerror}", code=1)
    return 0
