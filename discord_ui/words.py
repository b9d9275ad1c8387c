"""Short texts the bot's messages share: team names, scores, whose move it is, timers, a hand in words."""

from __future__ import annotations

from itertools import groupby

from discord.utils import escape_markdown, escape_mentions

from bot.service import TableInfo
from engine.cards import RANK_LETTERS, rank_of

PHASE_WORDS = {"draw": "draw or take the pile", "play": "meld, add and discard",
               "answer": "answer their partner's question"}


def names(info: TableInfo) -> list[str]:
    """One display name per seat, as pictures show them ("Computer 3 (easy)", "—" for an empty seat)."""
    return [seat.name or "—" for seat in info.seats]


def shown(name: str) -> str:
    """A display name safe inside a message: no accidental formatting, no mention."""
    return escape_mentions(escape_markdown(name))


def team_names(info: TableInfo, *, markdown: bool = True) -> list[str]:
    """Each team's players ("Ann & Cleo"), escaped for messages unless ``markdown`` is False."""
    seat_names = [shown(name) if markdown else name for name in names(info)]
    return [" & ".join(seat_names[seat] for seat in team) for team in info.teams]


def points(number: int) -> str:
    return f"{number:,}"


def scores_line(info: TableInfo) -> str:
    """``Ann & Cleo **1,230** · Bob & Dave **560**``."""
    return " · ".join(f"{team} **{points(score)}**"
                      for team, score in zip(team_names(info), info.scores, strict=True))


def timer_text(seconds: int) -> str:
    if seconds == 0:
        return "no turn timer"
    if seconds % 86400 == 0:
        return f"{seconds // 86400} day(s) per turn"
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h per turn"
    if seconds % 60 == 0:
        return f"{seconds // 60} min per turn"
    return f"{seconds} s per turn"


def on_timeout_text(info: TableInfo) -> str:
    if info.timer_s == 0:
        return ""
    if info.on_timeout == "computer":
        return f", then {a_computer(info.options.get('stand_in', 'medium'))} plays for whoever is late"
    return ", then the table pauses"


def a_computer(level: str) -> str:
    """``an easy computer``, ``a medium computer``."""
    return f"{'an' if level[:1] in 'aeiou' else 'a'} {level} computer"


def to_move_line(info: TableInfo, phase: str | None) -> str:
    """``**Ann** to move: draw or take the pile.`` (or the table's state when nobody is)."""
    if info.status == "paused":
        return "The table is paused: a seated player can resume it."
    if info.status == "finished":
        return "The match is over."
    if info.to_move is None:
        return ""
    seat = info.seats[info.to_move]
    who = f"**{shown(seat.name)}**" + (" (a computer plays for them)" if seat.away else "")
    what = PHASE_WORDS.get(phase or "", "")
    return f"{who} to move" + (f": {what}." if what else ".")


def hand_in_words(hand: tuple[int, ...]) -> str:
    """The cards of a hand by rank, as written in moves: ``JK · 2 2 · A A A · 9``."""
    groups = []
    for rank, cards in groupby(hand, key=rank_of):
        groups.append(" ".join([RANK_LETTERS[rank]] * len(list(cards))))
    return " · ".join(groups) or "(no cards)"


def deal_title(info: TableInfo) -> str:
    deal = "" if info.deal_number is None else f" · deal {info.deal_number + 1}"
    return f"{info.variant_name} · table #{info.id}{deal}"
