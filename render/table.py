"""The table picture: everything public, laid out top to bottom for a phone screen.

A header names the variant; a strip shows the stock, the discard pile (top cards,
size, frozen mark) and who is to move (in Americana, a row under them: whether the turn
card is still in the stock, and the ranks closed); then one panel per side with its players,
cards in hand, score, opening requirement, canastas, the cards its players took with
the pile and still hold, melds and red threes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.cards import JOKER_RANK, RANK_LETTERS, is_red_three, rank_of
from i18n import _, number, say, signed
from i18n.variants import variant_name

from . import cards, theme
from .draw import (
    Box,
    badge,
    canvas,
    flow,
    mini_back,
    pill,
    png_bytes,
    share_width,
    snowflake,
    text,
    text_width,
    triangle,
    wrap,
)
from .labels import seat_names, to_move
from .pieces import CAPTION, TILE_GAP, fan, meld_tile, special_tile, threes_tile

SMALL = theme.MIN_TEXT  # the smallest text, readable on a phone
HEADER_H = 40
STRIP_H = 110
NOTE_H = 26  # the strip's row under the stock and pile: the turn card, closed ranks (Americana)
GAP = 10
INSET = 10  # padding inside a side panel
STRIPE = 5  # the side's colour bar
PANEL_TOP = 70  # the names and status rows of a side panel
PICKED_H = 24  # the row naming the cards taken with the pile, when there are any
ROW_GAP = 6  # px between rows of melds
ROWS_KEPT = 2  # rows of melds every side panel has room for, so the picture keeps its height
KEPT_H = PANEL_TOP + PICKED_H + ROWS_KEPT * (cards.MELD.height + CAPTION) + (ROWS_KEPT - 1) * ROW_GAP + INSET
PILE_SHOWN = 4  # top cards of the discard pile drawn in the fan, where there is room for them
MIN_TURN_W = 144  # px the strip keeps for who is to move and what they do ("FINE SMAZZATA", 11 letters)
TURN_GAP = 16  # px between the pile and the turn block
PILL_GAP = 8  # px after each seat's pill
MOVING_HEAD = 20  # px before the name in the pill of the seat to move (its mark)
DEALER_BADGE = 30  # px the dealer's badge adds to a pill
COUNT_ROOM = 24  # px after a pill's name besides the count's digits: gaps and the small card back
SCORE_GAP = 6  # px between a score's label and its value
SCORE_ROW_H = 34  # the score's own row, under the names, where they do not fit beside it


def table_png(view, names: Sequence[str] | None = None, result=None) -> bytes:
    """PNG bytes of the public table for ``view`` (a PublicView or SeatView; hands are not drawn).

    ``result``, the DealResult of a finished deal, shows each side's gain and new total; without
    it a finished deal's scores are labelled as the scores before the deal."""
    return png_bytes(table_image(view, names, result))


@dataclass(frozen=True)
class TableLayout:
    """Where the table picture puts what it draws: its height, and the box of every meld caption's
    letters (left, top, right, bottom in px on the picture), side by side in each side's panel."""

    height: int
    captions: tuple[Box, ...]


def table_layout(view, names: Sequence[str] | None = None, result=None) -> TableLayout:
    """The layout ``table_image`` draws for the same arguments."""
    plan = _Plan(view, names, result)
    return TableLayout(plan.height, plan.captions())


def table_image(view, names: Sequence[str] | None = None, result=None) -> Image.Image:
    plan = _Plan(view, names, result)
    image, draw = canvas(plan.height)
    _header(draw, view)
    _strip(image, draw, view, plan.labels, view.wild_ranks, HEADER_H + GAP, plan.strip_h)
    for panel, top in zip(plan.panels, plan.tops, strict=True):
        panel.paint(image, draw, top)
    return image


class _Plan:
    """The table's parts and where they go, worked out before anything is drawn."""

    def __init__(self, view, names: Sequence[str] | None, result):
        self.labels = seat_names(view.players, names)
        self.panels = [_SidePanel(view, side, self.labels, view.wild_ranks, result) for side in view.sides]
        _share_room(self.panels, len(view.teams))
        self.strip_h = STRIP_H + (NOTE_H if _has_notes(view) else 0)
        self.tops: list[int] = []
        y = HEADER_H + GAP + self.strip_h
        for panel in self.panels:
            y += GAP
            self.tops.append(y)
            y += panel.height
        self.height = y + theme.PAD

    def captions(self) -> tuple[Box, ...]:
        return tuple(box for panel, top in zip(self.panels, self.tops, strict=True)
                     for box in panel.caption_boxes(top))


