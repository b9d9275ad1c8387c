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
import functools
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
from bot.service.errors import known_table_id
from bot.tree import report_error
from discord_ui.choices import ALL_RANKS, TYPE_IT, kind_of, rank_of_choice, turn_controls
from discord_ui.client import Interaction
from discord_ui.controls import (
    TURN_KEY,
    Control,
    TurnKey,
    chosen,
    custom_id,
    is_private_message,
    modal_values,
)
from discord_ui.resolve import service_of, table_choices, table_for
from discord_ui.words import a_computer, deal_title, hand_in_words, names, shown, to_move_line
from engine import SeatView, parse
from i18n import LANGUAGES, _, say, speaking
from render import hand_png, playable_ranks
from render.described import hand_words
from render.text import card_text

log = logging.getLogger("canasta.hand")

MODAL_ID = re.compile(rf"canasta:t(?P<table>\d+):{TURN_KEY}:typed")
MOVE_INPUT = "move"
BUTTON_STYLES = {"draw": discord.ButtonStyle.primary, "take": discord.ButtonStyle.success,
                 "call": discord.ButtonStyle.success,
                 "yes": discord.ButtonStyle.success, "no": discord.ButtonStyle.danger}
BUTTON_MOVES = {"ask-acaba": "ask acaba", "acaba-sure": "acaba"}  # a button's word -> the move it plays
UNCOUNTED_TITLES = ("Garbage",)  # special hands held without "a"
# The option's choices, translated by the command translator (``canasta sync``); ``delivery_words``
# says the same in the reply.
DELIVERY_CHOICES = [app_commands.Choice(name="In direct messages (the default)", value="dm"),
                    app_commands.Choice(name="Here, privately, when I press My hand", value="private")]


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


def deal_over_line(number: int | str) -> str:
    """The first line of a hand panel once its deal is over (``number`` from 1)."""
    return _("**Deal {number} is over.** The score sheet is posted at the table.", number=number)


