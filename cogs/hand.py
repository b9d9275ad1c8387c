"""Your hand and your turn: the hand panel (picture, cards in words, turn controls) shown only to
its owner, in direct messages or as a private reply, and what its controls do.

The panel for a seat shows that seat's own cards and nothing else, and only the seated user can
open it (``build_panel`` takes the user, never a seat). Its controls are buttons for single moves
(draw, take the pile, pass, ask partner, yes, no, Acaba with its confirmation, the initial-meld bonus, a
special hand's call, type a move, I'm back)
and selects of the legal melds, additions, discards and ways to take the pile (see ``choices``).
Each control carries the table and the turn it was made for; a click on an earlier turn's panel
changes nothing and shows the hand as it is now. A panel belongs to one deal: when the deal ends it
is closed ("Deal N is over.", no controls) and the next deal's hand comes in a new message.
Commands: ``/canasta hand``, ``/canasta hint``, ``/canasta settings``.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands

from bot import logs
from bot.errors import UserError
from bot.service import TableInfo
from bot.storage import preferences
from bot.tree import report_error
from discord_ui.choices import ALL_RANKS, TYPE_IT, kind_of, rank_of_choice, turn_controls
from discord_ui.client import Interaction
from discord_ui.controls import TURN_KEY, Control, TurnKey, custom_id, is_private_message, modal_values
from discord_ui.resolve import service_of, table_choices, table_for
from discord_ui.words import a_computer, deal_title, hand_in_words, names, shown, to_move_line
from engine import SeatView, parse
from engine.cards import card_name
from render import hand_png, playable_ranks

log = logging.getLogger("canasta.hand")

MODAL_ID = re.compile(rf"canasta:t(?P<table>\d+):{TURN_KEY}:typed")
MOVE_INPUT = "move"
BUTTON_LABELS = {"draw": "Draw", "take": "Take the pile", "pass": "Pass (ends the deal)",
                 "ask": "Ask partner to go out", "yes": "Yes, go out", "no": "No, not yet",
                 "acaba": "Acaba…", "ask acaba": "Ask partner: Acaba?", "bonus": "Take the bonus cards"}
ACABA_ANSWER_LABELS = {"yes": "Yes, Acaba", "no": "No, play on"}
BUTTON_STYLES = {"draw": discord.ButtonStyle.primary, "take": discord.ButtonStyle.success,
                 "call": discord.ButtonStyle.success,
                 "yes": discord.ButtonStyle.success, "no": discord.ButtonStyle.danger}
BUTTON_MOVES = {"ask-acaba": "ask acaba", "acaba-sure": "acaba"}  # a button's word -> the move it plays
UNCOUNTED_TITLES = ("Garbage",)  # special hands held without "a"
STALE = "That was from an earlier turn: here is your hand now."
DEAL_OVER = "**Deal {number} is over.** The score sheet is posted at the table."
PLACEHOLDERS = {"take": "Take the pile…", "meld": "Meld…", "add": "Add to a meld…",
                "merge": "Merge two melds…", "discard": "Discard…"}
DELIVERY_CHOICES = [app_commands.Choice(name="In direct messages (the default)", value="dm"),
                    app_commands.Choice(name="Here, privately, when I press My hand", value="private")]


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
            await update_panel(interaction, self.table_id, note="Welcome back: you play your own seat again.")
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
        value = self.item.values[0]
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
        super().__init__(title=f"Your move at table #{table_id}", custom_id=custom_id(table_id, key, "typed"))
        self.add_item(discord.ui.TextInput(label="Move", custom_id=MOVE_INPUT, max_length=200,
                                           placeholder=examples[:100]))


# ---------------------------------------------------------------------- the panel

@dataclass
class HandPanel:
    """One user's view of their seat now: what the panel shows and which controls it offers."""

    info: TableInfo
    user_id: int
    seat: int
    view: SeatView
    legal: list[str]
    focus: dict = field(default_factory=dict)

    @property
    def key(self) -> TurnKey:
        return TurnKey(self.info.deal_number or 0, self.view.turns)

    @property
    def away(self) -> bool:
        return self.info.seats[self.seat].away and self.info.status in ("playing", "paused")

    @property
    def signature(self) -> tuple:
        """Equal signatures show the same seat with the same moves (so the presenter can skip an edit). The
        focus is left out: it is the user's own choice of what to look at (a rank, the Acaba confirmation),
        which a redraw of an unchanged seat must not take away."""
        return (self.info.status, self.info.deal_number, self.info.to_move, self.away, self.view,
                tuple(self.legal))

    @property
    def filename(self) -> str:
        return f"hand-{self.info.id}.png"

    def embed(self) -> discord.Embed:
        view = self.view
        side = view.side_of_seat(self.seat)
        opened = "Your side has opened" if side.opened else f"Your side needs {side.opening_need} to open"
        if not side.opened and view.rules.opening_draw:
            opened += f" (then {view.rules.opening_draw} cards come from the stock)"
        frozen = " (frozen)" if side.pile_frozen else ""
        top = view.pile_top
        pile = (f"pile top **{card_name(top)}** of {view.pile_size}{frozen}" if top is not None
                else "the discard pile is empty")
        canastas = f"canastas {side.canastas} of the {view.canastas_to_go_out} needed to go out"
        if side.going_out_missing and side.canastas >= view.canastas_to_go_out:
            canastas += f" ({side.going_out_missing})"
        lines = [self._status(), f"{opened} · {canastas} · {pile} · stock {view.stock_size}"]
        embed = discord.Embed(title=f"Your hand · {deal_title(self.info)}", description="\n".join(lines),
                              colour=discord.Colour.blue() if self.legal else discord.Colour.dark_grey())
        embed.add_field(name=f"Your cards ({len(view.hand)})", value=hand_in_words(view.hand)[:1024],
                        inline=False)
        embed.set_image(url=f"attachment://{self.filename}")
        embed.set_footer(text="Only you see this · green outline: cards you can meld now · "
                              "/play types any move")
        return embed

    def _status(self) -> str:
        info, view = self.info, self.view
        if info.status == "finished":
            return "The match is over."
        if self.away:
            return "A computer is playing your seat. Press **I'm back** to play again."
        if not self.legal:
            return to_move_line(info, view.phase) or "Not your move."
        if view.phase == "answer":
            asker = shown(info.seats[view.asker].name) if view.asker is not None else "Your partner"
            if view.question == "acaba":
                return (f"**{asker} asks to declare Acaba.** Yes ends the deal now (your side 0, the "
                        f"other {view.rules.acaba_points}); no and they play their turn.")
            return f"**{asker} asks to go out.** Your answer binds them for this turn."
        if self.focus.get("acaba"):
            return ("**Declare Acaba?** The deal ends at once: your side scores 0 for it and the other "
                    f"side {view.rules.acaba_points}.")
        called = next((move for move in self.legal if move.startswith("call ")), None)
        if called is not None:
            hand = view.rules.special_hand(called.split()[1])
            return (f"**Your turn. You hold {_with_article(hand.title)}!** Call it to end the deal for "
                    f"{hand.bonus}.")
        if view.talon:
            return (f"**Your turn.** Your side has opened: discard your last card, and {view.talon} bonus "
                    "cards come from the stock into your hand.")
        if "pass" in self.legal:
            return "**Your turn.** The stock is empty: take the pile, or pass (which ends the deal)."
        if view.phase == "draw" and any(move.startswith("meld") for move in self.legal):
            return "**Your turn.** Open with a meld now, before you draw, or draw from the stock."
        if view.phase == "draw":
            return "**Your turn.** Draw from the stock, or take the discard pile."
        if "bonus" in self.legal:
            return (f"**Your turn.** Your side has opened: take {view.rules.opening_bonus} cards from the "
                    "stock as a bonus if you like, meld or add more, then discard.")
        return "**Your turn.** Meld or add cards if you like, then discard."

    def _special_title(self, move: str) -> str:
        """What a ``call <name>`` move (a legal one) calls: the special hand's title ("Pairs with Twos")."""
        return self.view.rules.special_hand(move.split()[1]).title

    def controls(self) -> discord.ui.View | None:
        if self.info.status == "finished":
            return None
        view = discord.ui.View(timeout=None)
        if self.away:
            view.add_item(TurnButton(self.info.id, self.key, "back", label="I'm back",
                                     style=discord.ButtonStyle.success))
            return view
        if self.focus.get("acaba") and "acaba" in self.legal:
            view.add_item(TurnButton(self.info.id, self.key, "acaba-sure", label="Yes, declare Acaba",
                                     style=discord.ButtonStyle.danger))
            view.add_item(TurnButton(self.info.id, self.key, "acaba-cancel", label="Cancel"))
            return view
        controls = turn_controls(self.legal, self.focus)
        if controls.empty:
            return None
        labels = BUTTON_LABELS | (ACABA_ANSWER_LABELS if self.view.question == "acaba" else {}) | {
            move: f"Call {self._special_title(move)}!" for move in controls.simple
            if move.startswith("call ")}
        for move in controls.simple:
            view.add_item(TurnButton(self.info.id, self.key, move.replace(" ", "-"), label=labels[move],
                                     style=BUTTON_STYLES.get(move.split()[0], discord.ButtonStyle.secondary)))
        view.add_item(TurnButton(self.info.id, self.key, "type", label="Type a move…"))
        for row, (kind, options) in enumerate(controls.selects.items(), start=1):
            placeholder = PLACEHOLDERS[kind]
            if kind in self.focus:
                placeholder = f"{placeholder[:-1]}: pick one…"
            choices = [discord.SelectOption(label=option.label, value=option.value,
                                            description=option.description) for option in options]
            view.add_item(TurnSelect(self.info.id, self.key, kind, choices, placeholder, row=row))
        return view

    async def file(self) -> discord.File:
        playable = playable_ranks([parse(text) for text in self.legal])
        png = await asyncio.to_thread(hand_png, self.view, names(self.info), playable)
        return discord.File(io.BytesIO(png), filename=self.filename, description="Your hand")

    def examples(self) -> str:
        return "e.g. " + ", ".join(self.legal[:3]) if self.legal else "e.g. draw, meld Q Q Q, discard 9"


