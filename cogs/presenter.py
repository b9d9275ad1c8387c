"""The presenter: turns the table service's events into Discord messages nobody asked for directly.

It keeps each table's lobby card (with the league's word on whether the match is rated), table
picture and players' hand messages up to date:
- the table picture is edited as play goes on (at most one edit per ``table_edit_interval_s``
  seconds per table, from ``bot.core.config``, so fast computer players are coalesced) and posted again,
  mentioning the player, when a person's turn starts, so the newest picture and the ping sit at the
  bottom of the thread;
- each player's hand goes to their direct messages at the start of each deal and is updated after
  every move at the table (so a waiting player sees whose move it is), editing one message per deal
  (``discord_ui.hand_messages``, which alone draws them: a click on one hands it its work, and it
  draws the seat the click leaves). When DMs are closed (403, code 50007) the thread says so once,
  naming no card, and **My hand** answers privately instead;
- score sheets, the match result and notices (time ran out, paused) are posted in order
  (``discord_ui.table_posts``).
Message ids are stored (``bot.discord.state.TableMessages``), so a restarted bot edits the same messages.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import discord
from discord.ext import commands

from bot.core import logs
from bot.discord.presenting import Click, Clicked
from bot.discord.state import MessageRef
from bot.service import DealScored, DealSwing, MatchOver, TableChanged, TableInfo, YourTurn
from discord_ui.client import CanastaBot
from discord_ui.feeds import Feed
from discord_ui.hand_messages import HandMessages
from discord_ui.lobby_card import lobby_card
from discord_ui.table_buttons import table_controls
from discord_ui.table_card import table_embed, table_picture
from discord_ui.table_posts import TablePosts
from discord_ui.words import shown
from i18n import _
from render.labels import from_stock

log = logging.getLogger("canasta.presenter")

LOBBY_REASONS = {"created", "joined", "left", "side_switched", "computer_added", "computer_removed",
                 "disbanded", "abandoned"}


@dataclass(frozen=True)
class Ping:
    """A person's turn: the table picture is posted again, mentioning them, once per turn."""

    user_id: int
    deal: int | None
    turn: int
    answering: bool

    @property
    def key(self) -> str:
        """Stored with the picture message, so a restarted bot does not announce the turn twice."""
        return f"{self.user_id}/{self.deal}/{self.turn}/{'answer' if self.answering else 'turn'}"


