"""The variant registry: every variant by key, and its rules.

``get(key)`` returns the :class:`~engine.rules.Rules` of a variant (``get(key, revision)`` as an
earlier engine revision played it); ``CATALOGUE`` lists every
variant with its name and number of players for the bot's lists (the sixteen games, Chile under
two keys: one per table choice).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

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


# The engine's revision: a match is played to its end by the revision it began under (the bot keeps
# it with the table, a game record names it), so that its action log replays to the same cards
# after an upgrade. 1: a card a move names by rank only leaves in hand order; 2 (2026-12-02): where
# sequences are played, as the one they need least (``Rules.spares_run_cards``).
REVISION = 2
REVISIONS = (1, 2)


def get(key: str, revision: int = REVISION) -> Rules:
    """The rules of a variant as engine ``revision`` plays them; a clear ValueError for an unknown
    key or revision."""
    rules = _PLAYABLE.get(key)
    if rules is None:
        raise ValueError(f"unknown variant '{key}'; playable: {', '.join(_PLAYABLE)}")
    if revision == REVISION:
        return rules
    if revision not in REVISIONS:
        raise ValueError(f"unknown engine revision {revision}: this engine plays revisions "
                         f"{', '.join(map(str, REVISIONS))}")
    return _revision_one(key)


@cache
def _revision_one(key: str) -> Rules:
    """A variant's rules as revision 1 played them (made once, so a match's deals share them)."""
    return replace(_PLAYABLE[key], spares_run_cards=False)


def playable() -> tuple[str, ...]:
    return tuple(_PLAYABLE)
