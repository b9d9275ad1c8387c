"""``canasta rules [VARIANT] [--lang es]``: the rules summary that ``/canasta rules`` shows on Discord,
offline, in any of the bot's languages."""

from __future__ import annotations

import textwrap

WIDTH = 78


def add_arguments(parser) -> None:
    parser.add_argument("variant", nargs="?",
                        help="a variant key or name, e.g. classic (without one: the list of variants)")
    parser.add_argument("--lang", default="en", help="the summary's language: en, es, pt_BR or it (default "
                                                     "en)")


def run(args) -> int:
    from i18n import speaking

    from ..core import options

    with speaking(options.language(args.lang)):
        return _show(args.variant)


def _show(variant: str | None) -> int:
    from i18n import _

    from ..core.cli_errors import UsageError
    from ..core.errors import UserError
    from ..core.printable import printable
    from ..core.rules_summary import choice_label, find_variants, summary

    if variant is None:
        print(_("Variants (`canasta rules KEY` shows one):"))
        for info in find_variants(""):
            print(f"  {choice_label(info)}")
        return 0
    try:
        text = summary(variant)
    except UserError:
        raise UsageError(f"there is no variant '{printable(variant)}'; `canasta rules` lists them") from None
    plain = text.replace("**", "").replace("`", "")  # the Discord Markdown, as plain text
    for line in plain.splitlines():
        print(textwrap.fill(line, WIDTH, subsequent_indent="  ", break_on_hyphens=False))
    return 0