def delivery_words(value: str) -> str:
    """A ``DELIVERY_CHOICES`` choice's name, in the language of the person answered."""
    return {"dm": _("In direct messages (the default)"),
            "private": _("Here, privately, when I press My hand")}[value]


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
        if side.opened:
            opened = _("Your side has opened")
        elif view.rules.opening_draw:
            opened = _("Your side needs {points} to open (then {cards} cards come from the stock)",
                       points=say(side.opening_need), cards=view.rules.opening_draw)
        else:
            opened = _("Your side needs {points} to open", points=say(side.opening_need))
        top = view.pile_top
        cards = _("1 card") if view.pile_size == 1 else _("{count} cards", count=view.pile_size)
        if top is None:
            pile = _("the discard pile is empty")
        elif side.pile_frozen:
            pile = _("pile of {cards}, **{card}** on top (frozen)", cards=cards, card=card_text(top))
        else:
            pile = _("pile of {cards}, **{card}** on top", cards=cards, card=card_text(top))
        if side.going_out_missing and side.canastas >= view.canastas_to_go_out:
            # Translators: enough canastas, and what else going out asks ("an escalera needed to go out").
            canastas = _("canastas {have}, {missing}", have=side.canastas,
                         missing=say(side.going_out_missing))
        else:
            canastas = _("canastas {have} of the {needed} needed to go out", have=side.canastas,
                         needed=view.canastas_to_go_out)
        lines = [self._status(), _("{opened} · {canastas} · {pile} · stock {stock}", opened=opened,
                                   canastas=canastas, pile=pile, stock=view.stock_size)]
        embed = discord.Embed(title=_("Your hand · {deal}", deal=deal_title(self.info)),
                              description="\n".join(lines),
                              colour=discord.Colour.blue() if self.legal else discord.Colour.dark_grey())
        embed.add_field(name=_("Your cards ({count})", count=len(view.hand)),
                        value=hand_in_words(view.hand)[:1024], inline=False)
        embed.set_image(url=f"attachment://{self.filename}")
        embed.set_footer(text=_("Only you see this · green outline: cards you can meld now · "
                                "/play types any move"))
        return embed

    def _status(self) -> str:
        info, view = self.info, self.view
        if info.status == "finished":
            return _("The match is over.")
        if self.away:
            return _("A computer is playing your seat. Press **I'm back** to play again.")
        if not self.legal:
            return to_move_line(info, view.phase) or _("Not your move.")
        if view.phase == "answer":
            asker = shown(info.seats[view.asker].name) if view.asker is not None else _("Your partner")
            if view.question == "acaba":
                return _("**{asker} asks to declare Acaba.** Yes ends the deal now (your side 0, the "
                         "other {points}); no and they play their turn.",
                         asker=asker, points=view.rules.acaba_points)
            return _("**{asker} asks to go out.** Your answer binds them for this turn.", asker=asker)
        if self.focus.get("acaba"):
            return _("**Declare Acaba?** The deal ends at once: your side scores 0 for it and the other "
                     "side {points}.", points=view.rules.acaba_points)
        called = next((move for move in self.legal if move.startswith("call ")), None)
        if called is not None:
            hand = view.rules.special_hand(called.split()[1])
            if _held_with_article(str(hand.title)):
                return _("**Your turn. You hold a {hand}!** Call it to end the deal for {bonus}.",
                         hand=say(hand.title), bonus=hand.bonus)
            return _("**Your turn. You hold {hand}!** Call it to end the deal for {bonus}.",
                     hand=say(hand.title), bonus=hand.bonus)
        if view.talon:
            return _("**Your turn.** Your side has opened: discard your last card, and {cards} bonus "
                     "cards come from the stock into your hand.", cards=view.talon)
        if "pass" in self.legal:
            return _("**Your turn.** The stock is empty: take the pile, or pass (which ends the deal).")
        if view.phase == "draw" and any(move.startswith("meld") for move in self.legal):
            return _("**Your turn.** Open with a meld now, before you draw, or draw from the stock.")
        if view.phase == "draw":
            return _("**Your turn.** Draw from the stock, or take the discard pile.")
        if "bonus" in self.legal:
            return _("**Your turn.** Your side has opened: take {cards} cards from the "
                     "stock as a bonus if you like, meld or add more, then discard.",
                     cards=view.rules.opening_bonus)
        return _("**Your turn.** Meld or add cards if you like, then discard.")

    def _special_title(self, move: str) -> str:
        """What a ``call <name>`` move (a legal one) calls: the special hand's title ("Pairs with Twos")."""
        return say(self.view.rules.special_hand(move.split()[1]).title)

    def controls(self) -> discord.ui.View | None:
        if self.info.status == "finished":
            return None
        view = discord.ui.View(timeout=None)
        if self.away:
            view.add_item(TurnButton(self.info.id, self.key, "back", label=_("I'm back"),
                                     style=discord.ButtonStyle.success))
            return view
        if self.focus.get("acaba") and "acaba" in self.legal:
            view.add_item(TurnButton(self.info.id, self.key, "acaba-sure", label=_("Yes, declare Acaba"),
                                     style=discord.ButtonStyle.danger))
            view.add_item(TurnButton(self.info.id, self.key, "acaba-cancel", label=_("Cancel")))
            return view
        controls = turn_controls(self.legal, self.focus)
        if controls.empty:
            return None
        labels = button_labels(self.view.question) | {
            move: _("Call {hand}!", hand=self._special_title(move)) for move in controls.simple
            if move.startswith("call ")}
        for move in controls.simple:
            view.add_item(TurnButton(self.info.id, self.key, move.replace(" ", "-"), label=labels[move],
                                     style=BUTTON_STYLES.get(move.split()[0], discord.ButtonStyle.secondary)))
        view.add_item(TurnButton(self.info.id, self.key, "type", label=_("Type a move…")))
        for row, (kind, options) in enumerate(controls.selects.items(), start=1):
            choices = [discord.SelectOption(label=option.label, value=option.value,
                                            description=option.description) for option in options]
            prompt = placeholder(kind, kind in self.focus)
            view.add_item(TurnSelect(self.info.id, self.key, kind, choices, prompt, row=row))
        return view

    async def file(self) -> discord.File:
        playable = playable_ranks([parse(text) for text in self.legal])
        png = await asyncio.to_thread(hand_png, self.view, names(self.info), playable)
        return discord.File(io.BytesIO(png), filename=self.filename,
                            description=hand_words(self.view, names(self.info)))

    def examples(self) -> str:
        moves = ", ".join(self.legal[:3]) if self.legal else "draw, meld Q Q Q, discard 9"  # the notation
        return _("e.g. {moves}", moves=moves)


def _held_with_article(title: str) -> bool:
    """Whether a special hand is held as "a ...": "a Schneider", "a Straight", but "Pairs", "Pairs with
    Twos", "Garbage"."""
    first = title.split()[0]
    return not (first.endswith("s") or first in UNCOUNTED_TITLES)


def closed_embed(embed: discord.Embed, deal_number: int) -> discord.Embed:
    """A hand panel's embed once its deal is over: the status line says so, the rest stays as last drawn."""
    closed = embed.copy()
    lines = (embed.description or "").split("\n")
    closed.description = "\n".join([deal_over_line(deal_number + 1), *lines[1:]])
    closed.colour = discord.Colour.dark_grey()
    return closed