def _share_room(panels: list[_SidePanel], most_sides: int) -> None:
    """Stretch the panels over the room the variant's most sides take (one per team), so the
    picture keeps its height when a three-hand partnership joins two sides into one."""
    spare = max(0, most_sides * (GAP + KEPT_H) - sum(GAP + panel.height for panel in panels))
    for index, panel in enumerate(panels):
        panel.height += spare // len(panels) + (spare % len(panels) if index == 0 else 0)


def _header(draw: ImageDraw.ImageDraw, view) -> None:
    draw.rectangle((0, 0, theme.WIDTH, HEADER_H), fill=theme.HEADER)
    text(draw, (theme.PAD, HEADER_H // 2), variant_name(view.rules.key, view.variant_name), 20, weight="bold",
         anchor="lm")
    text(draw, (theme.WIDTH - theme.PAD, HEADER_H // 2), _("turn {number}", number=view.turns + 1), SMALL,
         fill=theme.MUTED, anchor="rm")


# ---------------------------------------------------------------- stock, pile and turn


def _strip(image: Image.Image, draw: ImageDraw.ImageDraw, view, labels, wilds, y: int, height: int) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    draw.rounded_rectangle((left, y, right, y + height), radius=10, fill=theme.FELT_DARK)
    size = cards.PILE
    top = y + (STRIP_H - size.height) // 2 - 1
    stock_right = _stock(image, draw, view.stock_size, left + 12, top)
    pile_x = max(left + 120, stock_right + 6)
    turn_right = right - 12
    shown = PILE_SHOWN  # fewer of the pile's top cards where the turn block would be too narrow
    while shown > 1 and _pile_end(view, pile_x, shown) + TURN_GAP > turn_right - MIN_TURN_W:
        shown -= 1
    pile_right = _pile(image, draw, view, wilds, pile_x, top, shown)
    _turn(draw, view, labels, max(pile_right + TURN_GAP, 350), y, turn_right)
    if height > STRIP_H:
        _notes(draw, view, left + 12, y + STRIP_H + NOTE_H // 2 - 4, right - 12)


def _has_notes(view) -> bool:
    """Whether the strip has its row for the turn card and the closed ranks: always in a variant
    with a turn card (so the picture keeps its height); the only one whose rules close ranks has one."""
    return view.turn_card is not None


def _notes(draw, view, x: int, cy: int, right: int) -> None:
    """The row under the stock and pile: a sideways card for the turn card, filled while it is in
    the stock ("turn card in the stock"), an empty outline once drawn ("turn card drawn", amber:
    no more bonus cards); then the ranks closed by a natural canasta ("closed: K 7")."""
    if view.turn_card is not None:
        box = (x, cy - 7, x + 20, cy + 7)
        if view.turn_card_in_stock:
            draw.rounded_rectangle(box, radius=2, fill=theme.BACK_BLUE, outline=theme.CARD_WHITE, width=1)
            words, colour = _("turn card in the stock"), theme.MUTED
        else:
            draw.rounded_rectangle(box, radius=2, outline=theme.DIM, width=2)
            words, colour = _("turn card drawn"), theme.AMBER
        x += 28 + int(text(draw, (x + 28, cy), words, SMALL, fill=colour, weight="medium", anchor="lm")) + 24
    if view.dead_ranks:
        ranks = " ".join(RANK_LETTERS[rank] for rank in sorted(view.dead_ranks, reverse=True))
        closed = _("closed:") + " "
        x += int(text(draw, (x, cy), closed, SMALL, fill=theme.MUTED, weight="medium", anchor="lm"))
        text(draw, (x, cy), ranks, SMALL, weight="bold", anchor="lm", width=right - x)


def _count(draw, x: int, y: int, number: int, caption: str) -> int:
    """A count with its caption beneath; returns the caption's width."""
    text(draw, (x, y + 4), str(number), 24, weight="bold")
    return int(text(draw, (x, y + 34), caption, SMALL, fill=theme.MUTED))


def _stock(image, draw, stock_size: int, x: int, y: int) -> int:
    """Draw the stock and its count; returns the x where its caption ends."""
    size = cards.PILE
    if stock_size:
        for layer in (2, 1):
            cards.paste(image, cards.blank(size), (x + layer * 2, y + layer * 2))
        cards.paste(image, cards.back(size), (x, y))
    else:
        _empty_slot(draw, x, y)
    count_x = x + size.width + 12
    return count_x + _count(draw, count_x, y, stock_size, _("stock"))


def _empty_slot(draw, x: int, y: int) -> None:
    size = cards.PILE
    draw.rounded_rectangle((x, y, x + size.width, y + size.height), radius=size.radius,
                           outline=theme.DIM, width=2)


def _pile(image, draw, view, wilds, x: int, y: int, shown_count: int) -> int:
    """Draw the discard pile (its top ``shown_count`` cards in a fan, a face-down packet under it as a
    card back), its count and marks; returns the x where it ends (``_pile_end``)."""
    size = cards.PILE
    shown = view.pile[-shown_count:]
    if view.pile_hidden:
        cards.paste(image, cards.back(size), (x, y))
    fan_x = x + (cards.fan_step(size) if view.pile_hidden else 0)
    if shown:
        fan(image, shown, fan_x, y, size, wilds)
    else:
        _empty_slot(draw, fan_x, y)
    count_x = _pile_count_x(view, x, shown_count)
    if view.pile_frozen:
        top_x = count_x - 12 - size.width
        draw.rounded_rectangle((top_x - 2, y - 2, top_x + size.width + 1, y + size.height + 1),
                               radius=size.radius + 2, outline=theme.ICE, width=3)
    _count(draw, count_x, y, view.pile_size, _pile_caption(view))
    if view.pile_frozen:
        _frozen_badge(draw, count_x - 4, y + 70)
    elif _blocked(view):
        text(draw, (count_x, y + 70), _("blocked"), SMALL, fill=theme.AMBER, weight="bold", anchor="lm")
    return _pile_end(view, x, shown_count)


def _pile_count_x(view, x: int, shown_count: int) -> int:
    """Where the pile's count and caption start, its fan showing ``shown_count`` cards from ``x``."""
    size = cards.PILE
    shown = min(shown_count, len(view.pile))
    fan_w = cards.fan_width(shown, size) if shown else size.width
    return x + (cards.fan_step(size) if view.pile_hidden else 0) + fan_w + 12


def _pile_caption(view) -> str:
    return _("pile, {count} face down", count=view.pile_hidden) if view.pile_hidden else _("pile")


def _blocked(view) -> bool:
    """Whether the pile's top card stops it for the next player (a black Three, or a variant's stop card)."""
    return bool(view.pile) and rank_of(view.pile[-1]) in view.stop_ranks and not is_red_three(view.pile[-1])


def _pile_end(view, x: int, shown_count: int) -> int:
    """Where the pile drawn from ``x`` with ``shown_count`` top cards ends: its fan, count, caption
    and frozen or blocked mark."""
    count_x = _pile_count_x(view, x, shown_count)
    end = count_x + max(40, int(text_width(_pile_caption(view), SMALL)))
    if view.pile_frozen:
        end = max(end, count_x - 4 + _frozen_width())
    elif _blocked(view):
        end = max(end, count_x + int(text_width(_("blocked"), SMALL, "bold")))
    return end


def _frozen_width() -> int:
    return 34 + int(text_width(_("FROZEN"), SMALL, "bold"))


def _frozen_badge(draw, x: int, y: int) -> None:
    """The ice-blue FROZEN mark."""
    width = _frozen_width()
    pill(draw, (x, y - 12, x + width, y + 12), fill=theme.ICE)
    snowflake(draw, (x + 13, y), 7, theme.ICE_DARK, width=2)
    text(draw, (x + 25, y), _("FROZEN"), SMALL, fill=theme.ICE_DARK, weight="bold", anchor="lm")


def _turn(draw, view, labels, x: int, y: int, right: int) -> None:
    who, what = to_move(view, labels)
    width = right - x
    over = view.phase == "over"
    text(draw, (x, y + 10), _("DEAL OVER") if over else _("TO MOVE"), SMALL, fill=theme.MUTED, weight="bold",
         width=width)
    text(draw, (x, y + 32), who, 22, fill=theme.GOLD, weight="bold", width=width)
    for i, line in enumerate(wrap(what, SMALL, width)[:2]):
        text(draw, (x, y + 62 + i * 21), line, SMALL, fill=theme.TEXT)


# ------------------------------------------------------------------------ side panels


class _SidePanel:
    """One side's panel; its height is known before drawing so the canvas can be sized."""

    def __init__(self, view, side, labels, wilds, result=None):
        self.view, self.side, self.labels, self.result = view, side, labels, result
        melds = sorted(side.melds, key=lambda m: (not m.is_canasta, m.rank == JOKER_RANK, -m.rank))
        self.tiles = [meld_tile(m, wilds) for m in melds]
        if view.special and view.declarer in side.seats:  # the special hand that ended the deal
            name, shown = view.special
            self.tiles.insert(0, special_tile(shown, say(view.rules.special_hand(name).title)))
        if side.red_threes:
            self.tiles.append(threes_tile(side.red_threes, wilds))
        self.left = theme.PAD
        self.right = theme.WIDTH - theme.PAD
        self.inner_x = self.left + STRIPE + INSET
        inner_w = self.right - INSET - self.inner_x
        self.positions, flow_h = flow(self.tiles, inner_w, gap=TILE_GAP, row_gap=ROW_GAP)
        self.picked = picked_up_line(view, side, labels)
        self.score = score_label(view, side, result)
        value, label, _colour = self.score
        self.score_w = int(text_width(value, 22, "bold") + SCORE_GAP + text_width(label, SMALL))
        # the score moves under the names where they would not all fit whole beside it
        self.score_row = 0 if self._names_fit(self.right - INSET - self.score_w - PILL_GAP) else SCORE_ROW_H
        self.top = PANEL_TOP + self.score_row + (PICKED_H if self.picked else 0)
        # room for the row of cards taken with the pile even without it; more only for a third row of melds
        self.height = max(KEPT_H, PANEL_TOP + PICKED_H + flow_h + INSET) + self.score_row

    def paint(self, image: Image.Image, draw: ImageDraw.ImageDraw, y: int) -> None:
        side = self.side
        colour = theme.side_colour(side.side)
        draw.rounded_rectangle((self.left, y, self.right, y + self.height), radius=10, fill=theme.PANEL,
                               outline=theme.PANEL_EDGE)
        draw.rounded_rectangle((self.left, y, self.left + STRIPE + 4, y + self.height), radius=6, fill=colour)
        draw.rectangle((self.left + STRIPE, y + 1, self.left + STRIPE + 5, y + self.height - 1),
                       fill=theme.PANEL)
        self._score(draw, y + self.score_row)
        self._seats(draw, y + 8, self.right - INSET - (0 if self.score_row else self.score_w + PILL_GAP))
        status_y = y + 44 + self.score_row
        self._status(draw, status_y)
        if self.picked:
            text(draw, (self.inner_x, status_y + PICKED_H), self.picked, SMALL, fill=theme.MUTED,
                 width=self.right - INSET - self.inner_x)
        top = y + self.top
        if not self.tiles:
            text(draw, (self.inner_x, top - 2), _("no melds yet"), SMALL, fill=theme.DIM)
        for tile, (tx, ty) in zip(self.tiles, self.positions, strict=True):
            tile.draw(image, self.inner_x + tx, top + ty)

    def caption_boxes(self, y: int) -> list[Box]:
        """The boxes of the melds' captions when the panel is drawn from ``y``."""
        boxes = []
        for tile, (tx, ty) in zip(self.tiles, self.positions, strict=True):
            if tile.caption is not None:
                x, top = self.inner_x + tx, y + self.top + ty
                left, upper, right, lower = tile.caption
                boxes.append((x + left, top + upper, x + right, top + lower))
        return boxes

    def _score(self, draw, y: int) -> None:
        right = self.right - INSET
        value, label, colour = self.score
        width = text(draw, (right, y + 22), value, 22, weight="bold", anchor="rm")
        text(draw, (right - width - SCORE_GAP, y + 23), label, SMALL, fill=colour, anchor="rm")

    def _names_fit(self, right: int) -> bool:
        """Whether every seat's pill, its name whole, fits in a row up to ``right`` whoever is to move
        and with up to two digits of cards in hand, so that the answer holds for the whole deal."""
        frame = MOVING_HEAD + COUNT_ROOM + math.ceil(text_width("88", SMALL, "bold")) + PILL_GAP
        wanted = sum(math.ceil(text_width(self.labels[seat], SMALL, "bold")) + frame
                     + (DEALER_BADGE if seat == self.view.dealer else 0) for seat in self.side.seats)
        return self.inner_x + wanted <= right

    def _seats(self, draw, y: int, right: int) -> None:
        """The side's seat pills in a row up to ``right``; where the names do not all fit, only the
        longest are shortened."""
        seats = self.side.seats
        frames = [sum(self._pill_frame(seat)) for seat in seats]
        room = right - self.inner_x - sum(frames) - PILL_GAP * len(seats)
        wanted = [math.ceil(text_width(self.labels[seat], SMALL, "bold")) for seat in seats]
        x = self.inner_x
        for seat, name_w in zip(seats, share_width(wanted, room), strict=True):
            x = self._seat_pill(draw, seat, x, y, name_w) + PILL_GAP

    def _moving(self, seat: int) -> bool:
        """Whether the seat is the one to move (no one is once the deal is over)."""
        return seat == self.view.turn and self.view.phase != "over"

    def _pill_frame(self, seat: int) -> tuple[int, int]:
        """The px of a seat's pill before its name (the to-move mark) and after it (cards in hand,
        the dealer's badge)."""
        view = self.view
        head = MOVING_HEAD if self._moving(seat) else 10
        count = str(view.hand_sizes[seat])
        badge_w = DEALER_BADGE if seat == view.dealer else 0
        tail = COUNT_ROOM + math.ceil(text_width(count, SMALL, "bold")) + badge_w
        return head, tail

    def _seat_pill(self, draw, seat: int, x: int, y: int, name_w: int) -> int:
        view = self.view
        moving = self._moving(seat)
        count = str(view.hand_sizes[seat])
        head, tail = self._pill_frame(seat)
        width = head + name_w + tail
        fill, ink = (theme.GOLD, theme.GOLD_TEXT) if moving else (theme.FELT_DARK, theme.TEXT)
        pill(draw, (x, y, x + width, y + 30), fill=fill)
        if moving:
            triangle(draw, x + 8, y + 15, 10, ink)
        text(draw, (x + head, y + 15), self.labels[seat], SMALL, fill=ink, weight="bold", anchor="lm",
             width=name_w)
        cx = x + head + name_w + 8
        mini_back(draw, cx, y + 8)
        text(draw, (cx + 13, y + 15), count, SMALL, fill=ink, weight="bold", anchor="lm")
        if seat == view.dealer:
            # Translators: the one-letter badge beside the dealer's name (D for Dealer).
            badge(draw, (x + width - 16, y + 15), _("D"), theme.MUTED if not moving else theme.GOLD_TEXT,
                  theme.FELT_DARK if not moving else theme.GOLD, size=SMALL)
        return x + width

    def _status(self, draw, y: int) -> None:
        """The side's status on one line, "open (needed 50)  ·  2 canastas  ·  an escalera needed to go
        out": where that is too long (a language's longer words), "open" alone, and only then the last
        part shortened."""
        side = self.side
        x = self.inner_x
        right = self.right - INSET
        if not side.opened:
            text(draw, (x, y), _("needs {points} to open", points=say(side.opening_need)), SMALL,
                 fill=theme.AMBER, weight="medium", width=right - x)
            return
        count = side.canastas
        canastas = _("{count} canasta", count=count) if count == 1 else _("{count} canastas", count=count)
        if side.going_out_missing:
            going_out, colour = say(side.going_out_missing), theme.MUTED
        else:
            going_out, colour = _("may go out"), theme.GOOD
        opened = _("open (needed {points})", points=say(side.opening_need))
        if text_width(f"{opened}  ·  {canastas}  ·  {going_out}", SMALL, "medium") > right - x:
            # Translators: a side that has made its opening: the short form of "open (needed {points})".
            opened = _("open")
        x += text(draw, (x, y), opened, SMALL, fill=theme.MUTED, weight="medium")
        x += text(draw, (x, y), f"  ·  {canastas}", SMALL, fill=theme.TEXT, weight="medium")
        text(draw, (x, y), f"  ·  {going_out}", SMALL, fill=colour, weight="medium", width=right - x)


def score_label(view, side, result=None) -> tuple[str, str, tuple]:
    """(value, label, label colour) of a side's score: the match score before the deal while it is
    played, the gain and new total once ``result`` scores it. A side holds two teams in a
    three-hand partnership, so values are joined with " / "."""
    teams = [i for i, team in enumerate(view.teams) if set(team) & set(side.seats)]
    if result is None:
        value = " / ".join(number(view.team_scores[i]) for i in teams)
        return value, _("before this deal") if view.phase == "over" else _("score"), theme.MUTED
    value = " / ".join(number(result.team_scores[i]) for i in teams)
    gains = [result.team_points[i] for i in teams]
    colour = theme.GOOD if min(gains) >= 0 else theme.BAD
    return value, " / ".join(signed(gain) for gain in gains) + "  ·  " + _("total"), colour


def picked_up_line(view, side, labels) -> str | None:
    """The row "From the pile: Bob 9 9 4 · Dan K K": what each player of ``side`` took with the
    pile and still holds (public, since every discard is seen), or None when nobody holds any."""
    parts = [f"{labels[seat]} " + " ".join(RANK_LETTERS[rank_of(c)] for c in view.picked_up[seat])
             for seat in side.seats if view.picked_up[seat]]
    return _("From the pile: {cards}", cards="  ·  ".join(parts)) if parts else None
