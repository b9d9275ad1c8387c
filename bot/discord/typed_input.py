"""Every interaction's text cleaned before discord.py reads it: what a person typed into an option or a
box, the values and custom ids they send, and their names (``bot.core.printable.cleaned``). So no handler, no
table of the database and no message of the bot ever meets a lone surrogate, a bidi override or a
zero-width character from a person."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.printable import cleaned

EVENT = "INTERACTION_CREATE"
PERSONS_PARTS = ("data", "member", "user")  # the rest of an interaction is Discord's or the bot's own


def clean_what_people_send(parsers: dict[str, Callable[[Any], Any]]) -> None:
    """Wrap discord.py's parser of interactions so that it sees the person's parts cleaned."""
    parse = parsers[EVENT]

    def parse_cleaned(data: dict) -> None:
        for part in PERSONS_PARTS:
            if part in data:
                data[part] = _cleaned(data[part])
        parse(data)

    parsers[EVENT] = parse_cleaned


def _cleaned(value: Any) -> Any:
    if isinstance(value, str):
        return cleaned(value)
    if isinstance(value, dict):
        return {key: _cleaned(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_cleaned(item) for item in value]
    return value
