"""The words on the pictures: who is to move and what they do, in every phase."""

from __future__ import annotations

import dataclasses

import pytest

from engine import public_view
from render import hand_png
from render.labels import seat_names, to_move

from .positions import NAMES, played


@pytest.fixture
def view():
    return public_view(played("classic", seed=5, turns=8))


def test_draw_phase(view):
    view = dataclasses.replace(view, phase="draw", turn=1)
    assert to_move(view, NAMES[4]) == ("Bob", "draws or takes the pile")
    assert to_move(view, NAMES[4], you=True) == ("Bob", "draw or take the pile")


def test_draw_with_an_empty_stock(view):
    view = dataclasses.replace(view, phase="draw", turn=1, stock_size=0)
    assert to_move(view, NAMES[4], you=True)[1] == "take the pile or pass to end the deal"


def test_play_phase(view):
    view = dataclasses.replace(view, phase="play", turn=2)
    assert to_move(view, NAMES[4]) == ("Carol", "melds, adds, then discards")


def test_answer_phase_names_the_partner_and_the_asker(view):
    view = dataclasses.replace(view, phase="answer", turn=2, asker=0)
    assert to_move(view, NAMES[4]) == ("Carol", "Alice asks to go out: yes or no?")


def test_deal_over(view):
    out = dataclasses.replace(view, phase="over", went_out=3, concealed=True)
    assert to_move(out, NAMES[4]) == ("Dan", "went out concealed")
    stock = dataclasses.replace(view, phase="over", went_out=None)
    assert to_move(stock, NAMES[4]) == ("Deal over", "the stock ran out")


def test_missing_names_become_player_numbers():
    assert seat_names(3, ["Alice", "  "]) == ["Alice", "Player 2", "Player 3"]
    assert seat_names(2, None) == ["Player 1", "Player 2"]


def test_hand_picture_refuses_the_public_view(view):
    with pytest.raises(TypeError, match="seat's view"):
        hand_png(view, NAMES[4])
