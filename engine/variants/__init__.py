"""The variant registry: every variant by key, gathered from the modules of this package.

Each variant module declares its variants in ``VARIANTS`` (:class:`~engine.variants.entry.Variant`: its
rules, which hold its key and seats, its translatable name, and its status); ``MODULES`` names those
modules once, in the order players see the variants listed. ``get(key)`` returns a variant's
:class:`~engine.rules.Rules` (``get(key, revision)`` as an earlier engine revision played it);
``REGISTRY`` holds every entry by key, and ``CATALOGUE`` the ones offered to players, for the bot's
lists, ``canasta rules`` and the README's table (eighteen keys: Classic for four, two and three,
Canastone for four and six, Chile under two, one per table choice).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from importlib import import_module

from ..rules import Rules
from ..rules.sequences import Sequences
from .entry import PLAYABLE, Variant

# The modules that declare variants, in the order the variants are listed (wild_mix holds shared clauses).
MODULES = ("classic", "british", "uruguay", "joker", "mexicana", "cuban", "samba", "italian", "chile",
           "bolivia", "brazilian", "canastone", "international", "americana")


def gather(declared: Iterable[Variant]) -> dict[str, Variant]:
    """Variants by key, in the order given; a clear ValueError for a key declared twice."""
    found: dict[str, Variant] = {}
    for variant in declared:
        if variant.key in found:
            raise ValueError(f"variant '{variant.key}' is declared twice")
        found[variant.key] = variant
    return found


def offered(registry: dict[str, Variant]) -> tuple[Variant, ...]:
    """The variants of ``registry`` that players may pick (those still coming left out)."""
    return tuple(variant for variant in registry.values() if variant.status == PLAYABLE)


REGISTRY: dict[str, Variant] = gather(variant for module in MODULES
                                      for variant in import_module(f"{__name__}.{module}").VARIANTS)
CATALOGUE: tuple[Variant, ...] = offered(REGISTRY)


# The engine's revision: a match is played to its end by the revision it began under (the bot keeps
# it with the table, a game record names it), so that its action log replays to the same cards
# after an upgrade. 1: a card a move names by rank only leaves in hand order; 2 (2026-12-02): where
# sequences are played, as the one they need least (``Sequences.picks_spares``).
REVISION = 2
REVISIONS = (1, 2)


def get(key: str, revision: int = REVISION) -> Rules:
    """The rules of a variant as engine ``revision`` plays them; a clear ValueError for an unknown
    key or revision."""
    variant = REGISTRY.get(key)
    if variant is None:
        raise ValueError(f"unknown variant '{key}'; playable: {', '.join(playable())}")
    rules = variant.rules
    if revision == REVISION:
        return rules
    if revision not in REVISIONS:
        raise ValueError(f"unknown engine revision {revision}: this engine plays revisions "
                         f"{', '.join(map(str, REVISIONS))}")
    return _revision_one(key)


@cache
def _revision_one(key: str) -> Rules:
    """A variant's rules as revision 1 played them (made once, so a match's deals share them): its
    sequences, if it has them, pick no spare cards."""
    rules = REGISTRY[key].rules
    held = rules.feature(Sequences)
    return rules if held is None else rules.with_feature(replace(held, picks_spares=False))


def playable() -> tuple[str, ...]:
    """The keys of the variants offered to players, in their order."""
    return tuple(variant.key for variant in CATALOGUE)
