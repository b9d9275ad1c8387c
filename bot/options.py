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


THINKING_GUARD_MS = 60_000.0  # with --think, only a guard: the samples, not the clock, end the thinking


def add_thinking(parser, who: str) -> None:
    """``--budget-ms`` and ``--think``: how long ``who`` (the searching players) think per decision."""
    parser.add_argument("--budget-ms", type=float, default=None,
                        help=f"thinking time per decision for {who} (default: their own)")
    parser.add_argument("--think", type=int, default=None, metavar="SAMPLES",
                        help=f"{who} look ahead over exactly this many guessed deals per decision instead "
                             "of thinking by the clock, so a run comes out the same on any machine")


def thinking(budget_ms: float | None, think: int | None) -> tuple[list[str], float | None]:
    """The problems with ``--budget-ms`` and ``--think``, and the budget to give the players (with
    ``--think`` alone, a guard that the samples come well within)."""
    problems = []
    if budget_ms is not None and budget_ms <= 0:
        problems.append("--budget-ms must be positive")
    if think is not None and think < 1:
        problems.append("--think must be at least 1")
    return problems, THINKING_GUARD_MS if think is not None and budget_ms is None else budget_ms


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
