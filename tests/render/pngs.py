"""Decoding helpers for picture tests: every picture is opened with Pillow as a real PNG."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

from render import theme

MAX_BYTES = 300 * 1024


def decode(data: bytes) -> Image.Image:
    """The decoded picture; fails unless ``data`` is a complete PNG of the expected width and size."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) <= MAX_BYTES
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.load()
    assert image.width == theme.WIDTH
    return image.convert("RGB")


def share_of(image: Image.Image, colour: tuple[int, int, int], tolerance: int = 12) -> float:
    """The share of pixels within ``tolerance`` of ``colour`` on every channel."""
    masks = [band.point(lambda v, c=c: 255 if abs(v - c) <= tolerance else 0)
             for band, c in zip(image.split(), colour, strict=True)]
    near = ImageChops.darker(ImageChops.darker(masks[0], masks[1]), masks[2])
    return near.histogram()[255] / (image.width * image.height)
