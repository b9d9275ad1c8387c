"""Checks of the options several ``canasta`` subcommands share; each refusal is a UsageError."""

from __future__ import annotations

from .cli_errors import UsageError
from .printable import printable


def rules(key: str):
    """The engine rules of a variant key."""
    from engine import variants

    if key in variants.playable():
        return variants.get(key)
    playable = ", ".join(variants.playable())
    raise UsageError(f"--variant: unknown variant '{printable(key)}'; playable: {playable}")


def level(name: str, option: str = "--level", *, references: bool = False) -> str:
    """A computer level name (or, with ``references``, one of the players kept for measuring)."""
    from engine.ai import LEVELS
    from engine.ai.references import REFERENCES

    allowed = LEVELS + REFERENCES if references else LEVELS
    if name not in allowed:
        raise UsageError(f"{option} must be one of {', '.join(allowed)}, not '{printable(name)}'")
    return name


SEED_LIMIT = 100


def seed(text: str | None) -> str | None:
    """A shuffle seed as typed: any text a game can print back and be given again."""
    if text is not None and (len(text) > SEED_LIMIT or printable(text, SEED_LIMIT) != text):
        raise UsageError(f"--seed must be at most {SEED_LIMIT} characters without control characters, "
                         f"not '{printable(text)}'")
    return text


def target(value: int | None, option: str = "--target") -> int | None:
    """A match target: None (the variant's own) or a positive score."""
    if value is not None and value <= 0:
        raise UsageError(f"{option} must be positive, not {value}")
    return value


def language(code: str) -> str:
    """A language of the pictures and words: en, es, pt_BR or it (Discord's codes, e.g. pt-BR, too)."""
    from i18n import DISCORD_LOCALES, LANGUAGES

    found = code if code in LANGUAGES else DISCORD_LOCALES.get(code)
    if found is None:
        raise UsageError(f"--lang must be one of {', '.join(LANGUAGES)}, not '{printable(code)}'")
    return found
