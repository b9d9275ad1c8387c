"""Card faces: every card at every size, drawn by the project, wild cards tinted, indices readable in fans."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from engine.cards import JOKER, codes, make
from render import cards, theme
from render.fonts import font
from render.pieces import fan

SIZES = [cards.MELD, cards.PILE, cards.HAND, cards.HAND_SMALL]
CLEAR = 3  # px of paper at least between two indices of a fan (2 px at a phone's 380 px)


@pytest.mark.parametrize("size", SIZES)
def test_every_face_has_the_card_size(size):
    for card in [make(rank, suit) for rank in range(2, 15) for suit in range(4)] + [JOKER]:
        image = cards.face(card, size)
        assert image.size == (size.width, size.height) and image.mode == "RGBA"
    assert cards.back(size).size == (size.width, size.height)


def test_faces_differ_by_rank_suit_and_wildness():
    size = cards.PILE
    faces = {cards.face(make(rank, suit), size).tobytes() for rank in range(2, 15) for suit in range(4)}
    assert len(faces) == 52
    assert cards.face(make(2, 0), size, wild=True).tobytes() != cards.face(make(2, 0), size).tobytes()


def test_corners_are_transparent():
    image = cards.face(make(13, 2), cards.HAND)
    assert image.getpixel((0, 0))[3] < 16
    assert image.getpixel((cards.HAND.width // 2, cards.HAND.height // 2))[3] == 255


def inked(image: Image.Image):
    """A test ``(x, y) -> bool``: red or black ink there (paper, grey edges and transparency are not)."""
    rgb = Image.new("RGB", image.size, theme.CARD_WHITE)
    rgb.paste(image, (0, 0), image)
    pixels = rgb.load()
    return lambda x, y: min(pixels[x, y]) < 110


def ink_columns(image: Image.Image, rows: int) -> list[int]:
    """Columns with ink in the top ``rows`` rows."""
    ink = inked(image)
    return [x for x in range(image.width) if any(ink(x, y) for y in range(rows))]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width}x{s.height}")
def test_the_indices_of_a_fan_of_tens_stay_whole_and_apart(size):
    tens = list(codes("10H 10S 10D"))
    rows = round(cards.INDEX_MARGIN + 1 + size.index_height)  # the rank letters, not the suit under them
    step = cards.fan_step(size)
    alone = ink_columns(cards.face(tens[0], size), rows)
    image = Image.new("RGBA", (cards.fan_width(3, size), size.height), (0, 0, 0, 0))
    fan(image, tens, 0, 0, size, frozenset())
    columns = ink_columns(image, rows)
    for i in range(3):
        end = (i + 1) * step if i < 2 else image.width
        assert [x - i * step for x in columns if i * step <= x < end] == alone  # nothing covered
    for i in (1, 2):
        previous = max(x for x in columns if x < i * step)
        following = min(x for x in columns if x >= i * step)
        assert following - previous - 1 >= CLEAR


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width}x{s.height}")
def test_indices_are_as_tall_as_the_digits_of_the_smallest_text(size):
    digits = Image.new("L", (100, 60), 0)
    ImageDraw.Draw(digits).text((10, 10), "10", font=font(theme.MIN_TEXT, "bold"), fill=255)
    _, top, _, bottom = digits.getbbox()
    ink = inked(cards.face(make(10, 0), size))
    column = round(cards.INDEX_MARGIN + size.width * size.column)
    rows = [y for y in range(size.height // 2) if any(ink(x, y) for x in range(column))]
    letters = next(n for n, y in enumerate(rows) if y != rows[0] + n)  # the first run of inked rows
    assert letters >= bottom - top