def _with_article(title: str) -> str:
    """A special hand's title as held: "a Schneider", "a Straight", but "Pairs", "Pairs with Twos",
    "Garbage"."""
    first = title.split()[0]
    return title if first.endswith("s") or first in UNCOUNTED_TITLES else f"a {title}"


def closed_embed(embed: discord.Embed, deal_number: int) -> discord.Embed:
    """A hand panel's embed once its deal is over: the status line says so, the rest stays as last drawn."""
    closed = embed.copy()
    lines = (embed.description or "").split("\n")
    closed.description = "\n".join([DEAL_OVER.format(number=deal_number + 1), *lines[1:]])
    closed.colour = discord.Colour.dark_grey()
    return closed


def is_closed(embed: discord.Embed) -> bool:
    """Whether the hand panel's embed has been closed (``closed_embed``)."""
    return (embed.description or "").startswith(DEAL_OVER.split("{", 1)[0])


async def build_panel(service, table_id: int, user_id: int, focus: dict | None = None) -> HandPanel:
    """The panel of the user's own seat; UserError when they have none or the match has not started."""
    info = await service.get_table(table_id)
    seat = info.seat_of(user_id)
    if seat is None:
        raise UserError(f"You are not seated at table #{table_id}: only its players have a hand. "
                        "`/canasta watch` follows the table.")
    if info.status not in ("playing", "paused", "finished"):
        raise UserError(f"The match at table #{table_id} has not started yet.")
    legal = await service.legal_actions_for(table_id, user_id)
    view = await service.seat_view_for(table_id, user_id)
    return HandPanel(info, user_id, seat, view, legal, dict(focus or {}))


