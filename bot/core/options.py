"""Checks of the options several ``canasta`` subcommands share; each refusal is a UsageError."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

from .cli_errors import UsageError
from .printable import printable

MAX_TARGET = 100_000  # a match to this many points is some thirty deals; past it a match never ends
MAX_WORKERS = 256
MAX_SAMPLES = 100_000  # guessed deals or playouts per decision: hours of thinking a decision
MAX_BUDGET_MS = 3_600_000.0  # an hour a decision


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``; anything else is refused."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not '{printable(text)}'") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:,} to {high:,}, not {printable(text)}")
        return value

    parse.__name__ = "whole number"
    return parse


def amount(high: float) -> Callable[[str], float]:
    """An argparse ``type``: a number above 0 and at most ``high``."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a number, not '{printable(text)}'") from None
        if not (math.isfinite(value) and 0 < value <= high):
            raise argparse.ArgumentTypeError(f"must be above 0 and at most {high:,.0f}, "
                                             f"not {printable(text)}")
        return value

    parse.__name__ = "number"
    return parse


def variant_help() -> str:
    """The playable variant keys, for an option's help."""
    from engine import variants

    return ", ".join(variants.playable())


def level_help(*, references: bool = False) -> str:
    """The computer levels (and, with ``references``, the players kept for measuring), for help."""
    from engine.ai import LEVELS
    from engine.ai.references import REFERENCES

    return ", ".join(LEVELS + REFERENCES if references else LEVELS)


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


THINKING_GUARD_MS = 60_000.0  # with --think, only a guard: the samples, not the clock, end the thinking


def add_thinking(parser, who: str) -> None:
    """``--budget-ms`` and ``--think``: how long ``who`` (the searching players) think per decision."""
    parser.add_argument("--budget-ms", type=amount(MAX_BUDGET_MS), default=None,
                        help=f"thinking time per decision for {who}, in ms of their own CPU time up to "
                             f"{MAX_BUDGET_MS:,.0f} (default: their own)")
    parser.add_argument("--think", type=whole(1, MAX_SAMPLES), default=None, metavar="SAMPLES",
                        help=f"{who} look ahead over exactly this many guessed deals per decision (1 to "
                             f"{MAX_SAMPLES:,}) instead of thinking by the clock, so a run comes out the "
                             "same on any machine")


def thinking(budget_ms: float | None, think: int | None) -> float | None:
    """The budget to give the players (with ``--think`` alone, a guard that the samples come well
    within); the parser has already bounded both."""
    return THINKING_GUARD_MS if think is not None and budget_ms is None else budget_ms


SEED_LIMIT = 100


def seed(text: str | None) -> str | None:
    """A shuffle seed as typed: any text a game can print back and be given again."""
    if text is not None and (len(text) > SEED_LIMIT or printable(text, SEED_LIMIT) != text):
        raise UsageError(f"--seed must be at most {SEED_LIMIT} characters without control characters, "
                         f"not '{printable(text)}'")
    return text


def add_target(parser, option: str = "--target", what: str = "match target score") -> None:
    """A match target option, bounded: a match with a target out of reach would never end."""
    parser.add_argument(option, type=whole(1, MAX_TARGET), default=None,
                        help=f"{what}, 1 to {MAX_TARGET:,} (default: the variant's)")


def language(code: str) -> str:
    """A language of the pictures and words: en, es, pt_BR or it (Discord's codes, e.g. pt-BR, too)."""
    from i18n import DISCORD_LOCALES, LANGUAGES

    found = code if code in LANGUAGES else DISCORD_LOCALES.get(code)
    if found is None:
        raise UsageError(f"--lang must be one of {', '.join(LANGUAGES)}, not '{printable(code)}'")
    return found
