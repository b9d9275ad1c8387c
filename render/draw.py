"""Drawing pieces the pictures share: text, pills, badges, the frozen mark, row layout, PNG bytes."""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from . import theme
from .fonts import fit, font

PNG_COLOURS = 256  # a full palette: as fast as a smaller one and keeps anti-aliased edges smooth


def png_bytes(image: Image.Image) -> bytes:
    """The picture as a palette PNG: a fraction of the RGB size and faster to encode."""
    palette = image.quantize(PNG_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, "PNG", compress_level=6)
    return out.getvalue()


def text(draw: ImageDraw.ImageDraw, xy, value: str, size: int, fill=theme.TEXT, weight: str = "regular",
         anchor: str = "la", width: int | None = None) -> float:
    """Draw one line (shortened to ``width`` px if given); returns its width."""
    face = font(size, weight)
    if width is not None:
        value = fit(value, face, width)
    draw.text(xy, value, font=face, fill=fill, anchor=anchor)
    return face.getlength(value)


def text_width(value: str, size: int, weight: str = "regular") -> float:
    return font(size, weight).getlength(value)


def share_width(wanted: Sequence[int], room: int) -> list[int]:
    """Widths for texts wanting ``wanted`` px that together fit in ``room``: each its own where all fit,
    else the widest cut down to one common cap, so that no short text is shortened for a long one."""
    left = room
    ordered = sorted(wanted)
    for index, width in enumerate(ordered):
        share = left // (len(ordered) - index)
        if width > share:
            return [min(w, max(0, share)) for w in wanted]
        left -= width
    return list(wanted)


def pill(draw: ImageDraw.ImageDraw, box, fill, outline=None, width: int = 1) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=(y1 - y0) // 2, fill=fill, outline=outline, width=width)


def badge(draw: ImageDraw.ImageDraw, centre: tuple[int, int], value: str, fill, ink,
          size: int = 12) -> None:
    """A round count badge (wider for two or more digits)."""
    cx, cy = centre
    half_h = size // 2 + 4
    half_w = max(half_h, int(text_width(value, size, "bold")) // 2 + 5)
    draw.rounded_rectangle((cx - half_w, cy - half_h, cx + half_w, cy + half_h), radius=half_h,
                           fill=fill, outline=theme.FELT_DARK, width=1)
    draw.text((cx, cy), value, font=font(size, "bold"), fill=ink, anchor="mm")


def snowflake(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, fill,
              width: int = 2) -> None:
    """The frozen mark: six arms with small branches."""
    cx, cy = centre
    for i in range(6):
        angle = math.pi / 6 + i * math.pi / 3
        dx, dy = math.cos(angle), math.sin(angle)
        draw.line((cx, cy, cx + dx * radius, cy + dy * radius), fill=fill, width=width)
        bx, by = cx + dx * radius * 0.55, cy + dy * radius * 0.55
        for turn in (-0.9, 0.9):
            ex = bx + math.cos(angle + turn) * radius * 0.35
            ey = by + math.sin(angle + turn) * radius * 0.35
            draw.line((bx, by, ex, ey), fill=fill, width=max(1, width - 1))


def triangle(draw: ImageDraw.ImageDraw, x: float, cy: float, size: float, fill) -> None:
    """A small right-pointing triangle: "this one is to move"."""
    draw.polygon([(x, cy - size / 2), (x + size * 0.85, cy), (x, cy + size / 2)], fill=fill)


def mini_back(draw: ImageDraw.ImageDraw, x: int, y: int, fill=theme.BACK_BLUE) -> None:
    """A tiny card back, used as the "cards in hand" icon."""
    draw.rounded_rectangle((x, y, x + 9, y + 13), radius=2, fill=fill, outline=theme.CARD_WHITE, width=1)


# --------------------------------------------------------------------- layout


Box = tuple[int, int, int, int]  # left, top, right, bottom in px


@dataclass
class Tile:
    """A block placed by :func:`flow`: its size, how to draw it at a position, and the box its
    caption's letters take from the tile's top left corner (None: no caption)."""

    width: int
    height: int
    draw: Callable[[Image.Image, int, int], None]
    caption: Box | None = None


def _rows(tiles: Sequence[Tile], width: int, gap: int) -> list[list[int]]:
    rows: list[list[int]] = []
    x = 0
    for index, tile in enumerate(tiles):
        if not rows or (x and x + tile.width > width):
            rows.append([])
            x = 0
        rows[-1].append(index)
        x += tile.width + gap
    return rows


def flow(tiles: Sequence[Tile], width: int, gap: int, row_gap: int) -> tuple[list[tuple[int, int]], int]:
    """Place tiles left to right in as few rows of ``width`` px as possible, the rows evened out
    (no lone tile on a last row); returns positions and the total height."""
    if not tiles:
        return [], 0
    count = len(_rows(tiles, width, gap))
    low, high = max(t.width for t in tiles), width
    while low < high:  # the narrowest width that still needs no more rows
        middle = (low + high) // 2
        if len(_rows(tiles, middle, gap)) <= count:
            high = middle
        else:
            low = middle + 1
    positions: list[tuple[int, int]] = [(0, 0)] * len(tiles)
    y = 0
    for row in _rows(tiles, high, gap):
        x = 0
        for index in row:
            positions[index] = (x, y)
            x += tiles[index].width + gap
        y += max(tiles[i].height for i in row) + row_gap
    return positions, y - row_gap


def canvas(height: int, fill=theme.FELT, width: int = theme.WIDTH) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), fill)
    return image, ImageDraw.Draw(image)


def wrap(value: str, size: int, width: int, weight: str = "regular") -> list[str]:
    """Words of ``value`` broken into lines at most ``width`` px wide; a word wider than a line is
    broken between its characters."""
    face = font(size, weight)
    lines: list[str] = []
    for word in value.split():
        if lines and face.getlength(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
            continue
        lines.append("")
        for char in word:
            if lines[-1] and face.getlength(lines[-1] + char) > width:
                lines.append("")
            lines[-1] += char
    return lines