def is_closed(embed: discord.Embed) -> bool:
    """Whether the hand panel's embed has been closed (``closed_embed``), in whichever language."""
    return any(_deal_over_pattern(language).match(embed.description or "") for language in LANGUAGES)


@functools.cache
def _deal_over_pattern(language: str) -> re.Pattern:
    with speaking(language):
        before, after = deal_over_line("\0").split("\0", 1)
    return re.compile(rf"{re.escape(before)}\d+{re.escape(after)}")


async def build_panel(service, table_id: int, user_id: int, focus: dict | None = None) -> HandPanel:
    """The panel of the user's own seat; UserError when they have none or the match has not started."""
    info = await service.get_table(table_id)
    seat = info.seat_of(user_id)
    if seat is None:
        raise UserError(_("You are not seated at table #{table}: only its players have a hand. "
                          "`/canasta watch` follows the table.", table=table_id))
    if info.status not in ("playing", "paused", "finished"):
        raise UserError(_("The match at table #{table} has not started yet.", table=table_id))
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
    async with holding_dm_panel(interaction, table_id):
        await _redraw_panel(interaction, table_id, note, focus, expected)


async def _redraw_panel(interaction: Interaction, table_id: int, note: str | None, focus: dict | None,
                        expected: TurnKey | None) -> None:
    panel = await build_panel(service_of(interaction), table_id, interaction.user.id, focus)
    if expected is not None and panel.key != expected:
        panel.focus = {}
        note = stale_note()
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
    async with holding_dm_panel(interaction, table_id):
        await _play_and_redraw(interaction, table_id, key, move)


async def _play_and_redraw(interaction: Interaction, table_id: int, key: TurnKey, move: str) -> None:
    service = service_of(interaction)
    user_id = interaction.user.id
    panel = await build_panel(service, table_id, user_id)
    if panel.key != key:
        await update_panel(interaction, table_id, note=stale_note())
        return
    if move == "take":
        takes = [text for text in panel.legal if kind_of(text) == "take"]
        if len(takes) != 1:
            raise UserError(_("Choose how to take the pile from the list."))
        move = takes[0]
    result = await service.act(table_id, user_id, move)
    logs.event(log, "played", table=table_id, guild=panel.info.guild_id, user=user_id, action=result.action,
               source="panel")
    note = _("You played **{move}**.", move=result.action)
    if result.deal_result is not None and not result.match_over:
        # The move ended the deal: this panel stays the deal's, closed; the next deal's hand comes anew.
        assert interaction.message is not None  # a click's interaction carries the message clicked
        embed = closed_embed(interaction.message.embeds[0], panel.key.deal)
        await interaction.edit_original_response(content=note, embed=embed, view=None)
    else:
        await update_panel(interaction, table_id, note=note)


async def open_move_box(interaction: Interaction, table_id: int, key: TurnKey) -> None:
    panel = await build_panel(service_of(interaction), table_id, interaction.user.id)
    if panel.key != key:  # a panel of an earlier turn: no box to type into, but the panel as it is now
        await interaction.response.defer()
        whose = "" if panel.legal else to_move_line(panel.info, panel.view.phase)
        await update_panel(interaction, table_id, note=" ".join(filter(None, (stale_note(), whose))))
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
        _("**Hint** ({computer} would play): `{move}`\n{reason}\nPlay it from your controls, or type it "
          "with `/play`.", computer=a_computer(service.settings.hint_level), move=decision.action,
          reason=say(decision.explanation)), ephemeral=True)


@app_commands.command(name="settings", description="Choose where your hand and turn controls appear")
@app_commands.describe(hand="Where to show your hand (leave out to see your current choice)")
@app_commands.choices(hand=DELIVERY_CHOICES)
async def settings_command(interaction: Interaction, hand: str | None = None) -> None:
    delivery = interaction.client.hand_delivery
    if hand is not None:
        await delivery.choose(interaction.user.id, hand)
        logs.event(log, "settings_changed", user=interaction.user.id, hand_delivery=hand)
    current = await delivery.where(interaction.user.id)
    where = delivery_words(current)
    if hand is not None:
        text = _("Saved. Your hand is shown: **{where}**. The **My hand** button under the table always "
                 "works too.", where=where)
    else:
        text = _("Your hand is shown: **{where}**. The **My hand** button under the table always works too.",
                 where=where)
    await interaction.response.send_message(text, ephemeral=True)


@hand_command.autocomplete("table")
@hint_command.autocomplete("table")
async def table_option(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


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


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (hand_command, hint_command, settings_command)
