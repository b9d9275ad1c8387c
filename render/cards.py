"""Card faces and backs drawn by the project, once per card and size, then pasted.

Shapes are drawn four times larger and scaled down, which gives smooth edges at
small sizes. Suit signs are polygons and circles (no font glyphs), so every machine
draws them alike. Wild cards get a warm tint so a mixed meld reads as mixed at a glance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from engine.cards import JOKER, JOKER_RANK, RANK_LETTERS, is_red, rank_of, suit_of

from . import theme
from .fonts import font

SUPER = 4  # drawing scale before the smooth reduction
INDEX_MARGIN = 2.5  # px from the card's left edge to its corner index
INDEX_GAP = 4  # px at least between one card's corner index and the next one's in a fan


@dataclass(frozen=True)
class CardSize:
    """A card's size in px and the proportions of its corner index."""

    width: int
    height: int
    index: float = 0.30  # rank text height as a share of the card height
    column: float = 0.36  # corner index width as a share of the card width
    centre_pip: bool = True

    @property
    def radius(self) -> int:
        return max(3, self.width // 9)

    @property
    def index_height(self) -> float:
        """Px from the top to the bottom of the rank letters (their ink, like a capital's height)."""
        return self.height * self.index * 0.72


MELD = CardSize(36, 50, index=0.40, column=0.42)
PILE = CardSize(46, 64, index=0.34, column=0.38)
HAND = CardSize(54, 76, index=0.32, column=0.36)
HAND_SMALL = CardSize(46, 65, index=0.33, column=0.38)


# ----------------------------------------------------------------- suit signs


def draw_suit(draw: ImageDraw.ImageDraw, suit: int | None, box: tuple[float, float, float],
              fill) -> None:
    """A suit sign (None: the Joker's star) in the square at (x, y) with side s."""
    x, y, s = box
    cx = x + s / 2
    if suit is None:
        _star(draw, cx, y + s / 2, s / 2, fill)
    elif suit == 1:  # diamonds
        draw.polygon([(cx, y), (x + s * 0.86, y + s / 2), (cx, y + s), (x + s * 0.14, y + s / 2)], fill=fill)
    elif suit == 2:  # hearts
        r = s * 0.26
        for ox in (0.27, 0.73):
            draw.ellipse((x + s * ox - r, y + s * 0.31 - r, x + s * ox + r, y + s * 0.31 + r), fill=fill)
        draw.polygon([(x + s * 0.025, y + s * 0.38), (x + s * 0.975, y + s * 0.38), (cx, y + s * 0.97)],
                     fill=fill)
    elif suit == 3:  # spades
        r = s * 0.235
        for ox in (0.285, 0.715):
            draw.ellipse((x + s * ox - r, y + s * 0.6 - r, x + s * ox + r, y + s * 0.6 + r), fill=fill)
        draw.polygon([(cx, y + s * 0.02), (x + s * 0.06, y + s * 0.56), (x + s * 0.94, y + s * 0.56)],
                     fill=fill)
        draw.polygon([(cx, y + s * 0.6), (x + s * 0.3, y + s), (x + s * 0.7, y + s)], fill=fill)
    else:  # clubs
        r = s * 0.215
        for ox, oy in ((0.5, 0.25), (0.25, 0.6), (0.75, 0.6)):
            draw.ellipse((x + s * ox - r, y + s * oy - r, x + s * ox + r, y + s * oy + r), fill=fill)
        draw.rectangle((cx - s * 0.06, y + s * 0.35, cx + s * 0.06, y + s * 0.8), fill=fill)
        draw.polygon([(cx, y + s * 0.55), (x + s * 0.3, y + s), (x + s * 0.7, y + s)], fill=fill)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle) + r * 0.06))
    draw.polygon(points, fill=fill)


# ---------------------------------------------------------------------- faces


def ink(card: int):
    if card == JOKER:
        return theme.JOKER_INK
    return theme.CARD_RED if is_red(card) else theme.CARD_BLACK


def _blank(size: CardSize, fill, edge=theme.CARD_EDGE) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = size.width * SUPER, size.height * SUPER
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=size.radius * SUPER, fill=edge)
    draw.rounded_rectangle((SUPER, SUPER, w - 1 - SUPER, h - 1 - SUPER),
                           radius=(size.radius - 1) * SUPER, fill=fill)
    return image, draw


