"""The end-of-deal score sheet: each side's itemized points, the match totals, and the winner.

Rows follow the engine's score items (melded cards, canasta bonuses, red threes,
going out, cards left in hand...); a row every side scored nothing on is left out.
The match block shows each team's gain and total (with progress to the target
when given), the running totals of earlier deals, and a banner when the match is won.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from . import theme
from .draw import canvas, pill, png_bytes, text, text_width, wrap
from .labels import joined, seat_names

HEADER_H = 58
LABEL_W = 172
ROW_H = 27
HEAD_ROW_H = 46
HISTORY_SHOWN = 8  # most recent deals in the running totals

ROW_NAMES = {
    "melds": "Cards melded",
    "natural_canastas": "Natural canastas",
    "mixed_canastas": "Mixed canastas",
    "red_threes": "Red threes",
    "going_out": "Going out",
    "concealed": "Going out concealed",
    "hand": "Cards left in hand",
}


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
    match_h = 40 + len(teams) * 30
    history_h = (34 + 22 * (len(teams) + 1)) if len(history) > 1 else 0
    banner_h = 74 if winner is not None else 0
    height = HEADER_H + banner_h + sheet.height + 16 + match_h + history_h + theme.PAD
    image, draw = canvas(height)
    _header(draw, result, labels)
    y = HEADER_H
    if winner is not None:
        _banner(draw, y + 10, teams[winner], result.team_scores, teams, winner)
        y += banner_h
    sheet.paint(draw, y + 8)
    y += sheet.height + 16
    _match(draw, y, teams, result, target)
    y += match_h
    if history_h:
        _history(draw, y, teams, history, result.number)
    return image


def _team_labels(result, labels, team_names) -> list[str]:
    if team_names is not None:
        if len(team_names) != len(result.team_scores):
            raise ValueError(f"{len(team_names)} team names for {len(result.team_scores)} teams")
        return [str(n) for n in team_names]
    return [joined([labels[s] for s in seats]) for seats in team_seats(result, len(labels))]


def _header(draw: ImageDraw.ImageDraw, result, labels) -> None:
    draw.rectangle((0, 0, theme.WIDTH, HEADER_H), fill=theme.HEADER)
    text(draw, (theme.PAD, 18), f"Deal {result.number + 1}: scores", 18, weight="bold", anchor="lm")
    if result.went_out is not None:
        concealed = any(side.points("concealed") for side in result.sides)
        line = f"{labels[result.went_out]} went out" + (" concealed" if concealed else "")
        colour = theme.GOLD
    else:
        line, colour = "The stock ran out", theme.MUTED
    text(draw, (theme.PAD, 42), line, 15, fill=colour, weight="medium", anchor="lm",
         width=theme.WIDTH - 2 * theme.PAD)


def _banner(draw, y: int, name: str, totals, teams, winner: int) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    draw.rounded_rectangle((left, y, right, y + 58), radius=12, fill=theme.GOLD)
    text(draw, (theme.WIDTH // 2, y + 20), f"Match won by {name}", 20, fill=theme.GOLD_TEXT, weight="bold",
         anchor="mm", width=right - left - 20)
    score = "  –  ".join(f"{totals[i]:,}" for i in [winner] + [i for i in range(len(teams)) if i != winner])
    text(draw, (theme.WIDTH // 2, y + 42), score, 15, fill=theme.GOLD_TEXT, weight="medium", anchor="mm")


class _Sheet:
    """The itemized table: one column per side of the deal, one row per kind of points."""

    def __init__(self, result, labels):
        self.result = result
        self.sides = result.sides
        keys: list[str] = []
        for side in self.sides:
            keys += [item.key for item in side.items if item.key not in keys]
        self.keys = [k for k in keys if any(side.points(k) for side in self.sides)]
        self.headers = [joined([labels[s] for s in side.seats]) for side in self.sides]
        self.col_w = (theme.WIDTH - 2 * theme.PAD - LABEL_W) // len(self.sides)
        self.height = HEAD_ROW_H + ROW_H * len(self.keys) + 8 + 32

    def _column_right(self, index: int) -> int:
        return theme.PAD + LABEL_W + (index + 1) * self.col_w - 10

    def paint(self, draw: ImageDraw.ImageDraw, y: int) -> None:
        left, right = theme.PAD, theme.WIDTH - theme.PAD
        draw.rounded_rectangle((left, y, right, y + self.height), radius=10, fill=theme.PANEL,
                               outline=theme.PANEL_EDGE)
        for i, (side, header) in enumerate(zip(self.sides, self.headers, strict=True)):
            col_left = theme.PAD + LABEL_W + i * self.col_w
            col_right = self._column_right(i)
            room = col_right - col_left - 16
            lines = wrap(header, 14, room, "bold")[:2]
            widest = max(text_width(line, 14, "bold") for line in lines)
            bar_x = col_right - min(room, int(widest)) - 10
            draw.rounded_rectangle((bar_x, y + 10, bar_x + 4, y + HEAD_ROW_H - 8), radius=2,
                                   fill=theme.side_colour(side.side))
            for j, line in enumerate(lines):
                text(draw, (col_right, y + 10 + j * 17 + (8 if len(lines) == 1 else 0)), line, 14,
                     weight="bold", anchor="ra", width=room)
        row_y = y + HEAD_ROW_H
        for n, key in enumerate(self.keys):
            if n % 2 == 0:
                draw.rectangle((left + 1, row_y, right - 1, row_y + ROW_H), fill=theme.FELT_DARK)
            label = ROW_NAMES.get(key) or self._item(self.sides[0], key).label.capitalize()
            text(draw, (left + 12, row_y + ROW_H // 2), label, 14, fill=theme.MUTED, anchor="lm",
                 width=LABEL_W - 16)
            for i, side in enumerate(self.sides):
                self._cell(draw, i, row_y, self._item(side, key))
            row_y += ROW_H
        draw.line((left + 10, row_y + 4, right - 10, row_y + 4), fill=theme.PANEL_EDGE, width=2)
        total_y = row_y + 8 + 16
        text(draw, (left + 12, total_y), "This deal", 16, weight="bold", anchor="lm")
        for i, side in enumerate(self.sides):
            text(draw, (self._column_right(i), total_y), f"{side.total:+,}", 18, weight="bold",
                 fill=theme.TEXT if side.total >= 0 else theme.BAD, anchor="rm")

    @staticmethod
    def _item(side, key):
        return next(item for item in side.items if item.key == key)

    def _cell(self, draw, index: int, row_y: int, item) -> None:
        x = self._column_right(index)
        cy = row_y + ROW_H // 2
        if not item.points:
            text(draw, (x, cy), "–", 15, fill=theme.DIM, anchor="rm")
            return
        colour = theme.BAD if item.points < 0 else theme.TEXT
        width = text(draw, (x, cy), f"{item.points:,}", 15, fill=colour, weight="medium", anchor="rm")
        count = item.label.split()[0]
        if count.isdigit() and item.key != "melds":
            text(draw, (x - width - 8, cy), f"({count})", 13, fill=theme.DIM, anchor="rm")


def _match(draw, y: int, teams, result, target) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    title = "Match" + (f" to {target:,}" if target else "")
    text(draw, (left, y + 12), title, 16, weight="bold", anchor="lm")
    row_y = y + 40
    for team, name in enumerate(teams):
        gain, total = result.team_points[team], result.team_scores[team]
        cy = row_y + team * 30
        draw.rounded_rectangle((left, cy - 9, left + 4, cy + 9), radius=2, fill=theme.side_colour(team))
        text(draw, (left + 12, cy), name, 15, weight="medium", anchor="lm", width=200)
        text(draw, (left + 300, cy), f"{gain:+,}", 15, fill=theme.GOOD if gain >= 0 else theme.BAD,
             weight="medium", anchor="rm")
        text(draw, (left + 380, cy), f"{total:,}", 17, weight="bold", anchor="rm")
        if target:
            bar_left = left + 396
            share = max(0.0, min(1.0, total / target))
            pill(draw, (bar_left, cy - 5, right, cy + 5), fill=theme.FELT_DARK)
            if share > 0:
                pill(draw, (bar_left, cy - 5, bar_left + max(10, int((right - bar_left) * share)), cy + 5),
                     fill=theme.side_colour(team))


def _history(draw, y: int, teams, history, number: int) -> None:
    left, right = theme.PAD, theme.WIDTH - theme.PAD
    first = number + 1 - len(history) + 1
    text(draw, (left, y + 12), "Running totals", 14, fill=theme.MUTED, weight="bold", anchor="lm")
    col_w = (right - left - 150) // HISTORY_SHOWN
    row_y = y + 34
    for i in range(len(history)):
        text(draw, (left + 150 + (i + 1) * col_w - 6, row_y), f"deal {first + i}", 12, fill=theme.DIM,
             anchor="rm")
    for team, name in enumerate(teams):
        cy = row_y + (team + 1) * 22
        text(draw, (left, cy), name, 13, fill=theme.MUTED, anchor="lm", width=140)
        for i, scores in enumerate(history):
            text(draw, (left + 150 + (i + 1) * col_w - 6, cy), f"{scores[team]:,}", 13,
                 weight="bold" if i == len(history) - 1 else "regular", anchor="rm")
