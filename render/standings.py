"""The league standings picture: rank, player, rating, wins and losses, matches, points, canastas, going out.

The caller passes plain values (:class:`Standings` with one :class:`StandingRow` per
player, best first); nothing here knows about Discord or storage. The top
:data:`ROWS_SHOWN` rows are drawn, plus the asking player's own row when it is further down.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from i18n import _, number, signed

from . import theme
from .draw import canvas, png_bytes, text, wrap
from .fonts import displayable

SMALL = theme.MIN_TEXT  # the smallest text, readable on a phone
HEADER_H = 70
HEAD_ROW_H = 32
ROW_H = 32
ROWS_SHOWN = 20
NAME_LEFT = 46
MEDALS = (theme.GOLD, (206, 214, 222), (222, 160, 104))  # gold, silver, bronze badges


def columns() -> tuple[tuple[str, int], ...]:
    """(heading in the current language, right edge in px): numbers are right-aligned under their
    headings."""
    return ((_("Rating"), 250), (_("W–L"), 310), (_("Played"), 380), (_("+/−"), 450), (_("Can."), 488),
            (_("Out"), theme.WIDTH - theme.PAD - 10))


@dataclass(frozen=True)
class StandingRow:
    rank: int  # 1 for the leader; equal ratings may share a rank
    name: str
    rating: int
    wins: int
    losses: int
    points_for: int
    points_against: int
    canastas: int  # canastas the player's sides completed
    going_out_rate: float | None  # share of deals the player ended by going out; None: no deals
    you: bool = False  # the player who asked: outlined, and shown even below the top rows

    @property
    def matches(self) -> int:
        return self.wins + self.losses


@dataclass(frozen=True)
class Standings:
    title: str  # the league's name
    subtitle: str  # e.g. "Season 2 · Classic Canasta · to 5,000"
    note: str  # right of the title, e.g. "ends 30 Jun 2025"
    rows: tuple[StandingRow, ...]  # best first
    footer: str = ""  # e.g. "3 members have not played yet"
    empty_text: str | None = None  # None: "No rated matches yet this season."


def standings_png(standings: Standings) -> bytes:
    """PNG bytes of the standings table."""
    shown = _shown(standings.rows)
    gap = 1 if shown and shown[-1] is not standings.rows[len(shown) - 1] else 0
    body_h = HEAD_ROW_H + ROW_H * (len(shown) + gap) + 8 if shown else 70
    footer_lines = wrap(standings.footer, SMALL, theme.WIDTH - 2 * theme.PAD) if standings.footer else []
    height = HEADER_H + 10 + body_h + 10 + 22 * len(footer_lines) + theme.PAD
    image, draw = canvas(height)
    _header(draw, standings)
    y = HEADER_H + 10
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    draw.rounded_rectangle((left, y, right, y + body_h), radius=10, fill=theme.PANEL,
                           outline=theme.PANEL_EDGE)
    if not shown:
        empty = standings.empty_text
        if empty is None:
            empty = _("No rated matches yet this season.")
        text(draw, (theme.WIDTH // 2, y + body_h // 2), empty, SMALL, fill=theme.MUTED,
             anchor="mm", width=right - left - 24)
    else:
        _table(draw, y, shown, gap)
    y += body_h + 10
    for line in footer_lines:
        text(draw, (left, y + 10), line, SMALL, fill=theme.DIM, anchor="lm")
        y += 22
    return png_bytes(image)


def _shown(rows: tuple[StandingRow, ...]) -> list[StandingRow]:
    shown = list(rows[:ROWS_SHOWN])
    yours = next((row for row in rows[ROWS_SHOWN:] if row.you), None)
    return shown + [yours] if yours else shown


def _header(draw: ImageDraw.ImageDraw, standings: Standings) -> None:
    draw.rectangle((0, 0, theme.WIDTH, HEADER_H), fill=theme.HEADER)
    note_w = text(draw, (theme.WIDTH - theme.PAD, 22), standings.note, SMALL, fill=theme.GOLD,
                  weight="medium", anchor="rm", width=200) if standings.note else 0
    title = displayable(standings.title, _("League"))
    text(draw, (theme.PAD, 22), title, 20, weight="bold", anchor="lm",
         width=theme.WIDTH - 2 * theme.PAD - int(note_w) - 12)
    text(draw, (theme.PAD, 50), standings.subtitle, SMALL, fill=theme.MUTED, anchor="lm",
         width=theme.WIDTH - 2 * theme.PAD)


def _table(draw: ImageDraw.ImageDraw, y: int, rows: list[StandingRow], gap: int) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    head_y = y + HEAD_ROW_H // 2 + 2
    text(draw, (left + 16, head_y), "#", SMALL, fill=theme.DIM, weight="bold", anchor="mm")
    text(draw, (NAME_LEFT, head_y), _("Player"), SMALL, fill=theme.DIM, weight="bold", anchor="lm")
    for heading, x in columns():
        text(draw, (x, head_y), heading, SMALL, fill=theme.DIM, weight="bold", anchor="rm")
    row_y = y + HEAD_ROW_H
    for index, row in enumerate(rows):
        if gap and index == len(rows) - 1:
            text(draw, (theme.WIDTH // 2, row_y + ROW_H // 2), "…", SMALL, fill=theme.DIM, anchor="mm")
            row_y += ROW_H
        if index % 2 == 0:
            draw.rectangle((left + 1, row_y, right - 1, row_y + ROW_H), fill=theme.FELT_DARK)
        if row.you:
            draw.rounded_rectangle((left + 3, row_y + 1, right - 3, row_y + ROW_H - 1), radius=6,
                                   outline=theme.GOLD, width=2)
        _row(draw, row_y + ROW_H // 2, row)
        row_y += ROW_H


def _row(draw: ImageDraw.ImageDraw, cy: int, row: StandingRow) -> None:
    rank_x = theme.PAD + 16
    if row.rank <= len(MEDALS):
        draw.ellipse((rank_x - 13, cy - 13, rank_x + 13, cy + 13), fill=MEDALS[row.rank - 1])
        text(draw, (rank_x, cy), str(row.rank), SMALL, fill=theme.GOLD_TEXT, weight="bold", anchor="mm")
    else:
        text(draw, (rank_x, cy), str(row.rank), SMALL, fill=theme.MUTED, weight="medium", anchor="mm")
    edges = columns()
    name_right = edges[0][1] - 52
    text(draw, (NAME_LEFT, cy), displayable(row.name, _("Player")), SMALL, weight="medium", anchor="lm",
         width=name_right - NAME_LEFT)
    diff = row.points_for - row.points_against
    out = "–" if row.going_out_rate is None else f"{round(100 * row.going_out_rate)}%"
    cells = (
        (number(row.rating), 18, "bold", theme.TEXT),
        (f"{row.wins}–{row.losses}", SMALL, "medium", theme.TEXT),
        (str(row.matches), SMALL, "regular", theme.MUTED),
        (signed(diff) if diff else "0", SMALL, "medium",
         theme.GOOD if diff > 0 else theme.BAD if diff < 0 else theme.MUTED),
        (str(row.canastas), SMALL, "regular", theme.TEXT),
        (out, SMALL, "regular", theme.TEXT),
    )
    for (value, size, weight, colour), (_heading, x) in zip(cells, edges, strict=True):
        text(draw, (x, cy), value, size, fill=colour, weight=weight, anchor="rm")
