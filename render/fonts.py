"""The one typeface of every picture, Roboto from the font-roboto package, loaded once per size.

Shipping the font inside a dependency makes pictures identical on every machine. Roboto
covers Latin, Greek and Cyrillic; characters it lacks (emoji in a display name) are
dropped by :func:`displayable` rather than drawn as empty boxes.
"""

from __future__ import annotations

from functools import cache, lru_cache

import font_roboto
from PIL import ImageFont

_FILES = {
    "regular": font_roboto.Roboto,
    "medium": font_roboto.RobotoMedium,
    "bold": font_roboto.RobotoBold,
    "black": font_roboto.RobotoBlack,
}


@cache
def font(size: int, weight: str = "regular") -> ImageFont.FreeTypeFont:
    """Roboto at ``size`` px in a weight: regular, medium, bold or black."""
    return ImageFont.truetype(_FILES[weight], size, layout_engine=ImageFont.Layout.BASIC)


def _glyph(face: ImageFont.FreeTypeFont, char: str) -> tuple:
    mask = face.getmask(char)
    return mask.size, bytes(mask)


@lru_cache(maxsize=4096)
def has_glyph(char: str) -> bool:
    if char.isspace():
        return True
    face = font(20)
    return _glyph(face, char) != _glyph(face, "\U0010fffd")


def displayable(text: str, fallback: str) -> str:
    """``text`` without the characters the font cannot draw, or ``fallback`` if nothing is left."""
    kept = "".join(c for c in text if has_glyph(c))
    kept = " ".join(kept.split())
    return kept or fallback


def fit(text: str, face: ImageFont.FreeTypeFont, width: int) -> str:
    """``text`` shortened with an ellipsis until it is at most ``width`` px wide."""
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"
