"""Each variant's name, and each kind of canasta's short name, as players of the current language call
them (the engine's names are the English; the variants' names are those of the registry, engine.variants)."""

from __future__ import annotations

from engine import variants
from engine.errors import Words

from . import _, say


def variant_name(key: str, english: str) -> str:
    """The name of variant ``key`` in the current language (each variant module declares it, and so each
    catalog has it); ``english`` (the engine's) for one not registered."""
    variant = variants.REGISTRY.get(key)
    return say(variant.name) if variant else english


def canasta_kind(term: Words) -> str:
    """A kind of canasta (``RuleNames.canasta_term``) said without the word canasta where that leaves a
    word, as a label under its cards or beside its bonus: "natural canasta" -> "natural", "canasta
    limpia" -> "limpia", "samba" -> "samba" (each language's word for canasta, before or after)."""
    said = say(term)
    # Translators: the word itself, as in "natural canasta"; it is left out where the kind alone says it.
    word = _("canasta")
    for cut in (said.removesuffix(f" {word}"), said.removeprefix(f"{word} ")):
        if cut != said and cut:
            return cut
    return said
