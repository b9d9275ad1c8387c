"""The end-of-deal score sheet: each side's itemized points, the match totals, and the winner.

Rows follow the engine's score items (melded cards, canasta bonuses, red threes,
going out, cards left in hand...); a row every side scored nothing on is left out.
The match block shows each team's gain and total (with progress to the target
when given), the running totals of earlier deals, and a banner when the match is won.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from i18n import _, number, signed

from . import theme
from .draw import canvas, pill, png_bytes, text, text_width, wrap
from .labels import joined, result_end, row_name, seat_names

SMALL = theme.MIN_TEXT  # the smallest text, readable on a phone
LINE_H = 21  # px per line of a wrapped name
HEADER_H = 66
LABEL_W = 212
ROW_H = 30
HISTORY_SHOWN = 6  # most recent deals in the running totals (a line says how many earlier ones are left out)
NAME_W = 220  # px for a team's name in the match block (wrapped, never cut)
HISTORY_NAME_W = 148
HISTORY_GAP = 6  # px at least between two headings of the running totals

def score_sheet_png(result, names: Sequence[str] | None = None, team_names: Sequence[str] | None = None,
                    match_scores: Sequence[Sequence[int]] | None = None, winner: int | None = None,
                    target: int | None = None) -> bytes:
    """PNG bytes of a deal's score sheet.

    ``result`` is an engine DealResult; ``names`` one display name per seat (default "Player N");
    ``team_names`` overrides the team names (default: the team's players); ``match_scores`` the cumulative
    team scores after each deal so far (for running totals); ``winner`` the winning team's
    index when the match is over; ``target`` the match target, drawn as progress bars.
    """
    return png_bytes(score_sheet_image(result, names, team_names, match_scores, winner, target))


def team_seats(result, players: int) -> list[tuple[int, ...]]:
    """The seats of each scoring team: one seat per team when teams are single players, else
    the seats of the side with the team's number (sides keep their team's number unless merged)."""
    teams = len(result.team_scores)
    if teams == players:
        return [(seat,) for seat in range(players)]
    by_number = {side.side: side.seats for side in result.sides}
    return [tuple(by_number[t]) for t in range(teams)]


def score_sheet_image(result, names: Sequence[str] | None = None, team_names=None, match_scores=None,
                      winner=None, target=None) -> Image.Image:
    players = 1 + max(seat for side in result.sides for seat in side.seats)
    labels = seat_names(players, names)
    teams = _team_labels(result, labels, team_names)
    sheet = _Sheet(result, labels)
    history = [tuple(s) for s in (match_scores or ())][-HISTORY_SHOWN:]
    match = [wrap(name, SMALL, NAME_W, "medium") for name in teams]
    match_h = 40 + sum(_row_height(lines, 32) for lines in match)
    names_h = [wrap(name, SMALL, HISTORY_NAME_W) for name in teams]
    history_h = (50 + sum(_row_height(lines, 24) for lines in names_h)) if len(history) > 1 else 0
    won = wrap(_("Match won by {team}", team=teams[winner]), 20, theme.WIDTH - 2 * theme.PAD - 20, "bold") \
        if winner is not None else []
    banner_h = 16 + 26 * len(won) + 30 if won else 0
    height = HEADER_H + banner_h + sheet.height + 16 + match_h + history_h + theme.PAD
    image, draw = canvas(height)
    _header(draw, result, labels)
    y = HEADER_H
    if won:
        _banner(draw, y + 10, won, result.team_scores, winner)
        y += banner_h
    sheet.paint(draw, y + 8)
    y += sheet.height + 16
    _match(draw, y, match, result, target)
    y += match_h
    if history_h:
        _history(draw, y, names_h, history, result.number)
    return image


def _row_height(lines: list[str], single: int) -> int:
    """A row's height: ``single`` px for a one-line name, LINE_H more per further line."""
    return single + LINE_H * (len(lines) - 1)


def _team_labels(result, labels, team_names) -> list[str]:
    if team_names is not None:
        if len(team_names) != len(result.team_scores):
            raise ValueError(f"{len(team_names)} team names for {len(result.team_scores)} teams")
        return [str(n) for n in team_names]
    return [joined([labels[s] for s in seats]) for seats in team_seats(result, len(labels))]


