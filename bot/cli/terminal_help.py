"""The terminal's ``help``: the moves of the game being played, each with an example, and the
other words the prompt takes. The rules' wording lists and words the moves their game has
(``wording_of(rules).move_help()``, engine/rules/move_help.py); this module translates them and lays them
out."""

from __future__ import annotations

import textwrap

LINE_WIDTH = 100


def help_text(rules) -> str:
    """The moves of ``rules``' game and the other words the prompt takes, in the current language."""
    from i18n import _
    from i18n.variants import variant_name

    game = variant_name(rules.key, rules.name)
    lines = [_("Moves in {game} (all of them in docs/notation.md):", game=game)]
    listed = moves(rules)
    column = max(len(command) for command, _meaning in listed) + 2  # where the meanings start
    for command, meaning in listed:
        lines += textwrap.wrap(meaning, LINE_WIDTH, initial_indent=f"  {command:<{column}}",
                               subsequent_indent=" " * (column + 2))
    lines += textwrap.wrap(_("Cards are typed by rank: A K Q J 10 9 8 7 6 5 4 3, and the wild 2 and JK "
                             "(Joker)."), LINE_WIDTH)
    lines += textwrap.wrap(_("Other words: moves (your legal moves), hint (a computer player's advice), auto "
                             "(it plays your move), help, quit."), LINE_WIDTH)
    return "\n".join(lines)


def moves(rules) -> list[tuple[str, str]]:
    """(an example, what it does) for each move ``rules``' game has, in the order of a turn, as the rules
    word them (``wording_of(rules).move_help()``), in the current language."""
    from engine.rules.wording import wording_of
    from i18n import say

    return [(command, say(words)) for command, words in wording_of(rules).move_help()]
