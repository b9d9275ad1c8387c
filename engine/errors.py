"""The one error type every rejected action raises, with a message meant for the player.

A message is :class:`Words`: an English sentence with named ``{fields}`` kept apart from their
values, so that the bot can say it in the player's language (its catalogs translate the sentence,
then fill the fields in); ``str()`` gives the English. The engine itself knows no other language.
"""

from __future__ import annotations

from typing import Any


class Words:
    """An English sentence with named fields: ``Words("your melds total {value}", value=40)``. A field's
    value may itself be Words (a phrase inside a sentence)."""

    __slots__ = ("template", "fields")

    def __init__(self, template: str, /, **fields: Any) -> None:
        self.template = template
        self.fields = fields

    def __str__(self) -> str:
        """The English, thousands grouped as English writes them (1,500)."""
        if not self.fields:
            return self.template
        return self.template.format(**{name: f"{value:,}" if type(value) is int else str(value)
                                       for name, value in self.fields.items()})

    def __repr__(self) -> str:
        return f"Words({self.template!r}, {self.fields!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Words) and (self.template, self.fields) == (other.template, other.fields)

    def __hash__(self) -> int:
        return hash((self.template, tuple(sorted(self.fields.items()))))



class Phrases(tuple):
    """Words and plain text said one after another as one phrase: a clause made of parts that each
    rule adds or leaves out, each part a message of its own in the catalogs."""

    capitalised = False  # whether the phrase starts a sentence (said with a capital first letter)

    def __str__(self) -> str:
        """The English."""
        text = "".join(map(str, self))
        return text[:1].upper() + text[1:] if self.capitalised else text


class Sentence(Phrases):
    """Phrases that start a sentence, said with a capital first letter."""

    capitalised = True

class IllegalAction(ValueError):
    """An action the rules do not allow now; the state it was tried on is unchanged. Raised with an
    English sentence and its fields (``IllegalAction("you need {points} to open", points=50)``) or with
    :class:`Words` made elsewhere; ``words`` keeps them, ``str()`` is the English."""

    def __init__(self, message: str | Words, /, **fields: Any) -> None:
        self.words = message if isinstance(message, Words) else Words(message, **fields)
        super().__init__(self.words)  # put into English only when read: the listing's checks refuse many

    def __str__(self) -> str:
        return str(self.words)


def slashed(values) -> Any:
    """Points by count (for one, two, ...) as Words, so that a language writes each number its own way:
    ``100/300/500/1,000``."""
    first, *rest = values
    # Translators: points by count, one after another: "100/300/500/1,000".
    return Words("{first}/{rest}", first=first, rest=slashed(rest)) if rest else first


def either(items) -> Any:
    """Items joined with "or" as Words, so that a language may say its own "or": ``3 or 4``, ``a or b
    or c`` (one item is itself; none is "")."""
    if not items:
        return ""
    first, *rest = items
    return Words("{first} or {second}", first=first, second=either(rest)) if rest else first
