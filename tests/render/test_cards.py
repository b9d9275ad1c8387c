"""Card faces: every card at every size, drawn by the project, wild cards tinted."""

from __future__ import annotations

import pytest

from engine.cards import JOKER, make
from render import cards


@pytest.mark.parametrize("size", [cards.MELD, cards.PILE, cards.HAND, cards.HAND_SMALL])
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
