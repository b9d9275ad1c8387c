"""The ``texts`` fixture: every text drawn on a picture with its font size and box, to check what it says."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PIL import ImageDraw

from render import theme


@dataclass(frozen=True)
class Drawn:
    value: str
    size: int
    box: tuple[int, int, int, int]


@pytest.fixture
def texts(monkeypatch) -> list[Drawn]:
    """Every text later drawn on a picture-sized canvas (card indices are measured in test_cards)."""
    drawn: list[Drawn] = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
        if self._image.width == theme.WIDTH:
            drawn.append(Drawn(text, font.size, tuple(self.textbbox(xy, text, font=font, anchor=anchor))))
        return original(self, xy, text, fill, font, anchor, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    return drawn


def said(texts: list[Drawn]) -> list[str]:
    """The texts drawn so far, in drawing order; forgets them so the next picture starts afresh."""
    values = [drawn.value for drawn in texts]
    texts.clear()
    return values
