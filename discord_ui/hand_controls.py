"""The hand panel's controls and what they do: the buttons, selects and the "Type a move" box drawn for a
panel, the play from them, and the panel shown privately.

Its controls are buttons for single moves (draw, take the pile, pass, ask partner, yes, no, Acaba with its
confirmation, the initial-meld bonus, a special hand's call, type a move, I'm back) and selects of the
legal melds, additions, discards and ways to take the pile (see ``choices``). Each control carries the
table and the turn it was made for; a click on an earlier turn's panel changes nothing and shows the
hand as it is now. The panel itself is ``discord_ui.hand_panel``'s.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

import discord

from bot.core import logs
from bot.core.errors import UserError
from bot.discord.presenting import Click, Clicked, Shown
from bot.discord.tree import report_error
from bot.service import SeatSnapshot
from bot.service.errors import known_table_id
from i18n import _

from .choices import ALL_RANKS, TYPE_IT, kind_of, rank_of_choice, turn_controls
from .client import Interaction
from .controls import TURN_KEY, Control, TurnKey, chosen, custom_id, is_private_message, modal_values
from .hand_panel import HandPanel, closed_embed, panel_of
from .resolve import service_of
from .words import to_move_line

log = logging.getLogger("canasta.hand")  # the name its events have always had

MODAL_ID = re.compile(rf"canasta:t(?P<table>\d+):{TURN_KEY}:typed")
MOVE_INPUT = "move"
BUTTON_STYLES = {"draw": discord.ButtonStyle.primary, "take": discord.ButtonStyle.success,
                 "call": discord.ButtonStyle.success,
                 "yes": discord.ButtonStyle.success, "no": discord.ButtonStyle.danger}
BUTTON_MOVES = {"ask-acaba": "ask acaba", "acaba-sure": "acaba"}  # a button's word -> the move it plays


def button_labels(question: str | None) -> dict[str, str]:
    """The labels of the single moves' buttons (an Acaba question's answers have their own)."""
    labels = {"draw": _("Draw"), "take": _("Take the pile"), "pass": _("Pass (ends the deal)"),
              "ask": _("Ask partner to go out"), "yes": _("Yes, go out"), "no": _("No, not yet"),
              "acaba": _("Acaba…"), "ask acaba": _("Ask partner: Acaba?"), "bonus": _("Take the bonus cards")}
    if question == "acaba":
        labels |= {"yes": _("Yes, Acaba"), "no": _("No, play on")}
    return labels


def placeholder(kind: str, focused: bool) -> str:
    """A select's placeholder; ``focused``: it lists one rank's moves."""
    if focused:
        return {"take": _("Take the pile: pick one…"), "meld": _("Meld: pick one…"),
                "add": _("Add to a meld: pick one…"), "merge": _("Merge two melds: pick one…"),
                "discard": _("Discard: pick one…")}[kind]
    return {"take": _("Take the pile…"), "meld": _("Meld…"), "add": _("Add to a meld…"),
            "merge": _("Merge two melds…"), "discard": _("Discard…")}[kind]


def stale_note() -> str:
    return _("That was from an earlier turn: here is your hand now.")



class TurnButton(Control[discord.ui.Button],
                 template=rf"canasta:t(?P<table>\d+):{TURN_KEY}:"
                          r"(?P<what>draw|take|pass|ask|yes|no|type|back|acaba|acaba-sure|acaba-cancel|ask-acaba|bonus"
                          r"|call-[a-z]+)"):
    def __init__(self, table_id: int, key: TurnKey, what: str, *, label: str = "",
                 style=discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label or what, style=style,
                                           custom_id=custom_id(table_id, key, what)), row=0)
        self.table_id, self.key, self.what = table_id, key, what

    @classmethod
    def from_match(cls, item, match):
        return cls(int(match["table"]), TurnKey.from_match(match), match["what"], label=item.label,
                   style=item.style)

    async def run(self, interaction: Interaction) -> None:
        if self.what == "type":
            await open_move_box(interaction, self.table_id, self.key)
        elif self.what == "back":
            await interaction.response.defer()
            await service_of(interaction).back(self.table_id, interaction.user.id)
            await update_panel(interaction, self.table_id,
                               note=_("Welcome back: you play your own seat again."))
        elif self.what in ("acaba", "acaba-cancel"):  # Acaba ends the deal: it is asked twice
            await interaction.response.defer()
            focus = {"acaba": 1} if self.what == "acaba" else {}
            await update_panel(interaction, self.table_id, focus=focus, expected=self.key)
        else:
            move = BUTTON_MOVES.get(self.what, self.what.replace("-", " "))  # call-blitz: call blitz
            await play_from_panel(interaction, self.table_id, self.key, move)


class TurnSelect(Control[discord.ui.Select],
                 template=rf"canasta:t(?P<table>\d+):{TURN_KEY}:pick:(?P<kind>take|meld|add|merge|discard)"):
    def __init__(self, table_id: int, key: TurnKey, kind: str, options: list[discord.SelectOption],
                 placeholder: str = "", row: int | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id(table_id, key, "pick", kind), options=options,
                                           placeholder=placeholder), row=row)
        self.table_id, self.key, self.kind = table_id, key, kind

    @classmethod
    def from_match(cls, item, match):
        return cls(int(match["table"]), TurnKey.from_match(match), match["kind"], item.options,
                   item.placeholder)

    async def run(self, interaction: Interaction) -> None:
        value = chosen(self.item.values)
        if value == TYPE_IT:
            await open_move_box(interaction, self.table_id, self.key)
        elif value == ALL_RANKS or rank_of_choice(value) is not None:
            await interaction.response.defer()
            focus = {} if value == ALL_RANKS else {self.kind: rank_of_choice(value)}
            await update_panel(interaction, self.table_id, focus=focus, expected=self.key)
        else:
            await play_from_panel(interaction, self.table_id, self.key, value)


class MoveBox(discord.ui.Modal):
    """A box to type any move in the notation of ``/play``."""

    def __init__(self, table_id: int, key: TurnKey, examples: str) -> None:
        super().__init__(title=_("Your move at table #{table}", table=table_id),
                         custom_id=custom_id(table_id, key, "typed"))
        self.add_item(discord.ui.TextInput(label=_("Move"), custom_id=MOVE_INPUT, max_length=200,
                                           placeholder=examples[:100]))


def panel_controls(panel: HandPanel) -> discord.ui.View | None:
    """The panel's controls for its seat now (None: nothing to do)."""
    if panel.info.status == "finished":
        return None
    view = discord.ui.View(timeout=None)
    if panel.away:
        view.add_item(TurnButton(panel.info.id, panel.key, "back", label=_("I'm back"),
                                 style=discord.ButtonStyle.success))
        return view
    if panel.focus.get("acaba") and "acaba" in panel.legal:
        view.add_item(TurnButton(panel.info.id, panel.key, "acaba-sure", label=_("Yes, declare Acaba"),
                                 style=discord.ButtonStyle.danger))
        view.add_item(TurnButton(panel.info.id, panel.key, "acaba-cancel", label=_("Cancel")))
        return view
    controls = turn_controls(panel.legal, panel.focus)
    if controls.empty:
        return None
    labels = button_labels(panel.view.question) | {
        move: _("Call {hand}!", hand=panel.special_title(move)) for move in controls.simple
        if move.startswith("call ")}
    for move in controls.simple:
        view.add_item(TurnButton(panel.info.id, panel.key, move.replace(" ", "-"), label=labels[move],
                                 style=BUTTON_STYLES.get(move.split()[0], discord.ButtonStyle.secondary)))
    view.add_item(TurnButton(panel.info.id, panel.key, "type", label=_("Type a move…")))
    for row, (kind, options) in enumerate(controls.selects.items(), start=1):
        choices = [discord.SelectOption(label=option.label, value=option.value,
                                        description=option.description) for option in options]
        prompt = placeholder(kind, kind in panel.focus)
        view.add_item(TurnSelect(panel.info.id, panel.key, kind, choices, prompt, row=row))
    return view


