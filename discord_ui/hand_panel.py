"""A player's hand panel: what it shows of their own seat (the picture, the cards in words, whose move it
is) and how it reads once its deal is over.

The panel for a seat shows that seat's own cards and nothing else, and only the seated user can
open it (``build_panel`` takes the user, never a seat); it is drawn from one ``SeatSnapshot`` of the
service, whose stamp tells an older drawing from a newer one. A panel belongs to one deal: when the deal ends
it is closed ("Deal N is over.", no controls) and the next deal's hand comes in a new message. Its
controls, and what they do, are ``discord_ui.hand_controls``'.
"""

from __future__ import annotations

import asyncio
import functools
import io
import re
from dataclasses import dataclass, field

import discord

from bot.core.errors import UserError
from bot.service import SeatSnapshot, TableInfo
from engine import SeatView, parse
from engine.rules.acaba import AcabaDeclaration
from i18n import LANGUAGES, _, say, speaking
from render import hand_png, playable_ranks
from render.described import hand_words
from render.text import card_text

from .controls import TurnKey
from .words import deal_title, hand_in_words, names, shown, to_move_line

UNCOUNTED_TITLES = ("Garbage",)  # special hands held without "a"


def deal_over_line(number: int | str) -> str:
    """The first line of a hand panel once its deal is over (``number`` from 1)."""
    return _("**Deal {number} is over.** The score sheet is posted at the table.", number=number)


@dataclass
class HandPanel:
    """One user's view of their seat now: what the panel shows and which controls it offers."""

    info: TableInfo
    user_id: int
    seat: int
    view: SeatView
    legal: list[str]
    focus: dict = field(default_factory=dict)
    stamp: int = 0  # the snapshot's: a panel with a larger stamp shows a later moment of the seat

    @property
    def key(self) -> TurnKey:
        return TurnKey(self.info.deal_number or 0, self.view.turns)

    @property
    def away(self) -> bool:
        return self.info.seats[self.seat].away and self.info.status in ("playing", "paused")

    @property
    def filename(self) -> str:
        return f"hand-{self.info.id}.png"

    def embed(self) -> discord.Embed:
        view = self.view
        side = view.side_of_seat(self.seat)
        if side.opened:
            opened = _("Your side has opened")
        elif view.opening_draw:
            opened = _("Your side needs {points} to open (then {cards} cards come from the stock)",
                       points=say(side.opening_need), cards=view.opening_draw)
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
                         asker=asker, points=_acaba_points(view))
            return _("**{asker} asks to go out.** Your answer binds them for this turn.", asker=asker)
        if self.focus.get("acaba"):
            return _("**Declare Acaba?** The deal ends at once: your side scores 0 for it and the other "
                     "side {points}.", points=_acaba_points(view))
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
                     cards=view.opening_bonus)
        return _("**Your turn.** Meld or add cards if you like, then discard.")

    def special_title(self, move: str) -> str:
        """What a ``call <name>`` move (a legal one) calls: the special hand's title ("Pairs with Twos")."""
        return say(self.view.rules.special_hand(move.split()[1]).title)

    async def file(self) -> discord.File:
        playable = playable_ranks([parse(text) for text in self.legal])
        png = await asyncio.to_thread(hand_png, self.view, names(self.info), playable)
        return discord.File(io.BytesIO(png), filename=self.filename,
                            description=hand_words(self.view, names(self.info)))

    def examples(self) -> str:
        moves = ", ".join(self.legal[:3]) if self.legal else "draw, meld Q Q Q, discard 9"  # the notation
        return _("e.g. {moves}", moves=moves)


def _acaba_points(view: SeatView) -> int:
    """What the other side scores for a deal ended by Acaba (asked only where the variant has it)."""
    feature = view.rules.feature(AcabaDeclaration)
    return feature.points if feature is not None else 0


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
    """The panel of the user's own seat now; UserError when they have none or the match has not started."""
    return panel_of(await service.seat_snapshot(table_id, user_id), user_id, focus)


def panel_of(snapshot: SeatSnapshot, user_id: int, focus: dict | None = None) -> HandPanel:
    """The panel of the user's seat as ``snapshot`` shows it (a move's, or one just asked for); UserError
    when they have no seat or the match has not started."""
    info = snapshot.info
    if snapshot.seat is None:
        raise UserError(_("You are not seated at table #{table}: only its players have a hand. "
                          "`/canasta watch` follows the table.", table=info.id))
    if info.status not in ("playing", "paused", "finished") or snapshot.view is None:
        raise UserError(_("The match at table #{table} has not started yet.", table=info.id))
    return HandPanel(info, user_id, snapshot.seat, snapshot.view, list(snapshot.legal), dict(focus or {}),
                     snapshot.stamp)

