"""The legal moves of the terminal game's ``moves`` word, one wrapped line per kind of move."""

from __future__ import annotations

SEPARATOR = " | "
BARE = "(alone)"  # the verb with nothing after it, among longer forms: ``take`` beside ``take K K``


def move_list(actions, width: int = 78) -> str:
    """``actions`` grouped by verb (``meld:    Q Q Q | 7 7 2``), each group wrapped to ``width``
    between moves, never inside one."""
    groups: dict[str, list[str]] = {}
    for action in actions:
        verb, _, rest = str(action).partition(" ")
        groups.setdefault(verb, []).append(rest or BARE)
    pad = max(len(verb) for verb in groups) + 2
    lines = []
    for verb, forms in groups.items():
        if forms == [BARE]:
            lines.append(verb)
            continue
        line = f"{verb}:".ljust(pad)
        for number, form in enumerate(forms):
            if number and len(line) + len(SEPARATOR) + len(form) > width:
                lines.append(line + SEPARATOR.rstrip())
                line = " " * pad + form
            else:
                line += (SEPARATOR if number else "") + form
        lines.append(line)
    return "\n".join(lines)
