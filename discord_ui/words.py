"""Short texts the bot's messages share: team names, scores, whose move it is, timers, a hand in words."""

from __future__ import annotations

from itertools import groupby

from discord.utils import escape_markdown, escape_mentions

from bot.service import TableInfo
from engine.cards import RANK_LETTERS, rank_of
from i18n import _, number


def phase_words(phase: str | None) -> str:
    """What the player to move does in a phase ("draw or take the pile"); "" for another phase."""
    words = {"draw": _("draw or take the pile"), "play": _("meld, add and discard"),
             "answer": _("answer their partner's question")}
    return words.get(phase or "", "")


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


def points(value: int) -> str:
    """A score as the current language writes it (12,300 or 12.300)."""
    return number(value)


def scores_line(info: TableInfo) -> str:
    """``Ann & Cleo **1,230** · Bob & Dave **560**``."""
    return " · ".join(f"{team} **{points(score)}**"
                      for team, score in zip(team_names(info), info.scores, strict=True))


def timer_text(seconds: int) -> str:
    if seconds == 0:
        return _("no turn timer")
    if seconds % 86400 == 0:
        days = seconds // 86400
        return _("1 day per turn") if days == 1 else _("{days} days per turn", days=days)
    if seconds % 3600 == 0:
        return _("{hours} h per turn", hours=seconds // 3600)
    if seconds % 60 == 0:
        return _("{minutes} min per turn", minutes=seconds // 60)
    return _("{seconds} s per turn", seconds=seconds)


def on_timeout_text(info: TableInfo) -> str:
    if info.timer_s == 0:
        return ""
    if info.on_timeout == "computer":
        computer = a_computer(info.options.get("stand_in", "medium"))
        # Translators: follows the turn timer on the lobby card ("2 min per turn, then an easy computer
        # plays for whoever is late"); {computer} is "an easy computer", "a hard computer"...
        return _(", then {computer} plays for whoever is late", computer=computer)
    # Translators: follows the turn timer on the lobby card ("2 min per turn, then the table pauses").
    return _(", then the table pauses")


def a_computer(level: str) -> str:
    """``an easy computer``, ``a medium computer``."""
    # Translators: the computer that plays for a late player or gives hints, by its level of play.
    words = {"random": _("a random computer"), "easy": _("an easy computer"),
             "medium": _("a medium computer"), "hard": _("a hard computer")}
    return words.get(level) or _("a {level} computer", level=level)


def to_move_line(info: TableInfo, phase: str | None) -> str:
    """``**Ann** to move: draw or take the pile.`` (or the table's state when nobody is)."""
    if info.status == "paused":
        return _("The table is paused: a seated player can resume it.")
    if info.status == "finished":
        return _("The match is over.")
    if info.to_move is None:
        return ""
    seat = info.seats[info.to_move]
    name, what = shown(seat.name), phase_words(phase)
    if seat.away:
        if what:
            # Translators: {what} is what the player does now ("draw or take the pile").
            return _("**{name}** (a computer plays for them) to move: {what}.", name=name, what=what)
        return _("**{name}** (a computer plays for them) to move.", name=name)
    if what:
        # Translators: {what} is what the player does now ("draw or take the pile").
        return _("**{name}** to move: {what}.", name=name, what=what)
    return _("**{name}** to move.", name=name)


def hand_in_words(hand: tuple[int, ...]) -> str:
    """The cards of a hand by rank, as written in moves: ``JK · 2 2 · A A A · 9``."""
    groups = []
    for rank, cards in groupby(hand, key=rank_of):
        groups.append(" ".join([RANK_LETTERS[rank]] * len(list(cards))))
    return " · ".join(groups) or _("(no cards)")


def deal_title(info: TableInfo) -> str:
    """``Classic Canasta · table #12 · deal 3`` (no deal before the start)."""
    if info.deal_number is None:
        return _("{variant} · table #{table}", variant=info.variant_name, table=info.id)
    return _("{variant} · table #{table} · deal {number}", variant=info.variant_name, table=info.id,
             number=info.deal_number + 1)