async def render(panel: HandPanel) -> dict:
    """Message fields for sending or editing: embed, the picture, and the controls."""
    return {"embed": panel.embed(), "file": await panel.file(), "view": panel.controls()}


# ---------------------------------------------------------------------- showing and playing

async def show_private_hand(interaction: Interaction, table_id: int, note: str | None = None) -> None:
    """Answer with the user's own panel, visible to them alone."""
    panel = await build_panel(service_of(interaction), table_id, interaction.user.id)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    parts = await render(panel)
    view = parts["view"] or discord.utils.MISSING
    await interaction.followup.send(note or "", embed=parts["embed"], file=parts["file"], view=view,
                                    ephemeral=True)


async def update_panel(interaction: Interaction, table_id: int, *, note: str | None = None,
                       focus: dict | None = None, expected: TurnKey | None = None) -> None:
    """Redraw the panel the user clicked on (already acknowledged) with their seat as it is now."""
    with holding_dm_panel(interaction, table_id):
        await _redraw_panel(interaction, table_id, note, focus, expected)


async def _redraw_panel(interaction: Interaction, table_id: int, note: str | None, focus: dict | None,
                        expected: TurnKey | None) -> None:
    panel = await build_panel(service_of(interaction), table_id, interaction.user.id, focus)
    if expected is not None and panel.key != expected:
        panel.focus = {}
        note = STALE
    if not is_private_message(interaction):  # the panel in their direct messages
        presenter = interaction.client.presenter
        if presenter is not None:
            assert interaction.message is not None  # a click's interaction carries the message clicked
            presenter.note_hand_shown(table_id, interaction.user.id, interaction.message.id, panel.signature)
    parts = await render(panel)
    await interaction.edit_original_response(content=note, embed=parts["embed"], attachments=[parts["file"]],
                                             view=parts["view"])


