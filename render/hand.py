"""A player's hand: cards grouped by rank (wild cards first, then Ace down), readable even at 40 cards.

Each group is a fan with its count under it, so a big hand after taking the pile
still reads as "four Kings, three Nines". Ranks the player can meld or add right
now can be outlined in green. A header repeats what the player needs for the
decision: whose turn, the pile's top card and whether it is frozen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby
from math import ceil

from PIL import Image, ImageDraw

from engine.actions import Add, Meld, Take
from engine.cards import rank_of
from i18n import _, say

from . import cards, theme
from .cards import CardSize
from .draw import Tile, canvas, flow, png_bytes, snowflake, text, text_width, wrap
from .labels import deal_end, seat_names, special_name, to_move
from .pieces import face, fan

SMALL = theme.MIN_TEXT  # the smallest text, readable on a phone
HEADER_H = 72
STATUS_LINE_H = 24  # each further line of a status too long for one
PILE_WORDS_X = cards.MELD.width + 10  # the pile's words (size, frozen mark) right of its top card
SNOWFLAKE_W = 18  # the frozen mark's flake before its word
PILE_GAP = 12  # px between the header's words and the pile
ROW_GAP = 8
LABEL_H = 24
LEGEND_H = 28
# (card size, gap between groups, most rows), tried in order: one row of large cards, one row of
# smaller ones (then closer together), two rows of large cards, then as many rows of smaller cards
# as needed.
LAYOUTS = (
    (cards.HAND, 12, 1),
    (cards.HAND_SMALL, 8, 1),
    (cards.HAND_SMALL, 5, 1),
    (cards.HAND, 12, 2),
    (cards.HAND_SMALL, 10, None),
)


def playable_ranks(actions: Iterable) -> frozenset[int]:
    """Ranks from hand used by the melding actions in ``actions`` (e.g. ``deal.legal_actions()``)."""
    ranks: set[int] = set()
    for action in actions:
        if isinstance(action, Meld):
            ranks.update(r for group in action.groups for r in group)
        elif isinstance(action, Add):
            ranks.update(action.cards)
        elif isinstance(action, Take):
            ranks.update(action.cards)
            ranks.update(r for group in action.extra for r in group)
    return frozenset(ranks)


def hand_png(view, names: Sequence[str] | None = None, playable: Iterable[int] | None = None) -> bytes:
    """PNG bytes of the hand in ``view`` (a SeatView); ranks in ``playable`` are outlined."""
    return png_bytes(hand_image(view, names, playable))


def hand_image(view, names: Sequence[str] | None = None,
               playable: Iterable[int] | None = None) -> Image.Image:
    if not hasattr(view, "hand"):
        raise TypeError("hand_png needs a seat's view (engine.seat_view), not the public view")
    labels = seat_names(view.players, names)
    wilds = view.wild_ranks
    marked = frozenset(playable or ())
    groups = [list(g) for _rank, g in groupby(view.hand, key=rank_of)]
    inner_w = theme.WIDTH - 2 * theme.PAD
    for size, gap, most_rows in LAYOUTS:
        tiles = [_group_tile(g, size, wilds, rank_of(g[0]) in marked) for g in groups]
        positions, body_h = flow(tiles, inner_w, gap, ROW_GAP)
        if most_rows is None or len({y for _, y in positions}) <= most_rows:
            break
    show_legend = any(rank_of(g[0]) in marked for g in groups)
    status, opening, colour = _status(view, labels)
    pile_w = _pile_width()
    status_lines = _status_lines(status, opening, pile_w)
    header_h = HEADER_H + STATUS_LINE_H * (len(status_lines) - 1)
    height = header_h + theme.PAD + max(body_h, 30) + (LEGEND_H if show_legend else 0) + theme.PAD
    image, draw = canvas(height)
    _header(image, draw, view, labels, wilds, header_h, pile_w)
    for number, line in enumerate(status_lines):
        text(draw, (theme.PAD, 52 + number * STATUS_LINE_H), line, SMALL, fill=colour, weight="medium",
             anchor="lm")
    top = header_h + theme.PAD
    if not groups:
        text(draw, (theme.PAD, top + 4), _("no cards in hand"), SMALL, fill=theme.DIM)
    for tile, (x, y) in zip(tiles, positions, strict=True):
        tile.draw(image, theme.PAD + x, top + y)
    if show_legend:
        _legend(draw, top + body_h + 8)
    return image


def _group_tile(group: list[int], size: CardSize, wilds, marked: bool) -> Tile:
    width = cards.fan_width(len(group), size)
    label = f"×{len(group)}"

    def paint(image: Image.Image, x: int, y: int) -> None:
        draw = ImageDraw.Draw(image)
        if marked:
            draw.rounded_rectangle((x - 4, y - 4, x + width + 3, y + size.height + 3), radius=size.radius + 4,
                                   fill=theme.GOOD)
        fan(image, group, x, y, size, wilds)
        if len(group) > 1 or marked:
            text(draw, (x + width // 2, y + size.height + 5), label, SMALL, weight="bold",
                 fill=theme.GOOD if marked else theme.TEXT, anchor="mt")

    return Tile(width, size.height + LABEL_H, paint)


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view, labels, wilds, height: int,
            pile_w: int) -> None:
    """The header's band, ``height`` px: the player's name and cards held, the pile at the right in
    ``pile_w`` px (the status lines under the name are drawn by the caller)."""
    draw.rectangle((0, 0, theme.WIDTH, height), fill=theme.HEADER)
    x = theme.PAD
    count = len(view.hand)
    name_w = text(draw, (x, 22), labels[view.seat], 20, weight="bold", anchor="lm",
                  width=theme.WIDTH - 2 * theme.PAD - pile_w - 90)
    cards_held = _("{count} card", count=count) if count == 1 else _("{count} cards", count=count)
    text(draw, (x + name_w + 10, 23), cards_held, SMALL, fill=theme.MUTED, anchor="lm")
    _pile(image, draw, view, wilds, theme.WIDTH - theme.PAD - pile_w)


def _status(view, labels) -> tuple[str, str, tuple]:
    """The header's status: whose turn and, for this player, what to do; what the side needs to open
    ("" once it has); and their colour."""
    if view.phase == "over":
        seat, what = deal_end(view.went_out, view.concealed, view.declarer, special_name(view))
        if seat is None:
            return _("Deal over: {what}", what=what), "", theme.MUTED
        return _("Deal over: {who} {what}", who=labels[seat], what=what), "", theme.MUTED
    side = view.side_of_seat(view.seat)
    opening = "" if side.opened else _("your side needs {points} to open", points=say(side.opening_need))
    if view.turn == view.seat:
        who, what = to_move(view, labels, you=True)
        return (what if view.phase == "answer" else _("Your turn: {what}", what=what)), opening, theme.GOLD
    who, _what = to_move(view, labels)
    return _("{who} to move", who=who), opening, theme.MUTED


def _status_lines(status: str, opening: str, pile_w: int) -> list[str]:
    """The status and, in brackets, what the side needs to open: one line where they fit left of the
    pile's ``pile_w`` px, else the need on a line of its own (and any line still too long wrapped)."""
    width = theme.WIDTH - 2 * theme.PAD - pile_w - PILE_GAP
    need = f"({opening})" if opening else ""
    whole = f"{status} {need}".strip()
    if text_width(whole, SMALL, "medium") <= width:
        return [whole]
    return [line for part in (status, need) if part for line in wrap(part, SMALL, width, "medium")]