class Presenter(commands.Cog):
    def __init__(self, bot: CanastaBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.messages = bot.table_messages
        self.delivery = bot.hand_delivery
        self.feeds: dict[tuple, Feed] = {}
        # table -> (seat that moved, move, cards it brought from the stock); the seat is named when the
        # picture is drawn, in the thread's language
        self.last_move: dict[int, tuple[int, str, int]] = {}
        self.repost: set[int] = set()
        self.hands = HandMessages(bot, self._dms_closed)  # each player's hand message in their DMs
        self.posts = TablePosts(bot)  # score sheets, results and notices in each table's channel
        self.table_languages: dict[int, str] = {}  # what each table's thread is written in
        self._unsubscribe: Callable[[], None] | None = None

    async def cog_load(self) -> None:
        self._unsubscribe = self.service.subscribe(self.on_event)
        self.bot.presenter = self  # what the other extensions may ask (bot.discord.presenting)

    async def cog_unload(self) -> None:
        self.bot.presenter = None
        if self._unsubscribe is not None:
            self._unsubscribe()
        for feed in self.feeds.values():
            feed.cancel()

    # ------------------------------------------------------------------ what cogs tell the presenter
    # (bot.discord.presenting.Presenting: they reach it as ``bot.presenter`` and never import it)

    def repost_table(self, table_id: int) -> None:
        """Post the table picture again at the bottom of its channel (``/canasta table``)."""
        self.repost.add(table_id)
        self._table_feed(table_id).refresh()

    async def after_click(self, table_id: int, user_id: int, clicked: Clicked, click: Click) -> None:
        """Do a click's work on the user's hand message in their DMs and draw what it leaves there."""
        await self.hands.after_click(table_id, user_id, clicked, click)

    async def refresh_lobbies_of(self, user_id: int, guild_id: int, league_id: int) -> None:
        """Redraw the lobby cards of the user's waiting tables in a league (whether the match
        will be rated depends on who is a member)."""
        for table_id in await self.service.open_tables_of(user_id, guild_id):
            info = await self.service.get_table(table_id)
            if info.status == "lobby" and info.league_id == league_id:
                self._lobby_feed(table_id).refresh()

    # ------------------------------------------------------------------ events

    async def on_event(self, event) -> None:
        if isinstance(event, TableChanged):
            await self._changed(event)
        elif isinstance(event, YourTurn):
            self._hand_feed(event.table_id, event.user_id).refresh()
            self._table_feed(event.table_id).refresh()
        elif isinstance(event, DealScored):
            feed = self._table_feed(event.table_id)
            feed.post(lambda: self.posts.scores(event))
            feed.refresh()
            await self._refresh_hands(event.table_id)
        elif isinstance(event, DealSwing):
            self._table_feed(event.table_id).post(lambda: self.posts.swing(event))
        elif isinstance(event, MatchOver):
            feed = self._table_feed(event.table_id)
            feed.post(lambda: self.posts.result(event))
            feed.refresh()
            self._lobby_feed(event.table_id).refresh()
            await self._refresh_hands(event.table_id)

    async def _changed(self, event: TableChanged) -> None:
        table_id, reason = event.table_id, event.reason
        if reason in LOBBY_REASONS:
            self._lobby_feed(table_id).refresh()
        elif reason == "started":
            self._lobby_feed(table_id).refresh()
            self._table_feed(table_id).refresh()
            await self._refresh_hands(table_id)
        elif reason == "action":
            assert event.seat is not None  # an action's event names the seat that played it
            self.last_move[table_id] = (event.seat, event.action or "", event.drawn)
            self._table_feed(table_id).refresh()
            await self._refresh_hands(table_id)  # every panel says whose move it is and what the table shows
        elif reason in ("away", "paused"):
            self._table_feed(table_id).post(lambda: self.posts.notice(event))
            self._table_feed(table_id).refresh()
            await self._refresh_hands(table_id)
        elif reason in ("recovered", "back", "resumed"):
            self._table_feed(table_id).refresh()
            await self._refresh_hands(table_id)

    async def _refresh_hands(self, table_id: int) -> None:
        info = await self.service.get_table(table_id)
        for seat in info.seats:
            if seat.user_id is not None:
                self._hand_feed(table_id, seat.user_id).refresh()

    # ------------------------------------------------------------------ feeds

    def _feed(self, key: tuple, refresh, interval: float, language) -> Feed:
        feed = self.feeds.get(key)
        if feed is None:
            feed = self.feeds[key] = Feed(":".join(map(str, key)), refresh, interval, language)
        return feed

    def _table_feed(self, table_id: int) -> Feed:
        return self._feed(("table", table_id), lambda: self._draw_table(table_id),
                          self.bot.config.table_edit_interval_s, lambda: self._language_of_table(table_id))

    def _lobby_feed(self, table_id: int) -> Feed:
        return self._feed(("lobby", table_id), lambda: self._draw_lobby(table_id),
                          self.bot.config.lobby_edit_interval_s, lambda: self._language_of_table(table_id))

    def _hand_feed(self, table_id: int, user_id: int) -> Feed:
        # a hand in direct messages speaks its player's language; the thread, the table's
        return self._feed(("hand", table_id, user_id), lambda: self.hands.refresh(table_id, user_id), 0.0,
                          lambda: self.bot.languages.of(user_id))

    async def _language_of_table(self, table_id: int) -> str:
        if table_id not in self.table_languages:
            self.table_languages[table_id] = (await self.service.get_table(table_id)).language
        return self.table_languages[table_id]

    def _forget(self, table_id: int) -> None:
        """A closed table's memory goes (feeds still running finish their last job); its messages stay
        as they were last drawn."""
        self.last_move.pop(table_id, None)
        self.repost.discard(table_id)
        self.table_languages.pop(table_id, None)
        self.hands.forget(table_id)
        for key in [key for key in self.feeds if key[1] == table_id]:
            self.feeds.pop(key)

    # ------------------------------------------------------------------ the lobby card

    async def _draw_lobby(self, table_id: int) -> None:
        ref = await self.messages.find(table_id, "lobby")
        if ref is None:
            return  # /canasta new is still posting it
        info = await self.service.get_table(table_id)
        thread_id = info.channel_id if info.channel_id != ref.channel_id else None
        embed, view = lobby_card(info, thread_id, await self.bot.leagues.rating_notice(table_id))
        await self._message(ref).edit(embed=embed, view=view)
        if info.status == "abandoned":
            self._forget(table_id)

    # ------------------------------------------------------------------ the table picture

    async def _draw_table(self, table_id: int) -> None:
        info = await self.service.get_table(table_id)
        if info.status not in ("playing", "paused", "finished"):
            return
        view = await self.service.public_view(table_id)
        ref = await self.messages.find(table_id, "table")
        ping = _ping(info, view)
        repost = (ref is None or table_id in self.repost or ref.deal_number != info.deal_number
                  or (ping is not None and ping.key != ref.ping))
        self.repost.discard(table_id)  # taken now: a /canasta table asked during this drawing gets its own
        content = _("<@{user}>, your turn.", user=ping.user_id) if ping else None
        embed, controls = table_embed(info, view, self._last_move(info)), table_controls(info)
        sheet = await self.service.scores(table_id) if info.status == "finished" else []
        final = sheet[-1] if sheet else None
        file = await table_picture(info, view, final)
        if ref is not None and not repost:
            try:
                await self._message(ref).edit(content=content, attachments=[file], embed=embed, view=controls,
                                              allowed_mentions=discord.AllowedMentions.none())
            except discord.NotFound:
                repost, file = True, await table_picture(info, view, final)
        if repost:
            mentions = discord.AllowedMentions(users=[discord.Object(ping.user_id)]) if ping \
                else discord.AllowedMentions.none()
            channel = self.bot.get_partial_messageable(info.channel_id, guild_id=info.guild_id)
            message = await channel.send(content=content, file=file, allowed_mentions=mentions, embed=embed,
                                         view=controls)
            await self.messages.remember(MessageRef(table_id, "table", 0, info.channel_id, message.id,
                                                    info.deal_number, ping.key if ping else None))
            if ref is not None:
                await _delete_quietly(self._message(ref))
            logs.event(log, "table_posted", table=table_id, guild=info.guild_id, message=message.id,
                       ping=ping.user_id if ping else None)
        if info.status == "finished":
            self._forget(table_id)

    def _last_move(self, info: TableInfo) -> str | None:
        """The last move ("**Ann** played `discard 7`"), in the language being written (the table's)."""
        if info.id not in self.last_move:
            return None
        seat, action, drawn = self.last_move[info.id]
        name = shown(info.seats[seat].name)
        # Translators: {move} is the move as players type it (`discard 7`), the same in every language.
        return _("**{name}** played `{move}`", name=name, move=action) + from_stock(drawn)

    # ------------------------------------------------------------------ posts in the table's channel

    def _dms_closed(self, info: TableInfo, user_id: int) -> None:
        """The user's DMs turned out closed: the thread says so, in its turn."""
        self._table_feed(info.id).post(lambda: self.posts.dms_closed(info, user_id))

    def _message(self, ref: MessageRef) -> discord.PartialMessage:
        return self.bot.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)


def _ping(info: TableInfo, view) -> Ping | None:
    """The person whose turn it is, when a person (not a computer) must act now."""
    if info.status != "playing" or info.to_move is None:
        return None
    seat = info.seats[info.to_move]
    if seat.user_id is None or seat.away:
        return None
    return Ping(seat.user_id, info.deal_number, view.turns, view.phase == "answer")


async def _delete_quietly(message: discord.PartialMessage) -> None:
    try:
        await message.delete()
    except discord.HTTPException as error:
        logs.event(log, "delete_failed", level=logging.WARNING, message=message.id, status=error.status)


async def setup(bot: CanastaBot) -> None:
    await bot.add_cog(Presenter(bot))
