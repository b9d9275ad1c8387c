"""Canasta Americana's pictures: the turn card and the closed ranks in the strip, Threes of both
colours, a special hand ending the deal and the score sheet's penalty rows, from real PNGs."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PIL import ImageChops

from engine import Deal, from_json, public_view, variants
from engine.match import deal_result
from render import score_sheet_png, table_png, theme
from render.scores import LABEL_W
from render.table import GAP, HEADER_H, NOTE_H, STRIP_H

from .conftest import said
from .pngs import decode, share_of
from .positions import NAMES

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
NOTE_TOP = HEADER_H + GAP + STRIP_H  # the strip's row for the turn card and the closed ranks
ICON = (theme.PAD + 12, NOTE_TOP, theme.PAD + 12 + 21, NOTE_TOP + NOTE_H)  # the sideways turn card


def example(name: str) -> Deal:
    return from_json(json.loads((EXAMPLES / f"{name}.json").read_text()))


@pytest.fixture
def mid_deal():
    """The docs' Americana position: the turn card drawn (six cards in the stock), K and 7 closed."""
    return public_view(example("americana-mid-deal"))


def _drawn(texts, value: str):
    return next(drawn for drawn in texts if drawn.value == value)


def test_the_view_tells_whether_the_turn_card_is_in_the_stock_and_which_ranks_are_closed(mid_deal):
    fresh = public_view(Deal.new(variants.get("americana"), seed=3))
    assert fresh.turn_card == 9 and fresh.turn_card_in_stock and fresh.dead_ranks == frozenset()
    assert not mid_deal.turn_card_in_stock and mid_deal.dead_ranks == {13, 7}
    classic = from_json({"variant": "classic", "dealer": 0, "turn": 0, "phase": "draw",
                         "hands": ["4C 5D", "6H 7S", "8C 9D", "10H JS"],
                         "melds": [{"K": "KC KD KH KS KC KD KH"}, {}]})
    assert classic.dead_ranks() == {13}  # a natural canasta, but Classic closes no rank
    assert not public_view(classic).turn_card_in_stock and public_view(classic).dead_ranks == frozenset()
    assert public_view(classic).turn_card is None  # no turn card: the strip has no row for one


def test_the_strip_says_when_the_turn_card_has_been_drawn(texts, mid_deal):
    drawn_png = decode(table_png(mid_deal, NAMES[4]))
    caption = _drawn(texts, "turn card drawn")
    assert "turn card in the stock" not in said(texts)
    waiting = dataclasses.replace(mid_deal, turn_card_in_stock=True)
    waiting_png = decode(table_png(waiting, NAMES[4]))
    words = said(texts)
    assert "turn card in the stock" in words and "turn card drawn" not in words
    assert caption.size >= theme.MIN_TEXT
    left, top, right, bottom = caption.box
    assert ICON[2] < left and right < theme.WIDTH // 2 and NOTE_TOP <= top < bottom <= NOTE_TOP + NOTE_H
    assert drawn_png.size == waiting_png.size
    # a card back lies sideways while the turn card is in the stock; once drawn, only its outline
    assert share_of(drawn_png.crop(ICON), theme.BACK_BLUE) < 0.02 < 0.4 < share_of(waiting_png.crop(ICON),
                                                                                     theme.BACK_BLUE)
    assert share_of(drawn_png.crop(caption.box), theme.AMBER, 40) > share_of(waiting_png.crop(caption.box),
                                                                            theme.AMBER, 40)


def test_closed_ranks_are_named_beside_the_turn_card_only_when_one_is_closed(texts, mid_deal):
    closed = decode(table_png(mid_deal, NAMES[4]))
    words = said(texts)
    assert words[words.index("closed: ") + 1] == "K 7"
    none_closed = decode(table_png(dataclasses.replace(mid_deal, dead_ranks=frozenset()), NAMES[4]))
    assert "closed: " not in said(texts)
    assert closed.size == none_closed.size
    # the pictures differ (beyond the palette's rounding) only in the row, right of the turn card
    changed = ImageChops.difference(closed, none_closed).convert("L").point(lambda v: 255 if v > 24 else 0)
    left, top, right, bottom = changed.getbbox()
    assert left > theme.WIDTH // 3 and right < theme.WIDTH - theme.PAD
    assert NOTE_TOP <= top < bottom <= NOTE_TOP + NOTE_H


def test_only_a_variant_with_a_turn_card_has_the_row(texts, mid_deal):
    plain = dataclasses.replace(mid_deal, turn_card=None, dead_ranks=frozenset())
    with_row = decode(table_png(mid_deal, NAMES[4]))
    said(texts)
    without = decode(table_png(plain, NAMES[4]))
    assert not any(word.startswith(("turn card", "closed")) for word in said(texts))
    assert with_row.height == without.height + NOTE_H
    # without a turn card the flag is never drawn
    flagged = dataclasses.replace(plain, turn_card_in_stock=True)
    assert table_png(plain, NAMES[4]) == table_png(flagged, NAMES[4])


def test_threes_of_both_colours_lie_together(texts, mid_deal):
    decode(table_png(mid_deal, NAMES[4]))
    assert said(texts).count("3s") == 2  # each side laid out a black Three beside red ones


def test_a_straight_ends_the_deal_on_the_table_and_the_sheet(texts):
    deal = example("americana-straight")
    view = public_view(deal)
    decode(table_png(view, NAMES[4], deal_result(deal)))
    words = said(texts)
    assert {"Bob", "called Straight", "Straight", "turn card in the stock", "closed: ", "K"} <= set(words)
    twos = dataclasses.replace(view, special=("twos", view.special[1]))
    decode(table_png(twos, NAMES[4]))
    assert {"called Pairs with Twos", "Pairs with Twos"} <= set(said(texts))


def test_the_sheets_penalty_rows_wrap_and_are_never_cut(texts):
    deal = example("americana-straight")
    result = deal_result(deal)
    keys = {item.key for side in result.sides for item in side.items if item.points}
    assert {"short_sevens", "short_wild", "aces_held", "sevens_held", "special"} <= keys
    image = decode(score_sheet_png(result, NAMES[4], target=deal.rules.target))
    words = [drawn.value for drawn in texts]
    assert "Bob called Straight" in words and "3,000" in words
    assert not any("…" in word for word in words)
    for first, second in (("Sevens short of a", "canasta"), ("Wild meld short of a", "canasta")):
        upper, lower = _drawn(texts, first), texts[words.index(first) + 1]
        assert lower.value == second and lower.box[1] >= upper.box[3] and lower.box[0] == upper.box[0]
    labels = [_drawn(texts, label) for label in ("3+ Aces left in a hand", "3+ Sevens left in a hand")]
    assert all(label.box[2] <= theme.PAD + LABEL_W for label in labels)
    assert all(drawn.size * theme.PHONE_WIDTH / image.width >= theme.PHONE_MIN_TEXT for drawn in texts)
