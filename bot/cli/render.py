"""``canasta render --position FILE.json --out DIR``: write every picture of a position as PNG files,
so anyone can look at what the bot would post for a position without starting Discord."""

from __future__ import annotations

from pathlib import Path

from ..core.cli_errors import CommandError, UsageError
from .json_file import read_json


def add_arguments(parser) -> None:
    parser.add_argument("--position", required=True, metavar="FILE.json",
                        help="a deal in the JSON position format (docs/position.md)")
    parser.add_argument("--out", required=True, metavar="DIR",
                        help="folder for the PNG files (created if missing)")
    parser.add_argument("--names", metavar="A,B,C,D", help="display names per seat, comma-separated")
    parser.add_argument("--lang", default="en",
                        help="the pictures' language: en, es, pt_BR or it (default en)")


def run(args) -> int:
    from bot.cli.pictures import pictures
    from engine import from_json
    from i18n import speaking

    from ..core import options

    language = options.language(args.lang)
    data = read_json(Path(args.position), "position", named=f"the position {args.position}")
    if not isinstance(data, dict):
        raise UsageError(f"{args.position} must hold one JSON object (a position, see docs/position.md)")
    try:
        deal = from_json(data)
    except ValueError as error:  # the position error: from_json checks every field (engine.position_checks)
        raise UsageError(f"{args.position} is not a valid position: {error}") from None
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    if names is not None and len(names) != deal.players:
        raise UsageError(f"--names gives {len(names)} names; this deal has {deal.players} seats")
    with speaking(language):
        files = pictures(deal, names)
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name, png in files.items():
            (out / name).write_bytes(png)
            print(f"{out / name}  {len(png) / 1024:.1f} KB")
    except OSError as error:
        raise CommandError(f"cannot write to {out}/: {error.strerror}") from None
    return 0
