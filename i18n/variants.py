"""Each variant's name as players of the current language call it (the engine's name is the English)."""

from __future__ import annotations

from . import _


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