def _pile(image: Image.Image, draw: ImageDraw.ImageDraw, view, wilds, x: int) -> None:
    """The pile's top card, its size and the frozen mark, at the right of the header."""
    size = cards.MELD
    y = (HEADER_H - size.height) // 2
    top = view.pile_top
    if top is None:
        draw.rounded_rectangle((x, y, x + size.width, y + size.height), radius=size.radius, outline=theme.DIM,
                               width=2)
    else:
        cards.paste(image, face(top, size, wilds), (x, y))
    if view.pile_frozen:
        draw.rounded_rectangle((x - 2, y - 2, x + size.width + 1, y + size.height + 1),
                               radius=size.radius + 2, outline=theme.ICE, width=3)
    tx = x + PILE_WORDS_X
    size_words, under = _pile_words(view)
    text(draw, (tx, y + 2), size_words, SMALL, weight="bold")
    if not view.pile:
        return
    if view.pile_frozen:
        snowflake(draw, (tx + 7, y + 37), 7, theme.ICE)
        text(draw, (tx + SNOWFLAKE_W, y + 37), under, SMALL, fill=theme.ICE, weight="bold", anchor="lm")
    else:
        text(draw, (tx, y + 27), under, SMALL, fill=theme.MUTED)


def _pile_words(view) -> tuple[str, str]:
    """The pile's size ("pile 12", "pile empty") and the word under it: "frozen", "top card", or none."""
    if not view.pile:
        return _("pile empty"), ""
    return _("pile {count}", count=view.pile_size), _("frozen") if view.pile_frozen else _("top card")


def _pile_width() -> int:
    """The header's pile in px: its top card and, right of it, room for the longest of its words as the
    language writes them ("congelato" is wider than "frozen"), the same on every turn."""
    words = (text_width(_("pile {count}", count=888), SMALL, "bold"),
             text_width(_("pile empty"), SMALL, "bold"),
             SNOWFLAKE_W + text_width(_("frozen"), SMALL, "bold"),
             text_width(_("top card"), SMALL))
    return PILE_WORDS_X + ceil(max(words))


def _legend(draw: ImageDraw.ImageDraw, y: int) -> None:
    x = theme.PAD
    draw.rounded_rectangle((x, y + 4, x + 16, y + 20), radius=4, fill=theme.GOOD)
    text(draw, (x + 24, y + 12), _("can be melded or added now"), SMALL, fill=theme.MUTED, anchor="lm")
