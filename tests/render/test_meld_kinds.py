"""Melds beyond one group per rank in pictures and text: a sequence lies low to high under its own
caption, a closed sequence shows its highest card, wild melds and second groups keep their names."""

from __future__ import annotations

from dataclasses import replace

from PIL import Image

from engine import from_json, public_view, variants
from engine.cards import codes
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.wild_melds import WildMelds
from render import table_png
from render.pieces import canasta_top, meld_order
from render.text import table_text

from .conftest import said
from .pngs import decode
from .positions import NAMES

FAMILY = replace(variants.get("classic"), features=(
    SeveralMelds(), WildMelds(fewest=3, most=7), Sequences(fewest=3, most=7)))
WILD = FAMILY.wild_ranks


def _view():
    deal = from_json({
        "variant": "classic", "hands": ["9C 9S 5D", "4C 4D", "6C 6D", "7C 7D"], "phase": "play",
        "melds": [{"K": "KC KD KH", "K#2": "KS KS 2C", "wild": "2D 2H JK", "seqH": "6H 4H 5H",
                   "seqS": "4S 5S 6S 7S 8S 9S 10S"}, {}],
        "has_melded": [True, False, False, False]}, FAMILY)
    return public_view(deal)


def test_a_side_lists_every_kind_of_meld_by_its_label():
    view = _view()
    assert [m.label for m in view.sides[0].melds] == ["K", "K#2", "wild", "seqH", "seqS"]
    line = table_text(view, NAMES[4]).splitlines()
    assert any("K#2×3" in row and "wild×3" in row and "seqH×3" in row for row in line)


def test_a_sequence_lies_low_to_high_and_a_closed_one_shows_its_top_card():
    melds = {m.label: m for m in _view().sides[0].melds}
    assert meld_order(melds["seqH"], WILD) == codes("4H 5H 6H")
    assert canasta_top(melds["seqS"], WILD) == codes("10S")[0]


def test_the_table_captions_a_sequence_and_a_sequence_canasta(texts):
    picture = decode(table_png(_view(), NAMES[4]))
    assert isinstance(picture, Image.Image) and picture.width > 0
    shown = said(texts)
    assert "3 in suit" in shown and "7 sequence" in shown and "3 wild" in shown


def test_a_bolivia_side_with_two_canastas_but_no_escalera_is_told_what_it_lacks(texts):
    melds = {"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH QS QC 2D 2H"}
    deal = from_json({"variant": "bolivia", "hands": ["9C 9S", "4C 4D", "6C 6D", "7C 7D"],
                      "phase": "play", "melds": [melds, {}]})
    decode(table_png(public_view(deal), NAMES[4]))
    words = " ".join(said(texts))
    assert "an escalera needed to go out" in words and "may go out" not in words
    melds["seqS"] = "4S 5S 6S 7S 8S 9S 10S"
    deal = from_json({"variant": "bolivia", "hands": ["9C 9S", "4C 4D", "6C 6D", "7C 7D"],
                      "phase": "play", "melds": [melds, {}]})
    decode(table_png(public_view(deal), NAMES[4]))
    words = " ".join(said(texts))
    assert "may go out" in words and "7 escalera" in words
