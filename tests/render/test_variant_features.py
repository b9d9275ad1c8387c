"""Features of variants the engine does not play yet, drawn from views built by hand.

Views are plain dataclasses, so a test can give the table three packs' worth of cards,
a canasta of wild cards or laid-out black threes, and check the picture copes.
"""

from __future__ import annotations

import dataclasses

from engine import MeldView, public_view
from engine.cards import codes
from engine.errors import Words
from render import table_png

from .conftest import said
from .pngs import decode
from .positions import NAMES, played


def _meld(rank: int, text: str, wild: frozenset[int] = frozenset({2, 15})) -> MeldView:
    cards = tuple(codes(text))
    wilds = sum(1 for c in cards if c >> 2 in wild)
    canasta = len(cards) >= 7
    name = ("wild" if rank in wild else "mixed" if wilds else "natural") if canasta else ""
    return MeldView(rank, cards, wilds, canasta, canasta_term=Words(f"{name} canasta") if canasta else None)


def _with_side(view, index: int, **changes):
    sides = list(view.sides)
    sides[index] = dataclasses.replace(sides[index], **changes)
    return dataclasses.replace(view, sides=tuple(sides))


def test_three_pack_table_with_wild_canasta_and_many_threes(texts):
    view = public_view(played("classic", seed=5, turns=16))
    base = table_png(view, NAMES[4])
    melds = (
        _meld(15, "JK JK JK JK 2C 2D 2H"),
        _meld(2, "2S 2S 2C 2H"),
        _meld(13, "KH KD KS KC KH KD KS KC KH KD KS KC"),
        _meld(9, "9H 9S 9D 2C JK 9S 9C 9C 2H 9D"),
    )
    bigger = _with_side(view, 0, melds=melds, red_threes=tuple(codes("3H 3D 3H 3D 3H 3D")), canastas=3)
    bigger = dataclasses.replace(bigger, stock_size=118, pile=bigger.pile + tuple(codes("5C 6D 7H 8S") * 10))
    said(texts)
    data = table_png(bigger, NAMES[4])
    decode(data)
    assert data != base
    words = said(texts)
    captions = {"7 wild", "12 natural", "10 mixed", "4 wild", "red 3s"}
    assert {"118", str(len(bigger.pile))} | captions <= set(words)
    assert "3 canastas" in " ".join(words)


def test_black_threes_laid_out_are_drawn_with_the_red_ones(texts):
    view = public_view(played("classic", seed=5, turns=16))
    threes = _with_side(view, 1, red_threes=tuple(codes("3H 3S 3C")))
    decode(table_png(threes, NAMES[4]))
    assert "3s" in said(texts)
    assert table_png(threes, NAMES[4]) != table_png(_with_side(view, 1, red_threes=tuple(codes("3H"))),
                                                     NAMES[4])


def test_six_players_in_three_partnerships(texts):
    view = public_view(played("classic", seed=5, turns=16))
    six = dataclasses.replace(
        view, players=6, hand_sizes=(15,) * 6, picked_up=((),) * 6, side_of=(0, 1, 2, 0, 1, 2),
        sides=(dataclasses.replace(view.sides[0], seats=(0, 3)),
               dataclasses.replace(view.sides[1], seats=(1, 4)),
               dataclasses.replace(view.sides[1], side=2, seats=(2, 5))))
    image = decode(table_png(six, ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"]))
    assert {"Ann", "Ben", "Cy", "Di", "Ed", "Flo"} <= set(said(texts))
    assert image.height > decode(table_png(view, NAMES[4])).height