def _header(draw: ImageDraw.ImageDraw, result, labels) -> None:
    draw.rectangle((0, 0, theme.WIDTH, HEADER_H), fill=theme.HEADER)
    text(draw, (theme.PAD, 20), _("Deal {number}: scores", number=result.number + 1), 20, weight="bold",
         anchor="lm")
    seat, how = result_end(result)
    if seat is not None:
        line, colour = f"{labels[seat]} {how}", theme.GOLD
    else:
        line, colour = how.capitalize(), theme.MUTED
    text(draw, (theme.PAD, 47), line, SMALL, fill=colour, weight="medium", anchor="lm",
         width=theme.WIDTH - 2 * theme.PAD)


def _banner(draw, y: int, lines: list[str], totals, winner: int) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    draw.rounded_rectangle((left, y, right, y + 8 + 26 * len(lines) + 30), radius=12, fill=theme.GOLD)
    for i, line in enumerate(lines):
        text(draw, (theme.WIDTH // 2, y + 20 + 26 * i), line, 20, fill=theme.GOLD_TEXT, weight="bold",
             anchor="mm")
    order = [winner] + [i for i in range(len(totals)) if i != winner]
    score = "  –  ".join(number(totals[i]) for i in order)
    text(draw, (theme.WIDTH // 2, y + 20 + 26 * len(lines)), score, SMALL, fill=theme.GOLD_TEXT,
         weight="medium", anchor="mm")


class _Sheet:
    """The itemized table: one column per side of the deal, one row per kind of points."""

    def __init__(self, result, labels):
        self.result = result
        self.sides = result.sides
        keys: list[str] = []
        for side in self.sides:
            keys += [item.key for item in side.items if item.key not in keys]
        self.keys = [k for k in keys if any(side.points(k) for side in self.sides)]
        self.col_w = (theme.WIDTH - 2 * theme.PAD - LABEL_W) // len(self.sides)
        self.room = self.col_w - 26  # px for a side's name over its column
        self.headers = [wrap(joined([labels[s] for s in side.seats]), SMALL, self.room, "bold")
                        for side in self.sides]
        self.head_h = 18 + LINE_H * max(len(lines) for lines in self.headers)
        # each row's name, wrapped (never cut: "Sevens short of a canasta"), the row a line taller per line
        self.labels = [wrap(row_name(self._item(self.sides[0], key)), SMALL, LABEL_W - 16)
                       for key in self.keys]
        self.height = self.head_h + sum(_row_height(lines, ROW_H) for lines in self.labels) + 8 + 34

    def _column_right(self, index: int) -> int:
        return theme.PAD + LABEL_W + (index + 1) * self.col_w - 10

    def paint(self, draw: ImageDraw.ImageDraw, y: int) -> None:
        left, right = theme.PAD, theme.WIDTH - theme.PAD
        draw.rounded_rectangle((left, y, right, y + self.height), radius=10, fill=theme.PANEL,
                               outline=theme.PANEL_EDGE)
        for i, (side, lines) in enumerate(zip(self.sides, self.headers, strict=True)):
            col_right = self._column_right(i)
            widest = max(text_width(line, SMALL, "bold") for line in lines)
            bar_x = col_right - int(widest) - 10
            draw.rounded_rectangle((bar_x, y + 10, bar_x + 4, y + self.head_h - 8), radius=2,
                                   fill=theme.side_colour(side.side))
            for j, line in enumerate(lines):
                text(draw, (col_right, y + 10 + j * LINE_H), line, SMALL, weight="bold", anchor="ra")
        row_y = y + self.head_h
        for n, (key, lines) in enumerate(zip(self.keys, self.labels, strict=True)):
            row_h = _row_height(lines, ROW_H)
            if n % 2 == 0:
                draw.rectangle((left + 1, row_y, right - 1, row_y + row_h), fill=theme.FELT_DARK)
            for j, line in enumerate(lines):
                text(draw, (left + 12, row_y + ROW_H // 2 + j * LINE_H), line, SMALL, fill=theme.MUTED,
                     anchor="lm")
            for i, side in enumerate(self.sides):
                self._cell(draw, i, row_y + row_h // 2, self._item(side, key))
            row_y += row_h
        draw.line((left + 10, row_y + 4, right - 10, row_y + 4), fill=theme.PANEL_EDGE, width=2)
        total_y = row_y + 8 + 17
        text(draw, (left + 12, total_y), _("This deal"), 18, weight="bold", anchor="lm")
        for i, side in enumerate(self.sides):
            text(draw, (self._column_right(i), total_y), signed(side.total), 20, weight="bold",
                 fill=theme.TEXT if side.total >= 0 else theme.BAD, anchor="rm")

    @staticmethod
    def _item(side, key):
        return next(item for item in side.items if item.key == key)

    def _cell(self, draw, index: int, cy: int, item) -> None:
        x = self._column_right(index)
        if not item.points:
            text(draw, (x, cy), "–", SMALL, fill=theme.DIM, anchor="rm")
            return
        colour = theme.BAD if item.points < 0 else theme.TEXT
        width = text(draw, (x, cy), number(item.points), SMALL, fill=colour, weight="medium", anchor="rm")
        if item.count:
            text(draw, (x - width - 8, cy), f"({item.count})", SMALL, fill=theme.DIM, anchor="rm")


def _match(draw, y: int, names: list[list[str]], result, target) -> None:
    """Each team's name (wrapped), gain, total and progress to the target."""
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    title = _("Match to {target}", target=number(target)) if target else _("Match")
    text(draw, (left, y + 12), title, 18, weight="bold", anchor="lm")
    cy = y + 40
    for team, lines in enumerate(names):
        gain, total = result.team_points[team], result.team_scores[team]
        draw.rounded_rectangle((left, cy - 10, left + 4, cy + 10 + LINE_H * (len(lines) - 1)), radius=2,
                               fill=theme.side_colour(team))
        for i, line in enumerate(lines):
            text(draw, (left + 12, cy + LINE_H * i), line, SMALL, weight="medium", anchor="lm")
        text(draw, (left + 300, cy), signed(gain), SMALL, fill=theme.GOOD if gain >= 0 else theme.BAD,
             weight="medium", anchor="rm")
        text(draw, (left + 380, cy), number(total), 18, weight="bold", anchor="rm")
        if target:
            bar_left = left + 396
            share = max(0.0, min(1.0, total / target))
            pill(draw, (bar_left, cy - 5, right, cy + 5), fill=theme.FELT_DARK)
            if share > 0:
                pill(draw, (bar_left, cy - 5, bar_left + max(10, int((right - bar_left) * share)), cy + 5),
                     fill=theme.side_colour(team))
        cy += _row_height(lines, 32)


def _history(draw, y: int, names: list[list[str]], history, deal_index: int) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    first = deal_index + 1 - len(history) + 1
    text(draw, (left, y + 12), _("Running totals"), SMALL, fill=theme.MUTED, weight="bold", anchor="lm")
    if first > 1:  # the deals before the columns shown are left out: say how many
        hidden = first - 1
        left_out = _("… {count} earlier deal", count=hidden) if hidden == 1 else \
            _("… {count} earlier deals", count=hidden)
        text(draw, (right, y + 12), left_out, SMALL, fill=theme.DIM, anchor="rm")
    columns = left + HISTORY_NAME_W + 10
    col_w = (right - columns) // HISTORY_SHOWN
    cy = y + 38
    headings = [_("deal {number}", number=first + i) for i in range(len(history))]
    if max(text_width(heading, SMALL) for heading in headings) > col_w - HISTORY_GAP:
        # the language's word does not fit each column ("smazzata 12"): said once, numbers under it
        # Translators: above the running totals' deal numbers, where "deal {number}" is too long for them.
        text(draw, (left, cy), _("deal"), SMALL, fill=theme.DIM, anchor="lm")
        headings = [str(first + i) for i in range(len(history))]
    for i, heading in enumerate(headings):
        text(draw, (columns + (i + 1) * col_w - 6, cy), heading, SMALL, fill=theme.DIM, anchor="rm")
    cy += 24
    for team, lines in enumerate(names):
        for i, line in enumerate(lines):
            text(draw, (left, cy + LINE_H * i), line, SMALL, fill=theme.MUTED, anchor="lm")
        for i, scores in enumerate(history):
            text(draw, (columns + (i + 1) * col_w - 6, cy), number(scores[team]), SMALL,
                 weight="bold" if i == len(history) - 1 else "regular", anchor="rm")
        cy += _row_height(lines, 24)