def _index_text(image: Image.Image, text: str, box: tuple[int, int, int, int], colour) -> None:
    """Rank letters fitted into ``box`` (squeezed sideways when they are too wide, e.g. 10)."""
    left, top, width, height = box
    face = font(height * 13 // 10, "bold")
    x0, y0, x1, y1 = face.getbbox(text)
    glyphs = Image.new("L", (x1 - x0, y1 - y0), 0)
    ImageDraw.Draw(glyphs).text((-x0, -y0), text, font=face, fill=255)
    scale = height / glyphs.height
    new_w = max(1, round(glyphs.width * scale))
    glyphs = glyphs.resize((min(new_w, width), height), Image.Resampling.LANCZOS)
    x = left + (width - glyphs.width) // 2
    image.paste(Image.new("RGBA", glyphs.size, colour + (255,)), (x, top), glyphs)


@cache
def face(card: int, size: CardSize, wild: bool = False) -> Image.Image:
    """The face of ``card`` at ``size`` (RGBA, rounded corners); ``wild`` tints the paper."""
    image, draw = _blank(size, theme.CARD_WILD if wild else theme.CARD_WHITE)
    w, h = image.size
    colour = ink(card)
    rank = rank_of(card)
    suit = None if rank == JOKER_RANK else suit_of(card)
    text_h = round(size.index_height * SUPER)
    column = round(size.width * SUPER * size.column)
    margin = round(SUPER * INDEX_MARGIN)
    _index_text(image, "JK" if rank == JOKER_RANK else RANK_LETTERS[rank],
                (margin, margin + SUPER, column, text_h), colour)
    pip = round(column * 0.78)
    draw_suit(draw, suit, (margin + (column - pip) / 2, margin + SUPER * 2 + text_h + SUPER, pip), colour)
    if size.centre_pip:
        big = round(min(w * 0.5, h * 0.42))
        draw_suit(draw, suit, (w - big - w * 0.12, h - big - h * 0.1, big), colour)
    return image.resize((size.width, size.height), Image.Resampling.LANCZOS)


@cache
def blank(size: CardSize) -> Image.Image:
    """A plain white card, for the edges of a squared pile."""
    image, _ = _blank(size, theme.CARD_WHITE)
    return image.resize((size.width, size.height), Image.Resampling.LANCZOS)


@cache
def back(size: CardSize) -> Image.Image:
    """The back of a card: a blue lattice inside a white border."""
    image, draw = _blank(size, theme.CARD_WHITE)
    w, h = image.size
    inset = SUPER * 3
    draw.rounded_rectangle((inset, inset, w - 1 - inset, h - 1 - inset),
                           radius=max(1, size.radius - 2) * SUPER, fill=theme.BACK_BLUE)
    step = SUPER * 6
    lattice = Image.new("L", (w, h), 0)
    ld = ImageDraw.Draw(lattice)
    for offset in range(-h, w + h, step):
        ld.line((offset, 0, offset + h, h), fill=255, width=SUPER)
        ld.line((offset + h, 0, offset, h), fill=255, width=SUPER)
    clip = Image.new("L", (w, h), 0)
    ImageDraw.Draw(clip).rounded_rectangle((inset + SUPER * 2, inset + SUPER * 2, w - 1 - inset - SUPER * 2,
                                            h - 1 - inset - SUPER * 2), radius=SUPER * 2, fill=255)
    lattice = Image.composite(lattice, Image.new("L", (w, h), 0), clip)
    image.paste(Image.new("RGBA", (w, h), theme.BACK_LINE + (255,)), (0, 0), lattice)
    return image.resize((size.width, size.height), Image.Resampling.LANCZOS)


def paste(canvas: Image.Image, card_image: Image.Image, xy: tuple[int, int]) -> None:
    canvas.paste(card_image, xy, card_image)


def fan_step(size: CardSize) -> int:
    """Px between the cards of a fan: the widest index ("10" fills its column) stays clear of the next."""
    return math.ceil(size.width * size.column) + INDEX_GAP


def fan_width(count: int, size: CardSize) -> int:
    return size.width + max(0, count - 1) * fan_step(size)
