"""The variant registry: every variant by key, and its rules.

``get(key)`` returns the :class:`~engine.rules.Rules` of a variant; ``CATALOGUE`` lists every
variant with its name and number of players for the bot's lists (the sixteen games, Chile under
two keys: one per table choice).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Rules
from . import (
    americana,
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


_PLAYABLE: dict[str, Rules] = {
    rules.key: rules
    for rules in (*classic.RULES, *british.RULES, *uruguay.RULES, *joker.RULES, *mexicana.RULES, *cuban.RULES,
                  *samba.RULES, *italian.RULES, *chile.RULES, *bolivia.RULES, *brazilian.RULES,
                  *canastone.RULES, *international.RULES, *americana.RULES)}

CATALOGUE: tuple[VariantInfo, ...] = tuple(VariantInfo(r.key, r.name, r.players) for r in _PLAYABLE.values())


def get(key: str) -> Rules:
    """The rules of a variant; a clear ValueError for an unknown key."""
    rules = _PLAYABLE.get(key)
    if rules is not None:
        return rules
    raise ValueError(f"unknown variant '{key}'; playable: {', '.join(_PLAYABLE)}")


def playable() -> tuple[str, ...]:
    return tuple(_PLAYABLE)
