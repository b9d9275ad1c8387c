"""The lobby card of a table: its settings, seats and state as they are now (open, playing, finished,
closed), the league's word on rating, and the controls that apply."""

from __future__ import annotations

import discord

from bot.service import TableInfo
from engine.ai import LEVELS
from i18n import _

from .lobby_controls import LobbyButton, LobbySelect
from .table_buttons import TableButton
from .words import on_timeout_text, points, scores_line, shown, team_names, timer_text

COLOURS = {"lobby": discord.Colour.blurple(), "playing": discord.Colour.green(),
           "paused": discord.Colour.orange(), "finished": discord.Colour.gold(),
           "abandoned": discord.Colour.light_grey()}


def level_label(level: str) -> str:
    """A computer level as the card's select names it: "Computer (easy)"."""
    # Translators: a computer player's level in the lobby card's menu.
    labels = {"random": _("Computer (random)"), "easy": _("Computer (easy)"),
              "medium": _("Computer (medium)"), "hard": _("Computer (hard)")}
    return labels[level]


def level_text(level: str) -> str:
    """What a computer level plays like, as the card's select describes it (the words of
    ``cogs.lobby.LEVEL_TEXT``)."""
    words = {"random": _("Plays any legal move"), "easy": _("Knows the basics, slips now and then"),
             "medium": _("Plays solidly"), "hard": _("Thinks ahead (about a second a move)")}
    return words.get(level, "")


def lobby_card(info: TableInfo, thread_id: int | None,
               notice: str = "") -> tuple[discord.Embed, discord.ui.View | None]:
    """The lobby card as it should look now, with the controls that apply (None: no controls).
    ``notice`` is the league's word on rating (``LeagueService.rating_notice``; "" outside leagues)."""
    embed = discord.Embed(title=_("{variant} · table #{table}", variant=info.variant_name, table=info.id),
                          colour=COLOURS[info.status])
    if info.status == "lobby":
        # Translators: on the lobby card: whether players may ask for a hint (/canasta hint).
        hints = _("hints on") if info.options.get("hints") else _("hints off")
        target, timer, on_timeout = points(info.target), timer_text(info.timer_s), on_timeout_text(info)
        # Translators: the lobby card's settings: "Target **5,000** · 2 min per turn, then the table
        # pauses · hints on" ({on_timeout} is empty without a timer).
        settings = _("Target **{target}** · {timer}{on_timeout} · {hints}", target=target, timer=timer,
                     on_timeout=on_timeout, hints=hints)
        embed.description = _("**Open table**: press **Join** to take a seat.") + "\n" + settings
        embed.set_footer(text=_("The owner starts once every seat is filled · "
                                "/canasta rules explains the game"))
    elif info.status in ("playing", "paused"):
        if thread_id:
            playing = _("**Playing**: follow the game in <#{thread}>.", thread=thread_id)
        else:
            playing = _("**Playing**: follow the game below.")
        embed.description = playing + "\n" + scores_line(info)
    elif info.status == "finished":
        embed.description = _("**Finished**: {result}", result=result_sentence(info))
    else:
        embed.description = _("This table was closed.")
    if notice and info.status != "abandoned":
        embed.description += f"\n{notice}"
    for number, team in enumerate(info.teams):
        lines = []
        for seat in team:
            taken = info.seats[seat]
            name = shown(taken.name) if taken.name else _("*empty seat*")
            if taken.user_id == info.owner_id:
                lines.append(_("Seat {number}: {name} (owner)", number=seat + 1, name=name))
            else:
                lines.append(_("Seat {number}: {name}", number=seat + 1, name=name))
        if len(team) > 1:
            label = _("Team {number}", number=number + 1)
        else:
            label = _("Player {number}", number=number + 1)
        embed.add_field(name=label, value="\n".join(lines), inline=True)
    return embed, _lobby_view(info)


def result_sentence(info: TableInfo) -> str:
    """``**Ann & Cleo** won with 5,120 to 3,870.`` (said after "Match over at table #12: ")."""
    teams = team_names(info)
    if info.winner_team is None:
        return _("the match ended.")
    others = [points(score) for team, score in enumerate(info.scores) if team != info.winner_team]
    losers = others[0] if others else ""
    for other in others[1:]:
        # Translators: the other sides' points in a match result: "3,870 and 2,150".
        losers = _("{first} and {second}", first=losers, second=other)
    team, score = teams[info.winner_team], points(info.scores[info.winner_team])
    if info.end_reason == "resigned":
        # Translators: a match result, said after "Match over at table #12: " ({team} is "Ann & Cleo").
        return _("**{team}** won with {points} to {others} (the other side resigned).", team=team,
                 points=score, others=losers)
    # Translators: a match result, said after "Match over at table #12: " ({team} is "Ann & Cleo").
    return _("**{team}** won with {points} to {others}.", team=team, points=score, others=losers)


def _lobby_view(info: TableInfo) -> discord.ui.View | None:
    view = discord.ui.View(timeout=None)
    if info.status in ("playing", "paused"):
        # Translators: a button: follow the table's match as a spectator.
        view.add_item(TableButton(info.id, "watch", label=_("Watch"), style=discord.ButtonStyle.secondary))
        return view
    if info.status != "lobby":
        return None
    full = info.is_full
    green, grey, blurple, red = (discord.ButtonStyle.success, discord.ButtonStyle.secondary,
                                 discord.ButtonStyle.primary, discord.ButtonStyle.danger)
    # Translators: a button on the lobby card: take a seat at the table.
    view.add_item(LobbyButton(info.id, "join", label=_("Join"), style=green, disabled=full))
    # Translators: a button on the lobby card: give up one's seat before the match starts.
    view.add_item(LobbyButton(info.id, "leave", label=_("Leave"), style=grey))
    # Translators: a button on the lobby card: move to the other team.
    view.add_item(LobbyButton(info.id, "side", label=_("Switch side"), style=blurple))
    # Translators: a button on the lobby card: start the match.
    view.add_item(LobbyButton(info.id, "start", label=_("Start"), style=green, disabled=not full))
    view.add_item(LobbyButton(info.id, "close", label=_("Close table"), style=red))
    if not full:
        levels = [discord.SelectOption(label=level_label(level), value=level, description=level_text(level))
                  for level in LEVELS]
        view.add_item(LobbySelect(info.id, "add", levels, _("Add a computer player…"), row=1))
    computers = [seat for seat in info.seats if seat.is_computer]
    if computers:
        seats = [discord.SelectOption(label=_("Seat {number}: {name}", number=seat.seat + 1, name=seat.name),
                                      value=str(seat.seat)) for seat in computers]
        view.add_item(LobbySelect(info.id, "remove", seats, _("Remove a computer player…"), row=2))
    return view