async def render(panel: HandPanel) -> dict:
    """Message fields for sending or editing: embed, the picture, and the controls."""
    return {"embed": panel.embed(), "file": await panel.file(), "view": panel_controls(panel)}


# ---------------------------------------------------------------------- showing and playing

async def show_private_hand(interaction: Interaction, table_id: int, note: str | None = None,
                            snapshot: SeatSnapshot | None = None) -> None:
    """Answer with the user's own panel (of their seat now, or as ``snapshot`` has it), to them alone."""
    if snapshot is None:
        snapshot = await service_of(interaction).seat_snapshot(table_id, interaction.user.id)
    panel = panel_of(snapshot, interaction.user.id)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    parts = await render(panel)
    view = parts["view"] or discord.utils.MISSING
    await interaction.followup.send(note or "", embed=parts["embed"], file=parts["file"], view=view,
                                    ephemeral=True)


async def update_panel(interaction: Interaction, table_id: int, *, note: str | None = None,
                       focus: dict | None = None, expected: TurnKey | None = None) -> None:
    """Redraw the panel the user clicked on (already acknowledged) with their seat as it is now; a panel
    of a turn other than ``expected`` loses its focus and says it was out of date."""
    user_id = interaction.user.id

    async def look() -> Shown:
        snapshot = await service_of(interaction).seat_snapshot(table_id, user_id)
        if expected is not None and panel_of(snapshot, user_id).key != expected:
            return Shown(snapshot, stale_note())
        return Shown(snapshot, note, focus)

    await after_click(interaction, table_id, look)