def holding_dm_panel(interaction: Interaction, table_id: int):
    """Keep the presenter off the DM panel the user clicked while it is played from and redrawn."""
    presenter = interaction.client.presenter
    if presenter is None or is_private_message(interaction):
        return contextlib.nullcontext()
    return presenter.holding_hand(table_id, interaction.user.id)


async def play_from_panel(interaction: Interaction, table_id: int, key: TurnKey, move: str) -> None:
    """Play ``move`` (a move's text, or a button's word) if the panel is current, then redraw it."""
    await interaction.response.defer()
    with holding_dm_panel(interaction, table_id):
        await _play_and_redraw(interaction, table_id, key, move)


async def _play_and_redraw(interaction: Interaction, table_id: int, key: TurnKey, move: str) -> None:
    service = service_of(interaction)
    user_id = interaction.user.id
    panel = await build_panel(service, table_id, user_id)
    if panel.key != key:
        await update_panel(interaction, table_id, note=STALE)
        return
    if move == "take":
        takes = [text for text in panel.legal if kind_of(text) == "take"]
        if len(takes) != 1:
            raise UserError("Choose how to take the pile from the list.")
        move = takes[0]
    result = await service.act(table_id, user_id, move)
    logs.event(log, "played", table=table_id, guild=panel.info.guild_id, user=user_id, action=result.action,
               source="panel")
    note = f"You played **{result.action}**."
    if result.deal_result is not None and not result.match_over:
        # The move ended the deal: this panel stays the deal's, closed; the next deal's hand comes anew.
        assert interaction.message is not None  # a click's interaction carries the message clicked
        embed = closed_embed(interaction.message.embeds[0], panel.key.deal)
        await interaction.edit_original_response(content=note, embed=embed, view=None)
    else:
        await update_panel(interaction, table_id, note=note)


async def open_move_box(interaction: Interaction, table_id: int, key: TurnKey) -> None:
    panel = await build_panel(service_of(interaction), table_id, interaction.user.id)
    box = MoveBox(table_id, key, panel.examples())
    box.stop()  # not kept in memory: the submission is handled by custom id, before or after a restart
    await interaction.response.send_modal(box)


async def submit_move_box(interaction: Interaction, match: re.Match) -> None:
    move = modal_values(interaction.data or {}).get(MOVE_INPUT, "").strip()
    if not move:
        raise UserError("Type a move, e.g. `draw`, `meld Q Q Q` or `discard 9`.")
    await play_from_panel(interaction, int(match["table"]), TurnKey.from_match(match), move)


# ---------------------------------------------------------------------- commands

@app_commands.command(name="hand", description="Your hand and your turn's controls (only you see them)")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def hand_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    await show_private_hand(interaction, info.id)


@app_commands.command(name="hint", description="What a computer player would do in your place, and why")
@app_commands.describe(table="The table (default: this channel's, or your only one)")
async def hint_command(interaction: Interaction, table: int | None = None) -> None:
    info = await table_for(interaction, table)
    service = service_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    decision = await service.hint(info.id, interaction.user.id)
    await interaction.followup.send(
        f"**Hint** ({a_computer(service.settings.hint_level)} would play): `{decision.action}`\n"
        f"{decision.reason}\nPlay it from your controls, or type it with `/play`.", ephemeral=True)


@app_commands.command(name="settings", description="Choose where your hand and turn controls appear")
@app_commands.describe(hand="Where to show your hand (leave out to see your current choice)")
@app_commands.choices(hand=DELIVERY_CHOICES)
async def settings_command(interaction: Interaction, hand: str | None = None) -> None:
    db = service_of(interaction).db
    if hand is not None:
        async with db.transaction() as tx:
            await preferences.set_hand_delivery(tx, interaction.user.id, hand)
        logs.event(log, "settings_changed", user=interaction.user.id, hand_delivery=hand)
    current = await preferences.hand_delivery(db, interaction.user.id)
    where = next(choice.name for choice in DELIVERY_CHOICES if choice.value == current)
    prefix = "Saved. " if hand is not None else ""
    await interaction.response.send_message(
        f"{prefix}Your hand is shown: **{where}**. The **My hand** button under the table always works too.",
        ephemeral=True)


@hand_command.autocomplete("table")
@hint_command.autocomplete("table")
async def table_option(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


async def on_modal_submit(interaction: Interaction) -> None:
    """A submission of the "Type a move" box, recognized by its custom id (so it works after restarts)."""
    data: Mapping[str, Any] = interaction.data or {}
    match = MODAL_ID.fullmatch(data.get("custom_id", ""))
    if match is None:
        return
    try:
        await submit_move_box(interaction, match)
    except Exception as error:  # answered like any other failure
        await report_error(interaction, error)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (hand_command, hint_command, settings_command)
