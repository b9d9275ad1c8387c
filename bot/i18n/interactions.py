"""Each interaction handled in the language of the person who sent it (Discord's ``locale`` field)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from i18n import language_of, speaking

EVENT = "INTERACTION_CREATE"


def speak_to_each_sender(parsers: dict[str, Callable[[Any], Any]],
                         heard: Callable[[int, str], None]) -> None:
    """Wrap discord.py's parser of interactions so that handling one (and every task it starts) speaks
    its sender's language; ``heard(user id, language)`` learns each sender's language."""
    parse = parsers[EVENT]

    def parse_in_senders_language(data: dict) -> None:
        language = language_of(data.get("locale"))
        user = (data.get("member") or {}).get("user") or data.get("user") or {}
        if "id" in user:
            heard(int(user["id"]), language)
        with speaking(language):
            parse(data)

    parsers[EVENT] = parse_in_senders_language