async def after_click(interaction: Interaction, table_id: int, click: Click) -> None:
    """Do ``click``'s work and show what it leaves on the panel clicked (already acknowledged): a hand
    message in direct messages is the presenter's to draw, so the presenter does the work while its own
    drawings of that message wait; a private answer is the click's own."""
    presenter = None if is_private_message(interaction) else interaction.client.presenter
    if presenter is not None:
        message = interaction.message
        assert message is not None  # a click's interaction carries the message clicked
        clicked = Clicked(message.id, message.embeds[0] if message.embeds else None,
                          interaction.edit_original_response)
        await presenter.after_click(table_id, interaction.user.id, clicked, click)
        return
    shown = await click()
    panel = panel_of(shown.snapshot, interaction.user.id, shown.focus)
    if shown.deal_over:  # this panel stays its deal's, closed; the next deal's hand comes anew
        assert interaction.message is not None  # a click's interaction carries the message clicked
        embed = closed_embed(interaction.message.embeds[0], (panel.info.deal_number or 1) - 1)
        await interaction.edit_original_response(content=shown.note, embed=embed, view=None)
        return
    parts = await render(panel)
    await interaction.edit_original_response(content=shown.note, embed=parts["embed"],
                                             attachments=[parts["file"]], view=parts["view"])


async def play_from_panel(interaction: Interaction, table_id: int, key: TurnKey, move: str) -> None:
    """Play ``move`` (a move's text, or a button's word) if the panel is current, then redraw it."""
    await interaction.response.defer()
    service = service_of(interaction)
    user_id = interaction.user.id

    async def play() -> Shown:
        snapshot = await service.seat_snapshot(table_id, user_id)
        panel = panel_of(snapshot, user_id)
        if panel.key != key:
            return Shown(snapshot, stale_note())
        result = await service.act(table_id, user_id, _move_text(move, panel.legal))
        logs.event(log, "played", table=table_id, guild=panel.info.guild_id, user=user_id,
                   action=result.action, source="panel")
        return Shown(result.snapshot, _("You played **{move}**.", move=result.action),
                     deal_over=result.deal_result is not None and not result.match_over)

    await after_click(interaction, table_id, play)


def _move_text(move: str, legal: list[str]) -> str:
    """The move a button's word stands for: "take" is the one way to take the pile."""
    if move != "take":
        return move
    takes = [text for text in legal if kind_of(text) == "take"]
    if len(takes) != 1:
        raise UserError(_("Choose how to take the pile from the list."))
    return takes[0]


async def open_move_box(interaction: Interaction, table_id: int, key: TurnKey) -> None:
    snapshot = await service_of(interaction).seat_snapshot(table_id, interaction.user.id)
    panel = panel_of(snapshot, interaction.user.id)
    if panel.key != key:  # a panel of an earlier turn: no box to type into, but the panel as it is now
        await interaction.response.defer()
        whose = "" if panel.legal else to_move_line(panel.info, panel.view.phase)

        async def look() -> Shown:
            return Shown(snapshot, " ".join(filter(None, (stale_note(), whose))))

        await after_click(interaction, table_id, look)
        return
    box = MoveBox(table_id, key, panel.examples())
    box.stop()  # not kept in memory: the submission is handled by custom id, before or after a restart
    await interaction.response.send_modal(box)


async def submit_move_box(interaction: Interaction, match: re.Match) -> None:
    move = modal_values(interaction.data or {}).get(MOVE_INPUT, "").strip()
    if not move:
        raise UserError(_("Type a move, e.g. `draw`, `meld Q Q Q` or `discard 9`."))
    table_id = known_table_id(int(match["table"]))  # a forged id past 64 bits is no table
    await play_from_panel(interaction, table_id, TurnKey.from_match(match), move)


async def on_modal_submit(interaction: Interaction) -> bool:
    """A submission of the "Type a move" box, recognized by its custom id (so it works after restarts);
    False when the custom id is not the box's."""
    data: Mapping[str, Any] = interaction.data or {}
    match = MODAL_ID.fullmatch(data.get("custom_id", ""))
    if match is None:
        return False
    try:
        await submit_move_box(interaction, match)
    except Exception as error:  # answered like any other failure
        await report_error(interaction, error)
    return True

