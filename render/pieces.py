"""Card groups the table draws in its side panels: meld fans, squared canastas, laid-out threes."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.cards import JOKER_RANK, is_red_three, make, rank_of, suit_of
from engine.meld_keys import SEQUENCE
from i18n import _
from i18n.variants import canasta_kind

from . import cards, theme
from .cards import CardSize
from .draw import Box, Tile, text
from .fonts import font

CAPTION = 23  # px under a tile for its caption
TILE_GAP = 10  # px between two tiles side by side
# px at least between two captions side by side (about 14 px on a phone), well wider than the space
# between two words, so "7 natural" and "8 mixed" never read as one caption
CAPTION_GAP = 20


def face(card: int, size: CardSize, wilds: frozenset[int]) -> Image.Image:
    return cards.face(card, size, rank_of(card) in wilds)


def meld_order(meld, wilds: frozenset[int]) -> list[int]:
    """How a meld lies on the table: a sequence low to high; otherwise naturals first (by suit),
    then wild cards, Jokers last."""
    if meld.kind == SEQUENCE:
        return sorted(meld.cards)
    return sorted(meld.cards, key=lambda c: (rank_of(c) in wilds, rank_of(c) == JOKER_RANK, suit_of(c)))


def _caption(image: Image.Image, x: int, y: int, width: int, value: str, fill) -> None:
    draw = ImageDraw.Draw(image)
    text(draw, (x + width // 2, y + 1), value, theme.MIN_TEXT, fill=fill, weight="medium", anchor="mt")


def _captioned(width: int, label: str, paint) -> Tile:
    """A tile of cards ``width`` px wide with ``label`` centred under them: as wide as the cards or as
    the caption with its share of ``CAPTION_GAP``, whichever is wider."""
    tile_w = max(width, _caption_width(label) + CAPTION_GAP - TILE_GAP)
    left, top, right, bottom = font(theme.MIN_TEXT, "medium").getbbox(label, anchor="mt")
    x, y = tile_w // 2, cards.MELD.height + 1
    box: Box = (x + int(left), y + int(top), x + int(right), y + int(bottom))
    return Tile(tile_w, cards.MELD.height + CAPTION, lambda image, tx, ty: paint(image, tx, ty, tile_w), box)


def fan(image: Image.Image, card_list, x: int, y: int, size: CardSize, wilds: frozenset[int]) -> None:
    """Cards overlapping left to right, each one's corner index in view (``cards.fan_step`` apart)."""
    step = cards.fan_step(size)
    for i, card in enumerate(card_list):
        cards.paste(image, face(card, size, wilds), (x + i * step, y))


def meld_tile(meld, wilds: frozenset[int]) -> Tile:
    """A meld: a fan of its cards (a squared pile once it is a canasta) with its count under it."""
    if meld.is_canasta:
        return canasta_tile(meld, wilds)
    order = meld_order(meld, wilds)
    width = cards.fan_width(len(order), cards.MELD)
    count = len(order)
    if meld.kind == SEQUENCE:
        label = _("{count} in suit", count=count)
    elif meld.rank in wilds:
        label = _("{count} wild", count=count)
    elif meld.wilds == 0:
        label = f"{count}"
    elif meld.wilds == 1:
        label = _("{count} (1 wild)", count=count)
    else:
        label = _("{count} ({wilds} wild)", count=count, wilds=meld.wilds)

    def paint(image, x, y, tile_w):
        fan(image, order, x + (tile_w - width) // 2, y, cards.MELD, wilds)
        _caption(image, x, y + cards.MELD.height, tile_w, label, theme.MUTED)

    return _captioned(width, label, paint)


def _caption_width(label: str) -> int:
    return int(font(theme.MIN_TEXT, "medium").getlength(label))


def canasta_top(meld, wilds: frozenset[int]) -> int:
    """The card shown on top of a closed canasta: red for a natural one, black for a mixed one;
    a canasta of wild cards shows one of its own cards (a Joker when it has one), a sequence its
    highest card."""
    if meld.kind == SEQUENCE:
        return max(meld.cards)
    if meld.rank in wilds:
        return max(meld.cards, key=lambda c: (rank_of(c) == JOKER_RANK, suit_of(c)))
    return make(meld.rank, 2 if meld.natural else 3)


CANASTA_DEPTH = 3  # edge layers under the top card


def canasta_tile(meld, wilds: frozenset[int]) -> Tile:
    size = cards.MELD
    top = canasta_top(meld, wilds)
    label = f"{len(meld.cards)} {canasta_kind(meld.canasta_term)}"
    pile_w = size.width + CANASTA_DEPTH * 2

    def paint(image, x, y, tile_w):
        left = x + (tile_w - pile_w) // 2
        edge = cards.blank(size)
        for layer in range(CANASTA_DEPTH, 0, -1):
            cards.paste(image, edge, (left + layer * 2, y + layer))
        cards.paste(image, face(top, size, wilds), (left, y))
        draw = ImageDraw.Draw(image)
        draw.rounded_rectangle((left - 1, y - 1, left + size.width, y + size.height), radius=size.radius + 1,
                               outline=theme.GOLD, width=2)
        _caption(image, x, y + size.height, tile_w, label, theme.GOLD)

    return _captioned(pile_w, label, paint)


def threes_tile(threes, wilds: frozenset[int]) -> Tile:
    """Laid-out threes (red, or black where a variant lays them out) with a caption."""
    order = sorted(threes, key=lambda c: (not is_red_three(c), suit_of(c)))
    label = _("red 3s") if all(is_red_three(c) for c in order) else _("3s")
    return _captioned_fan(order, label, theme.MUTED, wilds)


def special_tile(shown, title: str) -> Tile:
    """A special hand called to end the deal (International: Schneider, Blitz): its cards in hand
    order by rank, none marked wild (in a Blitz, Twos and the Joker stand for themselves), with its
    name in gold."""
    order = sorted(shown, key=lambda c: (rank_of(c), suit_of(c)))
    return _captioned_fan(order, title, theme.GOLD, frozenset())


def _captioned_fan(order, label: str, colour, wilds: frozenset[int]) -> Tile:
    """Cards fanned in the given order with a caption under them, centred on the wider of the two."""
    width = cards.fan_width(len(order), cards.MELD)

    def paint(image, x, y, tile_w):
        fan(image, order, x + (tile_w - width) // 2, y, cards.MELD, wilds)
        _caption(image, x, y + cards.MELD.height, tile_w, label, colour)

    return _captioned(width, label, paint)
