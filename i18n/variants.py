"""Each variant's name, and each kind of canasta's short name, as players of the current language call
them (the engine's names are the English)."""

from __future__ import annotations

from engine.errors import Words

from . import _, say


def variant_name(key: str, english: str) -> str:
    """The name of variant ``key`` in the current language; ``english`` (the engine's) for one not listed."""
    names = {
        "classic": _("Classic Canasta"),
        "classic-2p": _("Two-hand Canasta"),
        "classic-3p": _("Three-hand Canasta"),
        "british": _("British Canasta"),
        "uruguay": _("Uruguay"),
        "joker": _("Joker Canasta"),
        "mexicana": _("Mexicana"),
        "cuban": _("Cuban Canasta"),
        "samba": _("Samba"),
        "italian": _("Italian Canasta"),
        "chile": _("Chile"),
        "chile-wild": _("Chile with wild-card melds"),
        "bolivia": _("Bolivia"),
        "brazilian": _("Brazilian Canasta"),
        "canastone": _("Canastone"),
        "canastone-6p": _("Canastone for six"),
        "international": _("International Canasta (Scarne)"),
        "americana": _("Canasta Americana"),
    }
    return names.get(key, english)


def canasta_kind(term: Words) -> str:
    """A kind of canasta (``Rules.canasta_term``) said without the word canasta where that leaves a
    word, as a label under its cards or beside its bonus: "natural canasta" -> "natural", "canasta
    limpia" -> "limpia", "samba" -> "samba" (each language's word for canasta, before or after)."""
    said = say(term)
    # Translators: the word itself, as in "natural canasta"; it is left out where the kind alone says it.
    word = _("canasta")
    for cut in (said.removesuffix(f" {word}"), said.removeprefix(f"{word} ")):
        if cut != said and cut:
            return cut
    return said
