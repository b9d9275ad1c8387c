"""The variant registry: every variant in scope by key, and the rules of those that play.

``get(key)`` returns the :class:`~engine.rules.Rules` of a playable variant;
``CATALOGUE`` lists every variant in scope with its status so the bot can say
which ones are coming (the sixteen games, Chile under two keys: one per table choice).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Rules
from . import (
    bolivia,
    brazilian,
    british,
    canastone,
    chile,
    classic,
    cuban,
    international,
    italian,
    joker,
    mexicana,
    samba,
    uruguay,
)


@dataclass(frozen=True)
class VariantInfo:
    key: str
    name: str
    players: int
    playable: bool


_PLAYABLE: dict[str, Rules] = {
    rules.key: rules
    for rules in (*classic.RULES, *british.RULES, *uruguay.RULES, *joker.RULES, *mexicana.RULES, *cuban.RULES,
                  *samba.RULES, *italian.RULES, *chile.RULES, *bolivia.RULES, *brazilian.RULES,
                  *canastone.RULES, *international.RULES)}

_PLANNED = (
    ("americana", "Canasta Americana", 4),
)

CATALOGUE: tuple[VariantInfo, ...] = tuple(
    [VariantInfo(r.key, r.name, r.players, True) for r in _PLAYABLE.values()]
    + [VariantInfo(key, name, players, False) for key, name, players in _PLANNED]
)


def get(key: str) -> Rules:
    """The rules of a playable variant; a clear ValueError for unknown or planned keys."""
    rules = _PLAYABLE.get(key)
    if rules is not None:
        return rules
    if any(info.key == key for info in CATALOGUE):
        raise ValueError(f"'{key}' is planned but not playable yet; playable: {', '.join(_PLAYABLE)}")
    raise ValueError(f"unknown variant '{key}'; playable: {', '.join(_PLAYABLE)}")


def playable() -> tuple[str, ...]:
    return tuple(_PLAYABLE)
