"""Colours and sizes shared by every picture, so the table, hand and score sheet look like one set."""

from __future__ import annotations

import math

WIDTH = 560  # px; Discord shows pictures 400-550 px wide, so this is drawn close to 1:1
PAD = 12
# A phone shows the pictures about 380 px wide; no font is then smaller than 12 px, so none is
# drawn smaller than MIN_TEXT px (18 at 560 px wide).
PHONE_WIDTH = 380
PHONE_MIN_TEXT = 12
MIN_TEXT = math.ceil(PHONE_MIN_TEXT * WIDTH / PHONE_WIDTH)

FELT = (24, 84, 58)
FELT_DARK = (16, 60, 41)
PANEL = (19, 69, 48)
PANEL_EDGE = (44, 112, 82)
HEADER = (12, 44, 30)

TEXT = (244, 246, 240)
# Every colour text is drawn in keeps WCAG AA's contrast (4.5:1) on every background it lies on,
# FELT the lightest (tests/render/test_phone_width.py measures it): MUTED 5.8, DIM 4.6, BAD 4.7 on FELT.
MUTED = (188, 216, 201)
DIM = (158, 196, 175)
GOLD = (247, 201, 72)
GOLD_TEXT = (43, 31, 0)
ICE = (150, 218, 255)
ICE_DARK = (12, 74, 110)
GOOD = (92, 214, 128)
BAD = (255, 164, 154)
AMBER = (255, 196, 110)

SIDE_COLOURS = (
    (96, 170, 255), (255, 160, 92), (200, 145, 255), (120, 225, 200), (255, 120, 170), (230, 230, 120),
)

CARD_WHITE = (253, 253, 250)
CARD_EDGE = (150, 150, 142)
CARD_RED = (206, 32, 41)
CARD_BLACK = (28, 28, 32)
CARD_WILD = (255, 240, 196)
JOKER_INK = (124, 58, 190)
BACK_BLUE = (40, 86, 170)
BACK_LINE = (96, 140, 215)


def side_colour(side: int) -> tuple[int, int, int]:
    return SIDE_COLOURS[side % len(SIDE_COLOURS)]
