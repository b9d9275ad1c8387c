"""``canasta rules [VARIANT]``: the rules summary that ``/canasta rules`` shows on Discord, offline."""

from __future__ import annotations

import textwrap

WIDTH = 78


def add_arguments(parser) -> None:
    parser.add_argument("variant", nargs="?",
                        help="a variant key or name, e.g. classic (without one: the list of variants)")


def run(args) -> int:
    from .cli_errors import UsageError
    from .errors import UserError
    from .printable import printable
    from .rules_summary import choice_label, find_variants, summary

    if args.variant is None:
        print("Variants (`canasta rules KEY` shows one):")
        for info in find_variants(""):
            print(f"  {choice_label(info)}")
        return 0
    try:
        text = summary(args.variant)
    except UserError:
        raise UsageError(f"there is no variant '{printable(args.variant)}'; "
                         "`canasta rules` lists them") from None
    plain = text.replace("**", "").replace("`", "")  # the Discord Markdown, as plain text
    for line in plain.splitlines():
        print(textwrap.fill(line, WIDTH, subsequent_indent="  ", break_on_hyphens=False))
    return 0
