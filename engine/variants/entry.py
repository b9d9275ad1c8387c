"""A variant's entry in the registry: its rules, its name as players read it, and whether they may pick it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from ..errors import Words
from ..rules import Rules

PLAYABLE: Final = "playable"  # offered to players: on Discord, offline and in every list of variants
COMING: Final = "coming"  # registered for its tests, and played by key, but offered to nobody yet


@dataclass(frozen=True)
class Variant:
    """One variant as a module of engine/variants declares it (``VARIANTS``): its rules (which hold its
    key and its seats), its name as Words (the rules' English name, written where the catalogs'
    extractor finds it, so each language has it), and its status."""

    rules: Rules
    name: Words
    status: Literal["playable", "coming"] = PLAYABLE

    def __post_init__(self) -> None:
        if self.name.template != self.rules.name:
            raise ValueError(f"variant '{self.rules.key}' is named {self.name.template!r}, its rules "
                             f"{self.rules.name!r}")

    @property
    def key(self) -> str:
        return self.rules.key

    @property
    def players(self) -> int:
        return self.rules.players
