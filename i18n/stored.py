"""Words kept in the database and said later in the reader's language (a league match's reason for being
unrated): stored as JSON of the English template and its fields, so each reader gets their own language.

A field is text, a whole number, a day (``say`` writes it as the reader's language writes days) or
Words. Text stored before reasons were kept this way is not JSON of Words and is shown as it was written.
"""

from __future__ import annotations

import json
from datetime import date

from engine.errors import Words

from . import say


def stored(words: Words) -> str:
    """``words`` as the text to store."""
    return json.dumps(_data(words), ensure_ascii=False, separators=(",", ":"))


def said(text: str) -> str:
    """Stored words in the current language; older plain text as it is."""
    try:
        data = json.loads(text)
    except ValueError:
        return text
    return say(_words(data)) if isinstance(data, dict) and "template" in data else text


def _data(words: Words) -> dict:
    fields = {name: _field(value) for name, value in words.fields.items()}
    return {"template": words.template, "fields": fields}


def _field(value: object) -> object:
    if isinstance(value, Words):
        return _data(value)
    if isinstance(value, date):
        return {"day": value.isoformat()}
    if isinstance(value, str | int):
        return value
    raise TypeError(f"cannot store a field of type {type(value).__name__}")


# A computer player's name as stored before its level was said in the reader's language too: read as the
# name of today (bot.service.info.computer_words), "Computer {number} (easy)".
_COMPUTER_BEFORE = "Computer {number} ({level})"
_LEVELS = ("random", "easy", "medium", "hard")


def _words(data: dict) -> Words:
    template, fields = data["template"], {name: _value(value) for name, value in data["fields"].items()}
    if template == _COMPUTER_BEFORE and fields.get("level") in _LEVELS:
        template = template.replace("{level}", fields.pop("level"))
    return Words(template, **fields)


def _value(value: object) -> object:
    if isinstance(value, dict) and "day" in value:
        return date.fromisoformat(value["day"])
    return _words(value) if isinstance(value, dict) else value
