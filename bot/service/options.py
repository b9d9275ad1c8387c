"""Checking a new table's settings: variant, target score, turn timer, timeout rule and options.

Options (all optional): ``stand_in`` the computer level that plays for an absent player
(default ``medium``), ``hints`` whether players may ask for hints (default true),
``seed`` a fixed match seed (replays, practice; default a secret one, and a table given one is
never rated), ``language`` what the
table's thread and pictures are written in (default English; the bot gives the server's language).
"""

from __future__ import annotations

from engine import variants
from engine.ai import LEVELS
from i18n import LANGUAGES, SOURCE, _

from .errors import ServiceError
from .settings import Limits

ON_TIMEOUT = ("computer", "pause")
DEFAULTS = {"stand_in": "medium", "hints": True, "seed": None, "language": SOURCE}
# Set (true) in a started table's options when its hints were turned off because its match is rated.
HINTS_OFF_FOR_RATING = "hints_off_for_rating"


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise ServiceError(_("unknown computer level '{level}': choose {levels}", level=level,
                              levels=", ".join(LEVELS)))
    return level


def check_table(variant: str, target: int | None, timer_s: int, on_timeout: str,
                limits: Limits) -> int:
    """Raise ServiceError unless the settings are playable; returns the target (the variant's
    own when none is given)."""
    try:
        rules = variants.get(variant)
    except ValueError as error:
        raise ServiceError(str(error)) from None
    target = rules.target if target is None else target
    if not isinstance(target, int) or not limits.min_target <= target <= limits.max_target:
        raise ServiceError(_("the target score must be a whole number from {least} to {most}",
                             least=limits.min_target, most=limits.max_target))
    if not isinstance(timer_s, int) or not (
            timer_s == 0 or limits.min_timer_s <= timer_s <= limits.max_timer_s):
        raise ServiceError(_("the turn timer must be 0 (none) or {least} to {most} seconds",
                             least=limits.min_timer_s, most=limits.max_timer_s))
    if on_timeout not in ON_TIMEOUT:
        raise ServiceError(_("when the timer runs out the table either lets a 'computer' play for "
                             "the absent player or 'pause's"))
    return target


def table_options(given: dict | None) -> dict:
    """The options with defaults filled in; ServiceError names any unknown or bad one."""
    options = dict(DEFAULTS)
    for name, value in (given or {}).items():
        if name not in DEFAULTS:
            raise ServiceError(_("unknown table option '{name}': options are {options}", name=name,
                                 options=", ".join(DEFAULTS)))
        options[name] = value
    check_level(options["stand_in"])
    if not isinstance(options["hints"], bool):
        raise ServiceError(_("the 'hints' option is true or false"))
    seed = options["seed"]
    if seed is not None and (not isinstance(seed, (int, str)) or isinstance(seed, bool)
                             or len(str(seed)) > 64):
        raise ServiceError(_("the 'seed' option is a number or a short text"))
    if options["language"] not in LANGUAGES:
        raise ServiceError(_("the 'language' option is one of {languages}", languages=", ".join(LANGUAGES)))
    return options
